"""FP movements: a rise or a fall must go the way of the two figures it runs between.

"Net income fell to $1.2 billion from $950 million" contradicts itself whatever the evidence says: its figures
rise. When the evidence states both figures and no word of direction ("$950 million in 2023 and $1.2 billion in
2024"), this is the only place the flipped direction shows.
"""

from __future__ import annotations

import re

from ..text.quantities import Quantity
from .base import Finding, Rule
from .arithmetic import ENDED_AT, STARTED_FROM, joined_part_of, movements_in, unit_key
from .inputs import Evidence, Passage, Statement
from .lexicon import Direction, direction_cues


class MovementAgainstFigures(Rule):
    """The sentence's rise or fall goes against the start and end figures it gives.

    What it does: reads a sentence with words of rise or fall of one way only (rose, fell, 增长, 下降) and two
    figures of one kind, one where the movement started ("from $950 million", 由3.1%, 从) and one where it ended
    ("to $1.2 billion", 增至3.6亿元, 降至). When the end is above the start and the sentence says fall, or below
    it and the sentence says rise, it blocks. So does a figure the sentence moves one way ("will also pay more, at
    £4.80") that the evidence gives as the end of a movement the other way ("from £5.20 to £4.80", "£4.80 (was
    £5.20)", 由48人减少到16人).

    Why it matters: both figures are right and the evidence may name no direction; only the order of the figures
    shows that "fell" turned a rise into a fall.

    Example: sentence "Net income fell to $1.2 billion from $950 million a year earlier." blocks.

    Fix: use the direction the figures give, or put the start and the end figures the right way round.
    """

    code = "FP004"
    family = "FP"
    message = "the sentence says \u201c{word}\u201d, but the figures go from {start} to {end}"
    hint = "say the figures {direction}, or check which one is the start and which the end"


RULES: tuple[Rule, ...] = (MovementAgainstFigures(),)
(MOVEMENT_AGAINST_FIGURES,) = RULES

_REACH = 12


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    cues = [cue for cue in statement.feature(direction_cues) if cue.axis == "magnitude" and cue.sign]
    if not cues or not evidence:
        return []
    return _against_own_figures(statement, evidence, cues) or _against_evidence_movement(statement, evidence, cues)


def _against_own_figures(statement: Statement, evidence: Evidence, cues: list[Direction]) -> list[Finding]:
    """The sentence's own start and end figures going the other way from its word of rise or fall."""
    start = _figure_after(statement, STARTED_FROM)
    end = _figure_after(statement, ENDED_AT)
    if start is None or end is None or (start.dimension, start.unit) != (end.dimension, end.unit):
        return []
    # the words of the statement holding the figures: "从500微克收紧至200微克，并增加锌、铜残留检测要求" moves its figures
    # by none, as 增加 adds a test
    low, high = joined_part_of(statement, start)
    cues = [cue for cue in cues if low <= cue.start < max(high, joined_part_of(statement, end)[1])]
    if not cues or len({cue.sign for cue in cues}) != 1:
        return []
    sign = cues[0].sign
    if (end.value - start.value) * sign >= 0:
        return []
    return [_finding(statement, evidence.closest(statement.terms), cues[0].word, start, end)]


def _finding(statement: Statement, passage: Passage, word: str, start: Quantity, end: Quantity) -> Finding:
    return MOVEMENT_AGAINST_FIGURES.finding(
        sentence=statement.text, span=statement.span, evidence=passage.ref, word=word,
        start=f"\u201c{start.surface}\u201d", end=f"\u201c{end.surface}\u201d",
        direction="rose" if end.value > start.value else "fell",
    )


def _against_evidence_movement(statement: Statement, evidence: Evidence, cues: list[Direction]) -> list[Finding]:
    """A figure the sentence moves one way that the evidence gives as the end of a movement the other way: "concession
    holders will also pay more, at £4.80" over "concession: £4.80 (was £5.20)". The word of rise or fall is the one
    right before the figure (within ``_CUE_REACH``, no other figure of its unit between)."""
    for quantity in statement.quantities:
        if quantity.kind != "value":
            continue
        cue = max((cue for cue in cues if 0 <= quantity.start - cue.start <= _CUE_REACH), key=lambda cue: cue.start,
                  default=None)
        if cue is None or any(cue.start < other.start < quantity.start and unit_key(other) == unit_key(quantity)
                              for other in statement.quantities):
            continue
        for passage in evidence.passages:
            for start, end in passage.derived(movements_in):
                if end.value == quantity.value and unit_key(end) == unit_key(quantity) \
                        and (end.value - start.value) * cue.sign < 0:
                    return [_finding(statement, passage, cue.word, start, end)]
    return []


# How far before a figure the word moving it stands: "pay more, at £4.80", 降到16人.
_CUE_REACH = 20


def _figure_after(statement: Statement, link: re.Pattern[str]) -> Quantity | None:
    """The one measured figure of the sentence right after ``link`` ("from", "to"), if exactly one is."""
    found = [quantity for quantity in statement.quantities if quantity.kind == "value"
             and link.search(statement.text, max(0, quantity.start - _REACH), quantity.start) is not None]
    return found[0] if len(found) == 1 else None
