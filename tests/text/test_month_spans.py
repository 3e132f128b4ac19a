"""A span of months written with 月 once at its end (1—6月, 1至6月) names a stretch of the year, not a range of
numbers: its first figure is the month it opens with, as in 1月至6月; dates with their own 月 keep reading as dates.
A group named by a bound ("under-12s") states that bound."""

from __future__ import annotations

import pytest

from report_workflow.text import find_quantities
from report_workflow.verify import verify


@pytest.mark.parametrize("text", ["1—6月，全省全社会用电量", "1-6月份", "今年1至6月", "7～12月", "2024年3-5月"])
def test_a_month_span_is_no_range_of_numbers(text: str) -> None:
    assert not [item for item in find_quantities(text) if item.kind == "range"]


@pytest.mark.parametrize(("text", "dates"), [
    ("1月至6月", [100, 600]),
    ("5月1日-5日", [501, 505]),
    ("试点首季度（5—7月）", [500, 700]),
    ("1-6月份", [100, 600]),
])
def test_months_and_days_written_in_full_stay_dates(text: str, dates: list[int]) -> None:
    assert [item.value for item in find_quantities(text) if item.kind == "date"] == dates


def test_a_figure_is_not_read_against_a_month_span() -> None:
    source = "1—6月，全省全社会用电量1863.4亿千瓦时，同比增长7.2%。"
    result = verify("上半年全省全社会用电量同比增长7.2%。", [source])
    assert result["publishable"], result["sentence_results"]
    assert not verify("上半年全省全社会用电量同比增长4%。", [source])["publishable"]


@pytest.mark.parametrize(("answer", "publishable"), [
    ("Entry is free for children under twelve.", True),
    ("Entry is free for children under 12.", True),
    ("Entry is free for children under ten.", False),
    ("Entry is free for children over twelve.", False),
])
def test_a_group_named_by_a_bound_states_it(answer: str, publishable: bool) -> None:
    result = verify(answer, ["Tickets are £18 for adults and £9 for concessions; under-12s go free."])
    assert result["publishable"] is publishable, result["sentence_results"]


@pytest.mark.parametrize(("answer", "publishable"), [("头三个月售出约186万只容器。", True), ("头四个月售出约186万只容器。", False)])
def test_the_months_of_a_month_span_are_counted_with_both_ends(answer: str, publishable: bool) -> None:
    source = "试点首季度（5—7月），参与门店共售出带押金标识的饮料容器约186万只。"
    assert verify(answer, [source])["publishable"] is publishable


@pytest.mark.parametrize(("answer", "publishable"), [
    ("被申请人从2023年9月到2024年2月连续6个月未交房租。", True),
    ("被申请人从2023年9月到2024年2月连续5个月未交房租。", True),
    ("被申请人从2023年9月到2024年2月连续7个月未交房租。", False),
])
def test_a_range_of_months_the_sentence_writes_covers_its_first_and_last_month(answer: str, publishable: bool) -> None:
    result = verify(answer, ["被申请人自2023年9月起至2024年2月止未支付租金。"])
    assert result["publishable"] is publishable, result["sentence_results"]
