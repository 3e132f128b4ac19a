""""Every" before a span of time ("every week", "every 20 minutes") tells how often, not of a whole group: it does not
claim all of what the evidence calls "a quarter" (FD003); "every pupil" over "some pupils" still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Roughly 25% of the water should be changed every week [1].",
     "Koi club advice. Change about a quarter of the water each week.",
     None),
    ("Half of the plants need watering every day in summer [1].",
     "Half of the plants need watering daily in summer; the rest twice a week.",
     None),
    ("Every pupil passed the swimming test [1].",
     "Some pupils passed the swimming test in June.",
     "FD003"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
