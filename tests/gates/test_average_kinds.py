"""A figure is the kind of average the evidence names it (FE033): a median called the average, or a mean called
the median, blocks; the evidence's own statistic, or a figure named without one, passes."""

from __future__ import annotations

import pytest

from report_workflow.gates.averages import named_statistics
from report_workflow.text import find_quantities
from report_workflow.verify import verify
from tests.support import fired

HOUSES = ("The median sale price of a detached house in the county was £412,000 last year. The mean was higher, "
          "at £468,500, pulled up by a handful of estate sales.")
WAITS = "急诊患者候诊时间的中位数为38分钟，平均值为52分钟。"
SALARIES = "The average starting salary of this year's graduates was $58,300, up 4% on last year."

CASES = [
    # (answer, source, blocked)
    ("The average detached house in the county sold for £412,000 last year.", HOUSES, True),
    ("The median detached house price in the county was £412,000 last year.", HOUSES, False),
    ("The mean sale price of a detached house in the county was £468,500 last year.", HOUSES, False),
    ("A detached house in the county typically sold for £412,000 last year.", HOUSES, False),
    ("The median sale price of a detached house in the county was £468,500 last year.", HOUSES, True),
    ("急诊患者平均候诊38分钟。", WAITS, True),
    ("急诊患者候诊时间的中位数为38分钟。", WAITS, False),
    ("急诊患者平均候诊52分钟。", WAITS, False),
    ("Graduates started on a mean salary of $58,300 this year.", SALARIES, False),
    ("Graduates started on a median salary of $58,300 this year.", SALARIES, True),
]


@pytest.mark.parametrize(("answer", "source", "blocked"), CASES)
def test_a_figure_keeps_the_average_the_evidence_names(answer: str, source: str, blocked: bool) -> None:
    result = verify(answer, [source])
    assert ("FE033" in fired(result)) == blocked, result["sentence_results"]
    if blocked:
        assert not result["publishable"], result["sentence_results"]


def test_mean_as_a_verb_names_no_statistic() -> None:
    text = "The new tariff will mean bills of $1,240 a year for a typical home."
    assert named_statistics(text, find_quantities(text)) == ()


def test_a_statistic_names_only_the_first_figure_after_it() -> None:
    text = "Median pay was $41,000, up 3.1% on the year."
    assert [(named.figure.surface, named.statistic) for named in named_statistics(text, find_quantities(text))] == [
        ("$41,000", "median")]
