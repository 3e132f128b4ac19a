"""FE thresholds: the side of a threshold its own figure falls on is the evidence's.

"Employers with fewer than 50 employees are exempt; those with 50 or more must report" splits employers at 50 and
puts an employer of exactly 50 on the reporting side. "Those with 50 or fewer are exempt" keeps the figure, the
direction and every word; only the closure moved. The number gate reads a bound as a reading, which "50 or fewer"
follows from "fewer than 50"; a threshold the evidence splits a group at is a definition, and its closure is the
finding. So is its ceiling: "超过23千克但不超过32千克的，需支付超重行李费；超过32千克的不予托运" makes a band of 23 to
32 kg, and "超过23公斤的行李，支付超重费即可托运" drops the ceiling.
"""

from __future__ import annotations

import re

from ..text.quantities import LOWER_BOUNDS, UPPER_BOUNDS, Quantity
from .arithmetic import counted_alike
from .base import Finding, Rule
from .inputs import Evidence, Passage, Statement


class ThresholdSideChanged(Rule):
    """The sentence puts a threshold's own figure on the other side from the evidence.

    What it does: compares a sentence bound with the evidence's bound at the same figure in the same direction
    when the two close differently. An open bound ("more than 50", "under 12", 超过3万元) where the evidence's
    is closed ("50 or more", "12 or under", 3万元以上) leaves out the figure the evidence includes, and blocks. A
    closed bound where the evidence's is open blocks when the evidence splits there, giving the complement at
    the same figure ("fewer than 50 employees" and "50 or more employees"; 不超过3万元 and 超过3万元): the figure
    itself belongs to the other side. Elsewhere a closed bound only says less ("140/90 mmHg以下" for "<140/90
    mmHg") and passes.

    Why it matters: who is exempt, which band a price falls in and which rate applies at the limit are decided
    by that one word ("or fewer", "or more", 以上, 不超过); a summary that shifts it states a rule the source
    does not make.

    Example: evidence "The duty applies to employers with 50 or more employees; employers with fewer than 50
    are exempt.", sentence "Employers with 50 or fewer employees are exempt." blocks; "Employers with fewer than
    50 employees are exempt." passes.

    Fix: state the bound as the evidence closes it.
    """

    code = "FE032"
    family = "FE"
    message = "the sentence says \u201c{phrase}\u201d, but the evidence draws the line at \u201c{evidence_phrase}\u201d"
    hint = "state the threshold as the evidence does: \u201c{evidence_phrase}\u201d"


class CeilingDropped(Rule):
    """The sentence opens a class upward from a threshold where the evidence closes it below a ceiling.

    What it does: reads a class the sentence opens from a lower bound with no ceiling (超过23公斤的行李). When the
    evidence closes the class from the same figure below a ceiling in the same clause (超过23千克但不超过32千克的)
    the sentence's class runs over a line the evidence draws, and it blocks. Only a bound closed by 的 is read as
    a class: "the bag weighed over 23 kg" is a reading of one figure, which a ceiling only narrows.

    Why it matters: what holds between two thresholds (a fee, a rate, a dose) need not hold beyond the second
    (a refusal, another rate); a summary that drops the ceiling extends the rule to cases the source does not cover.

    Example: evidence "超过23千克但不超过32千克的，需支付超重行李费；超过32千克的行李不予托运。", sentence "超过23公斤的
    行李，只要支付超重费即可托运。" blocks; "23至32公斤的行李需支付超重费。" passes.

    Fix: state the ceiling: "over 23 kg and up to 32 kg".
    """

    code = "FE034"
    family = "FE"
    message = "the sentence says \u201c{phrase}\u201d with no ceiling, but the evidence caps it at \u201c{ceiling}\u201d"
    hint = "state the band as the evidence bounds it, up to \u201c{ceiling}\u201d"


RULES: tuple[Rule, ...] = (ThresholdSideChanged(), CeilingDropped())
THRESHOLD_SIDE_CHANGED, CEILING_DROPPED = RULES

