"""The time a sentence gives a journey of a timetable that lists several runs, by the one time it states: "the
first ferry leaves at 8:15 a.m. and takes an hour and 25 minutes" over "departs 08:15, arrives 09:40; departs 11:30,
arrives 12:55" runs from that departure to the arrival right after it, and one arriving at 12:55 from the departure
right before it."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("The first ferry leaves Harbour Quay at 8:15 a.m. and takes an hour and 25 minutes to reach Thomson Landing [1].",
     "Harbour Quay to Thomson Landing: departs 08:15, arrives 09:40; departs 11:30, arrives 12:55.",
     None),
    ("The first ferry leaves Harbour Quay at 8:15 a.m. and takes an hour and 35 minutes to reach Thomson Landing [1].",
     "Harbour Quay to Thomson Landing: departs 08:15, arrives 09:40; departs 11:30, arrives 12:55.",
     "FE001"),
    ("The later ferry reaches Thomson Landing at 12:55, an hour and 25 minutes after leaving Harbour Quay [1].",
     "Harbour Quay to Thomson Landing: departs 08:15, arrives 09:40; departs 11:30, arrives 12:55.",
     None),
    ("The later ferry reaches Thomson Landing at 12:55, two hours after leaving Harbour Quay [1].",
     "Harbour Quay to Thomson Landing: departs 08:15, arrives 09:40; departs 11:30, arrives 12:55.",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
