"""What a count of payers paid in all, the count and the amount each paid stated before the total with a word of
paying ("Thirty-two players paid the £15 entry, creating a prize pot of £480"), is their product; another total
blocks (FE001)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

OPEN = "32 players entered this year's open. Entry was £15, and the entire entry pot was returned as prize money."
SUPPER = "Forty guests attended the harvest supper, at £12 a head."

CASES = [
    ("Thirty-two players paid the £15 entry, creating a prize pot of £480.", OPEN, True),
    ("Thirty-two players paid the £15 entry, creating a prize pot of £500.", OPEN, False),
    ("Forty guests paid £12 each, raising £480 in all.", SUPPER, True),
    ("Forty guests paid £12 each, raising £520 in all.", SUPPER, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_totals_paid_by_a_count(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE001" in fired(result)) is not publishable
