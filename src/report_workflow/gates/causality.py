"""FD causality: a cause stated where the evidence says its finding is no proof of one.

Observational studies find an association and often say so outright ("the findings do not establish causality",
不能据此认定锻炼直接提高了成绩). A sentence that restates such a passage as an effect ("eating more nuts cuts heart
risk", 锻炼能够直接提升成绩) states what the evidence denies, though every word and figure it shares agrees.
"""

from __future__ import annotations

import re

from .align import STATEMENT_TERMS
from .base import Finding, Rule, excerpt
from .inputs import Evidence, Statement
from .lexicon import WholeWordScreen, hedge_cues, holds_chinese, negation_cues
from .phrases import Marks, mentions_any, opening


class CauseTheEvidenceDisclaims(Rule):
    """The sentence states a cause where the evidence says its finding does not establish one.

    What it does: finds in an evidence passage a disclaimer of cause ("do not establish causality", "cannot be
    interpreted as causal", "causation has not been shown", "cannot establish whether coffee itself causes it",
    "cannot show that breakfast itself improves performance"; 不能认定, 不能说明 or 无法证明 a cause or a direct
    effect, 因果关系尚不明确, 只是相关关系), and blocks a sentence sharing at least three content terms with the
    passages of that source that states an effect in the present, with a modal or by a past verb only a cause takes
    ("cuts", "reduces", "leads to", "can lower", "directly", "raised", "boosted"; 直接提升, 能够提高, 导致, 有助于). A
    sentence that hedges (may, suggests; 可能), names an association ("linked to", "associated with"; 相关, 关联) or
    holds a negation of its own (it may restate the disclaimer) passes.

    Why it matters: "is associated with a 17% lower risk" and "cuts the risk by 17%" share every figure; the second
    tells readers to act on a cause the study's own authors say it cannot show.

    Example: evidence "Those who ate the most nuts had a 17% lower risk; the findings do not establish causality.",
    sentence "Eating more nuts cuts heart risk." blocks; "Eating more nuts was linked to a lower heart risk." passes.

    Fix: state the association as the evidence does ("was linked to", "had a lower risk"), or keep its caution.
    """

    code = "FD005"
    family = "FD"
    message = "the sentence states a cause (\u201c{wording}\u201d) where the evidence says \u201c{disclaimer}\u201d"
    hint = "state the association as the evidence does, without a cause"


CAUSE_THE_EVIDENCE_DISCLAIMS = CauseTheEvidenceDisclaims()
RULES: tuple[Rule, ...] = (CAUSE_THE_EVIDENCE_DISCLAIMS,)

