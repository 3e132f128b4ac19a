"""The first of anyone ("the first person to complete the route") is no first the evidence gives when its every
first is of a group ("the first woman to complete the two-way route; two men have done so previously")."""

from __future__ import annotations

import pytest

from report_workflow import verify

CROSSING = ("Furlong is the first woman to complete the two-way route; two men have done so previously, most recently "
            "in 2019.")
SUMMIT = "Okafor became the first person to climb all 40 peaks of the range in a single winter."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Furlong is the first person to complete the two-way route.", CROSSING, False),
    ("Furlong is the first swimmer to complete the two-way route.", CROSSING, False),
    ("Furlong is the first woman to complete the two-way route.", CROSSING, True),
    ("Okafor is the first person to climb all 40 peaks of the range in a single winter.", SUMMIT, True),
])
def test_firsts(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
