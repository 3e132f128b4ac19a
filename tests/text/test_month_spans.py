"""A span of months written with 月 once at its end (1—6月, 1至6月) names a stretch of the year, not a range of
numbers; dates with their own 月 keep reading as dates. A group named by a bound ("under-12s") states that bound."""

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
