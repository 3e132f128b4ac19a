"""A margin behind that names no other side is a table row's gap to the row placed right above it: "Station Hotel
are six points behind in fourth" over 27 points against the third row's 33."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

TABLE = (
    "Division One table.\n"
    "\n"
    "| Pos | Team | P | W | L | Pts |\n"
    "|---|---|---|---|---|---|\n"
    "| 1 | Red Lion A | 18 | 14 | 4 | 42 |\n"
    "| 2 | Miners Welfare | 18 | 13 | 5 | 39 |\n"
    "| 3 | Crown & Anchor | 18 | 11 | 7 | 33 |\n"
    "| 4 | Station Hotel | 18 | 9 | 9 | 27 |"
)

CASES = [
    ("Crown & Anchor sit a further six points back in third.", TABLE, None),
    ("Station Hotel are eight points behind in fourth.", TABLE, "FE001"),
    ("Station Hotel are six points behind in fourth.", TABLE, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
