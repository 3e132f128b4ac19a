"""FP transitions: a change from one state to another must run the way the evidence runs it.

"Maintenance will move from a fixed 6-week cycle to a condition-based schedule" and "the metro is replacing its
condition-led maintenance with a fixed six-week cycle" share every word; only the direction of the change is turned
round, and no figure moves, so the number and word gates see nothing.
"""

from __future__ import annotations

import re
from ..text import content_terms
from .base import Finding, Rule, excerpt
from .inputs import Evidence, Statement
from .phrases import Marks, mentions_any


class TransitionReversed(Rule):
    """The sentence tells a change of state running the other way than the evidence tells it.

    What it does: reads each change of state a text tells with its two sides: "from A to B", "replace A with B",
    "switch A for B", "A is replaced by B"; 由A改为B, 从A转向B, 将A改为B, 以B取代A. It blocks when an evidence change has
    more words of the sentence's first side on its second side than on its first, and more of the sentence's second
    side on its first than on its second: the same two states, swapped. Sides with no content word ("from 12 to
    15", "from 2019 to 2023") are figures, which the number gates read.

    Why it matters: a switch from fixed cycles to sensor data and a switch from sensor data to fixed cycles are
    opposite decisions told with the same words.

    Example: evidence "Maintenance will move from a fixed 6-week cycle to a condition-based schedule using sensor
    data.", sentence "The metro is replacing its sensor-based, condition-led maintenance with a fixed six-week
    cycle." blocks; "The metro is replacing its fixed six-week cycle with sensor-based maintenance." passes.

    Fix: tell the change the way the evidence tells it, from its first state to its second.
    """

    code = "FP013"
    family = "FP"
    message = ("the sentence changes \u201c{first}\u201d to \u201c{second}\u201d; the evidence changes "
               "\u201c{evidence_first}\u201d to \u201c{evidence_second}\u201d")
    hint = "tell the change from \u201c{evidence_first}\u201d to \u201c{evidence_second}\u201d, as the evidence does"


TRANSITION_REVERSED = TransitionReversed()
RULES: tuple[Rule, ...] = (TRANSITION_REVERSED,)

_SIDE = r"[^.;:!?\uff1b\u3002\uff01\uff1f]{3,80}?"
_CJK_SIDE = r"[^\uff0c\u3002\uff1b,;]{2,24}?"
# Where a side ends: a clause break, the end, or a word that opens what follows the change.
_SIDE_END = r"(?=\s*(?:[,.;:!?]|$|\b(?:in|by|on|from|at|for|using|under|after|before|when|while|which|and)\b))"
# Each change of state with its first side ("a") and its second ("b").
_CHANGES = (
    re.compile(rf"\bfrom\s+(?P<a>{_SIDE})\s+to\s+(?P<b>{_SIDE}){_SIDE_END}", re.IGNORECASE),
    re.compile(rf"\breplac(?:e|es|ed|ing)\s+(?P<a>{_SIDE})\s+with\s+(?P<b>{_SIDE}){_SIDE_END}", re.IGNORECASE),
    re.compile(rf"\bswitch(?:es|ed|ing)?\s+(?P<a>{_SIDE})\s+for\s+(?P<b>{_SIDE}){_SIDE_END}", re.IGNORECASE),
    re.compile(rf"(?P<a>\b[\w-]+(?:\s+[\w-]+){{0,3}})\s+(?:is|are|was|were|will be|has been|have been|being)\s+"
               rf"replaced\s+by\s+(?P<b>{_SIDE}){_SIDE_END}", re.IGNORECASE),
    re.compile(rf"(?:[将把][由从]?|[由从])(?P<a>{_CJK_SIDE})(?:改为|改成|调整为|转为|转向|变为|换成|替换为|过渡到|转变为)"
               rf"(?P<b>{_CJK_SIDE})(?=[\uff0c\u3002\uff1b,;]|$)"),
    re.compile(rf"以(?P<b>{_CJK_SIDE})(?:取代|替代|代替)(?P<a>{_CJK_SIDE})(?=[\uff0c\u3002\uff1b,;]|$)"),
)
# Every change of state holds one of these: texts without one are passed over cheaply.
_MARKS = Marks("from", "replac", "switch", "由", "从", "将", "把", "取代", "替代", "代替")


def changes(text: str) -> tuple[tuple[str, str], ...]:
    """The changes of state ``text`` tells, each as (first side, second side)."""
    if not mentions_any(text, _MARKS):
        return ()
    return tuple((found["a"], found["b"]) for pattern in _CHANGES for found in pattern.finditer(text))


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    mine_told = statement.feature(changes)
    if not mine_told:
        return []  # the sentence tells no change: the evidence's need no reading
    told = [(passage, change, (content_terms(change[0]), content_terms(change[1])))
            for passage in evidence.passages for change in passage.feature(changes)]
    for first, second in mine_told:
        mine = content_terms(first), content_terms(second)
        if not all(mine) or any(_swapped(mine, (theirs[1], theirs[0])) for *_, theirs in told):
            continue  # a change the evidence tells the same way ("flights from London to Paris fell") stands
        for passage, (theirs_first, theirs_second), theirs in told:
            if _swapped(mine, theirs):
                return [TRANSITION_REVERSED.finding(
                    sentence=statement.text, span=statement.span, evidence=passage.ref,
                    first=excerpt(first.strip(), 60), second=excerpt(second.strip(), 60),
                    evidence_first=excerpt(theirs_first.strip(), 60),
                    evidence_second=excerpt(theirs_second.strip(), 60))]
    return []


def _swapped(mine: tuple[frozenset[str], frozenset[str]], theirs: tuple[frozenset[str], frozenset[str]]) -> bool:
    """Whether each side of the sentence's change shares more words with the other side of the evidence's than
    with its own."""
    return len(mine[0] & theirs[1]) > len(mine[0] & theirs[0]) and len(mine[1] & theirs[0]) > len(mine[1] & theirs[1])
