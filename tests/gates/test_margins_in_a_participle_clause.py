"""A margin in a clause opening with a participle ("Claire Duval won …, going clear 1.45 seconds faster than Sean
Mulgrew") is of the subject before the clause, so it is worked out of the two riders' times; a wrong margin or the
riders swapped blocks (FE001 or FE003)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

RESULT = """Grand Prix jump-off result:

| Place | Rider | Horse | Faults | Time (s) |
|---|---|---|---|---|
| 1 | Claire Duval | Harbour Light | 0 | 38.42 |
| 2 | Sean Mulgrew | Kilbeggan Star | 0 | 39.87 |
"""

CASES = [
    ("Claire Duval won on Harbour Light, going clear in the jump-off 1.45 seconds faster than Sean Mulgrew.", True),
    ("Claire Duval won on Harbour Light, going clear in the jump-off 1.35 seconds faster than Sean Mulgrew.", False),
    ("Sean Mulgrew won on Kilbeggan Star, going clear in the jump-off 1.45 seconds faster than Claire Duval.", False),
]


@pytest.mark.parametrize(("answer", "publishable"), CASES)
def test_margins_in_a_participle_clause(answer: str, publishable: bool) -> None:
    result = verify(answer, RESULT)
    assert result["publishable"] is publishable
    assert bool({"FE001", "FE003"} & set(fired(result))) is not publishable
