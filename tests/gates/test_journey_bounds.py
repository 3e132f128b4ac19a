"""A journey the sentence bounds ("just under two hours", 不到4小时) is worked out from a timetable's times as a
stated one is; a bound the journey breaks still blocks. A row is named in any case ("turnout" for "Turnout")."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify

TIMETABLE = ("Coastal line, summer timetable\nTrain | Departs Kirkwall Road | Arrives Harbour Point\n"
             "R12 | 07:05 | 08:52\nR14 | 09:40 | 11:48")
SCHEDULE = "G1234次列车08:15从南站开出，12:44到达北站。"


@pytest.mark.parametrize(("answer", "source"), [
    ("The R12 leaves Kirkwall Road at 07:05 and reaches Harbour Point in just under two hours.", TIMETABLE),
    ("G1234次列车08:15从南站开出，不到4个半小时即到达北站。", SCHEDULE),
])
def test_a_bound_the_journey_keeps_passes(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert result["publishable"], result["sentence_results"]


@pytest.mark.parametrize(("answer", "source"), [
    ("The R12 leaves Kirkwall Road at 07:05 and reaches Harbour Point in under 90 minutes.", TIMETABLE),
    ("The R14 leaves Kirkwall Road at 09:40 and reaches Harbour Point in just under two hours.", TIMETABLE),
    ("G1234次列车08:15从南站开出，不到4小时即到达北站。", SCHEDULE),
])
def test_a_bound_the_journey_breaks_blocks(answer: str, source: str) -> None:
    assert not verify(answer, [source])["publishable"]


def test_a_row_named_in_lower_case_is_the_row() -> None:
    source = "Council election, vote share (%)\nParty | 2019 | 2023\nGreens | 9.4 | 12.8\nTurnout | 58.9 | 61.2"
    result = verify("The Greens won 12.8% in 2023, and turnout reached 12.8%.", [source])
    assert not result["publishable"], result["sentence_results"]
