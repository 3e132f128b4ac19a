"""A whole number of pence is money where money words follow it ("80p more than last summer", "50p each", "12p a
litre"); elsewhere it is as often a name (1080p, the 99p Challenge) and stays a label."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("A small pot of whelks at Dolly's now costs £5.20, 80p more than last summer [1][2].",
     ["Dolly's Seafood Stall — price list, summer 2023.\n\n| Item | Price |\n|---|---|\n| Whelks (small pot) | £4.50 |\n| Cockles (small pot) | £4.00 |", "Dolly's Seafood Stall — price list, summer 2024.\n\n| Item | Price |\n|---|---|\n| Whelks (small pot) | £5.20 |\n| Cockles (small pot) | £4.00 |"],
     "FE"),
    ("A small pot of whelks now costs £5.20, 70p more than last summer [1][2].",
     ["Last summer a small pot of whelks cost £4.50 at Dolly's stall.", "This summer a small pot of whelks costs £5.20 at Dolly's stall."],
     None),
    ("Raffle tickets are 50p each [1].",
     "Raffle tickets cost 50p each, with prizes donated by local shops.",
     None),
    ("Raffle tickets are 60p each [1].",
     "Raffle tickets cost 50p each, with prizes donated by local shops.",
     "FE"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
