"""A time written as minutes and seconds ("6:42") is the duration the evidence gives in words ("6 minutes 42
seconds"), as "2:08:35" is 2 hours 8 minutes 35 seconds; another time blocks (FE006)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

SOLVE = "Raman produced the fastest single solve of the day, 6 minutes 42 seconds, breaking the championship record."

CASES = [
    ("Her quickest solve, 6:42, broke the championship record.", SOLVE, True),
    ("Her quickest solve, 6:24, broke the championship record.", SOLVE, False),
    ("Her quickest solve, 7:42, broke the championship record.", SOLVE, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_minutes_and_seconds_as_clock(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE006" in fired(result)) is not publishable
