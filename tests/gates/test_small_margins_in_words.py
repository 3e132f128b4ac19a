"""A small number written as a word is a figure when it is a margin ("nine points behind", "two clear of", "one
ahead of"): it is worked out from the evidence like any margin, and a wrong one blocks (FE001); "one factor behind the
drop" and "two new services" still count things."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

TABLE = """Harbour Inn Quiz League Cup final.

| Team | R1 | R2 | R3 | R4 | Total |
|---|---|---|---|---|---|
| The Brainy Bunch | 18 | 16 | 19 | 17 | 70 |
| Quiz Team Aguilera | 17 | 18 | 15 | 19 | 69 |
| The Know-It-Ales | 15 | 14 | 18 | 16 | 63 |
"""
RACE = "Ana Ruiz won in 31.2 seconds; Bea Holt was second in 33.2 seconds."
WATER = "The board attributes the fall in part to smart meters, alongside a wet summer."

CASES = [
    ("The Know-It-Ales finished nine points behind The Brainy Bunch.", TABLE, False),
    ("The Know-It-Ales finished seven points behind The Brainy Bunch.", TABLE, True),
    ("The Brainy Bunch won with 70 points, one ahead of Quiz Team Aguilera.", TABLE, True),
    ("The Brainy Bunch won with 70 points, three clear of Quiz Team Aguilera.", TABLE, False),
    ("Bea Holt finished three seconds behind Ana Ruiz.", RACE, False),
    ("Bea Holt finished two seconds behind Ana Ruiz.", RACE, True),
    ("The board credits smart meters as one factor behind the fall, along with a wet summer.", WATER, True),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_small_margins_in_words(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE001" in fired(result)) is not publishable
