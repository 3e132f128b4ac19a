"""A passive denial of one kind of a thing ("cheese scones were not offered") denies nothing of a clause naming
the thing but not that kind ("only plain and fruit scones were on offer")."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Only plain and fruit scones were on offer [1].",
     "Plain and fruit scones were baked by members; cheese scones were not offered this year.",
     None),
    ("Cheese scones were on offer this year [1].",
     "Plain and fruit scones were baked by members; cheese scones were not offered this year.",
     "FP"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
