"""FN bases: a change measured against the period the evidence measures it against.

"环比增长12%" and "同比增长12%" state one figure against two bases: the month before, and the same month a year
earlier. A sentence giving a month-on-month change as year on year states every number of the evidence, yet tells
another comparison, and a reader who compares it with last year's figures is misled.
"""

from __future__ import annotations

from ..text.quantities import Quantity
from .arithmetic import CLAUSE_END, clause_around
from .base import Finding, Rule
from .inputs import Analysed, Evidence, Statement
from .numbers import MEASUREMENT_KINDS, supports
from .readings import BASIS, figure_wording


class BasisChanged(Rule):
    """The sentence measures a change against another period than the evidence does.

    What it does: reads the comparison basis named in the clause of a figure: the year before (同比, 较上年同期,
    "year on year", "from a year earlier") or the period before (环比, 较上月, "month on month", "on the previous
    quarter"). When the sentence's clause names one basis for its figure, and every evidence figure stating it is
    given against another basis and none against the sentence's, it blocks.

    Why it matters: a rise of 12% on the month before and one of 12% on the same month last year are different
    findings; the number checks pass both, as the number is the evidence's.

    Example: evidence "10月销售额为3260万元，环比增长12%", sentence "10月销售额3260万元，同比增长12%" blocks;
    "比上月增长12%" passes.

    Fix: name the basis the evidence measures the change against.
    """

    code = "FN014"
    family = "FN"
    message = "\u201c{number}\u201d is measured against {basis}, but the evidence measures it against {evidence_basis} (\u201c{evidence_text}\u201d)"
    hint = "name the basis the evidence gives: {evidence_basis}"


BASIS_CHANGED = BasisChanged()
RULES: tuple[Rule, ...] = (BASIS_CHANGED,)

_NAMES = {f"{BASIS}year": "the year before", f"{BASIS}period": "the period before"}


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    if not any(quantity.kind in MEASUREMENT_KINDS for quantity in statement.quantities):
        return []  # only a measured figure is read for its basis: most sentences have none, and are not read for one
    if not statement.feature(figure_wording).bases:
        return []
    for quantity in statement.quantities:
        if quantity.kind not in MEASUREMENT_KINDS or len(mine := _bases_around(statement, quantity)) != 1:
            continue
        theirs = [(item, passage, _bases_around(passage, item)) for item, passage in evidence.quantities
                  if item.kind in MEASUREMENT_KINDS and supports(quantity, item)]
        if any(not bases or bases & mine for _, _, bases in theirs) or not theirs:
            continue
        item, passage, bases = theirs[0]
        low, high = clause_around(passage.text, item, CLAUSE_END)
        return [BASIS_CHANGED.finding(
            sentence=statement.text, span=statement.span, evidence=passage.ref, number=quantity.surface,
            basis=_NAMES[next(iter(mine))], evidence_basis=_NAMES[min(bases)],
            evidence_text=passage.text[low:high].strip())]
    return []


def _bases_around(item: Analysed, quantity: Quantity) -> frozenset[str]:
    """The comparison bases named in the clause of ``item`` holding ``quantity``."""
    low, high = clause_around(item.text, quantity, CLAUSE_END)
    return frozenset(basis for at, basis in item.feature(figure_wording).bases if low <= at < high)
