"""How many percent more or less one side of a Chinese comparison is than the other, where the sentence states both
sides (80辆，比2020年的100辆少了两成), each side checked against the evidence in its own right."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("城内观光电瓶车总量控制在八十辆，比2020年的100辆少了两成[1]。",
     "古城管委会近日核定，城内观光电瓶车总量控制在80辆，比2020年减少20辆。",
     None),
    ("城内观光电瓶车总量控制在八十辆，比2020年的100辆少了三成[1]。",
     "古城管委会近日核定，城内观光电瓶车总量控制在80辆，比2020年减少20辆。",
     "FE001"),
    ("城内观光电瓶车总量控制在八十辆，比2020年的100辆多了两成[1]。",
     "古城管委会近日核定，城内观光电瓶车总量控制在80辆，比2020年减少20辆。",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
