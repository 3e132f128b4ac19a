"""FE records: a figure called a record where the evidence calls it nothing of the kind.

"Counted 18,640 waders, a record for the survey" over a count report that compares the total with nothing keeps
every name and number; the one added word is the finding a reader takes away.
"""

from __future__ import annotations

import re

from .base import Finding, Rule
from .inputs import Evidence, Statement
from .phrases import mentions_any


class RecordNotInEvidence(Rule):
    """The sentence calls something a record, or the highest or lowest ever; no evidence passage compares it so.

    What it does: reads a record the sentence claims (", a record for the survey", "set a new record", "a record
    turnout", "record high", "an all-time high", "the highest ever", "unprecedented", "since records began", "on
    record"; 创纪录, 刷新了赛会纪录, 历史新高, 史上最, 前所未有; not "the record" or "released a record", a disc) and
    blocks when no passage of its evidence writes a word of a record or an extreme (record, all-time, ever, highest,
    lowest, most, best, largest, biggest, first, peak, unprecedented, warmest and other superlatives of measure,
    "since ... began"; 纪录, 记录, 最高, 最低, 最多, 最大, 新高, 新低, 之最, 首次, 前所未有): the evidence states the figure
    and says nothing of how it compares.

    Why it matters: a record is a comparison with every earlier figure; a source that gives the figure alone does
    not make it one.

    Example: evidence "Forty-two volunteers counted 18,640 waders across 14 sectors.", sentence "Forty-two
    volunteers counted 18,640 waders, a record for the survey." blocks; without ", a record for the survey" it passes.

    Fix: leave the record out, or cite the evidence that calls it one.
    """

    code = "FE038"
    family = "FE"
    message = "the sentence calls it \u201c{phrase}\u201d; the evidence states no record or extreme"
    hint = "leave out \u201c{phrase}\u201d, or cite the evidence that compares the figure with earlier ones"


RECORD_NOT_IN_EVIDENCE = RecordNotInEvidence()
RULES: tuple[Rule, ...] = (RECORD_NOT_IN_EVIDENCE,)

# A record the sentence claims: set or broken, in apposition (", a record for the survey"), before what it is of ("a
# record turnout"), or an extreme of all time. "The record is impressive" and "released a record" name a disc.
_CLAIMED = re.compile(r"\b(?:set|sets|setting|broke|breaks|breaking|smashed|hit|hits|reached|equalled)\s+"
                      r"(?:a\s+|the\s+)?(?:new\s+)?record\b|,\s*(?:a\s+)?(?:new\s+)?record\b"
                      r"|\ba\s+(?:new\s+)?record\s+(?:for|in|high|low|number|level|year|total|turnout|\d)"
                      r"|\brecord[- ](?:high|low|number|level|year|breaking)s?\b"
                      r"|\ball-time (?:high|low)s?\b|\b(?:highest|lowest|largest|biggest|best|worst)[- ]ever\b"
                      r"|\bunprecedented\b|\bsince\s+(?:records|monitoring|measurements|observations|record-keeping)"
                      r"\s+began\b|\bon record\b"
                      r"|创(?:下)?(?:历史)?(?:新)?纪录|(?:刷新|打破|改写)了?[^，。；,;]{0,8}?纪录|历史(?:最高|最低|新高|新低)|史上最"
                      r"|前所未有", re.IGNORECASE)
_CLAIM_MARKS = ("record", "all-time", "ever", "unprecedented", "began", "纪录", "历史", "史上", "前所未有")
# Any word of a record or an extreme in the evidence.
_COMPARED = re.compile(r"\b(?:record\w*|all-time|ever|highest|lowest|most|least|best|worst|largest|biggest"
                       r"|smallest|first|peak\w*|unprecedented|surpass\w*|exceed\w*|warmest|coldest|hottest|wettest"
                       r"|driest|strongest|fastest|slowest|greatest|longest|shortest|deepest)\b|since \w+ began"
                       r"|纪录|记录|最|新高|新低|首次|前所未有|历史", re.IGNORECASE)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    if not mentions_any(statement.text, _CLAIM_MARKS):
        return []
    claimed = _CLAIMED.search(statement.text)
    if claimed is None or any(_COMPARED.search(passage.text) for passage in evidence.passages):
        return []
    return [RECORD_NOT_IN_EVIDENCE.finding(sentence=statement.text, span=statement.span,
                                           evidence=evidence.closest(statement.terms).ref,
                                           phrase=claimed.group().lstrip(", "))]
