"""A share in a segment opening with a participle ("…, used for 35% of the forty entries") is of the thing the
segment before it names: birch's 14 of 40 is 35%; another figure blocks (FE001)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

SPOONS = ("Copperdale Whittling Group - Spoon Competition results. We had 40 spoons entered this year. By wood: "
          "14 birch, 11 cherry, 9 sycamore and 6 in other woods.")
KILNS = "Forty-eight pots were fired in the spring kiln. Of these, 12 were stoneware and 36 earthenware."

CASES = [
    ("Birch was the most popular wood in the spoon competition, used for 35% of the forty entries.", SPOONS, True),
    ("Birch was the most popular wood in the spoon competition, used for 45% of the forty entries.", SPOONS, False),
    ("Cherry was carved for the spoon competition too, used for 27.5% of the forty entries.", SPOONS, True),
    ("Stoneware was a minority in the spring kiln, making up 25% of the 48 pots fired.", KILNS, True),
    ("Stoneware was a minority in the spring kiln, making up 30% of the 48 pots fired.", KILNS, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_shares_told_in_a_participle(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE001" in fired(result)) is not publishable
