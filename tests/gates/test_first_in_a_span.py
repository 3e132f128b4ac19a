""""Its first price rise in six years" restates "after six years without a price rise": the span went without
one; the evidence must still say so."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("It is the firm's first price rise in six years [1].",
     "Dear customer, after six years without a price rise we have to increase our charges from 1 April.",
     None),
    ("Sparkle & Shine's price rise from 1 April is its first price rise in six years [1].",
     "Sparkle & Shine will raise its prices from 1 April; the price rise reflects higher fuel costs.",
     "F"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
