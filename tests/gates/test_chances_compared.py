""""More likely" and "less likely" compare chances, as "more often" does: the evidence's "were more likely to show
bar-chewing" is a difference found, not a hedge a plain "bar-chewing was more frequent" drops (FD002); "likely to
rise" still hedges."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Bar-chewing was more frequent in cages smaller than half a square metre [1].",
     "Hamsters housed in cages with a floor area below 0.5 m² were more likely to show bar-chewing.",
     None),
    ("Falls were rarer among residents who joined the classes [1].",
     "Residents who joined the balance classes were less likely to fall than those who did not.",
     None),
    ("Prices will rise next year [1].",
     "Analysts said prices are likely to rise next year.",
     "FD002"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
