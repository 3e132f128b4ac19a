"""A change worked out from two figures the evidence dates runs from the earlier to the later: the sentence's word
of rise or fall must go the way they go, while a difference named without a direction needs no order."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import sentence_rules

JOBLESS = "2023年全国城镇调查失业率平均值为5.2%，2022年为5.6%。"
JOBLESS_EN = "The unemployment rate averaged 5.2% in 2023, against 5.6% in 2022."
JOBLESS_PREVIOUS = "2023年全国城镇调查失业率平均值为5.2%，上年为5.6%。"
REVENUE = "Revenue was $3.6 billion in 2023 and $3.0 billion in 2021."


@pytest.mark.parametrize(("answer", "source"), [
    ("2023年城镇调查失业率平均为5.2%，比上年上升0.4个百分点。", JOBLESS),
    ("The unemployment rate averaged 5.2% in 2023, up 0.4 percentage points from the previous year.", JOBLESS_EN),
    ("2023年城镇调查失业率平均为5.2%，比上年上升0.4个百分点。", JOBLESS_PREVIOUS),
    ("2023年城镇调查失业率平均为5.2%，比上年上升0.4个百分点。", "全国城镇调查失业率平均值为5.2%，2022年为5.6%。"),
    ("Revenue fell 20% to $3.6 billion.", REVENUE),
])
def test_a_change_against_the_order_of_its_dated_figures_blocks(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert not result["publishable"], sentence_rules(result)


@pytest.mark.parametrize(("answer", "source"), [
    ("2023年城镇调查失业率平均为5.2%，比上年下降0.4个百分点。", JOBLESS),
    ("The unemployment rate averaged 5.2% in 2023, down 0.4 percentage points from the previous year.", JOBLESS_EN),
    ("2023年城镇调查失业率平均为5.2%，比上年下降0.4个百分点。", JOBLESS_PREVIOUS),
    ("Revenue rose 20% to $3.6 billion.", REVENUE),
])
def test_a_change_the_way_its_dated_figures_go_is_stated_by_them(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert result["publishable"], sentence_rules(result)


@pytest.mark.parametrize(("answer", "source"), [
    ("2023年城镇调查失业率平均为5.2%，与上年相差0.4个百分点。", JOBLESS),
    ("The unemployment rate averaged 5.2% in 2023, a gap of 0.4 percentage points on the previous year.", JOBLESS_EN),
])
def test_a_difference_without_a_direction_needs_no_order(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert result["publishable"], sentence_rules(result)


RESERVOIR = ("The reservoir supplied 48 million cubic metres in 2024 and 41 million cubic metres in 2023, the board "
             "said.")
MUSEUM = "据市文旅局统计，2024年该博物馆共接待观众86万人次，2023年为71万人次。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The reservoir supplied 7 million cubic metres more in 2024 than in 2023 [1].", RESERVOIR, True),
    ("The reservoir supplied 9 million cubic metres more in 2024 than in 2023 [1].", RESERVOIR, False),
    ("The reservoir supplied 7 million cubic metres less in 2024 than in 2023 [1].", RESERVOIR, False),
    ("该博物馆2024年接待观众较2023年增加15万人次[1]。", MUSEUM, True),
    ("该博物馆2024年接待观众比2023年多出十五万人次[1]。", MUSEUM, True),
    ("该博物馆2024年接待观众比2023年多出十七万人次[1]。", MUSEUM, False),
    ("该博物馆2024年接待观众比2023年少十五万人次[1]。", MUSEUM, False),
])
def test_a_change_runs_from_the_year_compared_with_to_the_year_compared(answer: str, source: str,
                                                                         passes: bool) -> None:
    result = verify(answer, [source])
    assert result["publishable"] is passes, sentence_rules(result)
