"""FN attribution: a number sits with the same entity, metric and period in the evidence as in the sentence.

A number of the sentence that the evidence states is read with its clause: the content terms around it and the
years, dates or quarters in that clause (weighted three times, since a period is what a figure is most often
moved to). The evidence clauses holding that number are compared with the evidence clauses holding a different
number of the same kind. When a competing clause matches the sentence's clause better than every clause holding
the number, the sentence has taken the number from one thing and given it to another.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..text.quantities import Quantity
from ..text import content_terms
from .align import Clause, clauses
from .base import Finding, Rule, excerpt, first_per_rule
from .inputs import Analysed, Evidence, Passage, Statement
from .coverage import name_spans
from .numbers import (
    CALENDAR_KINDS,
    MEASUREMENT_KINDS,
    calendar_year,
    counted_terms,
    is_small_word_number,
    same_value,
    supports,
)

PERIOD_WEIGHT = 3
NAME_WEIGHT = 2
_PERIOD, _NAME = "\u00a7", "@"


class NumberMisattributed(Rule):
    """The evidence states the sentence's number for another entity, metric or period.

    What it does: for each number the evidence does state, it compares the sentence clause around the number
    (its content terms, its proper names, weighted twice, and its years, dates and quarters, weighted three
    times) with the evidence clauses. It blocks when the clause holding the number names something the sentence
    does not (another region, year or metric) and an evidence clause giving the same kind of quantity a
    *different* value matches the sentence's clause better: the number has been moved from one thing to another.

    Why it matters: "East region revenue was 5.2M; South region revenue was 3.1M" contains 5.2M, so a check that
    only looks numbers up passes "South region revenue was 5.2M".

    Example: evidence "华东地区收入为5.2亿元，华南地区收入为3.1亿元。", sentence "华南地区收入为5.2亿元。" blocks.

    Fix: give the number to what the evidence gives it to, or state the other thing's own number.
    """

    code = "FN001"
    family = "FN"
    message = "{number} belongs to \u201c{owner}\u201d in the evidence; for \u201c{claimed}\u201d it states {other}"
    hint = "state {other} for \u201c{claimed}\u201d, or attribute {number} as the evidence does"


RULES: tuple[Rule, ...] = (NumberMisattributed(),)
(NUMBER_MISATTRIBUTED,) = RULES


def _period_anchor(quantity: Quantity) -> str | None:
    year = calendar_year(quantity)
    return None if year is None else f"{_PERIOD}{year}"


def _clause_of(item: Analysed, offset: int) -> Clause | None:
    return next((clause for clause in item.feature(clauses) if clause.start <= offset < clause.end), None)


def _anchors(item: Analysed, clause: Clause) -> frozenset[str]:
    """What a clause is about: its topical terms, the years it names and its proper names."""
    periods = {_period_anchor(quantity) for quantity in item.quantities
               if quantity.kind in CALENDAR_KINDS and clause.start <= quantity.start < clause.end}
    names = {f"{_NAME}{name.lower()}" for start, _, name in item.derived(name_spans) if clause.start <= start < clause.end}
    return clause.terms | names | (periods - {None})


def _score(anchors: frozenset[str], other: frozenset[str]) -> int:
    weights = {_PERIOD: PERIOD_WEIGHT, _NAME: NAME_WEIGHT}
    return sum(weights.get(anchor[0], 1) for anchor in anchors & other)


def _evidence_clauses(evidence: Evidence) -> Iterable[tuple[Passage, Clause, list[Quantity]]]:
    for passage in evidence.passages:
        for clause in passage.feature(clauses):
            held = [quantity for quantity in passage.quantities if clause.start <= quantity.start < clause.end]
            if held:
                yield passage, clause, held


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    stated = [quantity for quantity in statement.quantities
              if quantity.kind in MEASUREMENT_KINDS and not is_small_word_number(quantity)]
    if not stated:
        return []
    held_clauses = list(_evidence_clauses(evidence))
    if not any(supports(quantity, other) for quantity in stated for _, _, held in held_clauses for other in held):
        return []  # the evidence states none of the sentence's numbers, so it gives none of them to another thing
    # What the sentence's numbers count and how they are written ("120 *beds*", "*around* 870", "30-*minute*")
    # says what is counted, not whose count it is; the evidence often leaves it out of a second clause ("... and
    # the north wing has 80"), so it is left out of every side of the comparison.
    counted = statement.derived(counted_terms) | content_terms(" ".join(quantity.surface for quantity in stated))
    evidence_clauses = [(passage, clause, held, _anchors(passage, clause) - counted)
                        for passage, clause, held in held_clauses]
    findings = []
    for quantity in stated:
        clause = _clause_of(statement, quantity.start)
        if clause is None:
            continue
        anchors = _anchors(statement, clause) - counted
        owners = [(passage, item, item_anchors) for passage, item, held, item_anchors in evidence_clauses
                  if any(supports(quantity, other) for other in held)]
        if not owners:
            continue
        owner_passage, owner_clause, owner_anchors = max(owners, key=lambda entry: _score(anchors, entry[2]))
        if not owner_anchors - anchors:
            continue  # the clause holding the number says nothing the sentence does not: nothing to contradict
        rivals = [
            (passage, item, other, item_anchors)
            for passage, item, held, item_anchors in evidence_clauses
            if not any(supports(quantity, other) for other in held)
            for other in held
            if other.kind in MEASUREMENT_KINDS and other.dimension == quantity.dimension
            and not same_value(quantity, other)
            # a number the sentence states as well is not a rival: the sentence gives it its own place
            and not any(supports(mine, other) for mine in stated)
        ]
        if not rivals:
            continue
        rival_passage, rival_clause, rival, rival_anchors = max(rivals, key=lambda entry: _score(anchors, entry[3]))
        if _score(anchors, rival_anchors) > _score(anchors, owner_anchors):
            findings.append(
                NUMBER_MISATTRIBUTED.finding(
                    sentence=statement.text,
                    span=statement.span,
                    evidence=owner_passage.ref,
                    number=f"\u201c{quantity.surface}\u201d",
                    owner=excerpt(owner_passage.text[owner_clause.start : owner_clause.end], 80),
                    claimed=excerpt(rival_passage.text[rival_clause.start : rival_clause.end], 80),
                    other=f"\u201c{rival.surface}\u201d",
                )
            )
    return first_per_rule(findings)
