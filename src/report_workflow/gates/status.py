"""FE status: "has received planning permission" needs evidence that permission was received, not applied for.

A stage told as reached (received, approved, completed, 已建成, 基本完工) where the evidence tells the same thing as
only applied for, pending, planned, under way, or some way short of done ("about 60% complete", 已完成约60%) keeps
every name and number of the source and moves the event forward; no word or number gate sees it.
"""

from __future__ import annotations

import re

from .align import sentence_alignments
from .base import Finding, Rule
from .inputs import Evidence, Statement
from .phrases import mentions_any


class StageNotReached(Rule):
    """The sentence says a stage was reached; the evidence says it is only applied for, pending, planned or under
    way.

    What it does: reads each clause of the sentence telling a stage as reached (received, granted, approved,
    completed, finished, obtained, opened, built, secured; 已完工, 已完成, 已建成, 已获批, 已批准, 已开通, 已竣工, 基本完工,
    建成, 竣工) and not as planned, not yet or part done (plans, expected, will, not yet, 70% complete; 计划, 预计, 将于,
    尚未, 已完成约70%). It blocks when the evidence clauses the clause is aligned with give a share of the work done
    well short of all of it (below 90%: "about 60% complete", 已完成约60%), or tell the stage only as sought or
    coming (applied, application, pending, awaiting, expected, planned, proposed, under way, under construction,
    under review; 申请, 待批, 计划, 拟, 预计, 正在, 在建, 推进, 尚未, 将于) with no word of a stage reached.

    Why it matters: an application is not a permission and a tower 60% built is not finished; the report keeps
    every name and figure and tells the reader a decision or a completion that has not happened.

    Example: evidence "The council has applied for permission to build a 40 MW solar farm; a decision is expected
    in June.", sentence "The council has received permission to build a 40 MW solar farm." blocks; "The council has
    applied for permission to build a 40 MW solar farm." passes. Evidence "地铁5号线隧道掘进已完成约70%。", sentence
    "地铁5号线隧道掘进已基本完成。" blocks.

    Fix: tell the stage the evidence gives (applied for, under way, the share done).
    """

    code = "FE028"
    family = "FE"
    message = "the sentence says \u201c{stage}\u201d; the evidence says \u201c{evidence_stage}\u201d"
    hint = "tell the stage the evidence gives: \u201c{evidence_stage}\u201d"


STAGE_NOT_REACHED = StageNotReached()
RULES: tuple[Rule, ...] = (STAGE_NOT_REACHED,)

_REACHED_CHINESE = (r"已(?:经)?(?:基本|全部|全面|顺利)?(?:完工|完成|建成|获批|批准|获得|开通|竣工|投用|投产|通过)"
                    r"|基本(?:完工|完成|建成)|建成|竣工")
# A stage the sentence tells as reached.
_CLAIMED = re.compile(r"\b(?:received|granted|approved|completed|finished|obtained|opened|built|secured)\b|"
                      + _REACHED_CHINESE, re.IGNORECASE)
# Every claimed stage holds one of these words: a cheap screen before the pattern.
_CLAIMED_MARKS = ("received", "granted", "approved", "completed", "finished", "obtained", "opened", "built", "secured",
                  "完工", "完成", "建成", "获批", "批准", "获得", "开通", "竣工", "投用", "投产", "通过")
# Wording of a stage reached that the evidence may use instead of the sentence's word; not a stage to come ("is
# expected to be completed", "will be approved").
_REACHED = re.compile(r"(?<!\bto be )(?<!\bwill be )"
                      r"\b(?:received|granted|approved|completed?|finished|obtained|opened|built|secured|launched"
                      r"|won|passed|signed|finali[sz]ed|inaugurated|done|in (?:operation|service))\b|"
                      + _REACHED_CHINESE, re.IGNORECASE)
# A stage sought or coming: in the sentence it is no claim of a stage reached; in the evidence, the stage it gives.
_NOT_YET = re.compile(r"\b(?:appl(?:y|ies|ied|ying)|applications?|pending|awaiting|expected|expects?|plans?|planned"
                      r"|proposed?|will|yet to|not yet|under (?:way|construction|review|consideration)|in progress"
                      r"|being (?:built|considered|reviewed))\b"
                      r"|申请|待(?:审批|批|定|建|确认)|计划|拟|预计|正在|在建|推进|尚未|将于|即将", re.IGNORECASE)
# A share of the work done: "about 60% complete", 已完成约60%, 进度达60%.
_SHARE_DONE = re.compile(r"(?P<english>\d+(?:\.\d+)?)\s*(?:%|per ?cent)\s+(?:complete|completed|done|finished|built)\b"
                         r"|(?:完成|进度|建成)[^，。；,;\d]{0,4}?(?P<chinese>\d+(?:\.\d+)?)\s*[%％]", re.IGNORECASE)
_ALL_BUT_DONE = 90.0


def _short_of_done(text: str) -> str | None:
    """The words of ``text`` giving a share of the work done well short of all of it."""
    for match in _SHARE_DONE.finditer(text):
        if float(match.group("english") or match.group("chinese")) < _ALL_BUT_DONE:
            return match.group()
    return None


def _evidence_stage(texts: tuple[str, ...]) -> str | None:
    """The words of the aligned evidence ``texts`` telling the stage as short of reached, if they do."""
    for text in texts:
        if share := _short_of_done(text):
            return share
    if any(_REACHED.search(text) for text in texts):
        return None
    return next((match.group() for text in texts if (match := _NOT_YET.search(text))), None)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    if not mentions_any(statement.text, _CLAIMED_MARKS) or not _CLAIMED.search(statement.text):
        return []
    for clause, alignment in sentence_alignments(statement, evidence):
        text = statement.text[clause.start : clause.end]
        claimed = _CLAIMED.search(text)
        if claimed is None or _NOT_YET.search(text) or _short_of_done(text):
            continue
        if evidence_stage := _evidence_stage(alignment.texts):
            return [STAGE_NOT_REACHED.finding(sentence=statement.text, span=statement.span,
                                              evidence=alignment.passage.ref, stage=claimed.group(),
                                              evidence_stage=evidence_stage)]
    return []