OPEN_BOUNDS = frozenset({"lt", "gt"})
# The open bound of a direction and the closed one of the other split a line with the limit on the closed side.
_COMPLEMENT = {"lt": "ge", "ge": "lt", "le": "gt", "gt": "le"}


def _same_limit(one: Quantity, other: Quantity) -> bool:
    """Whether two bounds are drawn at the same figure of the same thing (a counted noun, when both name one)."""
    return (one.kind == other.kind == "bound" and one.dimension == other.dimension and one.unit == other.unit
            and one.magnitude == other.magnitude and counted_alike(one, other))


def _moved_across(sentence: Quantity, evidence: Evidence) -> tuple[Quantity, Passage] | None:
    """The evidence bound, with its passage, whose figure the sentence bound puts on the other side."""
    bounds = [(item, passage) for item, passage in evidence.quantities if _same_limit(sentence, item)]
    lower = sentence.bound in LOWER_BOUNDS
    for item, passage in bounds:
        if (item.bound in LOWER_BOUNDS) != lower or item.bound == sentence.bound:
            continue
        if sentence.bound in OPEN_BOUNDS or any(other.bound == _COMPLEMENT[item.bound or ""] for other, _ in bounds):
            return item, passage
    return None


_CLAUSE_BREAK = re.compile(r"[,，;；。:：!?！？]|\.(?!\d)")
# A bound closed by 的 names a class the text makes a rule for (超过23千克的行李, 超过23千克但不超过32千克的，), not a
# reading of one figure ("the bag weighed over 23 kg"), which its ceiling only narrows.
_CLASS = re.compile(r"\s*的")


def _same_measure(one: Quantity, other: Quantity) -> bool:
    return one.dimension == other.dimension and one.unit == other.unit


def _ceiling(floor: Quantity, passage: Passage) -> Quantity | None:
    """The upper limit the passage closes the class from ``floor``'s figure at, in the same clause: "超过23千克但不
    超过32千克的"."""
    for item in passage.quantities:
        if item.kind != "bound" or item.bound not in LOWER_BOUNDS or not _same_measure(floor, item) \
                or item.value != floor.value:
            continue
        for other in passage.quantities:
            if (other.start > item.end and other.kind == "bound" and other.bound in UPPER_BOUNDS
                    and _same_measure(item, other) and other.value > item.value
                    and _CLAUSE_BREAK.search(passage.text, item.end, other.start) is None
                    and _CLASS.match(passage.text, other.end)):
                return other
    return None


def _dropped_ceiling(statement: Statement, evidence: Evidence) -> tuple[Quantity, Quantity, Passage] | None:
    """A class the sentence opens from a lower bound with no ceiling of its own (超过23公斤的行李), with the ceiling
    and passage the evidence closes it at."""
    for floor in statement.quantities:
        if floor.kind != "bound" or floor.bound not in LOWER_BOUNDS or not _CLASS.match(statement.text, floor.end) \
                or any(_same_measure(floor, other) and other.bound in UPPER_BOUNDS for other in statement.quantities):
            continue
        for passage in evidence.passages:
            ceiling = _ceiling(floor, passage)
            if ceiling is not None:
                return floor, ceiling, passage
    return None


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    for quantity in statement.quantities:
        if quantity.kind != "bound" or quantity.bound is None or quantity.approximate:
            continue
        moved = _moved_across(quantity, evidence)
        if moved is not None:
            stated, passage = moved
            return [THRESHOLD_SIDE_CHANGED.finding(
                sentence=statement.text, span=statement.span, evidence=passage.ref,
                phrase=quantity.surface, evidence_phrase=stated.surface,
            )]
    dropped = _dropped_ceiling(statement, evidence)
    if dropped is not None:
        floor, ceiling, passage = dropped
        return [CEILING_DROPPED.finding(
            sentence=statement.text, span=statement.span, evidence=passage.ref,
            phrase=floor.surface, ceiling=ceiling.surface,
        )]
    return []
