"""A figure the sentence names as a limit moved "by" an amount ("cuts the maximum team size by two dogs, to twelve")
or as what something "can reach" restates the evidence's bound on that side; the same figure stated as a plain
fact still makes the bound a reading."""

from __future__ import annotations

import pytest

from report_workflow import verify

RACE = "Teams may start with a maximum of 12 dogs, down from 14, and must finish with at least 6 dogs on the line."
RIDE = "The coaster, which opened in May, reaches speeds of up to 96 km/h on its first drop."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The race cuts the maximum team size by two dogs, to twelve.", RACE, True),
    ("The race cuts the maximum team size by two dogs, to eleven.", RACE, False),
    ("Each team in the race starts with twelve dogs.", RACE, False),
    ("On its first drop the coaster, which opened in May, can reach 96 km/h.", RIDE, True),
    ("On its first drop the coaster, which opened in May, can reach 100 km/h.", RIDE, False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert verify(answer, [source])["publishable"] is passes
