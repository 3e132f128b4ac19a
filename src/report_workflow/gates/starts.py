"""FN starts: the figure a movement started from stated as the level reached.

"Wind supplied 24% of electricity in Q3, down from 31% in Q2" gives 31% to the quarter before. A sentence saying
"Wind supplied 31% of the quarter's electricity" states every figure the evidence writes, yet gives the old level
as the new one: the commonest way a real figure lands in the wrong period.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..text import content_terms
from ..text.quantities import Quantity
from .arithmetic import STARTED_FROM, REACH, named_as_change, unit_key
from .base import Finding, Rule
from .inputs import Evidence, Passage, Statement
from .numbers import CALENDAR_KINDS, same_value, supports, year_like
from .phrases import Marks, mentions_any


class StartStatedAsLevel(Rule):
    """The sentence states as the level a figure the evidence gives only as where a movement started.

    What it does: finds each figure of the sentence that every evidence passage stating it writes as the start of
    a movement to another figure of the same unit in its sentence ("24% …, down from 31%", "rose to $5.1 million
    from $4.2 million", 由63%升至71%), and blocks when the sentence states it as a level: not after "from", 由 or
    从, not as a change, not beside the figure it moved to, and either dated to the period of the end or dated to
    none at all while naming no earlier time (previous, a year earlier, before, 上年, 此前).

    Why it matters: the start of a change is a real figure of the evidence, so every number check passes it; given
    as the level, it tells readers the old state is the current one.

    Example: evidence "Wind supplied 24% of electricity in Q3, down from 31% in Q2.", sentence "Wind supplied 31% of
    the quarter's electricity." blocks; "Wind's share fell to 24% from 31% in Q2." and "In the previous quarter wind
    supplied 31%." pass.

    Fix: give the level the movement reached, or say the figure is the earlier one.
    """

    code = "FN007"
    family = "FN"
    message = "\u201c{number}\u201d is where the evidence's movement started (\u201c{start}\u201d); the level it gives is \u201c{end}\u201d"
    hint = "state the level reached ({end}), or say that {number} was the earlier figure"


START_STATED_AS_LEVEL = StartStatedAsLevel()
RULES: tuple[Rule, ...] = (START_STATED_AS_LEVEL,)

# Words dating a figure to an earlier time than the sentence's own: "in the previous quarter", "a year earlier".
_EARLIER = re.compile(
    r"\b(?:previous(?:ly)?|prior|earlier|before|formerly|originally|last|ago|had been|used to|baseline|initially"
    r"|at the start)\b|上年|去年|上月|上季度|此前|之前|以前|原来|原先|起初|基期|上一",
    re.IGNORECASE,
)
_START_MARKS = Marks("from", "由", "从")
_SEGMENT_BREAK = re.compile(r"[,\uff0c:\uff1a]")
# Where the words dating a start end: a clause break, or the "to" of the level it moved to (至, 到).
_START_STRETCH_END = re.compile(r"[,;\uff0c\uff1b]|\bto\b|[至到]", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[;!?\u3002\uff1b\uff01\uff1f]|\.(?!\d)")


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    for quantity in statement.quantities:
        if quantity.kind != "value" or _given_as_start(statement, quantity):
            continue
        starts = [start for passage in evidence.passages for start in passage.derived(_starts)
                  if supports(quantity, start[1])]
        if not starts or any(supports(quantity, item) for passage in evidence.passages
                             for item in _levels(passage)):
            continue
        passage, start, end = starts[0]
        if any(same_value(mine, end) for mine in statement.quantities) \
                or not _dated_as_end(statement, quantity, passage, start, end):
            continue
        return [START_STATED_AS_LEVEL.finding(
            sentence=statement.text, span=statement.span, evidence=passage.ref, number=quantity.surface,
            start=_quoted_start(passage, start), end=end.surface)]
    return []


def _given_as_start(statement: Statement, quantity: Quantity) -> bool:
    """Whether the sentence itself gives the figure as a start ("from 31%", 由63%) or as a change."""
    return STARTED_FROM.search(statement.text, max(0, quantity.start - REACH), quantity.start) is not None \
        or named_as_change(quantity, statement.text)


def _starts(passage: Passage) -> tuple[tuple[Passage, Quantity, Quantity], ...]:
    """Each figure ``passage`` writes as where a movement started, with the figure it moved to: the other figure of
    its unit in its sentence, right before the start ("24%, down from 31%") or right after it ("from 31% to 24%").
    A number that may be a year is left out: "from 1867" dates a state, it is not a level."""
    if not mentions_any(passage.text, _START_MARKS):
        return ()  # every start follows one of these words
    figures = [item for item in passage.quantities if item.kind == "value" and not year_like(item)]
    found = []
    for position, start in enumerate(figures):
        if STARTED_FROM.search(passage.text, max(0, start.start - REACH), start.start) is None:
            continue
        low, high = _sentence_of(passage.text, start.start)
        ends = [item for item in (figures[position - 1] if position else None,
                                  figures[position + 1] if position + 1 < len(figures) else None)
                if item is not None and low <= item.start < high and unit_key(item) == unit_key(start)
                and item.value != start.value]
        if ends:
            found.append((passage, start, ends[0]))
    return tuple(found)


def _levels(passage: Passage) -> Iterator[Quantity]:
    """The figures of ``passage`` not written as a start: where the evidence states the figure as a level too."""
    starts = {id(start) for _, start, _ in passage.derived(_starts)}
    return (item for item in passage.quantities if item.kind == "value" and id(item) not in starts)


def _dated_as_end(statement: Statement, quantity: Quantity, passage: Passage, start: Quantity, end: Quantity) -> bool:
    """Whether the sentence dates its figure to the end's period, or to none while naming no earlier time and no
    word the evidence dates the start with alone ("in July" of "78% in August, up from 71% in July")."""
    low, high = _sentence_of(statement.text, quantity.start)
    if _EARLIER.search(statement.text, low, high):
        return False
    start_words, end_words = _dating_words(passage, start)
    if content_terms(statement.text[low:high]) & (start_words - end_words):
        return False
    dates = [item for item in statement.quantities if item.kind in CALENDAR_KINDS and low <= item.start < high]
    if not dates:
        return True
    start_dates, end_dates = _dates_of(passage, start)
    return bool(end_dates) and all(any(same_value(mine, theirs) for theirs in end_dates) for mine in dates) \
        and not any(same_value(mine, theirs) for mine in dates for theirs in start_dates)


def _start_span(passage: Passage, start: Quantity) -> tuple[int, int, int, int]:
    """The start's sentence (its first and last offsets), and the stretch dating the start: from its "from" to the
    next figure after it ("from 31% in Q2", 由2022年的31%)."""
    low, high = _sentence_of(passage.text, start.start)
    marker = STARTED_FROM.search(passage.text, max(0, start.start - REACH), start.start)
    opens = marker.start() if marker is not None else start.start
    stop = _START_STRETCH_END.search(passage.text, start.end, high)
    closes = min((item.start for item in passage.quantities if item.kind == "value" and item.start > start.start),
                 default=high)
    return low, high, opens, min(closes, high, stop.start() if stop else high)


def _dating_words(passage: Passage, start: Quantity) -> tuple[frozenset[str], frozenset[str]]:
    """The words of the stretch dating the start, and those of the rest of its sentence."""
    low, high, opens, closes = _start_span(passage, start)
    text = passage.text
    return content_terms(text[opens:start.start] + " " + text[start.end:closes]), \
        content_terms(text[low:opens] + " " + text[closes:high])


def _dates_of(passage: Passage, start: Quantity) -> tuple[list[Quantity], list[Quantity]]:
    """The dates of the start's sentence that date the start, and those that date the end (the others: "24% … in
    Q3")."""
    low, high, opens, closes = _start_span(passage, start)
    dates = [item for item in passage.quantities if item.kind in CALENDAR_KINDS and low <= item.start < high]
    dating_start = [item for item in dates if opens <= item.start < start.start or start.end <= item.start < closes]
    return dating_start, [item for item in dates if all(item is not other for other in dating_start)]


def _quoted_start(passage: Passage, start: Quantity) -> str:
    """The words of the start's clause up to it: "down from 31%", 由2022年的31%."""
    low, _ = _sentence_of(passage.text, start.start)
    breaks = [found.end() for found in _SEGMENT_BREAK.finditer(passage.text, low, start.start)]
    return passage.text[breaks[-1] if breaks else low:start.end].strip()


def _sentence_of(text: str, offset: int) -> tuple[int, int]:
    low = max((found.end() for found in _CLAUSE_END.finditer(text, 0, offset)), default=0)
    found = _CLAUSE_END.search(text, offset)
    return low, found.start() if found else len(text)
