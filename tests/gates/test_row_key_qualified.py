"""A row keyed with a qualifier in brackets ("No. 7 Original (refill pouch)") is named by its name and the qualifier
where the sentence writes it ("in the 100 g refill pouch"), so a figure of that row is not moved to "No. 7 Original"
(FN001); a figure of the qualified row given to the plain one still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("No. 7 Original costs £6.25 in the 25 g tin and £21.00 in the 100 g refill pouch [1].",
     "Hollins & Daughter price list, 2024\n\n| Product | Tin size | Price |\n|---|---|---|\n| No. 7 Original | 25 g | £6.25 |\n| Menthol Fine | 10 g | £3.20 |\n| No. 7 Original (refill pouch) | 100 g | £21.00 |",
     None),
    ("No. 7 Original comes in a 100 g tin for £6.25 [1].",
     "Hollins & Daughter price list, 2024\n\n| Product | Tin size | Price |\n|---|---|---|\n| No. 7 Original | 25 g | £6.25 |\n| Menthol Fine | 10 g | £3.20 |\n| No. 7 Original (refill pouch) | 100 g | £21.00 |",
     "FN001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
