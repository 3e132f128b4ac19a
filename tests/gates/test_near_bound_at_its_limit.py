"""A value "just over" a figure may lie as far above it as the bound allows, to the limit itself: 1.1 is "just
over one" (a tenth), though a tenth worked out in floating point is a hair above 0.1."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Mean bloating scores fell by just over one point on a ten-point scale [1].",
     "Results: Mean bloating scores fell by 1.1 points on a 10-point scale; no serious adverse events occurred.",
     None),
    ("Mean bloating scores fell by just over one point [1].",
     "Results: Mean bloating scores fell by 1.2 points on a 10-point scale.",
     "FE004"),
    ("The queue grew by just under two metres [1].",
     "The queue grew by 1.8 m over the hour.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
