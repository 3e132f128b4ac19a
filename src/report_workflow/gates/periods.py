"""FE periods: a figure belongs to the stretch of the year the evidence gives it.

"今年上半年，销售面积480万平方米" keeps every figure and word of "1—5月，销售面积480万平方米" but the months: the
first half is January to June, the evidence's figure covers January to May. A period written in words (上半年, 前三
季度, "the first half", "the first five months") holds no figure the number gates could compare, so the months
each side names are read here and compared. A figure said to apply at once ("the 20% rate applying immediately",
即日起) where the evidence gives it a later start ("From 1 January 2025, the standard rate of 20% will apply") is
moved to another period the same way.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass

from ..text.quantities import MEASUREMENT_KINDS, Quantity
from ..text.sentences import split_sentences
from .align import clause_spans
from .base import Finding, Rule
from .inputs import Analysed, Evidence, Passage, Statement
from .numbers import is_small_word_number, supports
from .phrases import Marks, mentions_any
from .year_parts import ENGLISH_MONTH, Period, period_figures


class PeriodChanged(Rule):
    """The sentence gives a figure for another stretch of the year than the evidence does.

    What it does: reads the months a text's periods span: halves (上半年, 下半年, "first half", H1), quarters (一季度,
    第三季度, 前三季度, "second quarter", Q2, "the first three quarters"), the first months of the year (前5个月, "the
    first five months") and ranges of months (1—5月, 1至5月, 一至五月, "January to May", "January-May", "between
    January and May"). A period governs the figures of its clause, and those after it when it opens the text
    ("1—5月，全市…480万平方米", "In the first half, sales rose 12%"). When the sentence gives a figure a period and
    every evidence passage stating that figure gives it periods of other months, it blocks. Two spellings of the
    same months ("前5个月" and "1—5月", "the first half" and "January to June") agree; a figure some passage
    states with no period, or a sentence naming none, is left to the date checks. Likewise a figure the sentence
    says applies at once (immediately, "with immediate effect", 即日起, 立即) blocks when every passage stating it
    gives it a start date of its own ("from 1 January 2025", 自2025年1月1日起) and no immediacy.

    Why it matters: a figure for January to May told as the first half's claims a month the evidence never
    counted; the figure, the metric and every word but the period are the evidence's. A rate announced today
    for next January is not in force today.

    Example: evidence "1—5月，全市新建商品房销售面积480万平方米。", sentence "今年上半年，全市新建商品房销售面积
    480万平方米。" blocks; over "1—6月，全市新建商品房销售面积480万平方米。" it passes.

    Fix: give the figure for the period the evidence gives it.
    """

    code = "FE027"
    family = "FE"
    message = "the sentence gives {figure} for {period}; the evidence gives it for \u201c{evidence_period}\u201d"
    hint = "state the period the evidence gives: \u201c{evidence_period}\u201d"


PERIOD_CHANGED = PeriodChanged()
RULES: tuple[Rule, ...] = (PERIOD_CHANGED,)


def _months_of(named: tuple[Period, ...]) -> frozenset[tuple[int, int]]:
    return frozenset(period.months for period in named)


def _moved(quantity: Quantity, named: tuple[Period, ...], evidence: Evidence) -> tuple[Passage, Period] | None:
    """The first passage stating ``quantity``, with the period it gives it, when every passage stating it gives it
    periods and none of ``named``: a passage giving it no period, or the sentence's, may state it for the
    sentence's."""
    stating = [(passage, governing) for passage in evidence.passages
               for figure, governing in passage.derived(period_figures) if supports(quantity, figure)]
    if not stating or any(not governing or _months_of(governing) & _months_of(named) for _, governing in stating):
        return None
    passage, governing = stating[0]
    return passage, governing[0]


_IMMEDIATE = re.compile(
    r"\b(?:immediately|with immediate effect|effective immediately|forthwith|at once|right away)\b"
    r"(?!\s+(?:after|before|following|preceding|adjacent|next|behind|afterwards))|即日起|自即日|立即|即刻|立刻|当即",
    re.IGNORECASE,
)
# Every start, at once or from a date, holds one of these: a cheap screen before the patterns.
_START_MARKS = Marks("immediate", "forthwith", "at once", "right away", "即日", "立即", "即刻", "立刻", "当即", "from", "start",
                     "begin", "effective", "as of", "commenc", "on and after", "月")
_STARTS = re.compile(
    r"\b(?:from|starting|beginning|effective|as of|with effect from|commencing|on and after)\s+(?:the\s+)?"
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+)?(?:{ENGLISH_MONTH}(?:\s+\d{{1,2}}(?:st|nd|rd|th)?\b)?(?:,?\s+\d{{4}})?|\d{{4}}\b)"
    r"|(?:\d{4}年)?\d{1,2}月(?:\d{1,2}[日号])?(?:起|开始|生效|实施|施行)",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class Start:
    """When a text says a figure applies: at once (immediately, 即日起) or from a date it names."""

    phrase: str
    immediate: bool


def figure_starts(text: Analysed) -> tuple[tuple[Quantity, Start | None], ...]:
    """The measured figures of a text, each with the start its sentence gives it: one before it in the sentence, or
    after it in its clause ("From 1 January 2025, the standard rate of 20% will apply", "with the 20% rate
    applying immediately"); none when its sentence names no start, or starts both at once and from a date."""
    if not mentions_any(text.text, _START_MARKS) \
            or _IMMEDIATE.search(text.text) is None and _STARTS.search(text.text) is None:
        return ()
    found: list[tuple[Quantity, Start | None]] = []
    for sentence in split_sentences(text.text):
        starts = [(match.start() + sentence.start, Start(match.group(0), immediate))
                  for immediate, pattern in ((True, _IMMEDIATE), (False, _STARTS))
                  for match in pattern.finditer(sentence.text)]
        if len({start.immediate for _, start in starts}) > 1:
            starts = []
        clause_starts = [sentence.start + start for start, _ in clause_spans(sentence.text)]

        def clause_of(position: int) -> int:
            return bisect_right(clause_starts, position) - 1

        for quantity in text.quantities:
            if not sentence.start <= quantity.start < sentence.end or quantity.kind not in MEASUREMENT_KINDS \
                    or is_small_word_number(quantity):
                continue
            found.append((quantity, next((start for position, start in starts
                                          if position < quantity.start
                                          or clause_of(position) == clause_of(quantity.start)), None)))
    return tuple(found)


def _started_later(quantity: Quantity, evidence: Evidence) -> tuple[Passage, Start] | None:
    """The first passage stating ``quantity``, with the start it gives it, when every passage stating it gives it
    a start date and none says it applies at once."""
    stating = [(passage, start) for passage in evidence.passages
               for figure, start in passage.derived(figure_starts) if supports(quantity, figure)]
    dated = [(passage, start) for passage, start in stating if start is not None and not start.immediate]
    return dated[0] if dated and len(dated) == len(stating) else None


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    if not statement.quantities:
        return []  # both readings below are of the sentence's own figures
    for quantity, named in statement.derived(period_figures):
        if named and (moved := _moved(quantity, named, evidence)):
            passage, period = moved
            return [PERIOD_CHANGED.finding(
                sentence=statement.text, span=statement.span, evidence=passage.ref,
                figure=f"\u201c{quantity.surface}\u201d", period=f"\u201c{named[0].phrase}\u201d",
                evidence_period=period.phrase,
            )]
    for quantity, start in statement.derived(figure_starts):
        if start is not None and start.immediate and (later := _started_later(quantity, evidence)):
            passage, dated = later
            return [PERIOD_CHANGED.finding(
                sentence=statement.text, span=statement.span, evidence=passage.ref,
                figure=f"\u201c{quantity.surface}\u201d", period=f"\u201c{start.phrase}\u201d",
                evidence_period=dated.phrase,
            )]
    return []
