"""A figure given for another stretch of the year than the evidence gives it (FE027): 上半年 over 1—5月, "the first
half" over "January to May"; the same months spelled another way agree."""

from __future__ import annotations

import pytest

from report_workflow.gates.year_parts import periods
from report_workflow.verify import verify
from tests.support import fired

RAIL = "1—5月，全省铁路累计发送旅客1.26亿人次，同比增长9.4%。"
RAIL_HALF = "1—6月，全省铁路累计发送旅客1.26亿人次，同比增长9.4%。"
EXPORTS = "Between January and May, the country's wine exports rose 7.5% to 184 million litres."
EXPORTS_HALF = "Wine exports rose 7.5% to 184 million litres in January-June, the trade office said."
INSURER = ("Gross written premiums were $4.8 billion in the first quarter. In the second quarter, the combined ratio "
           "improved to 91.2%.")

CASES = [
    # (answer, source, blocked)
    ("今年上半年，全省铁路累计发送旅客1.26亿人次，同比增长9.4%。", RAIL, True),
    ("今年上半年，全省铁路累计发送旅客1.26亿人次，同比增长9.4%。", RAIL_HALF, False),
    ("前三季度，全省铁路累计发送旅客1.26亿人次。", RAIL, True),
    ("In the first half of the year, wine exports rose 7.5% to 184 million litres.", EXPORTS, True),
    ("In the first half of the year, wine exports rose 7.5% to 184 million litres.", EXPORTS_HALF, False),
    ("Wine exports rose 7.5% in the first quarter.", EXPORTS, True),
    ("The insurer's combined ratio improved to 91.2% in the first quarter.", INSURER, True),
    ("The insurer's combined ratio improved to 91.2% in the second quarter.", INSURER, False),
]


@pytest.mark.parametrize(("answer", "source", "blocked"), CASES)
def test_a_figure_keeps_the_period_the_evidence_gives_it(answer: str, source: str, blocked: bool) -> None:
    result = verify(answer, [source])
    assert ("FE027" in fired(result)) == blocked, result["sentence_results"]
    assert result["publishable"] != blocked, result["sentence_results"]


@pytest.mark.parametrize(("text", "months"), [
    ("今年上半年", [(1, 6)]),
    ("下半年", [(7, 12)]),
    ("前三季度", [(1, 9)]),
    ("2023年第二季度", [(4, 6)]),
    ("1—5月", [(1, 5)]),
    ("一至五月", [(1, 5)]),
    ("前两个月", [(1, 2)]),
    ("in the first half", [(1, 6)]),
    ("Q3 revenue", [(7, 9)]),
    ("the first nine months of 2024", [(1, 9)]),
    ("the first three quarters", [(1, 9)]),
    ("from January to May", [(1, 5)]),
    ("Jan.-Apr. 2024", [(1, 4)]),
    ("between October and December", [(10, 12)]),
])
def test_periods_are_read_as_the_months_they_span(text: str, months: list[tuple[int, int]]) -> None:
    assert [period.months for period in periods(text)] == months


@pytest.mark.parametrize("text", [
    "Sales rose in March and May.",  # two months named, no span between them
    "Prices may fall to a new low.",  # "may" is a verb
    "一年四季都有游客。",  # the seasons, not quarters
])
def test_no_period_is_read_where_none_is_named(text: str) -> None:
    assert periods(text) == ()


@pytest.mark.parametrize(("answer", "source"), [
    # the period belongs to another clause than the figure
    ("Revenue reached $8.2 billion, and the company expects margins to widen in the second half.",
     "In the first half, revenue reached $8.2 billion."),
    # another passage gives the figure for the sentence's period
    ("Sales rose 4% in the second quarter.",
     "Sales rose 4% in the first quarter. In the second quarter, sales rose 4% again."),
    # a passage giving the figure no period may give it for the sentence's
    ("上半年，全市新增就业岗位3.1万个。", "全市新增就业岗位3.1万个。1—5月，全市新增市场主体2.4万户。"),
])
def test_figures_the_evidence_does_not_tie_to_another_period_are_left_alone(answer: str, source: str) -> None:
    assert "FE027" not in fired(verify(answer, [source]))
