"""FE causes: "profit fell because steel prices rose" needs evidence that links the two, not two facts side by side.

A sentence joining two facts with a cause word (because, due to, led to; 由于, 导致) states a third fact, the link,
which no word or number gate sees when both facts are in the evidence. When the two sides are restated by
different evidence sentences and the evidence has no wording of cause or influence at all, the link is the
writer's own; it blocks as ``CauseNotInEvidence`` (FE023).
"""

from __future__ import annotations

import re

from ..text import content_terms
from .align import MIN_ALIGNED_COVERAGE, MIN_ALIGNED_COVERAGE_CJK, clauses
from .base import Finding, Rule, excerpt
from .inputs import Evidence, Passage, Statement
from .phrases import mentions_any


class CauseNotInEvidence(Rule):
    """The sentence says one fact caused another; the evidence states both but never links them.

    What it does: splits a sentence at a cause word (because, because of, due to, as a result of, owing to, led to,
    caused, drove, resulted in; 由于, 因为, 导致, 因而, 使得, 致使, 造成) into its two sides, and finds each side in
    the evidence clause sharing at least half of its content terms (a third in Chinese). It blocks when the two
    sides are restated by different evidence sentences and no evidence passage has any wording of cause or
    influence (because, due, as a result, driven, attributed, reflecting, amid, after, as; 因, 由于, 导致, 受, 带动,
    拉动, 推动, 影响, 所致, 原因). Evidence that words the link in any way is left to the other gates.

    Why it matters: "profit fell 22% because raw material prices rose 15%" keeps every figure of a report that
    gives the two facts separately, and adds an explanation no source gave.

    Example: evidence "该公司2023年净利润同比下降22%。另据行业协会数据，2023年主要原材料价格平均上涨15%。", sentence
    "由于原材料价格上涨15%，该公司2023年净利润下降了22%。" blocks; "该公司2023年净利润下降了22%，同年原材料价格上涨15%。"
    passes.

    Fix: state the two facts side by side, or cite evidence that links them.
    """

    code = "FE023"
    family = "FE"
    message = "the sentence links \u201c{cause}\u201d and \u201c{effect}\u201d as cause and effect; the evidence states them apart"
    hint = "state the two facts separately, or cite evidence that links them"


CAUSE_NOT_IN_EVIDENCE = CauseNotInEvidence()
RULES: tuple[Rule, ...] = (CAUSE_NOT_IN_EVIDENCE,)

# Cause words after which the cause is told ("Y because X") and after which the effect is (X led to Y).
_CAUSE_AFTER = re.compile(r"\b(?:because(?: of)?|due to|as a result of|owing to)\b|由于|因为", re.IGNORECASE)
_EFFECT_AFTER = re.compile(r"\b(?:led to|leads to|lead to|caused|causes|drove|resulted in|results in)\b"
                           r"|导致|因而|使得|致使|造成", re.IGNORECASE)
# Every cause word holds one of these: sentences without one are passed over cheaply.
_CAUSE_MARKS = ("because", "due to", "result", "owing to", "led to", "leads to", "lead to", "caus", "drove", "由于",
                "因为", "导致", "因而", "使得", "致使", "造成")
# Any wording of cause or influence in the evidence leaves the link to be read by a person.
_LINKING = re.compile(
    r"\b(?:because|due|caus\w*|result\w*|driv\w*|drove|led|lead\w*|attribut\w*|reflect\w*|amid|after|as|since|"
    r"thanks|owing|fuel\w*|boost\w*|hit|weigh\w*|pressur\w*|impact\w*|effect\w*|so|therefore|thus|hence)\b"
    r"|因|由于|导致|受|带动|拉动|推动|影响|所致|原因|使|致|造成|得益|归功|拖累|冲击",
    re.IGNORECASE,
)
_SENTENCE_BREAK = re.compile(r"[!?\uff01\uff1f\u3002]|\.(?=\s|$)")
_SIDE_BREAK = re.compile(r"[,\uff0c]")


def cause_and_effect(statement: Statement) -> tuple[str, str] | None:
    """(cause, effect): the two sides of the one cause word of a sentence."""
    if not mentions_any(statement.text, _CAUSE_MARKS):
        return None
    text = statement.text.rstrip(" .\u3002")
    causes, effects = list(_CAUSE_AFTER.finditer(text)), list(_EFFECT_AFTER.finditer(text))
    if len(causes) + len(effects) != 1:
        return None
    match = (causes or effects)[0]
    before, after = text[: match.start()].strip(" ,\uff0c"), text[match.end():].strip(" ,\uff0c")
    if causes and not before:
        # "由于X，Y", "Because X, Y": the cause runs to the first comma
        parts = _SIDE_BREAK.split(after, maxsplit=1)
        if len(parts) != 2:
            return None
        return parts[0].strip(), parts[1].strip()
    return (after, before) if causes else (before, after)


def _restating_sentence(side: str, evidence: Evidence) -> tuple[Passage, int] | None:
    """The passage and the start of the evidence sentence whose clause restates ``side``."""
    terms = content_terms(side)
    if len(terms) < 2:
        return None
    floor = MIN_ALIGNED_COVERAGE if side.isascii() else MIN_ALIGNED_COVERAGE_CJK
    best = None
    for passage in evidence.passages:
        for clause in passage.feature(clauses):
            shared = len(terms & clause.terms)
            if shared >= max(2, floor * len(terms)) and (best is None or shared > best[0]):
                best = (shared, passage, clause.start)
    if best is None:
        return None
    _, passage, start = best
    breaks = [match.end() for match in _SENTENCE_BREAK.finditer(passage.text, 0, start)]
    return passage, breaks[-1] if breaks else 0


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    sides = statement.derived(cause_and_effect)
    if sides is None:
        return []
    cause, effect = sides
    found = [_restating_sentence(cause, evidence), _restating_sentence(effect, evidence)]
    if None in found or found[0] == found[1]:
        return []
    if any(_LINKING.search(passage.text) for passage in evidence.passages):
        return []
    passage = found[0][0]
    return [CAUSE_NOT_IN_EVIDENCE.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                          cause=excerpt(cause, 60), effect=excerpt(effect, 60))]
