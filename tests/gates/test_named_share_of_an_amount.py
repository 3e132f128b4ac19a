"""A share named by what it is, right before the amount it comes to ("a 30% deposit of £738" over a price of £2,460
and "a 30% deposit is payable on order")."""

from __future__ import annotations

import pytest

from report_workflow import verify

QUOTE = ("Penrose Sail Loft, quote for yacht Curlew. New mainsail in Dacron, cross-cut: £2,460 including VAT. "
         "A 30% deposit is payable on order.")


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Penrose quoted £2,460 for the mainsail, with a 30% deposit of £738 due on order [1].", QUOTE, True),
    ("Penrose quoted £2,460 for the mainsail, with a 30% deposit of £780 due on order [1].", QUOTE, False),
    ("Penrose quoted £2,460 for the mainsail, with a 20% deposit of £492 due on order [1].", QUOTE, False),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
