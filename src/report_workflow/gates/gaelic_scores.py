"""Gaelic games scores, goals and points ("2-17"), read as the points they total.

A hurling or Gaelic football score writes goals and points apart: "Kilcarrig 2-17 Ballyduff Rovers 1-15" is 23
points to 18, a goal being worth three. A sentence giving the totals ("won 23 to 18", "by five points") states
figures the evidence never writes, each worked out from one score, or from two for the margin between them. A score
is read so only where the evidence is about those games (it names goals, hurling, camogie, Gaelic games or the GAA)
and the sentence counts points; elsewhere "2-17" stays a range.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from itertools import permutations

from ..text.quantities import Quantity
from .arithmetic import worked_figure
from .inputs import Passage, Statement

# A score as the evidence writes it: goals, a hyphen, points (2-17, 0-09).
_SCORE = re.compile(r"\d-\d{1,2}")
_GOAL_WORTH = 3
# What makes a passage's "2-17" a score, not a range: the games it is of, or goals scored.
_GAELIC = re.compile(r"\b(?:hurl\w*|camogie|gaelic|GAA|goals?)\b", re.IGNORECASE)
_POINTS = re.compile(r"\bpoints?\b", re.IGNORECASE)


def score_points(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """For a count of a sentence that counts points, the points of each score of the evidence, and the margin
    between two scores of one passage."""
    if quantity.dimension != "number" or quantity.kind != "value" or not _POINTS.search(statement.text) \
            or not any(_GAELIC.search(passage.text) for passage in passages):
        return
    for passage in passages:
        scores = [item for item in passage.quantities
                  if item.kind == "range" and item.high is not None and _SCORE.fullmatch(item.surface)]
        yield from (worked_figure(score, _points(score), quantity) for score in scores)
        yield from (worked_figure(first, _points(first) - _points(second), quantity)
                    for first, second in permutations(scores, 2) if _points(first) > _points(second))


def _points(score: Quantity) -> float:
    assert score.high is not None
    return score.value * _GOAL_WORTH + score.high
