""""More than an hour before the train leaves" is a length of time before an event, checked as a bound on the time
between the two times of day (FE001); "more than a year earlier" after a figure still names what a figure is
compared with, no amount."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

TIMES = "Members meet at 08:15. The train leaves at 08:47."
EARLY = "Members meet at 07:15. The train leaves at 08:47."
HARVEST = "The harvest reached 720,000 tonnes this year, up from 650,000 tonnes last year."

CASES = [
    ("Members meet at 8.15am, more than an hour before the train leaves at 8.47am.", TIMES, "FE001"),
    ("Members meet at 7.15am, more than an hour before the train leaves at 8.47am.", EARLY, None),
    ("Members meet at 8.15am, more than half an hour before the train leaves at 8.47am.", TIMES, None),
    ("The harvest reached 720,000 tonnes, 70,000 tonnes more than a year earlier.", HARVEST, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_one_unit(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
