"""FE own counts: a share the sentence gives must be the one the two counts it states for it give.

"Of 500 noodle shops, 175 list dandan noodles among their top three dishes, over 40% of them" states its own part
and whole, and 175 of 500 is 35%. The number gate would find "over 40%" stated by another passage ("over 60% of
shops take delivery orders"); the sentence's own counts say which share it means.
"""

from __future__ import annotations

import re

from .base import Finding, Rule
from .arithmetic import counted_alike, worked_figure
from .derived import counts_of_rate, rate_of
from .inputs import Evidence, Statement
from .numbers import rounds_to


class ShareAgainstItsCounts(Rule):
    """The sentence gives a share that the two counts it states for it do not give.

    What it does: where the sentence states a part and the whole it is part of right before a share or rate it
    names (其中175家…占比超过四成, "Of the 200 candidates, 150 passed, a pass rate of 80%"; see
    ``derived.counts_of_rate``) and counts the same things as the whole (家 and 家, not 三次 of 一千二百名), the
    share, a value or a bound, must be the one the counts give, or the rest of it where the part is named by what
    it lacks (合格率约为99% after 不合格的只有3批次 of 320), rounded as it is written; another passage of the
    evidence stating that share for something else does not save it.

    Why it matters: a share worked out wrongly from counts the report itself gives is an arithmetic error a reader
    can check on the page, and the counts themselves are right.

    Example: sentence "在受访的500家面馆中，有175家把担担面列为销量前三的单品，占比超过四成。" blocks (175 of 500 is
    35%); "……占比三成五。" passes.

    Fix: give the share the counts give, or the counts the share is of.
    """

    code = "FE046"
    family = "FE"
    message = "{number} is not the share the sentence's own counts give: {part} of {whole} is {share}"
    hint = "give the share the counts give ({share})"


SHARE_AGAINST_ITS_COUNTS = ShareAgainstItsCounts()
RULES: tuple[Rule, ...] = (SHARE_AGAINST_ITS_COUNTS,)
PERCENT = "percent"
# A part named by what it lacks (不合格, "failed", "did not"), whose rate may be that of the rest of the whole.
_DENIED = re.compile(r"[不未没无非]|\b(?:not|no|failed|non-?)\b", re.IGNORECASE)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    """FE046 for each share that the counts the sentence states right before it do not give."""
    findings = []
    for quantity in statement.quantities:
        if quantity.dimension != PERCENT or quantity.kind not in ("value", "bound") or quantity.value <= 0:
            continue
        counts = counts_of_rate(quantity, statement)
        if counts is None:
            continue
        part, whole = counts
        rate = rate_of(part, whole, quantity)
        rest = worked_figure(part, 100 - rate.value, quantity)  # 合格率约为99% after 不合格的只有3批次
        if not counted_alike(part, whole) or rounds_to(quantity, rate) \
                or _DENIED.search(statement.text, whole.end, quantity.start) and rounds_to(quantity, rest):
            continue  # 每周至少网购三次 counts times, not the 一千二百名 respondents
        findings.append(SHARE_AGAINST_ITS_COUNTS.finding(
            sentence=statement.text, span=statement.span,
            evidence=evidence.closest(statement.terms).ref if evidence else None,
            number=f"\u201c{quantity.surface}\u201d", part=f"\u201c{part.surface}\u201d",
            whole=f"\u201c{whole.surface}\u201d", share=f"{rate.value:.1f}%"))
    return findings
