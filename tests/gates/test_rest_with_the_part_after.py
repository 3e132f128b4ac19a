"""A rest told between its whole and the part taken from it ("brought in £24,000, leaving £20,500 once £3,500 of costs
had been covered") is the whole less the part, and the part is the rest's operand, no figure of another clause."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

DUCKS = ("All 12,000 numbered rubber ducks were sold at £2 each. After costs of £3,500 for insurance, duck hire and "
         "stewarding, the net proceeds will go to Alderbrook Hospice.")
SALES = "Duck sales brought in £24,000. After costs of £3,500, the net proceeds will go to the hospice."

CASES = [
    ("Duck sales brought in £24,000, leaving £20,500 for Alderbrook Hospice once £3,500 of costs had been covered.",
     DUCKS, None),
    ("Duck sales brought in £24,000, leaving £21,500 for the hospice after costs of £3,500.", SALES, "FE001"),
    ("Duck sales brought in £24,000, leaving £20,500 for the hospice after costs of £3,500.", SALES, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_rest(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
