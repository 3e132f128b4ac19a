"""A place in a standings table told as "lead the table", "top the league", "are first" or "sit third" is read as a
rank, so the wrong team given the lead, or a place, blocks against the table's Pos column (FP008); the right ones
pass."""

from __future__ import annotations

import pytest

from report_workflow import verify
from tests.support import fired

_TABLE = ("Korfball Premier League — Table after round 14 of 18\n\n"
          "| Pos | Team | P | W | D | L | Pts |\n"
          "|---|---|---|---|---|---|---|\n| 1 | Vikings | 14 | 13 | 1 | 0 | 27 |\n"
          "| 2 | Rapid | 14 | 12 | 2 | 0 | 26 |\n"
          "| 3 | Fortuna | 14 | 10 | 1 | 3 | 21 |")


@pytest.mark.parametrize(("answer", "passes"), [
    ("With four rounds left, Rapid lead the korfball Premier League by a point from the Vikings [1].", False),
    ("With four rounds left, the Vikings lead the korfball Premier League by a point from Rapid [1].", True),
    ("Rapid top the table [1].", False),
    ("Rapid are first in the table [1].", False),
    ("Fortuna sit third [1].", True),
    ("Fortuna sit second [1].", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    result = verify(answer, {"1": _TABLE})
    assert bool(result["publishable"]) is passes
    assert passes or "FP008" in fired(result)
