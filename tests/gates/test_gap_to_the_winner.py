"""A runner-up's margin behind naming no other side is behind the winner: "Harold Tench was runner-up, 9oz
behind" over the heaviest onion's 8lb 4oz and his 7lb 11oz; a faster time wins a race."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Harold Tench was runner-up, 9oz behind [1].",
     "The heaviest onion on the bench belonged to Peter Glaze, whose entry weighed 8lb 4oz. Second place went to Harold Tench with 7lb 11oz.",
     None),
    ("Harold Tench was runner-up, 7oz behind [1].",
     "The heaviest onion on the bench belonged to Peter Glaze, whose entry weighed 8lb 4oz. Second place went to Harold Tench with 7lb 11oz.",
     "FE"),
    ("Aoki was second, 12 seconds behind [1].",
     "Lindqvist won the sprint in 3 minutes 40 seconds. Aoki finished in 3 minutes 52 seconds.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
