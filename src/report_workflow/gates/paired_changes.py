"""FE changes of a pair: "27,000 cars, about 60% more than a year earlier" over "27,000 cars, against 18,000 a year
earlier", where the two figures give 50%.

The number gate finds a figure the evidence states anywhere. A change the sentence gives may so be "stated" by a
figure of another thing (a share of 58% read as "about six tenths"), while the two readings the change is between
give another one. Those two readings decide.
"""

from __future__ import annotations

import re

from ..text.quantities import Quantity
from .arithmetic import PERCENTS, joined_part_of, named_as_change, unit_key, worked_figure
from .base import Finding, Rule
from .inputs import Evidence, Passage, Statement
from .numbers import rounds_to, supports


class ChangeAgainstItsPair(Rule):
    """The sentence gives a figure's change otherwise than the evidence's two readings of it give.

    What it does: reads a change the sentence gives a figure it states in the same clause ("27,000 cars, about 60%
    more than a year earlier", 交付2.7万辆，比去年同期增长约六成), and an evidence passage that states that figure
    beside one earlier reading of its kind, set against it ("against 18,000", "(2023: 18,000)", "up from",
    去年同期为1.8万辆, 较…的). The change of the two, as a percentage of the earlier reading or in the unit of the
    figure, must round to the sentence's. A change the evidence states as a change itself ("up 58%", 同比增长58%)
    passes: the evidence may measure it on another basis.

    Why it matters: a change of 60% may round a share of 58% written in the same notice; every figure of the
    sentence is then "in the evidence", and only the pair it is a change between shows it wrong.

    Example: evidence "上半年交付2.7万辆，去年同期为1.8万辆。SUV占比约58%。", sentence "上半年交付2.7万辆，比去年
    同期增长约六成。" blocks: 2.7万 over 1.8万 is a rise of 50%.

    Fix: give the change the two readings give, or the readings themselves.
    """

    code = "FE040"
    family = "FE"
    message = "the sentence gives a change of \u201c{change}\u201d; the evidence's {before} and {after} give {worked}"
    hint = "give the change {before} and {after} give ({worked}), or the two figures"


CHANGE_AGAINST_ITS_PAIR = ChangeAgainstItsPair()
RULES: tuple[Rule, ...] = (CHANGE_AGAINST_ITS_PAIR,)

# What sets an earlier reading against a figure, between the two: "against", "compared with", "up from", "(2023:",
# 去年同期为, 上年同期, 较2023年的; a bare "from" right before the earlier reading ("rose to 40 from 32"), not one of a
# place between ("1,284 contacts, operating from Beacon Hill with three stations").
_SET_AGAINST = re.compile(
    r"\b(?:against|compared (?:with|to)|versus|vs\.?|up from|down from)\b|\bfrom\s+\Z|[(（][^()（）]{0,24}[:：]"
    r"|(?:去年|上年|上一年|前一年)同期|较[^，。；,;\d]{0,12}的|比[^，。；,;\d]{0,12}的",
    re.IGNORECASE,
)
_PERCENT_BASE = 100.0


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    text = statement.text
    figures = [item for item in statement.quantities if item.kind == "value" and item.value > 0]
    for change in figures:
        if not named_as_change(change, text):
            continue
        for level in _levels_beside(statement, change, figures):
            for passage in evidence.passages:
                found = _against_its_pair(change, level, passage, evidence, figures)
                if found is not None:
                    before, after, worked = found
                    return [CHANGE_AGAINST_ITS_PAIR.finding(
                        sentence=text, span=statement.span, evidence=passage.ref, change=change.surface,
                        before=before.surface, after=after.surface, worked=worked)]
    return []


def _levels_beside(statement: Statement, change: Quantity, figures: list[Quantity]) -> list[Quantity]:
    """The figures of the clause a change is of: in its joined part, given as no change themselves, of a kind the
    change can be measured in (the same unit, or any but a share for a change in percent)."""
    low, high = joined_part_of(statement, change)
    return [item for item in figures if item is not change and low <= item.start < high
            and not named_as_change(item, statement.text) and (_relative(change, item) or _absolute(change, item))]


def _relative(change: Quantity, level: Quantity) -> bool:
    """Whether ``change`` is a percent of a level's earlier reading (a percent change of a share is read two ways,
    and one of a temperature none)."""
    return change.dimension == "percent" and level.dimension not in (*PERCENTS, "temperature")


def _absolute(change: Quantity, level: Quantity) -> bool:
    """Whether ``change`` is in the level's own unit (points for a percent)."""
    return unit_key(change) == unit_key(level) \
        or change.dimension == "percentage_point" and level.dimension == "percent"


def _worked_change(change: Quantity, after: Quantity, before: Quantity) -> float | None:
    """The change from ``before`` to ``after`` in the terms of ``change``: in percent of ``before``, or in their
    unit; ``None`` when the change is in neither."""
    if _relative(change, after):
        return abs(after.value - before.value) / before.value * _PERCENT_BASE if before.value else None
    return abs(after.value - before.value) if _absolute(change, after) else None


def _against_its_pair(change: Quantity, level: Quantity, passage: Passage, evidence: Evidence,
                      figures: list[Quantity]) -> tuple[Quantity, Quantity, str] | None:
    """(earlier reading, the figure, the change they give) when ``passage`` states the level followed by exactly one
    other figure of its kind set against it, which no figure of the sentence states (a sentence giving both says
    which it measures from: "50 tonnes was 25% higher than 2023's 40 tonnes"), and their change does not round to
    the sentence's, which the evidence does not state as a change itself."""
    alike = [item for item in passage.quantities
             if item.kind == "value" and item.value > 0 and unit_key(item) == unit_key(level)]
    if len(alike) != 2:
        return None
    after, before = alike  # the earlier reading is the one set against the figure, after it
    if not supports(level, after) or any(supports(figure, before) for figure in figures) \
            or _SET_AGAINST.search(passage.text, after.end, before.start) is None:
        return None
    worked = _worked_change(change, after, before)
    difference = change.as_difference()  # a rise of 0.9 ℃ is 0.9 K, as 27.0 ℃ less 26.1 ℃ is
    if worked is None or rounds_to(difference, worked_figure(after, worked, difference)):
        return None
    if _stated_as_change(difference, evidence):
        return None
    if change.dimension == "percent":
        return before, after, f"{worked:,.3g}%"
    return before, after, f"{worked / (change.scale * change.unit_factor):,.4g} in the sentence's unit"


def _stated_as_change(change: Quantity, evidence: Evidence) -> bool:
    """Whether an evidence passage states the sentence's change as a change ("up 58%", 同比增长58%, "+58%")."""
    return any(supports(change, item) and (named_as_change(item, passage.text) or item.surface.startswith("+"))
               for passage in evidence.passages for item in passage.quantities)
