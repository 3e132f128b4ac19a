""""A week to ten days" states both ends of "seven to ten days": the article before a unit of time opening a range
counts one of it, as it does before "or more"."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("The crystals generally need a week to ten days to finish growing [1].",
     "Crystals usually take seven to ten days to grow to full size; do not disturb the jars.",
     None),
    ("The crystals generally need a week to twelve days to finish growing [1].",
     "Crystals usually take seven to ten days to grow to full size; do not disturb the jars.",
     "FE"),
    ("The crystals generally need ten days to finish growing [1].",
     "Crystals usually take seven to ten days to grow to full size; do not disturb the jars.",
     "FE005"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
