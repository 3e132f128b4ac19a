"""FE thresholds: the side of a threshold its own figure falls on is the evidence's.

"Employers with fewer than 50 employees are exempt; those with 50 or more must report" splits employers at 50 and
puts an employer of exactly 50 on the reporting side. "Those with 50 or fewer are exempt" keeps the figure, the
direction and every word; only the closure moved. The number gate reads a bound as a reading, which "50 or fewer"
follows from "fewer than 50"; a threshold the evidence splits a group at is a definition, and its closure is the
finding.
"""

from __future__ import annotations

from ..text.quantities import LOWER_BOUNDS, Quantity
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


RULES: tuple[Rule, ...] = (ThresholdSideChanged(),)
(THRESHOLD_SIDE_CHANGED,) = RULES

OPEN_BOUNDS = frozenset({"lt", "gt"})
# The open bound of a direction and the closed one of the other split a line with the limit on the closed side.
_COMPLEMENT = {"lt": "ge", "ge": "lt", "le": "gt", "gt": "le"}


def _same_limit(one: Quantity, other: Quantity) -> bool:
    """Whether two bounds are drawn at the same figure of the same thing (a counted noun, when both name one)."""
    return (one.kind == other.kind == "bound" and one.dimension == other.dimension and one.unit == other.unit
            and one.magnitude == other.magnitude
            and (not one.counted or not other.counted or one.counted == other.counted))


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
    return []