_CAUSAL_NOUN = r"(?:causal(?:ity)?|causation|cause[- ]and[- ]effect)"
# Verbs of showing a finding: "cannot establish whether coffee itself causes the reduction" disclaims a cause as
# "does not establish causality" does, and so does "cannot show that breakfast itself improves performance".
_SHOWING = r"(?:establish|prove|show|determine|demonstrate|confirm)"
# What such a verb may deny: causing, or an effect only a cause has ("improves", "reduces"); a movement ("prices
# rose") is no effect of anything named.
_CAUSED = r"(?:causes?|caused|causing|improves?|reduces?|lowers?|raises?|boosts?|prevents?|leads? to)"
_DISCLAIMER = re.compile(opening(
    rf"\b(?:not|cannot|can't|no|unable to)\b[^.;!?]{{0,60}}?\b{_CAUSAL_NOUN}\b"
    rf"|\b{_CAUSAL_NOUN}\b[^.;!?]{{0,40}}?\b(?:not|cannot|unclear|unknown|unproven)\b"
    rf"|\b(?:not|cannot|can't|unable to)\s+(?:\w+\s+)?{_SHOWING}\b[^.;!?]{{0,60}}?\b{_CAUSED}\b"
    r"|(?:不|未|无法|并非|没有)[^。；！？]{0,12}因果|因果[^。；！？]{0,10}(?:不|未|无法|尚待|有待)"
    r"|(?:只是|仅是|仅为)相关"
    r"|(?:不能|无法|不可)(?:据此|由此)?(?:认定|说明|证明|断定|推断|得出|表明)[^。；！？]{0,20}?"
    r"(?:直接|导致|引起|造成|提高|提升|降低|减少|改善|促进)"),
    re.IGNORECASE,
)
# An effect stated as the sentence's own: a verb of causing in the present, after a modal or after "directly", or
# one in the past that only a cause takes ("raised scores", "boosted sales", "cut the risk", "reduced the risk";
# "increased" and "improved" also tell a thing that moved by itself, "scores improved").
_EFFECT_VERBS = r"(?:cut|reduce|lower|raise|increase|improve|boost|cause|prevent|protect|drive|help|lead|result)"
_EFFECT = re.compile(
    rf"\b(?:cuts|reduces|lowers|raises|improves|boosts|causes|prevents|protects|drives|helps|leads\s+to"
    rf"|results\s+in|led\s+to|resulted\s+in|raised|lowered|boosted|caused|prevented|reduced|cut)\b"
    rf"|\b(?:can|will|does|do|directly)\s+(?:directly\s+)?{_EFFECT_VERBS}s?\b"
    r"|直接[\u4e00-\u9fff]?(?:提升|提高|降低|减少|改善|导致|引起|造成|促进|增加)"
    r"|(?:能够?|可以|会)(?:有效)?(?:提升|提高|降低|减少|改善|预防|促进|增加)|导致|引起|造成|致使|有助于",
    re.IGNORECASE,
)
# Every wording of an effect holds one of these: its verb's stem, or a Chinese word of effect.
_EFFECT_MARKS = Marks("cut", "reduc", "lower", "rais", "increas", "improv", "boost", "caus", "prevent", "protect",
                      "driv", "help", "lead", "led", "result", "直接", "能", "可以", "会", "导致", "引起", "造成", "致使", "有助于")
# The verb of each English wording of an effect, whole: text without Chinese states an effect only where it holds one
# of these, a set test on the split of its words every screen shares.
_EFFECT_WORDS = WholeWordScreen(
    "cut", "cuts", "reduce", "reduces", "reduced", "lower", "lowers", "lowered", "raise", "raises", "raised",
    "increase", "increases", "improve", "improves", "boost", "boosts", "boosted", "cause", "causes", "caused",
    "prevent", "prevents", "prevented", "protect", "protects", "drive", "drives", "help", "helps", "lead", "leads",
    "led", "result", "results", "resulted")
_ASSOCIATION = re.compile(r"\b(?:associat\w*|linked|link|correlat\w*|tied)\b|相关|关联", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?\u3002\uff01\uff1f]")


def disclaims_cause(text: str) -> str | None:
    """The sentence of ``text`` saying its finding does not establish a cause, if any."""
    disclaimer = _DISCLAIMER.search(text)
    if disclaimer is None:
        return None
    before = [match.end() for match in _SENTENCE_END.finditer(text, 0, disclaimer.start())]
    after = _SENTENCE_END.search(text, disclaimer.end())
    return text[before[-1] if before else 0 : after.end() if after else len(text)].strip()


def states_an_effect(text: str) -> str | None:
    """The words of ``text`` stating an effect as its own claim ("cuts", 能够直接提升), unless it hedges, names an
    association, negates before the effect ("did not cut", "no proof that it cuts") or restates a disclaimer. A
    negation after the effect names what it is compared with ("cut the risk compared with not drinking coffee")."""
    effect = _EFFECT.search(text) if (holds_chinese(text) or _EFFECT_WORDS.may_match(text)) \
        and mentions_any(text, _EFFECT_MARKS) else None
    if effect is None or _ASSOCIATION.search(text) or hedge_cues(text) \
            or negation_cues(text[:effect.start()]) or _DISCLAIMER.search(text):
        return None
    return effect.group()


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    wording = statement.feature(states_an_effect)
    if wording is None:
        return []
    for passage in evidence.passages:
        disclaimer = passage.feature(disclaims_cause)
        same_source = (other.terms for other in evidence.passages if other.source_id == passage.source_id)
        if disclaimer is not None and len(statement.terms & frozenset().union(*same_source)) >= STATEMENT_TERMS:
            return [CAUSE_THE_EVIDENCE_DISCLAIMS.finding(
                sentence=statement.text, span=statement.span, evidence=passage.ref, wording=wording,
                disclaimer=excerpt(disclaimer))]
    return []
