""""Across the morning and evening shifts" sums what the shifts counted, as "in total" does: 18,500 and 14,200 wontons
are 32,700."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Across the morning and evening shifts, the kitchen folded 32,700 wontons [1].",
     "Kowloon Road Kitchen – daily production log, Friday.\n\n| Shift | Line | Wontons folded | Rejects |\n|---|---|---|---|\n| Morning | A | 18,500 | 240 |\n| Evening | B | 14,200 | 310 |",
     None),
    ("Across the morning and evening shifts, the kitchen folded 32,900 wontons [1].",
     "Kowloon Road Kitchen – daily production log, Friday.\n\n| Shift | Line | Wontons folded | Rejects |\n|---|---|---|---|\n| Morning | A | 18,500 | 240 |\n| Evening | B | 14,200 | 310 |",
     "FE001"),
    ("Across both branches, the library lent 9,300 books in March [1].",
     "In March the Central branch lent 5,100 books and the Riverside branch 4,200.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
