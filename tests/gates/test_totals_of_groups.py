"""A count of groups of a size ("Sixteen teams of six players") holds their product of the things counted (96
players), for a sentence counting those things; another total, or the product given to the groups, blocks (FE001)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

MARBLES = "Sixteen teams of six players took part in the Ashwick Marbles Championship on Good Friday."
CANDLES = "The studio shipped 40 boxes of 12 candles to the craft fair."

CASES = [
    ("Ninety-six players contested the Ashwick Marbles Championship.", MARBLES, True),
    ("Ninety-eight players contested the Ashwick Marbles Championship.", MARBLES, False),
    ("96 teams took part in the Ashwick Marbles Championship.", MARBLES, False),
    ("The studio sent 480 candles to the craft fair.", CANDLES, True),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_totals_of_groups(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE001" in fired(result)) is not publishable
