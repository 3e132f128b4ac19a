"""FE averages: a figure is the kind of average the evidence says it is.

"Median household income was $61,200. Mean income was higher, at $74,800." gives two averages of one income; "the
average household income was $61,200" keeps the figure and every word but the one naming which average it is. The
mean and the median part most where the finding matters (skewed incomes, prices, waiting times), so the word
naming a figure's statistic is read on both sides and compared.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ..text.quantities import MEASUREMENT_KINDS, Quantity
from .base import Finding, Rule
from .inputs import Evidence, Passage, Statement
from .numbers import supports
from .phrases import Marks, mentions_any


class AverageKindChanged(Rule):
    """The sentence names a figure a mean where the evidence names it a median, or the other way round.

    What it does: reads the statistic named just before each figure, after any earlier figure of the same
    sentence (average, mean, 平均, 均值: a mean; median, 中位数: a median). When the evidence states the figure and
    names it the other statistic, and nowhere names it the sentence's, it blocks. A figure the sentence or the
    evidence names without a statistic ("household income was $61,200") is left to the other gates.

    Why it matters: a median income of $61,200 and a mean of $74,800 describe the same households; calling the
    median the average understates it by a sixth, and readers take "average" for the mean.

    Example: evidence "Median disposable income was $61,200; the mean was $74,800.", sentence "Average
    disposable income was $61,200." blocks; "Median disposable income was $61,200." passes.

    Fix: name the statistic the evidence names, or give the evidence's figure for the one the sentence names.
    """

    code = "FE033"
    family = "FE"
    message = ("the sentence calls {number} the \u201c{statistic}\u201d, but the evidence gives it as the "
               "\u201c{evidence_statistic}\u201d")
    hint = "call it the \u201c{evidence_statistic}\u201d, as the evidence does"


RULES: tuple[Rule, ...] = (AverageKindChanged(),)
(AVERAGE_KIND_CHANGED,) = RULES

# "mean" as a verb ("will mean higher bills") names no statistic.
_STATISTIC = re.compile(
    r"\b(?P<mean>average|(?<!will )(?<!would )(?<!could )(?<!may )(?<!might )(?<!to )(?<!does )(?<!did )mean)\b"
    r"|\b(?P<median>median)\b|(?P<zh_median>中位数|中位值)|(?P<zh_mean>平均数|平均值|均值|平均)",
    re.IGNORECASE,
)
# Every word naming a statistic holds one of these: a cheap screen before the pattern.
_STATISTIC_MARKS = Marks("average", "mean", "median", "中位", "平均", "均值")
_SENTENCE_BREAK = re.compile(r"[.;!?\u3002\uff1b\uff01\uff1f](?:\s|\Z)|[\u3002\uff1b\uff01\uff1f]")


class Named(NamedTuple):
    """A figure, the statistic named for it (mean or median) and the word naming it."""

    figure: Quantity
    statistic: str
    word: str


def named_statistics(text: str, quantities: tuple[Quantity, ...]) -> tuple[Named, ...]:
    """Each figure of ``text`` with the statistic named before it, back to the figure or sentence break before."""
    found = []
    opening = 0
    for quantity in sorted(quantities, key=lambda item: item.start):
        if quantity.kind not in MEASUREMENT_KINDS:
            continue
        breaks = [match.end() for match in _SENTENCE_BREAK.finditer(text, opening, quantity.start)]
        named = list(_STATISTIC.finditer(text, breaks[-1] if breaks else opening, quantity.start))
        if named:
            word = named[-1]
            statistic = "median" if word.group("median") or word.group("zh_median") else "mean"
            found.append(Named(quantity, statistic, word.group().lower()))
        opening = quantity.end
    return tuple(found)


def _statistics(item: Statement | Passage) -> tuple[Named, ...]:
    return named_statistics(item.text, item.quantities)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    if not statement.quantities or not mentions_any(statement.text, _STATISTIC_MARKS) \
            or not _STATISTIC.search(statement.text):
        return []  # a statistic is read with the sentence's figure it names (``named_statistics``)
    for mine in statement.derived(_statistics):
        named = [(passage, theirs) for passage in evidence.passages for theirs in passage.derived(_statistics)
                 if supports(mine.figure, theirs.figure)]
        if named and all(theirs.statistic != mine.statistic for _, theirs in named):
            passage, theirs = named[0]
            return [AVERAGE_KIND_CHANGED.finding(
                sentence=statement.text, span=statement.span, evidence=passage.ref,
                number=f"\u201c{mine.figure.surface}\u201d", statistic=mine.word, evidence_statistic=theirs.word,
            )]
    return []
