"""FP comparisons between figures: "every 10 minutes instead of every 20" must not turn the evidence round.

A substitution names the figure that holds and the one it replaces ("trains every 20 minutes instead of every 10
minutes", "以3.5%而非4%计"). Swapping the two keeps every number and word of the evidence, so the number and word
gates see nothing; this check compares which figure stands on which side of the substitution word. A swap blocks
as ``ComparisonReversed`` (FP003).
"""

from __future__ import annotations

import re

from ..text.quantities import Quantity
from .base import Finding
from .inputs import Analysed, Evidence, Statement
from .phrases import Marks, mentions_any
from .polarity import COMPARISON_REVERSED

# Every substitution word holds one of these: texts without one are passed over cheaply.
_INSTEAD_MARKS = Marks("instead", "rather", "place of", "而非", "而不是")
_INSTEAD = re.compile(r"\b(?:instead of|rather than|in place of)\b|而非|而不是", re.IGNORECASE)
# How far from the substitution word its two figures may stand ("every 20 minutes instead of every 10 minutes").
_REACH = 12


def substitutions(item: Analysed) -> tuple[tuple[Quantity, Quantity, str], ...]:
    """The (kept, replaced, phrase) measurements on either side of each substitution word of ``item``."""
    text = item.text
    if not mentions_any(text, _INSTEAD_MARKS):
        return ()
    found = []
    matches = list(_INSTEAD.finditer(text))
    measured = [quantity for quantity in item.quantities if quantity.is_measurement] if matches else []
    for match in matches:
        before = [quantity for quantity in measured
                  if quantity.end <= match.start() and match.start() - quantity.end <= _REACH]
        after = [quantity for quantity in measured
                 if quantity.start >= match.end() and quantity.start - match.end() <= _REACH]
        if before and after and _same_kind(before[-1], after[0]):
            found.append((before[-1], after[0], text[before[-1].start:after[0].end]))
    return tuple(found)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    for kept, replaced, _ in statement.derived(substitutions):
        for passage in evidence.passages:
            for other_kept, other_replaced, phrase in passage.derived(substitutions):
                if _same_figure(kept, other_replaced) and _same_figure(replaced, other_kept) \
                        and not _same_figure(kept, replaced):
                    return [COMPARISON_REVERSED.finding(sentence=statement.text, span=statement.span,
                                                        evidence=passage.ref, evidence_text=phrase)]
    return []


def _same_kind(first: Quantity, second: Quantity) -> bool:
    return (first.kind, first.dimension, first.unit) == (second.kind, second.dimension, second.unit)


def _same_figure(first: Quantity, second: Quantity) -> bool:
    return _same_kind(first, second) and first.value == second.value
