"""FD strength: the sentence is worded no more strongly than the evidence it restates.

Cue words are compared only between a sentence clause and the evidence clauses restating it (see ``align``), so
a hedge elsewhere in a long passage never taints an unrelated sentence. A cue word the evidence itself uses is
never an upgrade ("the trial demonstrated" over a passage saying "demonstrated"). A maker the sentence names
("painted by Rembrandt") is compared with every mention of that name in the evidence: one plain mention carries it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..text import content_terms, find_quantities
from ..text.chinese_words import words
from ..text.normalise import CaseBlind
from ..text.quantities import Quantity
from .align import (GRANT_ON_CONDITION, Alignment, Clause, align, asserts, clause_spans, restates,
                    sentence_alignments)
from .base import Finding, Rule, Where, first_per_rule
from .inputs import Analysed, Evidence, Passage, Statement
from .makers import makers, qualifying
from .lexicon import (
    ORDER_THRESHOLD,
    WholeWordScreen,
    certainty_cues,
    condition_cues,
    condition_words,
    direction_cues,
    dropped_hedges,
    few_cues,
    hedge_cues,
    hedge_targets,
    hedged_movements,
    is_question,
    keeps_condition,
    majority_cues,
    near_universal_cues,
    negation_cues,
    partial_cues,
    universal_cues,
    universal_kind,
)
from .numbers import supports
from .phrases import find_phrase
from .votes import split_tallies, unanimity_words

CERTAIN_LABEL = "certain"


class CertaintyOverWeakEvidence(Rule):
    """Certain wording rests on hedged or low-grade evidence.

    What it does: blocks a sentence that uses certainty words (proves, clearly, definitely, demonstrates, always;
    证明, 证实, 确定, 必然, 一定) or is declared `certain`, when the evidence clauses it restates are hedged (may,
    might, suggests, appears, preliminary; 可能, 或许, 初步, 似乎) or the evidence is graded C or D. A certainty word
    the evidence itself uses is allowed. 显著 is not a certainty word: it states a size or a statistical result.

    Why it matters: "the results suggest the coating may reduce corrosion" does not prove anything; turning it
    into "the results prove" misreports the state of knowledge.

    Example: evidence "该措施或许能降低能耗", sentence "该措施必然能降低能耗" blocks.

    Fix: keep the evidence's hedge, or cite evidence that supports the certain wording.
    """

    code = "FD001"
    family = "FD"
    message = "the sentence is worded as certain ({wording}) but the evidence is {weakness}"
    hint = "keep the evidence's caution ({caution}), or cite evidence that supports certain wording"


class HedgeDropped(Rule):
    """The evidence hedges a statement and the sentence states it as fact.

    What it does: when the evidence clauses a sentence clause restates carry a hedge (may, might, could, suggests,
    appears, likely, preliminary, estimated, expected to; 可能, 或许, 初步, 似乎, 预计, 有望) or state a plan (拟, 计划,
    力争) that qualifies a word of the sentence clause (in English the first content word after the hedge, "may
    *slow*", as written or in its base form: "may be *held*"; in Chinese any term of the phrase after it, past a
    time such as 于2025年), or that qualifies a word of rise or fall the sentence clause restates in other words
    ("likely to rise" for "will go up", 可能上涨 for 将会提高), and the sentence clause has no hedge and does not
    soften what it states (possible, probable, should, reportedly, "cannot promise"; 应该, 据称, 不能保证), the
    sentence blocks. A hedge the sentence copies onto what the evidence hedges with it keeps the hedges of that evidence
    clause only: "the preliminary report found that the fluid had been applied" drops the "possibly" of "the preliminary
    report states … that the fluid was possibly applied". A plan restated in the future tense (将于六月表决) is kept. A
    condition the evidence clauses hold only on ("If approved by the planning authority, construction would begin in
    2025", ", subject to final approval", ", provided that ...", "when accompanied by a paying adult", "when booking
    online", 如获批准, 若, 待…后, 凡…的, 经查证属实的, 如 opening a clause: 如复检确认超标，将…; a level passed before 时:
    当预报潮高超过1.5米时, "for as long as", the size of an order a grant holds on: "a 10% discount on orders of six or
    more bottles", restated by its figure; see
    ``align.governing_conditions``) qualifies them like a hedge; the sentence keeps it with a hedge, a condition of its
    own, "would" or "once", or by stating it in other words ("with a paying adult"). It applies only to a clause that
    states something (not a bare name or phrase) and restates the evidence (three shared content terms). Questions
    ("could you take care of food?"), indirect questions ("how the suite could benefit you") and "we believe in" are not
    hedges. A maker a sentence names plainly ("painted by Rembrandt", 系伦勃朗所作) blocks the same way when every mention of
    that name in the evidence comes right after wording that gives it as an attribution, a guess or another's master
    ("previously attributed to Rembrandt", "possibly by", "a pupil of Rembrandt"; 传为伦勃朗所作, 曾被认为是, 可能出自). A denial the
    evidence gives only as an absence of evidence ("to date we have found no evidence that customer data has been
    accessed", 未发现…的证据) blocks the same way when the sentence clause denies the thing itself ("customer data was not
    accessed") with no word of evidence, signs or finding.

    Why it matters: dropping "may" is the commonest way a tentative finding becomes a fact in a summary.

    Example: evidence "The drug may slow cognitive decline.", sentence "The drug slows cognitive decline." blocks;
    evidence "Attribution: possibly by a pupil of Rembrandt; previously attributed to Rembrandt himself.", sentence
    "The painting was painted by Rembrandt himself." blocks.

    Fix: keep the hedge ("may slow", "appears to slow") or the condition ("if approved, would begin"), or
    attribute it ("the study suggests ...").
    """

    code = "FD002"
    family = "FD"
    message = "the evidence hedges this ({hedges}) but the sentence states it as fact"
    hint = "keep the hedge ({hedges}) or attribute the statement to its source"


class QuantifierOverclaim(Rule):
    """The sentence generalises (all, every, 全部, 所有, unanimously) where the evidence says some, many or most.

    What it does: when a sentence clause uses a universal quantifier ("all", "each of", 全部, 一律) that the evidence
    clauses it restates do not use (辖区各, 全市各: 各 after the area it is of), and those clauses use a partial one
    (some, several, many, most, a few; 部分, 一些, 多数, 少数), name a part of a group of people the sentence clause does
    not (permanent employees, eligible households; 正式员工)
    or one member of the group by a name the clause does not write ("at its Scarth Nick site" for "at all of its sites",
    "the Holme Mill fish pass" for "all of the River Dane's monitored fish passes": the same head noun), count some of
    the group ("three of them" where the evidence gives a larger count, also in the sentence right after the one naming
    the group; 两家门店 for the 门店 the clause calls 全部; not the count or share a 均 opening the clause sums up:
    二十七尊彩塑中的三分之一，均位于大殿内) or make an exception (国家法定节假日期间除外, "except the Riverside car park",
    其余乡镇学校照常上课), it blocks.
    A decision called unanimous (unanimously, without dissent, 一致通过, 全票) blocks the same way when the passage
    the clause restates gives a split tally ("voted 7-2", "a 6-3 ruling", "7票赞成、2票反对", "two members
    dissented"). Nearly the whole of a group ("the vast majority", "almost all", 绝大多数, 几乎所有) blocks when the
    evidence clauses it restates give the group's share, a percentage standing where the quantifier would (opening
    the clause, "58%表示…", or of the group, "58% of firms", 58%的企业) or a count of a whole the passage states
    ("Of the 120 patients, 68 improved", "68 of the 120 patients", 120名患者中，68人…), and every such share is
    under 75%. Most of a group ("most of", "the majority", 大多数, 过半) blocks where the evidence clauses say a few
    ("several", "a handful", 少数, 个别); a universal blocks where the passage tells of a sample drawn from the group
    (随机抽取的150户, "a random sample of 200").

    Why it matters: "some participants reported headaches" and "all participants reported headaches" are
    different findings; the second may be false for most of the people it describes. A 7-2 vote is news because
    two members disagreed.

    Example: evidence "部分用户反映页面加载缓慢", sentence "全部用户反映页面加载缓慢" blocks; evidence "The committee
    voted 7-2 to raise rates", sentence "The committee voted unanimously to raise rates" blocks; evidence "在接受
    调查的1200家企业中，58%表示今年将扩大研发投入", sentence "绝大多数受访企业表示今年将扩大研发投入" blocks.

    Fix: use the evidence's quantifier or tally.
    """

    code = "FD003"
    family = "FD"
    message = "the sentence says \u201c{universal}\u201d where the evidence says \u201c{partial}\u201d"
    hint = "use the evidence's quantifier (\u201c{partial}\u201d)"


class PartStatedAsWhole(Rule):
    """The sentence states of a whole what the evidence states of a counted part of it.

    What it does: when the evidence clauses a sentence clause restates count a part of a stated whole ("14 of its
    62 aircraft", "62架飞机中的14架") and the sentence clause gives no count of it (no number but the whole's, no
    partial quantifier such as some, several, 部分), it blocks: "grounded its A320 fleet" over "grounded 14 of its
    62 A320 aircraft".

    Why it matters: the part is the news; a reader of "the airline grounded its fleet" believes no aircraft flies.

    Example: evidence "The council closed 3 of the 11 libraries for repairs.", sentence "The council closed the
    libraries for repairs." blocks; "The council closed three libraries for repairs." passes.

    Fix: give the count of the part, or a partial quantifier ("some of its aircraft").
    """

    code = "FD004"
    family = "FD"
    message = "the sentence states of the whole what the evidence states of a part (\u201c{part}\u201d)"
    hint = "give the part as the evidence counts it (\u201c{part}\u201d)"


RULES: tuple[Rule, ...] = (CertaintyOverWeakEvidence(), HedgeDropped(), QuantifierOverclaim(), PartStatedAsWhole())
CERTAINTY_OVER_WEAK_EVIDENCE, HEDGE_DROPPED, QUANTIFIER_OVERCLAIM, PART_STATED_AS_WHOLE = RULES


def _attributions(name: str, evidence: Evidence) -> list[str] | None:
    """The wording right before every mention of ``name`` in the evidence that gives it as no maker ("possibly
    by", "a pupil of", "attributed to"), or None when some mention is plain or there is none."""
    found = []
    for passage in evidence.passages:
        text, index = passage.text, find_phrase(passage.text, name)
        while index != -1:
            wording = qualifying(text, index)
            if wording is None:
                return None
            found.append(wording)
            index = find_phrase(text, name, index + len(name))
    return found or None


def _maker_stated_as_fact(statement: Statement, evidence: Evidence) -> list[Finding]:
    """A maker the sentence states plainly where the evidence only attributes the work to them, hedges it, or
    names them as another's master ("painted by Rembrandt himself" over "possibly by a pupil of Rembrandt;
    previously attributed to Rembrandt himself")."""
    names = statement.feature(makers)
    if not names or statement.feature(hedge_cues):
        return []
    for name in names:
        if (wording := _attributions(name, evidence)) is not None:
            passage = next(passage for passage in evidence.passages if find_phrase(passage.text, name) != -1)
            return [HEDGE_DROPPED.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                          hedges=", ".join(dict.fromkeys(word.lower() for word in wording)))]
    return []


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    return first_per_rule(_maker_stated_as_fact(statement, evidence) + _cue_findings(statement, evidence)
                          + _all_granted(statement, evidence))


def _cue_findings(statement: Statement, evidence: Evidence) -> list[Finding]:
    """Certainty, hedge, condition and quantifier words of each sentence clause against the evidence clauses it
    restates."""
    declared_certain = statement.wording_strength == CERTAIN_LABEL
    strong = declared_certain or statement.feature(certainty_cues) or statement.feature(universal_cues) \
        or statement.feature(unanimity_words) or statement.feature(near_universal_cues) \
        or statement.feature(majority_cues)
    if not strong and not any(passage.feature(hedge_cues) or passage.feature(condition_words)
                              or passage.feature(counts_a_part_of_a_whole) or passage.feature(_absences)
                              for passage in evidence.passages):
        return []  # nothing could be overstated: skip the clause alignment
    findings: list[Finding] = []
    hedged = any(passage.feature(hedge_cues) for passage in evidence.passages)
    for clause, by_terms in sentence_alignments(statement, evidence):
        alignment = _stating_its_dates(clause, statement, by_terms, evidence)
        passage = alignment.passage
        clause_text = statement.text[clause.start : clause.end]
        clause_terms = content_terms(clause_text)
        asked = passage.feature(is_question)
        signs = {cue.sign for cue in direction_cues(clause_text) if cue.axis == "magnitude"}
        rest = _rest_alignment(clause, alignment, evidence) if hedged else None
        qualifying = [] if asked else [
            tuple((word, target) for word, target in hedge_targets(text) if target & clause_terms)
            + tuple((word, target) for word, target, sign in (hedged_movements(text) if signs else ())
                    if sign in signs and not target & clause_terms)
            for text in _with_judgements(alignment) + (_with_judgements(rest) if rest else ())
        ]
        evidence_hedges = [word for hedges in qualifying for word, _ in hedges]
        conditions = [] if asked else list(alignment.conditions)
        where: Where = {"sentence": statement.text, "span": statement.span, "evidence": passage.ref}
        certain = [word for word in certainty_cues(clause_text) if word not in passage.feature(certainty_cues)]
        if certain and not evidence_hedges and (elsewhere := _hedged_elsewhere(clause_terms, passage, evidence)):
            hedging, evidence_hedges = elsewhere
            where["evidence"] = hedging.ref
        weakness = _weakness(evidence_hedges + conditions, passage.grade if passage.weak else None)
        if (certain or declared_certain) and weakness:
            wording = ", ".join(dict.fromkeys(certain)) if certain else "declared certain"
            caution = ", ".join(dict.fromkeys(evidence_hedges + conditions)) or f"grade {passage.grade}"
            findings.append(
                CERTAINTY_OVER_WEAK_EVIDENCE.finding(**where, wording=wording, weakness=weakness, caution=caution)
            )
        elif (dropped := _restated_drops(
            dropped_hedges(qualifying, _hedge_before(statement, clause.start) + clause_text
                           + _hedge_after(statement.text, clause.end)),
            _dropped_conditions(conditions, clause, statement, alignment), clause_text, alignment,
        )) and asserts(clause_text):
            findings.append(HEDGE_DROPPED.finding(**where, hedges=", ".join(dict.fromkeys(dropped))))
        if (absence := _absence_told_as_denial(clause_text, alignment)) and restates(clause_text, alignment):
            findings.append(HEDGE_DROPPED.finding(**where, hedges=absence))
        stated_universally = {universal_kind(word) for word in passage.feature(universal_cues)}
        universal = [word for word in universal_cues(clause_text) if universal_kind(word) not in stated_universally]
        if universal:
            partial = alignment.cues(partial_cues) or _restricted_groups(alignment, clause_text) \
                or _named_members(alignment, clause_text) \
                or (_names_inserted(alignment, clause_text) if "普遍" in universal else []) \
                or [part for *_, part in _parts_of_a_whole(alignment)] \
                or _counts_short(alignment, evidence, clause_text, _told_with(statement.text, clause), universal) \
                or [found.group() for found in _EXCEPTION.finditer(passage.text)] \
                or [found.group() for found in _SAMPLED.finditer(passage.text)]
            if partial:
                findings.append(QUANTIFIER_OVERCLAIM.finding(**where, universal=universal[0], partial=partial[0]))
        if (parts := _parts_of_a_whole(alignment)) and not _counts_a_part(clause_text, parts) \
                and asserts(clause_text) and restates(clause_text, alignment):
            findings.append(PART_STATED_AS_WHOLE.finding(**where, part=parts[0][2]))
        most = [word for word in majority_cues(clause_text) if word not in passage.feature(majority_cues)]
        if most and (few := alignment.cues(few_cues)) and not few_cues(clause_text):
            findings.append(QUANTIFIER_OVERCLAIM.finding(**where, universal=most[0], partial=few[0]))
        nearly_all = [word for word in near_universal_cues(clause_text)
                      if word not in passage.feature(near_universal_cues)]
        if nearly_all and (short := _shares_short_of_nearly_all(alignment)):
            findings.append(QUANTIFIER_OVERCLAIM.finding(**where, universal=nearly_all[0], partial=short[0]))
        unanimous = [word for word in unanimity_words(clause_text) if word not in passage.feature(unanimity_words)]
        if unanimous and (tallies := passage.feature(split_tallies)):
            findings.append(QUANTIFIER_OVERCLAIM.finding(**where, universal=unanimous[0], partial=tallies[0]))
    return first_per_rule(findings)


# The fewest terms of a clause stated as certain that another passage hedging its words must share with it.
_ELSEWHERE_TERMS = 3


def _hedged_elsewhere(clause_terms: frozenset[str], passage: Passage,
                      evidence: Evidence) -> tuple[Passage, list[str]] | None:
    """Another evidence passage hedging words of a clause stated as certain, sharing at least ``_ELSEWHERE_TERMS``
    of its terms, with its hedges: "报告确认狗獾参与了当地牛结核的传播" aligns with the survey's sentence naming 牛结核,
    while 报告指出，狗獾可能在病原传播中起到一定作用 hedges the transmission."""
    for other in evidence.passages:
        if other is passage or len(other.terms & clause_terms) < _ELSEWHERE_TERMS:
            continue
        hedges = [word for word, target in hedge_targets(other.text) if target & clause_terms]
        if hedges:
            return other, hedges
    return None


# The fewest terms a clause must state beyond its aligned passage, and the share of them another passage must
# restate, for that passage to be read as restating the rest of the clause.
_MIN_REST_TERMS = 2
_MIN_REST_COVERAGE = 0.75
_MIN_REST_COVERAGE_CJK = 0.5


def _rest_alignment(clause: Clause, alignment: Alignment, evidence: Evidence) -> Alignment | None:
    """Another passage restating most of what a clause states beyond its aligned passage, when it states enough:
    "the event recorded at 14:12 on 22 July was a quarry blast" takes the time from a passage of record and the blast
    from one that says it may have been one."""
    rest = clause.terms - alignment.shared
    if len(rest) < _MIN_REST_TERMS:
        return None
    other = align(rest, evidence)
    if other is None or other.passage is alignment.passage or len(other.shared) < _MIN_REST_TERMS:
        return None
    chinese = any(not term.isascii() for term in rest)
    return other if other.coverage >= (_MIN_REST_COVERAGE_CJK if chinese else _MIN_REST_COVERAGE) else None


# A clause that hedges the one before it by pointing back to it: "…, though this is still unconfirmed", "but that
# has not been proven", 但这一点尚待证实.
# The pointer is the subject of the hedge: "that the wings may have carried ice" and 这批药品可能受潮 are statements of
# their own.
_POINTING_BACK = re.compile(r"\s*(?:this|that|it|which)\s+(?:is|was|has|have|had|remains|remained|still|may|might|"
                            r"could|needs|awaits|requires)\b|\s*(?:但|不过|然而)?(?:这一?点|此点|这一(?:说法|结论|判断|推测))",
                            re.IGNORECASE)


def _hedge_after(text: str, end: int) -> str:
    """The clause after the one ending at ``end`` when it points back to it and hedges it ("Early findings point to
    shared grazing as the route, though this is still unconfirmed"); empty otherwise."""
    following = next(((start, stop) for start, stop in clause_spans(text) if start >= end and text[start:stop].strip()),
                     None)
    if following is None or not _POINTING_BACK.match(text, following[0]):
        return ""
    after = text[following[0] : following[1]]
    return " " + after if hedge_cues(after) else ""


# A clause ending on a verb of judging, whose object is the clause after it: 考古人员初步判断，墓地属于西汉中晚期.
_JUDGING_END = re.compile(r"(?:判断|推断|推测|认为|估计|预计|预测|预估|研判|判定|认定)(?:为|是)?\s*\Z")

# An absence of evidence: "no evidence that", "no signs of", 未发现…证据, 没有证据表明.
_NO_EVIDENCE = r"no\s+(?:evidence|signs?|indications?)\s+(?:that|of)\b"
_ABSENCE = re.compile(rf"\b{_NO_EVIDENCE}|未发现[^，。；]{{0,24}}?(?:证据|迹象)|没有(?:证据|迹象)表明", re.IGNORECASE)
# Its English words, searched from their first letter: many times quicker than from the word boundary before them.
_NO_EVIDENCE_WORDS = CaseBlind(_NO_EVIDENCE)
_OF_EVIDENCE = re.compile(r"\b(?:evidence|signs?|indicat\w*|found|find\w*|appears?|believed?|show\w*|suggest\w*"
                          r"|prov\w*|proof|confirm\w*|establish\w*)\b|证据|迹象|发现|表明|证明|证实", re.IGNORECASE)


def _absences(text: str) -> bool:
    """Whether ``text`` gives an absence of evidence (see ``_ABSENCE``): a quick look first, for the English words
    without the boundary before them or for the Chinese ones' opening."""
    return (_NO_EVIDENCE_WORDS.search(text) is not None or "未发现" in text or "没有" in text) \
        and _ABSENCE.search(text) is not None


def _absence_told_as_denial(clause_text: str, alignment: Alignment) -> str | None:
    """The absence of evidence an aligned clause gives, where the sentence clause denies the thing outright."""
    if not negation_cues(clause_text) or _OF_EVIDENCE.search(clause_text):
        return None
    return next((found.group() for text in alignment.texts if (found := _ABSENCE.search(text))), None)


def _with_judgements(alignment: Alignment) -> tuple[str, ...]:
    """The aligned evidence clauses, each after the clause before it that hedges it as a judgement (根据器物特征初步判断，
    遗址年代距今约4500年)."""
    passage = alignment.passage
    return tuple(_hedge_before(passage, clause.start) + passage.text[clause.start:clause.end]
                 for clause in alignment.clauses)


def _hedge_before(item: Analysed, start: int) -> str:
    """The clause of ``item`` before the one starting at ``start`` when it hedges the judgement the clause states,
    ending on its verb of judging (初步判断，墓地属于…; 市场方面预计，随着…上市), or tells it is an estimate (按她的估算，…);
    empty otherwise. The clauses are cut once per text."""
    text = item.text
    before = [(begin, stop) for begin, stop in item.feature(clause_spans) if stop <= start and text[begin:stop].strip()]
    if not before:
        return ""
    found = text[before[-1][0]:before[-1][1]]
    judged = _JUDGING_END.search(found) and hedge_cues(found) or _ESTIMATE_LEAD.fullmatch(found.strip(" ，,"))
    return found + " " if judged else ""


# A clause telling that what follows is an estimate: 按她自己的估算, 据估计, 据初步推算.
_ESTIMATE_LEAD = re.compile(r"(?:按|据|根据|照)[^，。；,;]{0,12}?(?:估算|推算|估测|估计)")


# Words that name a part of a group of people (permanent employees, eligible households, 正式员工): "all staff" over
# them drops the part left out.
_RESTRICTED_GROUP = re.compile(
    r"\b(?:permanent|full-time|part-time|temporary|salaried|eligible|qualifying|registered|licensed|unionised|"
    r"unionized|probationary|senior|junior)\s+[a-z]+|(?:正式|在编|全职|兼职|符合条件的|在册)[\u4e00-\u9fff]{2}",
    re.IGNORECASE,
)


# A ruling on a set of requests or complaints, granting some and refusing others: 支持…；…不予支持, "upheld … and
# rejected …". A sentence granting all of them ("支持了全部仲裁请求", "upheld all the complaints") overclaims.
_GRANTED = re.compile(r"(?<![不未])(?:支持|采纳|准许|认可)|\b(?:upheld|granted|accepted|allowed)\b", re.IGNORECASE)
# The words one of which each English grant holds whole (a Chinese one holds a Chinese character).
_GRANTED_WORDS = WholeWordScreen("upheld", "granted", "accepted", "allowed", chinese=True)
_REFUSED = re.compile(r"不予(?:支持|采纳|准许|认可)|未予(?:支持|采纳)|驳回|\b(?:rejected|dismissed|refused|denied)\b",
                      re.IGNORECASE)


def _all_granted(statement: Statement, evidence: Evidence) -> list[Finding]:
    """FD003 for a clause granting all of a set of requests (支持了全部仲裁请求, "upheld all the complaints") where a
    passage of its evidence grants some and refuses others."""
    text = statement.text
    if not _GRANTED_WORDS.may_match(text) or _GRANTED.search(text) is None:
        return []
    universal = next((cues for start, end in statement.feature(clause_spans)
                      if (cues := universal_cues(text[start:end])) and _GRANTED.search(text, start, end)), None)
    if universal is None:
        return []
    for passage in evidence.passages:
        refused = _REFUSED.search(passage.text) if _GRANTED.search(passage.text) is not None else None
        if refused is not None:
            return [QUANTIFIER_OVERCLAIM.finding(sentence=text, span=statement.span, evidence=passage.ref,
                                                 universal=universal[0], partial=refused.group())]
    return []


def _restricted_groups(alignment: Alignment, clause_text: str) -> list[str]:
    """The part of a group the aligned clauses name (permanent employees, 正式员工) when the sentence clause,
    generalising, names no such part."""
    if _RESTRICTED_GROUP.search(clause_text):
        return []
    return alignment.cues(lambda text: [match.group() for match in _RESTRICTED_GROUP.finditer(text)])


# All of a group by its noun ("at all of its sites", "every branch of the library", "at all of the River Dane's
# monitored fish passes"), and one of them the evidence names before the same noun ("at its Scarth Nick site", "the
# Riverside branch", "the Holme Mill fish pass"): the noun is the last of up to three lower-case words, past a
# possessive name.
_ALL_OF_GROUP = re.compile(r"\b(?i:all|every(?:\s+one)?|each)\s+(?:of\s+)?(?:(?i:its|their|our|the)\s+)?"
                           r"(?:(?:[A-Z][\w-]*\s+)*[A-Z][\w-]*['\u2019]s?\s+)?(?=[a-z])")
_NAMED_MEMBER = re.compile(r"\b(?:its|their|our|the)\s+(?P<name>[A-Z][\w'\u2019-]*\s+"
                           r"(?:(?:(?:and|&)\s+)?[A-Z][\w'\u2019-]*\s+){0,5})(?=[a-z])")
_LOWER_WORD = re.compile(r"([a-z][a-z-]*)(?:\s+|(?=[,.;:)]|$))")
_GROUP_WORDS = 3


def _head_noun(text: str, start: int) -> tuple[frozenset[str], int]:
    """The terms of the last of the lower-case words from ``start``, up to three and up to a stop word ("monitored
    fish passes" gives "pass"), and where it ends."""
    head, end = "", start
    for _ in range(_GROUP_WORDS):
        word = _LOWER_WORD.match(text, start)
        if word is None or not content_terms(word.group(1)):
            break
        head, start, end = word.group(1), word.end(), word.end(1)
    return (content_terms(head) if len(head) >= 3 else frozenset()), end


def _named_members(alignment: Alignment, clause_text: str) -> list[str]:
    """One member of the group the sentence clause calls all of it, named in the aligned clauses ("at its Scarth Nick
    site" for "at all of its sites", "the Pelham Butte and Garnet Peak lookouts" for "all lookouts") by a name the
    clause does not write."""
    group = _ALL_OF_GROUP.search(clause_text)
    noun = _head_noun(clause_text, group.end())[0] if group is not None else frozenset()
    if not noun:
        return []

    def members(text: str) -> list[str]:
        found = []
        for member in _NAMED_MEMBER.finditer(text):
            their_noun, end = _head_noun(text, member.end())
            if their_noun == noun and member.group("name").strip() not in clause_text:
                found.append(text[member.start():end])
        return found

    # read over the aligned clauses, what lies between them and a clause joined by "and" before them: a clause break
    # at "and" parts "the Pelham Butte | and | Garnet Peak lookouts"
    text, clauses = alignment.passage.text, alignment.clauses
    low, high = min(clause.start for clause in clauses), max(clause.end for clause in clauses)
    before = [(start, end) for start, end in alignment.passage.feature(clause_spans) if end <= low]
    if before and _AND_BETWEEN.fullmatch(text, before[-1][1], low):
        low = before[-1][0]
    return members(text[low:high])


_AND_BETWEEN = re.compile(r"\s+and\s+", re.IGNORECASE)


def _names_inserted(alignment: Alignment, clause_text: str) -> list[str]:
    """A name the aligned Chinese clauses write inside a phrase the sentence clause writes without it: "武汉市四季美农贸市场"
    where the clause says "武汉市农贸市场…普遍下跌", one market of the city's where the clause says it is so across them
    (asked only of 普遍: beside 全部 or 均 a shortened name, 味源食品公司 for 阳河味源食品公司, is the same one); not where
    the evidence says all too, leaving out a word of what all of them are (两段骑楼外立面修缮均已完工)."""
    if clause_text.isascii() or alignment.cues(universal_cues):
        return []
    found = []
    for split in range(2, len(clause_text) - 1):
        left, right = clause_text[split - 2:split], clause_text[split:split + 2]
        if not (_HAN_PAIR.fullmatch(left) and _HAN_PAIR.fullmatch(right)):
            continue
        inserted = re.compile(f"{left}(?P<name>[\u4e00-\u9fff]{{2,6}}?){right}[\u4e00-\u9fff]{{0,2}}")
        found += [match.group()[len(left):] for text in alignment.texts for match in inserted.finditer(text)
                  if match["name"] not in clause_text and not universal_cues(match["name"])]
    return found


_HAN_PAIR = re.compile(r"[\u4e00-\u9fff]{2}")


# Percent: a share of a group under it is not "the vast majority", "almost all" or 绝大多数 of it.
NEARLY_ALL = 75.0
_OF_THE_GROUP = re.compile(r"\s*(?:of\b|的)")
# A count of a stated whole: "68 of the 120 patients", "14 of its 62 aircraft".
_OF_A_WHOLE = re.compile(r"\s+(?:out\s+)?of\s+(?:the\s+|its\s+|their\s+)?(?:[A-Za-z-]+['\u2019]s\s+)?",
                         re.IGNORECASE)
# A whole its counts are taken from, as it is introduced: "Of the 120 patients, …", "Among the 40 sites …" before the
# number; "在…120名患者中，…" after it (中 closing the clause, so 120家中国企业 is no whole).
_WHOLE_BEFORE = re.compile(r"\b(?:of|among|out of)\s+(?:the|its|their|all)\s+\Z", re.IGNORECASE)
# Between a whole and the count of its part in Chinese: "62架飞机中的14架", "120名患者中有68人", "4只树懒中，有2只".
_AMONG = re.compile(r"[^\d，。；,;]{0,12}?中(?:的|有|[，,]\s*有)")
_WHOLE_AFTER = re.compile(r"[^\d\s，。；,;]{0,12}?中(?=[，,\s])")


def _shares_short_of_nearly_all(alignment: Alignment) -> list[str]:
    """The group's shares the aligned evidence clauses give, when every one is under 75%: a percentage standing
    where the quantifier would (opening the clause, "58%表示…", or of the group, "58% of firms", 58%的企业), or a
    count of a whole the passage states ("Of the 120 patients, 68 improved", 120名患者中，68人…, "68 of the 120
    patients"); none when they give no such share or one of them is high enough."""
    text = alignment.passage.text
    shares = [(quantity.value, quantity.surface) for quantity, opens in _aligned_quantities(alignment)
              if quantity.dimension == "percent" and (opens or _OF_THE_GROUP.match(text, quantity.end))]
    shares += _counts_of_a_whole(alignment)
    if not shares or any(share >= NEARLY_ALL for share, _ in shares):
        return []
    return [surface for _, surface in shares]


def _aligned_quantities(alignment: Alignment) -> list[tuple[Quantity, bool]]:
    """The values the aligned clauses state, each with whether it opens its clause."""
    text = alignment.passage.text
    return [(quantity, not text[clause.start:quantity.start].strip())
            for quantity in alignment.passage.quantities if quantity.kind == "value"
            for clause in alignment.clauses if clause.start <= quantity.start < clause.end]


def _counts_of_a_whole(alignment: Alignment) -> list[tuple[float, str]]:
    """Each count the aligned clauses give of a whole the passage states, as a percentage of that whole with the
    words it is read from ("68 of 120")."""
    passage = alignment.passage
    text, quantities = passage.text, passage.quantities
    wholes = [quantity for quantity in quantities if _is_whole(text, quantity)]
    shares = []
    for count, opens in _aligned_quantities(alignment):
        if count.dimension != "number" or count in wholes:
            continue
        whole = _whole_of(text, count, opens, quantities, wholes)
        if whole is not None and 0 < count.value < whole.value:
            shares.append((100 * count.value / whole.value, f"{count.surface} of {whole.surface}"))
    return shares


def _is_whole(text: str, quantity: Quantity) -> bool:
    return quantity.dimension == "number" and quantity.kind == "value" and (
        _WHOLE_BEFORE.search(text, max(0, quantity.start - 20), quantity.start) is not None
        or _WHOLE_AFTER.match(text, quantity.end) is not None)


def _whole_of(text: str, count: Quantity, opens: bool, quantities: tuple[Quantity, ...],
              wholes: list[Quantity]) -> Quantity | None:
    """The whole ``count`` is a part of: the number right after it ("68 of the 120"), else, when the count opens
    its clause, the last whole stated before it in its sentence ("Of the 120 patients, 68 improved")."""
    if (whole := _whole_counted_with(text, count, quantities)) is not None:
        return whole
    if not opens:
        return None
    sentence_start = max(text.rfind(mark, 0, count.start) for mark in _SENTENCE_MARKS) + 1
    earlier = [whole for whole in wholes if sentence_start <= whole.start < count.start]
    return earlier[-1] if earlier else None


def _whole_counted_with(text: str, count: Quantity, quantities: tuple[Quantity, ...]) -> Quantity | None:
    """The whole a count names beside it: "14 of its 62", "62架中的14架"."""
    following = next((quantity for quantity in quantities if quantity.start >= count.end), None)
    of = _OF_A_WHOLE.match(text, count.end)
    if following is not None and of is not None and of.end() == following.start:
        return following if following.dimension == "number" else None
    preceding = [quantity for quantity in quantities if quantity.end <= count.start]
    if preceding and preceding[-1].dimension == "number" and _AMONG.fullmatch(text, preceding[-1].end, count.start):
        return preceding[-1]
    return None


def counts_a_part_of_a_whole(text: str) -> bool:
    """Whether ``text`` may count a part of a stated whole ("14 of its 62", "62架中的14架"): quick looks first (an
    English count needs "of" before the whole's count, searched from "of": many times quicker than from the part's)."""
    return (" of " in text and _OF_A_COUNT.search(text) is not None or "中" in text) \
        and _PART_OF_A_WHOLE.search(text) is not None


# A count written in figures or in words ("three of the partnership's five member councils").
_COUNT = r"(?:\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)\b)"
_OF_THE_WHOLE = rf"of\s+(?:the\s+|its\s+|their\s+)?(?:[A-Za-z-]+['\u2019]s\s+)?{_COUNT}"
_OF_A_COUNT = CaseBlind(_OF_THE_WHOLE)
_PART_OF_A_WHOLE = CaseBlind(rf"{_COUNT}\s+(?:out\s+)?{_OF_THE_WHOLE}|中[的有]\d")


def _parts_of_a_whole(alignment: Alignment) -> list[tuple[Quantity, Quantity, str]]:
    """The counts of a part of a stated whole in the aligned clauses ("14 of its 62 aircraft"), with their words."""
    text, quantities = alignment.passage.text, alignment.passage.quantities
    parts = []
    for count, _ in _aligned_quantities(alignment):
        if count.dimension == "number" and (whole := _whole_counted_with(text, count, quantities)) is not None \
                and 0 < count.value < whole.value:
            parts.append((count, whole, text[min(count.start, whole.start):max(count.end, whole.end)]))
    return parts


# An exception the evidence makes to what it grants: "国家法定节假日期间除外", "except on public holidays"; "all" or 一律
# over it drops it.
# An exception the evidence makes: 除外, "except", or the rest going on as before (其余乡镇学校照常上课).
_EXCEPTION = re.compile(r"[^，。；,;]{0,16}除外|(?:其余|其他|其它)[^，。；,;]{0,16}?(?:照常|仍按|仍然|继续)"
                        r"|\b(?:except|excluding)\b[^,;.]{0,30}", re.IGNORECASE)
# A sample drawn from a group, which tells of the sample, not of the whole: 随机抽取的150户, "a random sample of 200".
_SAMPLED = re.compile(r"随机抽(?:取|查|选)[^，。；,;]{0,12}|抽取了?的?[\d一二三四五六七八九十百]+[^，。；,;]{0,8}"
                      r"|\b(?:a\s+)?(?:random\s+)?sample\s+of\b[^,;.]{0,30}"
                      r"|\b(?:sampled|chosen at random|selected at random)\b", re.IGNORECASE)
# A count of some of a group right before "of them" ("three of them"), not all of it ("all three of them", 全部两家).
_OF_THEM = re.compile(r"\s+of\s+(?:them|these|those)\b", re.IGNORECASE)
_ALL_BEFORE = re.compile(r"\b(?:all|both|each)\s+\Z|(?:全部|所有|全体|[全都各])\s*\Z", re.IGNORECASE)
# Terms a passage shares with a sentence clause to tell what it tells, where the clause did not align with it.
_SHARED_TERMS = 3


def _told_with(text: str, clause: Clause) -> str:
    """The clause, and the sentence before it when the clause opens with 均 or 都, which sum up what it names
    (现存二十七尊明代彩塑中的三分之一，均位于大殿内)."""
    told = text[clause.start:clause.end]
    return text[:clause.end] if _SUMS_UP_BEFORE.match(told) else told


# 均 or 都 opening a Chinese clause: all of what the clause before named.
_SUMS_UP_BEFORE = re.compile(r"\s*(?:均|都)")


def _counts_short(alignment: Alignment, evidence: Evidence, clause_text: str, told: str,
                  universal: list[str]) -> list[str]:
    """The counts of the evidence's clauses telling what the sentence clause tells that count some of a group: "three
    of them" where a passage gives a larger count ("has 14 member forges"), 两家门店 for the 门店 the clause calls
    全部; not in a passage that states the clause's ``universal`` itself ("All 48 places were filled, and 36 of them
    were booked by returning people" for "every place was taken"). ``told`` is the text the clause's group is
    counted in (see ``_told_with``)."""
    kinds = {universal_kind(word) for word in universal}
    counts = [item for passage in evidence.passages for item in passage.quantities
              if item.kind == "value" and item.dimension == "number"]
    terms = content_terms(clause_text)
    texts = dict.fromkeys((*alignment.texts, *(passage.text for passage in evidence.passages
                                                if len(passage.terms & terms) >= _SHARED_TERMS),
                           *_counted_back(evidence, terms)))
    # a clause counting the group itself (两条航线全部停航) or giving a share of it (占全部中小学的四分之一) says no more
    mine = [item for item in find_quantities(told) if item.dimension in ("number", "percent")]
    found = []
    for text in texts:
        if kinds & {universal_kind(word) for word in universal_cues(text)}:
            continue
        for count in find_quantities(text):
            if count.kind != "value" or count.dimension != "number" or _ALL_BEFORE.search(text, 0, count.start) \
                    or any(item.dimension == "percent" or item.value == count.value for item in mine):
                continue
            if (of_them := _OF_THEM.match(text, count.end)) is not None \
                    and any(item.value > count.value for item in counts):
                found.append(text[count.start:of_them.end()])
            elif count.counted and text.startswith(count.counted, count.end) \
                    and not text.isascii() and text[count.end + 1:count.end + 3] in clause_text:
                found.append(text[count.start:count.end + 3])
    return found


def _counted_back(evidence: Evidence, terms: frozenset[str]) -> Iterator[str]:
    """The passages counting some "of them" right after the passage naming the group, which share a term with the
    clause while the two together tell what it tells ("Five of them have been cleared" after "… the town's 12
    historic wells")."""
    for before, passage in zip(evidence.passages, evidence.passages[1:]):
        if passage.follows(before) and _OF_THEM.search(passage.text) and passage.terms & terms \
                and len((before.terms | passage.terms) & terms) >= _SHARED_TERMS:
            yield passage.text


def _counts_a_part(clause_text: str, parts: list[tuple[Quantity, Quantity, str]]) -> bool:
    """Whether a sentence clause gives a part a count of its own: a partial quantifier (a majority, 过半, "almost
    all" among them), or any number, share or place ("its second day" of "day 2 of an estimated 4") but the whole's."""
    wholes = {whole.value for _, whole, _ in parts}
    return bool(partial_cues(clause_text) or majority_cues(clause_text) or near_universal_cues(clause_text)) or any(
        (quantity.kind == "value" and quantity.dimension in {"number", "percent"} or quantity.dimension == "ordinal")
        and quantity.value not in wholes for quantity in find_quantities(clause_text))


_SENTENCE_MARKS = (". ", "!", "?", "\u3002", "\uff01", "\uff1f", "\n")


# A thing told as not done yet: "has not yet set a date", "no date has been confirmed yet", 尚未.
_NOT_YET = re.compile(r"\b(?:not|n't|no)\b[^,;.]{0,40}\byet\b|\byet\s+to\b|尚未|还未|暂未", re.IGNORECASE)


# Terms a passage stating the clause's date must share with it to be the one it restates.
_DATED_SHARED = 2


def _stating_its_dates(clause: Clause, statement: Statement, alignment: Alignment,
                       evidence: Evidence) -> Alignment:
    """The clauses of another passage stating the clause's dates, when the aligned passage states none of them, or
    its measures with a unit, when it states no figure at all: "The Copley Wood red squirrel reserve will reopen on 1
    March" restates "the reserve will reopen on 1 March provided no further cases are confirmed", not the sentence
    before it that names the reserve in full; "Hillbrook Dairy's kefir subscribers get 10% off" restates "Subscribers
    receive a 10% discount on orders of six or more bottles", not the heading "Hillbrook Dairy kefir subscription –
    terms"."""
    held = [item for item in statement.quantities if clause.start <= item.start < clause.end]
    dates = [item for item in held if item.kind == "date"] or [
        item for item in held if item.kind == "value" and item.unit and item.dimension != "time"
        and not alignment.passage.quantities]
    if not dates or any(supports(date, item) for item in alignment.passage.quantities for date in dates):
        return alignment
    for passage in evidence.passages:
        if passage is not alignment.passage and any(supports(date, item) for item in passage.quantities
                                                    for date in dates):
            other = align(clause.terms, passage.alone)
            if other is not None and len(other.shared) >= _DATED_SHARED:
                return other
    return alignment


def _restated_drops(hedges: list[str], conditions: list[str], clause_text: str, alignment: Alignment) -> list[str]:
    """The dropped hedges and conditions of a clause that restates the aligned statement; a grant restated with its
    figure drops its condition too ("with members getting £20 off" of "receive a £20 discount if they book …")."""
    return [*(hedges if hedges and restates(clause_text, alignment) else ()),
            *(conditions if conditions and restates(clause_text, alignment, figures=True) else ())]


def _dropped_conditions(conditions: list[str], clause: Clause, statement: Statement,
                        alignment: Alignment) -> list[str]:
    """The evidence's conditions the sentence leaves out: none when the clause hedges (with a word the evidence
    does not use itself: "members may accept birds" restates "may accept … provided …" and hedges nothing), says the
    thing has not
    happened yet ("no reopening date has been confirmed yet" for "will confirm a date once …"), the sentence keeps a
    condition of its own for the clause ("If approved, construction would begin in 2025", see ``_governing_text``) or
    restates the condition in other words
    ("as long as the original tags are still attached" for ", provided the original tags are attached")."""
    clause_text = statement.text[clause.start:clause.end]
    own_hedges = set(hedge_cues(clause_text)) - set(alignment.passage.feature(hedge_cues))
    if not GRANT_ON_CONDITION.search(clause_text):  # a clause naming no grant drops no condition of one
        conditions = [word for word in conditions if not word.startswith("if ")]
    if not conditions or own_hedges or _NOT_YET.search(clause_text) \
            or keeps_condition(_governing_text(statement.text, clause.end)) \
            or _restates_a_condition(statement, alignment):
        return []
    return conditions


# Where a clause of its own starts in a sentence: a semicolon or a full stop, or "and", "but", "while" or "whereas"
# after a comma (", and a £150 charge applies if …" holds a condition of that charge only).
_OWN_CLAUSE_STARTS = re.compile(r"[;；。]|,\s+(?:and|but|while|whereas)\b", re.IGNORECASE)


def _governing_text(sentence: str, clause_end: int) -> str:
    """The sentence up to where a clause of its own starts after the clause ending at ``clause_end``: the words that
    may hold a condition of that clause, but not of another clause after it ("Cannons can be used in the Orangery, and
    a £150 charge applies if non-biodegradable confetti is found" keeps no condition of the cannons)."""
    stop = _OWN_CLAUSE_STARTS.search(sentence, clause_end)
    return sentence if stop is None else sentence[:stop.start()]


def _restates_a_condition(statement: Statement, alignment: Alignment) -> bool:
    """Whether the sentence holds at least half of the terms of a condition of an aligned evidence clause or one
    next to it, from its condition word to the clause's end (a Chinese one opening its clause): it states the
    condition, whatever word it joins it with ("with a paying adult" for "when accompanied by a paying adult")."""
    spans = alignment.passage.feature(clause_spans)
    aligned = {clause.start for clause in alignment.clauses}
    for index, (start, _) in enumerate(spans):
        if start not in aligned:
            continue
        for neighbour in spans[max(0, index - 1) : index + 2]:
            text = alignment.passage.text[slice(*neighbour)]
            for offset, word in condition_cues(text):
                if ORDER_THRESHOLD.fullmatch(word):  # the size of an order is restated by its figure
                    if _states_its_figures(statement, alignment.passage, neighbour[0] + offset, neighbour[1]):
                        return True
                    continue
                if text[:offset].strip() and not word.isascii():
                    continue  # 待确定后另行公告: a Chinese condition inside its clause runs on into what it governs
                shown = _SHOWN.match(text, offset) if word == "凭" else None
                condition = shown.group() if shown else text[offset:]
                terms = content_terms(condition) - content_terms(word)
                if terms and 2 * len(terms & statement.terms) >= len(terms) \
                        or not word.isascii() and _holds_half_the_words(statement.text, condition[len(word):]) \
                        or terms & statement.terms \
                        and _states_its_figures(statement, alignment.passage, neighbour[0] + offset, neighbour[1]):
                    return True
    return False


def _holds_half_the_words(sentence: str, condition: str) -> bool:
    """Whether ``sentence`` holds the last Chinese word of two characters or more of ``condition`` (what must happen)
    and at least half of them: 被蜇伤的游客 restates the condition 如被水母蜇伤 as who it holds for, while 受强降雨影响
    does not restate 如降雨持续."""
    found = [word for word in words(condition) if len(word) > 1]
    return bool(found) and found[-1] in sentence and 2 * sum(word in sentence for word in found) >= len(found)


def _states_its_figures(statement: Statement, passage: Passage, start: int, end: int) -> bool:
    """Whether the sentence states every figure of a condition of ``passage`` (from ``start`` to ``end``) that holds
    one: 一次换四条 keeps 凡同时更换四条轮胎的顾客."""
    figures = [item for item in passage.quantities if start <= item.start < end and item.kind in ("value", "bound")]
    return bool(figures) and all(any(supports(mine, item) and mine.counted == item.counted
                                     for mine in statement.quantities) for item in figures)


# What 凭 asks to be shown, the condition's own words (凭本校学生证打印毕业论文可享受八折优惠: 本校学生证).
_SHOWN = re.compile(r"凭[^，。；,;]{0,10}?[证卡票券码]")


def _weakness(hedges: list[str], weak_grade: str | None) -> str:
    if hedges:
        return "hedged (" + ", ".join(dict.fromkeys(hedges)) + ")"
    return f"graded {weak_grade}" if weak_grade else ""

