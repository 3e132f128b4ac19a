"""The other side of a difference named only as the price of one thing ("£4 less than the single price", "the usual
fare") is a price the evidence gives: £28 a manicure is £4 less than £32 (FE001 found no £4), the sentence's £28 checked
in its own right; a wrong difference still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("The package works out at £28 per gel manicure, £4 less than the single price [1].",
     "Gloss & Glow offers a gel manicure for £32, taking about 45 minutes. A package of 5 gel manicures costs £140 when paid in advance.",
     None),
    ("The package works out at £28 per gel manicure, £6 less than the single price [1].",
     "Gloss & Glow offers a gel manicure for £32, taking about 45 minutes. A package of 5 gel manicures costs £140 when paid in advance.",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
