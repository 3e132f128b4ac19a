""""No London date has been fixed yet" restates a date the evidence has "under discussion" and "not confirmed":
still to be settled, not denied."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("No London date has been fixed yet [1].",
     "Producers said a London date was under discussion but had not been confirmed.",
     None),
    ("No final date has been set yet [1].",
     "A final date is under discussion.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
