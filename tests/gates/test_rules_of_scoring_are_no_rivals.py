"""A figure given for each of something ("3 points for a win, 1 for a draw", "£2 per entry") is a rule of scoring or
pricing, not any one thing's figure: it is no rival that a team's or an entrant's figure could have been moved from
(FN001)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

TABLE = """Tollcross Pub Quiz League – Winter Division table after week 10 (3 points for a win, 1 for a draw).

| Team | P | W | D | L | Pts |
|---|---|---|---|---|---|
| Quizzly Bears | 10 | 8 | 2 | 0 | 26 |
| Les Quizerables | 10 | 8 | 0 | 2 | 24 |
| Trivial Pursuers | 10 | 3 | 2 | 5 | 11 |"""

CASES = [
    ("The Quizzly Bears lead the Tollcross Pub Quiz League winter table on twenty-six points from ten matches, two "
     "points clear of Les Quizerables.", TABLE, None),
    ("The Quizzly Bears lead the Tollcross Pub Quiz League winter table on twenty-four points from ten matches.", TABLE,
     "FN001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_scoring_rule(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
