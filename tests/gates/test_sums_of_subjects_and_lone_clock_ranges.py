"""The sum of two things named as a figure's subject ("entry fees plus a raffle brought in just over £3,000"); the one
range of times of day beside other times ("Doors 7pm; dancing 7.30pm till 11.30pm"), unless the sentence moves a time
by its duration ("brought forward by 30 minutes" over "moves from 22:15 to 22:45")."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

FEES = "Entry fees raised £2,315 for the air ambulance, and a raffle added a further £740."
BARN_DANCE = "Doors 7pm; dancing 7.30pm till 11.30pm with the Moorhen Ceilidh Band."

CASES = [
    ("Entry fees plus a raffle brought in just over £3,000 for the air ambulance.", FEES, None),
    ("Entry fees plus a raffle brought in just over £3,100 for the air ambulance.", FEES, "FE004"),
    ("Entry fees and a raffle raised £3,055 for the air ambulance.", FEES, None),
    ("The barn dance offers four hours of dancing to the Moorhen Ceilidh Band.", BARN_DANCE, None),
    ("The barn dance offers four and a half hours of dancing to the Moorhen Ceilidh Band.", BARN_DANCE, "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
