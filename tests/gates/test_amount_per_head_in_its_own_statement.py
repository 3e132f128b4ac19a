"""An amount per head is divided from the amount stated right before it only in its own statement: "£35 a head …;
the ten-person package … at £32 each" divides the £320 package, not the £35 of the clause before."""

from __future__ import annotations

import pytest

from report_workflow import verify

PRICES = """Tumbledown Zorbing Park prices

| Ride | Riders | Price |
|---|---|---|
| Harness zorb (single run) | 1 | £35 |
| Group package (two runs each) | 6 | £210 |
| Group package (two runs each) | 10 | £320 |"""


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("At Tumbledown the six-rider group package works out at £35 a head, like a single harness run; the ten-rider "
     "group package is cheaper still at £32 each [1].", PRICES, True),
    ("At Tumbledown the six-rider group package works out at £35 a head, like a single harness run; the ten-rider "
     "group package is cheaper still at £30 each [1].", PRICES, False),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
