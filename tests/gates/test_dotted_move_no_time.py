"""A dotted figure after a verb of movement and "by" is the size of the move, not a time of day: "rises by 20.50
crowns a kilogram" (FE006 read 20.50 as ten to nine in the evening); "by 17.30" with no movement before it stays a
time."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("The cigar duty rises by 20.50 crowns a kilogram, to 430.50 crowns [1].",
     "The excise duty on cigars will increase from 410.00 to 430.50 crowns per kilogram.",
     None),
    ("The cigar duty rises by 21.50 crowns a kilogram, to 430.50 crowns [1].",
     "The excise duty on cigars will increase from 410.00 to 430.50 crowns per kilogram.",
     "FE001"),
    ("Stalls must be cleared by 17.30 [1].",
     "Traders must clear their stalls by 16:30 on market days.",
     "FE006"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
