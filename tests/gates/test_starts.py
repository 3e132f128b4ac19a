"""FN007: the figure a movement started from, stated as the level reached. The sentence may give it as the start,
date it to the earlier period, or name an earlier time; an undated or end-dated restatement blocks."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import findings_of, fired

ROOMS = "Hotel occupancy in the city averaged 78% in August, up from 71% in July, as the festival season began."
LOANS = "The library lent 41,200 e-books in 2024, up from 35,600 in 2023."
CLINIC = "门诊平均候诊时间由去年的48分钟缩短至今年的31分钟。"
TRANSIT = "一季度地铁客运量为2.6亿人次，较上年同期的2.2亿人次增长18%。"


@pytest.mark.parametrize(("answer", "source"), [
    ("Hotel occupancy in the city averaged 71% in August as the festival season began.", ROOMS),
    ("Hotel occupancy in the city averaged 71% as the festival season began.", ROOMS),
    ("The library lent 35,600 e-books in 2024.", LOANS),
    ("今年门诊平均候诊时间为48分钟。", CLINIC),
])
def test_a_start_given_as_the_level_blocks(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert "FN007" in fired(result), result["sentence_results"]


def test_the_reason_names_the_start_and_the_level_reached() -> None:
    result = verify("The library lent 35,600 e-books in 2024.", [LOANS])
    reason = next(finding["reason"] for finding in findings_of(result) if finding["rule"] == "FN007")
    assert "\u201cup from 35,600\u201d" in reason and "\u201c41,200\u201d" in reason, reason


@pytest.mark.parametrize(("answer", "source"), [
    ("Hotel occupancy averaged 71% in July.", ROOMS),
    ("In the previous month, occupancy averaged 71%.", ROOMS),
    ("Occupancy climbed to 78% in August from 71%.", ROOMS),
    ("Occupancy averaged 78% in August, against 71% a month earlier.", ROOMS),
    ("The library lent 35,600 e-books in 2023.", LOANS),
    ("去年门诊平均候诊时间为48分钟。", CLINIC),
    ("门诊平均候诊时间缩短了17分钟，由48分钟降至31分钟。", CLINIC),
    ("上年同期一季度地铁客运量为2.2亿人次。", TRANSIT),
    ("The library lent 35,600 e-books in the year before.", LOANS),
])
def test_a_start_given_as_a_start_or_an_earlier_level_passes(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert "FN007" not in fired(result), result["sentence_results"]


def test_a_figure_the_evidence_also_states_as_a_level_passes() -> None:
    source = "The fund returned 6.2% in 2024, up from 4.1% in 2023. Its benchmark returned 4.1% in 2024."
    result = verify("The benchmark returned 4.1% in 2024.", [source])
    assert "FN007" not in fired(result), result["sentence_results"]


def test_a_year_after_from_is_no_start() -> None:
    source = "The region was a duchy until 1804 and from 1867 a crown land."
    result = verify("It became a crown land in 1867.", [source])
    assert "FN007" not in fired(result), result["sentence_results"]
