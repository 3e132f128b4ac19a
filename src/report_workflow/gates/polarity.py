"""FP polarity: negation and direction agree with the evidence clauses the sentence restates.

Each clause of the sentence is aligned to the evidence clauses sharing most of its content terms (``align``); a
clause that is not clearly restated (under half of its terms shared, a third in Chinese) is left to the content
gates. Among evidence clauses sharing as much, those stating the clause's figure are the ones it restates:
"同比增长4.5%" restates "同比下降4.5%", not the "同比增长12.3%" of another figure. Comparisons are read with their
sides: "B underperformed A" restates "A outperformed B".
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from ..text import content_terms, find_quantities, fold
from ..text.quantities import LOWER_BOUNDS, UPPER_BOUNDS, Quantity
from .align import (
    STATEMENT_TERMS, Alignment, Clause, align, aligned_clauses, asserts, clause_spans, clauses, clauses_with_verdicts,
    sentence_alignments,
)
from .arithmetic import NOT_DONE_AFTER
from .base import Finding, Rule, Where, excerpt, first_per_rule
from .inputs import Evidence, Passage, Statement
from .levels import placements_against_shares
from .lexicon import (
    CHINESE_COMPARISON,
    DIRECTIONS,
    RULING_SCALES,
    SCOPE_WORDS,
    STAYING_SCALES,
    Direction,
    WholeWordScreen,
    base_form,
    clause_direction_cues,
    condition_cues,
    denials_of_use,
    denying_heading,
    direction_cues,
    first_content_word,
    hedge_cues,
    holds_chinese,
    is_comparative,
    is_question,
    may_negate,
    negated_words,
    negation_cues,
    negation_scopes,
    vouched_thing,
    word_negations,
)
from .numbers import same_value
from .phrases import find_phrase, opening
from .status import short_of_done
from .respective import respective_lists


class NegationMismatch(Rule):
    """The sentence negates what the evidence affirms, or affirms what it negates.

    What it does: finds negations (not, no, never, without, n't, "X-free"; 不, 没有, 未, 无, 不再, 并非, 不予, 不足以) in each
    sentence clause and in the evidence clauses it restates, and what each negates: the first content word after
    it ("did not *find* any evidence"), and after a verb of attaining, showing or finding the word it attains as
    well ("did not *reach* statistical *significance*", "should not be *read* as *significant*"); its scope runs on
    past such a verb ("did not find the contract *void*") and past a Chinese place phrase (未在抽检样品中*发现*);
    "no" before a vouching participle denies its noun as well ("no confirmed *cases* of illness": "two cases of
    illness have been linked" affirms what it denies; "two unconfirmed cases" and "reviewing two reports of cases"
    do not), and before a thing with the act that would have made it, that act as well ("no agreement has been
    *signed*": "have signed a deal" affirms what it denies).
    A clause opening with its topic (对于原告主张的精神损害赔偿，…，本院不予支持), in the evidence or the sentence, is
    read with the clauses after it to the end of its sentence, where the verdict on the topic stands. Some words
    deny using or covering with no negation word ("contraindicated", 禁用, 忌用), and so does a heading a passage opens
    with for what stands under it ("Contraindications: severe hepatic impairment", "Exclusions: flood", 【禁忌】,
    除外责任：): "can be used", "is covered" or 可以使用 affirms what they deny, for each item of a list they cover,
    however short (孕妇 of 孕妇及哺乳期妇女禁用); 关闭 and "switched off" deny being on (默认关闭 is 默认不启用). Some negate with no
    negation word (``word_negations``): a word stating an end negates the act it ends ("drops support for Windows 7"
    is "no longer supports Windows 7", 停止提供 is 不再提供), and only names a thing it ends ("shut down his account",
    取消航班, "production stopped"), which a sentence may name without affirming it; a Chinese end word after its
    subject ends that subject too (两站暂停停靠 pairs with 暂停永宁桥北、永宁桥南两站); what is to be given later is not
    given yet (首末班车时间另行公布 is 尚未公布, and a sentence saying it will be published agrees); rejecting an
    argument that something is so denies it ("rejected the argument that the inspector misapplied policy" is "found
    that the inspector had not misapplied policy"; 不采纳…关于X的主张 agrees with a denial of X). A denial past a lower
    bound the evidence states as the upper bound something holds up to is the other side of that limit
    ("超过25公里/小时后停止助力" for "仅在车速不超过25公里/小时时提供助力"). A condition closing a sentence clause ("is covered … if the
    homeowner files within 30 days") is set aside when the clause aligns only without it. "Rather than", "instead of"
    and "unless" set aside what follows them: a negation of the other side denying it pairs with them, and a sentence
    stating plainly what the evidence sets aside for another thing ("sold to clubs rather than to individual fans")
    contradicts it; what a sentence forbids ("forbids touching the artefacts") pairs with a negation of the evidence
    ("must not touch"), unless that negation denies the ban itself; a share told as not done (还有约三成没有完成) is
    checked as the rest of the share done, not by its negation; a denial with an exception ("No team was
    disqualified, except for Team Borealis", 除四号摊位外…均未) affirms its words of the thing excepted, which a sentence
    naming it ("only Team Borealis was disqualified") agrees with. It blocks when one side
    negates a word the other side states plainly and the other side has no negation of its own denying the same
    thing, that is one whose scope (four words, within the sentence) holds that word or whose negated word lies in
    this negation's scope ("have not found any evidence" agrees with "discovered no evidence"). Each negation
    needs its own: "promised that no home would flood" keeps the "no" but drops the "cannot" of "cannot promise
    that no home will flood". Words that only contain a negation character (不断, 未来, 非常, 无论, 不到), idioms
    ("not only", "no less than", "no matter", "don't worry"), compounds ("no-fee") and questions do not count; a
    phrase that asserts nothing ("the Kingdom of England") is not contradicted by a negated passage. Reading the
    negated word, not just the presence of a negation, is what keeps long passages usable: on SummEdits it cut
    false alarms on consistent summaries from 85 to 26 while keeping 46% recall on edits that insert or remove a
    negation.

    Why it matters: a dropped or inserted "not" reverses a finding while keeping every other word, so it passes
    any check that only counts shared words.

    Example: evidence "The audit did not find any evidence of fraud.", sentence "The audit found evidence of
    fraud." blocks.

    Fix: state the polarity of the evidence.
    """

    code = "FP001"
    family = "FP"
    message = "the sentence {sentence_form} where the evidence {evidence_form}"
    hint = "state it as the evidence does: \u201c{evidence_text}\u201d"


class DirectionMismatch(Rule):
    """The sentence moves the other way than the evidence (rose/fell, higher/lower, improved/worsened).

    What it does: direction words are grouped by scale (amount: increase/decrease, 上升/下降, 增加/减少, "up 4.5%"/
    "down 4.5%"; size: expand/shrink, widen/narrow, 扩大/收窄; speed: accelerate/slow, 加快/放缓, and an amount word
    moving a rate, 增速提高, "the pace of hiring fell"; quality: improve/worsen, outperform/underperform, 改善/恶化;
    stance: support/oppose, 支持/反对; rank: highest/lowest, 最高/最低; approval, with rulings: upheld, granted/
    dismissed, 驳回; and inclusion, permission). A stance with no evidence cue on its own scale is read against a
    ruling (支持 against 驳回: supporting a claim is granting it). When a
    sentence clause uses a direction on a scale and the evidence clauses it restates use only the opposite
    direction on that scale, it blocks. A clause naming nothing but its movement and figure ("同比增长4.5%", "up
    4.5% year on year") restates the evidence clause of its figure ("同比下降4.5%"), not the first one sharing its
    words ("同比增长12.3%"); in the evidence, such a clause moves the figure of the clause before it ("6.2 million
    passengers in 2023, an increase of 8%", "growth of 12% on 2023", 620万人次，增幅为8%). A decision (stance,
    approval, inclusion, permission) the restated clauses do not decide is read against another evidence sentence
    deciding the thing it names right after its word ("the trustees accepted the employer's proposal" against "the
    board considered a proposal …" and then "the trustees rejected the proposal"), unless another decides it the
    same way. A comparison whose sides are swapped is read the other way round first. A
    comparative that qualifies a
    movement ("fell more than", "rose less sharply", "a bigger drop", 降幅大于) compares the sizes of two
    movements, so it is read on a scale of its own and never contradicts the direction of the movement. Words
    that an amount stayed put (unchanged, "held steady", 持平, 不变) contradict a rise or a fall, unless the same
    clause of the sentence also moves something, or the evidence passage also says something stayed put. The
    evidence is read as a union: a clause restating as well a clause of another passage that moves it the same way
    is not contradicted ("the number of sales declined" shares "sales" with "the median sale price rose" and "The
    number of sales fell" alike). A movement right before the figures of a respectively list moves each of them
    ("出口和进口分别增长11.2%和0.6%", "rose by 11.2% and 0.6%, respectively"), and each figure is read with the evidence
    clauses stating it: "进口…下降0.6%" blocks. Of the evidence clauses a clause restates, one stating its figure is
    read and those stating only other figures are not: "container traffic rose 6%" against "container volumes fell 6%,
    while bulk aggregates traffic rose 11%" blocks.

    Why it matters: "exports increased 4%" and "exports decreased 4%" share every term and number.

    Example: evidence "销售额同比上升了6%", sentence "销售额同比下降了6%" blocks.

    Fix: use the direction the evidence states.
    """

    code = "FP002"
    family = "FP"
    message = "the sentence says \u201c{sentence_word}\u201d where the evidence says \u201c{evidence_word}\u201d"
    hint = "use the evidence's direction: \u201c{evidence_text}\u201d"


class ComparisonReversed(Rule):
    """The sentence puts the two sides of a comparison the other way round.

    What it does: for a comparison ("A outperformed B", "A is higher than B", "甲高于乙", "甲比乙快") it reads which
    thing stands after the comparative word (the thing compared against) in the sentence and in the evidence. If
    the sides are swapped and the comparative is not inverted to match, it blocks. A substitution of one figure
    for another ("every 10 minutes instead of every 20 minutes", "4%而非3.5%") blocks the same way when the
    evidence has the two figures on the other sides of it (see ``substitutions``).

    Why it matters: "Model B outperformed Model A" uses exactly the words of "Model A outperformed Model B".

    Example: evidence "新算法比旧算法快", sentence "旧算法比新算法快" blocks; "B underperformed A" for "A outperformed
    B" passes.

    Fix: keep the sides of the comparison as the evidence has them.
    """

    code = "FP003"
    family = "FP"
    message = "the sentence reverses the comparison: the evidence has \u201c{evidence_text}\u201d"
    hint = "keep the sides of the comparison as the evidence states them"


RULES: tuple[Rule, ...] = (NegationMismatch(), DirectionMismatch(), ComparisonReversed())
NEGATION_MISMATCH, DIRECTION_MISMATCH, COMPARISON_REVERSED = RULES

_TOKEN = re.compile(r"[A-Za-z0-9]+|[\u3400-\u9fff]")
_STOP = frozenset(
    "a an the of s to in on at for by with from than that which who was were is are be been has have had did does "
    "do it its their his her this these those and or as 的 了 是 在 和 与 及 也 都 更 还 为".split()
)
# The thing compared against ends at a preposition or the end of the clause.
_RIGHT_END = frozenset("on in at for by during with across among over from since after before under per".split())
RIGHT_SIDE_TOKENS = 4


def _tokens(text: str) -> list[str]:
    found = []
    for token in _TOKEN.findall(text):
        if len(token) == 1 and token.isascii() and token.isupper():
            found.append(token)  # "Model A", "Plant X": a single capital is a name, not an article
            continue
        token = token.lower()
        if token not in _STOP:
            found.append(token)
    return found


def _sides(text: str, cue: Direction) -> tuple[frozenset[str], frozenset[str]]:
    """The things on either side of a comparative: (subject, the thing compared against)."""
    left = _tokens(text[: cue.start])
    rest = text[cue.start + len(cue.word) :]
    if cue.word.startswith("比"):
        match = CHINESE_COMPARISON.match(text, cue.start)
        right = _tokens(match.group("other")) if match else []
    else:
        than = re.search(r"\bthan\b", rest, re.IGNORECASE)
        if than:
            rest = rest[than.end() :]
        right = []
        for token in _TOKEN.findall(rest):
            if token.lower() in _RIGHT_END:
                break
            right.extend(_tokens(token))
            if len(right) >= RIGHT_SIDE_TOKENS:
                break
    left_set, right_set = frozenset(left), frozenset(right)
    return left_set - right_set, right_set - left_set


def _orientation(sentence_text: str, sentence_cue: Direction, evidence_text: str, evidence_cue: Direction) -> int:
    """+1 when both comparisons have the same sides, -1 when swapped, 0 when it cannot be told."""
    sentence_left, sentence_right = _sides(sentence_text, sentence_cue)
    evidence_left, evidence_right = _sides(evidence_text, evidence_cue)
    if sentence_right & evidence_right:
        return 1
    if sentence_right & evidence_left:
        return -1
    return 0


def _clause_alignments(statement: Statement, evidence: Evidence) -> Iterator[tuple[Clause, Alignment]]:
    """Each clause of the sentence with the evidence clauses it restates: those sharing most of its terms
    (``align``), or, among them, those stating its figure; a clause with a movement and a figure but no term of its
    own ("down 12.3%", "增长4.5%") restates the evidence clauses stating its figure. A clause that aligns only
    without the condition closing it is read without it (``_before_condition``), and one opening with its topic is
    read with the verdict closing its sentence (``clauses_with_verdicts``)."""
    own = statement.feature(clauses_with_verdicts)
    pairs = sentence_alignments(statement, evidence) if own == statement.feature(clauses) \
        else aligned_clauses(own, evidence)
    by_terms = {clause.start: (clause, alignment) for clause, alignment in pairs}
    with_terms = {clause.start for clause in own}
    unaligned = with_terms - by_terms.keys()
    spans = [(start, end) for start, end in statement.feature(clause_spans)
             if not any(clause.start < start < clause.end for clause in own)]  # a verdict read with its topic
    statements = tuple(clause for clause in own if clause.start in unaligned
                       for clause in _before_condition(statement.text, clause.start, clause.end))
    for clause, alignment in aligned_clauses(statements, evidence):
        by_terms[clause.start] = (clause, alignment)
    chosen: dict[int, Alignment] = {}
    for index, (start, end) in enumerate(spans):
        if start in by_terms:
            clause, alignment = by_terms[start]
            passages = (alignment.passage, *(passage for passage in evidence.passages
                                             if passage is not alignment.passage))
            chosen[start] = (_by_figure(clause, statement, alignment.shared, passages)
                             or _tie_stating_figure(clause, statement, alignment, evidence)
                             or _weak_beside_figure(clause, statement, alignment, evidence) or alignment)
            yield clause, chosen[start]
        elif start not in with_terms and direction_cues(statement.text[start:end]):
            clause = Clause(start, end, frozenset())
            by_figure = _by_figure(clause, statement, frozenset(), evidence.passages) \
                or _subject_before_apposition(statement.text, spans, index, chosen)
            if by_figure is not None:
                yield clause, by_figure


# A phrase set off by commas after a subject, saying what it is: "Hirudo Farms, the UK's largest supplier, …".
_APPOSITION = re.compile(r"\s*(?:the|a|an)\s", re.IGNORECASE)


def _subject_before_apposition(text: str, spans: Sequence[tuple[int, int]], index: int,
                               chosen: dict[int, Alignment]) -> Alignment | None:
    """The alignment of the subject a predicate naming nothing of its own follows after an apposition: "Orders from
    NHS hospitals to Hirudo Farms, the UK's largest supplier of medicinal leeches, rose in 2023" says the orders
    rose, as the evidence clause restating the subject tells."""
    if index < 2 or not _APPOSITION.match(text, spans[index - 1][0]):
        return None
    subject = spans[index - 2]
    if subject[0] not in chosen or direction_cues(text[slice(*subject)]):
        return None
    return chosen[subject[0]]


# An alignment by this many shared terms at most is weaker than a passage stating the clause's figure.
_WEAK_ALIGNMENT = 1


def _weak_beside_figure(clause: Clause, statement: Statement, alignment: Alignment,
                        evidence: Evidence) -> Alignment | None:
    """The clauses of another passage stating the clause's figure, when the aligned passage shares only one of its
    terms and states none of its figures: "up from 20.9 billion a year earlier" restates "up from 20.9 billion in
    2023", not "Coal traffic fell for the fifth consecutive year", which shares the word "year"."""
    figures = _figures(clause, statement)
    if not figures or len(alignment.shared) > _WEAK_ALIGNMENT or any(
            same_value(figure, quantity) for quantity in alignment.passage.quantities for figure in figures):
        return None
    return _by_figure(clause, statement, frozenset(), evidence.passages)


def _tie_stating_figure(clause: Clause, statement: Statement, alignment: Alignment,
                        evidence: Evidence) -> Alignment | None:
    """The alignment in another passage sharing as many of the clause's terms and stating the clause's figure,
    when the aligned clauses state another figure of its kind: "二套房最高额度也上调至50万元" shares three terms
    with "最高额度由60万元提高至80万元" and three with "购买第二套自住住房的，最高额度仍为50万元", and the 50万元 tells
    which it restates."""
    figures = _figures(clause, statement)
    if not figures or not _states_only_others(alignment, figures):
        return None
    for passage in evidence.passages:
        if passage is alignment.passage:
            continue
        other = align(clause.terms, passage.alone)
        if other is not None and len(other.shared) >= len(alignment.shared) and any(
                same_value(figure, quantity) for quantity in _stated(other) for figure in figures):
            return other
    return None


def _stating_figure(clause: Clause, statement: Statement, alignment: Alignment) -> Alignment:
    """The aligned clauses without those stating only other figures, when one states a figure of the clause:
    "container traffic rose 6%" restates "container volumes fell 6%", not the "bulk aggregates traffic rose 11%"
    after it, which shares a word; a clause stating no figure ("均与上月持平") is kept."""
    figures = _figures(clause, statement)
    if not figures or len(alignment.clauses) < 2:
        return alignment
    stated = {other: [quantity for quantity in alignment.passage.quantities if quantity.is_measurement
                      and other.start <= quantity.start < other.end] for other in alignment.clauses}
    kept = tuple(other for other, quantities in stated.items() if not quantities or any(
        same_value(figure, quantity) for quantity in quantities for figure in figures))
    if len(kept) == len(alignment.clauses) or not any(stated[other] for other in kept):
        return alignment
    return Alignment(alignment.passage, kept, alignment.shared, alignment.coverage)


def _stated(alignment: Alignment) -> list[Quantity]:
    """The quantities the aligned clauses state."""
    return [quantity for quantity in alignment.passage.quantities
            if any(clause.start <= quantity.start < clause.end for clause in alignment.clauses)]


def _states_only_others(alignment: Alignment, figures: list[Quantity]) -> bool:
    """Whether the aligned clauses state figures of the kind of ``figures`` and none of them."""
    kinds = [quantity for quantity in _stated(alignment)
             if any(quantity.dimension == figure.dimension for figure in figures)]
    return bool(kinds) and not any(same_value(figure, quantity) for quantity in kinds for figure in figures)


def _figures(clause: Clause, statement: Statement) -> list[Quantity]:
    """The measurements the sentence clause states."""
    return [quantity for quantity in statement.quantities
            if quantity.is_measurement and clause.start <= quantity.start < clause.end]


def _before_condition(text: str, start: int, end: int) -> tuple[Clause, ...]:
    """The statement of a clause that a condition closes, without the condition: "Flood damage is covered under the
    policy if the homeowner files within 30 days" says flood damage is covered, and the condition's own terms keep
    the whole clause from aligning with the evidence that denies it."""
    clause_text = text[start:end]
    cut = next((offset for offset, _ in condition_cues(clause_text) if clause_text[:offset].strip()), None)
    if cut is None:
        return ()
    return tuple(Clause(start + clause.start, start + clause.end, clause.terms)
                 for clause in clauses(clause_text[:cut]))


def _by_figure(clause: Clause, statement: Statement, shared: frozenset[str],
               passages: Iterable[Passage]) -> Alignment | None:
    """The evidence clauses holding every term of ``shared`` and stating a figure of the sentence clause, in the
    first of ``passages`` that has any.

    A clause that names only its movement ("同比增长4.5%", "up 4.5% year on year") shares its one term with every
    such clause of the evidence; its figure tells which it restates ("同比下降4.5%", not the first, "同比增长12.3%").
    """
    figures = _figures(clause, statement)
    if not figures:
        return None
    for passage in passages:
        stating = tuple(other for other in _all_clauses(passage) if shared <= other.terms and any(
            same_value(figure, quantity) for quantity in passage.quantities
            if other.start <= quantity.start < other.end for figure in figures))
        if stating:
            return Alignment(passage, stating, shared, 1.0 if shared else 0.0)
    return None


def _all_clauses(passage: Passage) -> tuple[Clause, ...]:
    """Every clause of ``passage``, with its terms or none ("down 4.5%")."""
    with_terms = {clause.start: clause for clause in passage.feature(clauses)}
    return tuple(with_terms.get(start, Clause(start, end, frozenset()))
                 for start, end in passage.feature(clause_spans))


def _stays_put(alignment: Alignment) -> bool:
    """Whether the aligned passage says anywhere that something did not move: "we increased guidance last quarter
    and it remains unchanged" supports "guidance remains unchanged" though the clause aligned says "increased"."""
    return any(not cue.sign for cue in alignment.passage.feature(direction_cues))


def _one_scale(cue: Direction, other: Direction) -> bool:
    """Whether two cues are read on one scale: the same axis, or a word that something stayed put and a move of an
    amount or a time, which it denies ("unchanged" or 不变 against 延后: 末班车时间保持不变, 末班车时间也相应延后)."""
    if cue.axis == other.axis:
        return True
    return (not cue.sign or not other.sign) and {cue.axis, other.axis} <= STAYING_SCALES


def _rulings(cue: Direction, evidence_cues: list[tuple[str, Direction]]) -> list[tuple[str, Direction]]:
    """The evidence cues a stance or ruling is read against when the evidence has none on its own scale: supporting
    a claim is granting it (法院支持了原告的诉讼请求 against 判决驳回原告的诉讼请求)."""
    if cue.axis not in RULING_SCALES:
        return []
    return [(text, other) for text, other in evidence_cues if other.axis in RULING_SCALES]


def _direction_finding(clause_text: str, alignment: Alignment, where: Where) -> Finding | None:
    sentence_cues = [_as_decided(clause_text, cue) for cue in clause_direction_cues(clause_text, where["sentence"])]
    if not sentence_cues:
        return None
    evidence_cues = [(text, _as_decided(text, cue)) for text in alignment.completed_texts
                     for cue in direction_cues(text)]
    moving = [other for other in sentence_cues if other.sign]
    for cue in sentence_cues:
        same_axis = [(text, other) for text, other in evidence_cues if _one_scale(cue, other)] or _rulings(
            cue, evidence_cues)
        if not same_axis or not cue.sign and (any(_one_scale(cue, other) for other in moving)
                                              or _stays_put(alignment)):
            continue  # "unchanged … despite cost increases": what stayed put is not what moved
        agreeing = False
        reversed_sides = False
        for text, other in same_axis:
            orientation = 1
            if is_comparative(cue) and is_comparative(other):
                orientation = _orientation(clause_text, cue, text, other)
                if orientation == 0:
                    agreeing = True  # sides cannot be read: no verdict on this pair
                    break
            if cue.sign == other.sign * orientation:
                agreeing = True
                break
            reversed_sides = reversed_sides or (orientation == -1 and cue.sign == other.sign)
        if agreeing:
            continue
        evidence_text, other = same_axis[0]
        if reversed_sides:
            return COMPARISON_REVERSED.finding(**where, evidence_text=excerpt(evidence_text))
        return DIRECTION_MISMATCH.finding(
            **where, sentence_word=cue.word, evidence_word=other.word, evidence_text=excerpt(evidence_text)
        )
    return None


# A Chinese denial right before a word of deciding: 未获支持, 未予批准, 没有得到支持, 不予准许, 没有支持, 尚不能排除.
_DECISION_DENIED = re.compile(r"(?:未|没有?|并未|不|无法)(?:获得?|予|得到|被|能)?\s*\Z")


# A denial right before a word of permission: "are not allowed", "is never permitted", 不允许; or of its subject: "No
# passage is allowed", "no dogs are permitted".
_PERMISSION_DENIED = re.compile(r"(?:\b(?:not|never)|n't|不|不再)\s*(?:be\s+|being\s+)?\Z"
                                r"|\bno\s+(?:[a-z'-]+\s+){1,3}?(?:is|are|was|were|will\s+be)\s+\Z", re.IGNORECASE)
_PERMISSION_REACH = 40


def _as_decided(text: str, cue: Direction) -> Direction:
    """A cue of deciding as the decision it tells: 未获支持 (not supported) decides against, as 驳回 does; a permission
    denied ("dogs are not allowed") forbids, as "banned" does."""
    if cue.axis == "permission":
        denied = _PERMISSION_DENIED.search(text, max(0, cue.start - _PERMISSION_REACH), cue.start)
    elif cue.axis in DECISION_AXES:
        denied = _DECISION_DENIED.search(text, max(0, cue.start - 4), cue.start)
    else:
        denied = None
    if denied is None or not cue.sign:
        return cue
    return replace(cue, sign=-cue.sign, start=denied.start(), word=text[denied.start():cue.start] + cue.word)


def _moves_alike_elsewhere(clause: Clause, statement: Statement, alignment: Alignment, evidence: Evidence,
                           where: Where) -> bool:
    """Whether another passage restates the clause as well as the aligned one and moves it the same way.

    The evidence is read as a union: "even as the number of sales declined" shares only "sales" with both "the
    median sale price ... rose" and "The number of sales fell", and the first passage on such a tie is no better
    a restatement than the second, which agrees. A clause whose figure the aligned passage states restates that
    passage ("同比增长4.5%" the "同比下降4.5%" of net profit, not the "同比增长12.3%" of revenue)."""
    if _by_figure(clause, statement, frozenset(), (alignment.passage,)) is not None:
        return False
    clause_text = statement.text[clause.start : clause.end]
    for passage in evidence.passages:
        if passage is alignment.passage:
            continue
        other = align(clause.terms, passage.alone)
        if other is not None and len(other.shared) >= len(alignment.shared) and _moves_alike(clause_text, other, where):
            return True
    return False


# Scales of the state of a service or an activity (suspended, resumed) rather than of an amount.
_STATE_AXES = frozenset({"operation"})


def _without_states_told(clause_text: str, evidence: Evidence) -> str:
    """The clause with its words of a service's state blanked out where a passage of the evidence tells the same
    state: a stop and a restart are often told in two sentences, the second naming the service by a pronoun
    ("Ferry services were suspended on 3 March … They resumed on Monday"), so "resumed after being suspended" is
    read against the evidence as a whole, not against the one passage sharing most of its words."""
    states = [cue for cue in direction_cues(clause_text) if cue.axis in _STATE_AXES]
    if not states:
        return clause_text
    told = {(cue.axis, cue.sign) for passage in evidence.passages for cue in passage.feature(direction_cues)
            if cue.axis in _STATE_AXES}
    for cue in states:
        if (cue.axis, cue.sign) in told:
            clause_text = clause_text[:cue.start] + " " * len(cue.word) + clause_text[cue.start + len(cue.word):]
    return clause_text


# Scales on which an act is decided one way or the other (accepted or rejected, approved or refused, allowed or
# banned, backed or opposed): a passage deciding it the other way speaks of the same act even when another passage,
# which decides nothing, shares more of the clause's words.
DECISION_AXES = frozenset({"support", "approval", "inclusion", "permission"})


def decides_named(text: str, axes: set[str], terms: frozenset[str]) -> bool:
    """Whether ``text`` decides on one of ``axes`` something ``terms`` name: the first content word after the word
    of the decision ("rejected the *proposal*") is among them. "Dismissed the appeal" decides nothing about "the
    argument that the inspector misapplied policy"."""
    return any(cue.axis in axes and cue.sign and (word := first_content_word(text[cue.start + len(cue.word):]))
               is not None and content_terms(word) <= terms for cue in direction_cues(text))


def _decided_otherwise_elsewhere(clause: Clause, statement: Statement, alignment: Alignment,
                                 evidence: Evidence) -> Finding | None:
    """A decision of the clause that the aligned passage does not decide and another passage decides the other way,
    while none decides it the same way: "the trustees accepted the employer's proposal to cut its contribution
    rate" over "The board considered a proposal from the employer to reduce its contribution rate …" and, a
    sentence later, "the trustees rejected the proposal". The state of a service is read so too: "irrigation
    releases from Mirrin Dam have resumed" over "Storage at Mirrin Dam stands at 71.3%" and "Outflows for
    irrigation remain suspended", where what is suspended is named before the word, not after it."""
    clause_text = statement.text[clause.start : clause.end]
    decided = [cue for cue in direction_cues(clause_text) if cue.axis in DECISION_AXES | _STATE_AXES and cue.sign]
    if not decided:
        return None
    aligned = [other for text in alignment.completed_texts for other in direction_cues(text)]
    if any(_one_scale(cue, other) for cue in decided for other in aligned):
        return None
    found = None
    axes = {cue.axis for cue in decided}
    for passage in evidence.passages:
        other = align(clause.terms, passage.alone) if passage is not alignment.passage else None
        if other is None or not any(decides_named(text, axes, clause.terms) or _states_on(text, axes)
                                    for text in other.completed_texts):
            continue
        where: Where = {"sentence": statement.text, "span": statement.span, "evidence": passage.ref}
        if _moves_alike(clause_text, other, where):
            return None
        found = found or _direction_finding(clause_text, other, where)
    return found


# What a price or a package leaves out, as the evidence tells it ("does not include repairs such as …", "does not
# cover", "excludes"), and a word of taking things in as a sentence tells them ("covers", "includes", "comes with").
_LEFT_OUT = re.compile(r"\b(?:(?:does|do|did|will)\s+not|doesn't|don't)\s+(?:include|cover)\b|\bexcludes?\b",
                       re.IGNORECASE)
_TAKES_IN = re.compile(r"\b(?:includ(?:e|es|ed|ing)|cover(?:s|ed)?|comes? with)\b", re.IGNORECASE)
_LEFT_OUT_TERMS = 3


def _left_out_told_taken_in(clause: Clause, statement: Statement, evidence: Evidence) -> Finding | None:
    """A thing the evidence says a price or a package leaves out ("It does not include repairs such as replacing
    broken strings"), told by a clause that denies nothing after a word of taking things in ("covers a full tuning,
    a check of the pedals and hammers, and repairs such as replacing broken strings"): every word of the thing left
    out, three at least, is in the clause."""
    if not _TAKES_IN.search(statement.text, 0, clause.end) or negation_cues(statement.text[clause.start:clause.end]):
        return None
    for passage in evidence.passages:
        for words, left_out in passage.feature(_left_out):
            if left_out <= clause.terms:
                return NEGATION_MISMATCH.finding(
                    sentence=statement.text, span=statement.span, evidence=passage.ref,
                    sentence_form="affirms it", evidence_form=f"negates it (\u201c{words}\u201d)",
                    evidence_text=excerpt(passage.text))
    return None


def _left_out(text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """The words ``text`` leaves a thing out with, and the terms of the thing, three at least ("does not include",
    {repair, replac, broken, string})."""
    found = []
    for match in _LEFT_OUT.finditer(text):
        end = _CLAUSE_BREAK.search(text, match.end())
        terms = content_terms(text[match.end():end.start() if end else len(text)])
        if len(terms) >= _LEFT_OUT_TERMS:
            found.append((match.group(), terms))
    return tuple(found)


def _states_on(text: str, axes: set[str]) -> bool:
    """Whether ``text`` tells the state of a service on one of ``axes`` ("remain suspended", 恢复运行)."""
    return any(cue.axis in axes & _STATE_AXES and cue.sign for cue in direction_cues(text))


def _moves_alike(clause_text: str, alignment: Alignment, where: Where) -> bool:
    """Whether the aligned clauses move something on a scale of the sentence clause, and never the other way."""
    evidence_cues = [cue for text in alignment.completed_texts for cue in direction_cues(text)]
    return any(_one_scale(cue, other) for cue in direction_cues(clause_text) for other in evidence_cues) and \
        _direction_finding(clause_text, alignment, where) is None


# A movement right before the figures of a respectively list moves each of them: "出口和进口分别增长11.2%和0.6%",
# "分别增长了", "exports and imports rose by 11.2% and 0.6%, respectively".
_RESPECTIVELY = re.compile(r"respectively|分别", re.IGNORECASE)
_MOVEMENT_TO_FIGURES = re.compile(r"\s*(?:by\s+)?(?:了|为)?\s*", re.IGNORECASE)


def _listed_movement_finding(statement: Statement, evidence: Evidence) -> Finding | None:
    """FP002 for a figure of a respectively list that a movement before the list moves one way and the evidence
    clauses stating the figure move only the other: "出口和进口分别增长11.2%和0.6%" says imports grew 0.6%, which
    "进口544.3亿元，下降0.6%" denies. Each figure is read with the evidence clauses stating it (``_by_figure``)."""
    if not _RESPECTIVELY.search(statement.text):
        return None
    for listed in statement.derived(respective_lists):
        lead = _movement_lead(statement, listed.figures[0])
        if lead is None:
            continue
        for figure in listed.figures:
            alignment = _by_figure(Clause(figure.start, figure.end, frozenset()), statement, frozenset(),
                                   evidence.passages)
            if alignment is None:
                continue
            where: Where = {"sentence": statement.text, "span": statement.span, "evidence": alignment.passage.ref}
            if (finding := _direction_finding(lead, alignment, where)) is not None:
                return finding
    return None


def _movement_lead(statement: Statement, first: Quantity) -> str | None:
    """The clause holding the first figure of a list, up to that figure, when a movement stands right before the
    list ("其中出口和进口分别增长百分之十一点二", "imports rose by 11.2%")."""
    start = max(low for low, _ in statement.feature(clause_spans) if low <= first.start)
    lead = statement.text[start : first.end]
    cues = [cue for cue in direction_cues(lead) if cue.start < first.start - start]
    if not cues or not cues[-1].sign:
        return None
    last = cues[-1]
    return lead if _MOVEMENT_TO_FIGURES.fullmatch(lead, last.start + len(last.word), first.start - start) else None


@lru_cache(maxsize=4096)
def _base_terms(text: str) -> frozenset[str]:
    """Content terms with irregular past forms read as their base ("found" meets "find"), a verb of taking in read
    as "include" ("covers repairs" affirms what "does not include repairs" denies, "the ban covers snuff" what "the
    ban does not extend to snuff" does), a verb of a motion passing as "carry" ("backed changing the kit colours"
    affirms what "was not carried" denies) and a verb of a substance put in as 含有 (含有防腐剂 affirms what 不添加防腐剂
    denies)."""
    terms = content_terms(" ".join(base_form(word) for word in text.split()))
    for verbs, one in _ONE_VERB:
        if not terms.isdisjoint(verbs):
            terms = (terms - verbs) | one
    return terms


# Verbs that say one thing takes in another, read as one: a fee covers or includes a service, a pack contains it, a
# ban extends to a product.
_INCLUDE = content_terms("include")
_INCLUDING = content_terms("cover contain extend") | _INCLUDE
# Verbs that say a motion or a proposal was agreed, read as one: carried, passed, approved, backed, adopted.
_CARRY = content_terms("carry")
_CARRYING = content_terms("pass approve back adopt endorse") | _CARRY
# Verbs that say a product has a substance in it, read as one: 含有 for 添加, 加入, 掺入 (不添加防腐剂 denies what 含有防腐剂
# states).
_CONTAIN = frozenset({"含有"})
_CONTAINING = frozenset({"添加", "加入", "掺入", "掺有"}) | _CONTAIN
# Verbs that say a place stopped opening, read as one: shut for closed.
_CLOSE = content_terms("close")
_CLOSING = content_terms("shut shuts shutting") | _CLOSE
_ONE_VERB = ((_INCLUDING, _INCLUDE), (_CARRYING, _CARRY), (_CONTAINING, _CONTAIN), (_CLOSING, _CLOSE))


@dataclass(frozen=True, slots=True)
class Negation:
    """A negation, the terms of what it denies (``negated_words``) and of its whole scope; ``vouched`` when it
    denies any vouched-for instance of a thing ("no confirmed cases", ``vouched_thing``), which a sentence keeping
    the thing unconfirmed ("two suspected cases", "unconfirmed reports") does not affirm."""

    word: str
    target: frozenset[str]
    scope: frozenset[str]
    vouched: bool = False
    pending: bool = False


@lru_cache(maxsize=4096)
def negations(text: str) -> tuple[Negation, ...]:
    """The negations of ``text``: negation words with what they deny, negations written as words (ends, what is
    still to be given, rejected claims: ``word_negations``) and denials of use or cover; kept for the clause texts
    read again (a sentence clause with nothing blanked out, the evidence clauses of another sentence)."""
    found = []
    subjects = _passive_subjects(text)
    for word, scope in negation_scopes(text):
        denied = negated_words(scope)
        if denied:
            thing = vouched_thing(word, scope)
            target = _base_terms(" ".join((*denied, thing) if thing else denied))
            found.append(Negation(word, target, _base_terms(scope) | subjects.get(target, frozenset()),
                                  thing is not None))
    for negation in word_negations(text):
        if denied := negated_words(negation.scope):
            target = frozenset() if negation.pairs_only else _base_terms(" ".join(denied))
            found.append(Negation(negation.word, target, _base_terms(negation.scope), pending=negation.pending))
    return tuple(found) + tuple(_denial_of_use(word, denied, text) for word, denied in denials_of_use(text))


# A passive denied, with its subject: "Footfall counts were not collected" denies footfall counts, as "no footfall
# figures" does.
_PASSIVE_DENIED = re.compile(r"\b(?P<subject>[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*){0,2})"
                             r"\s+(?:is|are|was|were|(?:has|have|had)\s+been)\s+not\s+(?P<verb>[a-z]+ed)\b")


def _passive_subjects(text: str) -> dict[frozenset[str], frozenset[str]]:
    """The terms of each verb a passive denies, with the terms of its subject."""
    if " not " not in text:
        return {}
    return {_base_terms(found["verb"]): _base_terms(found["subject"]) for found in _PASSIVE_DENIED.finditer(text)}


# A word made negative by its prefix: "unclear", "unconfirmed", "non-binding"; after in-, im-, il-, ir- and dis- only
# an adjective or adverb ("inconsistent", "insufficient", "illegal", "irregular", "dishonest"), as "increase",
# "improve" and "discover" are no negatives. "Uncovered" is found, and "under" no prefix at all.
_NEGATIVE_WORD = re.compile(opening(
    r"\b(?P<word>(?:un(?!der|covered)|non-?)(?P<stem>[a-z]{4,})"
    r"|(?:in|im|il|ir|dis)(?P<adjective>[a-z]{2,}(?:ent|ant|ible|able|ive|al|ar|ous|ic|ate|ete|est|ful|ct|ure)"
    r"(?:ly)?))\b"),
    re.IGNORECASE,
)


# 免 before a charge or a duty waives it (免收摊位费 is 不收摊位费), and a ban or a refusal forbids what it governs (禁止出售
# is 不得出售, 谢绝体验 is 不能体验): what they deny runs to the clause's end.
_WAIVED_OR_BANNED = re.compile(r"(?P<word>免(?=[收征交缴])|禁止|严禁|不准|不许|谢绝)(?P<stem>[^，。；,;]{1,8})")


def negative_words(text: str) -> tuple[Negation, ...]:
    """The words of ``text`` negative by their prefix, each as a negation of its stem: "the teaching of reading is
    inconsistent" agrees with "reading is not taught consistently", 免收摊位费 with 不收摊位费, 禁止出售 with 不得出售. They
    only pair with a negation of the other side, never deny anything themselves: "unemployment fell" does not deny that
    employment rose."""
    found = []
    for match in _NEGATIVE_WORD.finditer(text):
        stem = content_terms(match.group("stem") or match.group("adjective"))
        if stem:
            found.append(Negation(match.group("word"), stem, stem))
    if holds_chinese(text):
        for match in _WAIVED_OR_BANNED.finditer(text):
            if stem := content_terms(match.group("stem")):
                found.append(Negation(match.group("word"), stem, stem))
    return tuple(found)


# "unless another reader has reserved it" is a condition that it is not so: a sentence granting the same "provided no
# other reader has reserved it" denies what "unless" does. "shears rather than powered trimmers" and "instead of
# cash" set aside what follows as "not powered trimmers" does.
_SET_ASIDE = re.compile(r"\b(?P<word>unless|rather than|instead of)\b\s*(?P<scope>[^,;.:]{1,80})", re.IGNORECASE)
_SET_ASIDE_WORDS = WholeWordScreen("unless", "rather", "instead")


def _set_aside(text: str) -> tuple[Negation, ...]:
    """What "unless", "rather than" and "instead of" set aside, each as a negation of what follows it but of no word
    of the thing chosen right before ("Berth 3 instead of Berth 1" sets aside no berth)."""
    return tuple(negation for negation, _ in _set_asides(text))


def _set_asides(text: str) -> tuple[tuple[Negation, frozenset[str]], ...]:
    """Each negation ``_set_aside`` finds, with the terms of the last two words of the thing chosen instead ("breeder
    skill" of "may reflect breeder skill rather than the supplement")."""
    if not _SET_ASIDE_WORDS.may_match(text):
        return ()
    found = []
    for match in _SET_ASIDE.finditer(text):
        before = text[: match.start()].split()
        chosen = _base_terms(" ".join(before[-SCOPE_WORDS:]))
        if (negation := _negation_of_scope(match, chosen)) is not None:
            found.append((negation, _base_terms(" ".join(before[-2:]))))
    return tuple(found)


def _negation_of_scope(match: re.Match[str], kept: frozenset[str] = frozenset()) -> Negation | None:
    """The negation a word that sets aside or forbids what follows it (``match``'s ``word`` and ``scope``) makes of
    what it governs, leaving out the terms ``kept``; none when nothing is left."""
    target = _base_terms(" ".join(negated_words(match["scope"]))) - kept
    return Negation(match["word"].lower(), target, _base_terms(match["scope"])) if target else None


def _denied_or_set_aside(text: str, clause_terms: frozenset[str], sentence: str) -> tuple[Negation, ...]:
    """The negations of an evidence clause and what it sets aside for another thing ("sold to clubs rather than to
    individual fans"), which a sentence clause stating it plainly contradicts; but not a clause of a sentence telling
    of the thing chosen in another clause: "might be down to breeder skill, since experienced breeders were more
    likely to supplement" weighs the two as "may reflect breeder skill rather than the supplement" does."""
    set_aside = [(negation, chosen) for negation, chosen in _set_asides(text) if negation.word != "unless"]
    told = _base_terms(sentence) if set_aside else frozenset()
    return negations(text) + tuple(negation for negation, chosen in set_aside
                                   if not (chosen and chosen <= told and not chosen <= clause_terms))


# What a denial leaves out, for which it affirms what it denies of the rest: "No team was disqualified, except for
# Team Borealis", "none of the stalls, apart from the bakery", 除…外.
_EXCEPTION = re.compile(r"\b(?:except(?:\s+for)?|other than|apart from|save for|with the exception of)\s+"
                        r"(?P<english>[^,;.:]{1,60})|除(?:了)?(?P<chinese>[^，。；,;]{1,20}?)(?:以外|之外|外)", re.IGNORECASE)


def _excepted(text: str) -> frozenset[str]:
    """The terms of what a negation of ``text`` leaves out (see ``_EXCEPTION``), but for those of the words before it
    ("team" of "No team … except for Team Borealis"): a sentence naming it affirms what the denial says of the rest
    ("only Team Borealis was disqualified")."""
    if not negation_cues(text):
        return frozenset()
    return frozenset().union(*(content_terms(match["english"] or match["chinese"])
                               - content_terms(text[: match.start()]) for match in _EXCEPTION.finditer(text)))


_CLAUSE_BREAK = re.compile(r"[,;，；。.]\s*")


def _closest_clause(texts: Sequence[str], terms: frozenset[str]) -> str:
    """The clause of ``texts`` sharing the most of ``terms`` (the first on a tie)."""
    pieces = [piece for text in texts for piece in _CLAUSE_BREAK.split(text) if piece.strip()]
    return max(pieces, key=lambda piece: len(content_terms(piece) & terms), default="")


# What a sentence forbids is what a negation of the evidence denies ("forbids touching the artefacts" for "must not
# touch the artefacts"), unless that negation denies the ban itself ("did not ban fireworks").
_FORBIDDING = re.compile(r"\b(?P<word>forbids?|forbade|forbidden|prohibits?|prohibited|bans?|banned)\b\s*"
                         r"(?P<scope>[^,;.:]{1,60})", re.IGNORECASE)
_BAN_TERMS = content_terms("forbid forbids forbade forbidden prohibit prohibits prohibited ban bans banned")


def _forbidden(text: str) -> list[Negation]:
    """What ``text`` forbids, each as a negation of what follows the word of forbidding, for the other side's
    negation to pair with; it denies nothing itself."""
    return [negation for match in _FORBIDDING.finditer(text) if (negation := _negation_of_scope(match)) is not None]


def _unless_a_ban_denied(forbidden: list[Negation], denials: list[Negation], text: str) -> list[Negation]:
    """``forbidden``, or none when the evidence clause ``text`` denies the ban itself: its negation denies the ban
    ("is not banned"), or the ban's reach ("The ban does not extend to nasal snuff")."""
    if any(negation.target & _BAN_TERMS for negation in denials) or _BAN_NOT_REACHING.search(text):
        return []
    return forbidden


_BAN_NOT_REACHING = re.compile(r"\b(?:ban|prohibition)s?\s+(?:does|do|did|will|would|shall)\s+not\s+"
                               r"(?:extend|apply|cover)", re.IGNORECASE)


def _done_in_part(text: str) -> tuple[Negation, ...]:
    """A share of the work done well short of all of it (完成约七成, "about 60% complete", see ``status``) as a denial
    of its being done, for a sentence saying it is not done (没有完成) to pair with."""
    share = short_of_done(text)
    return () if share is None else (Negation(share, _base_terms(share), _base_terms(share)),)


def _denial_of_use(word: str, denied: str, text: str = "") -> Negation:
    """A word or heading denying use or cover ("contraindicated", 禁用, "Exclusions:") as a negation of the words of
    using or covering: "must not be used" denies the same thing. A place shut on a day it names (每周三店休, 周一闭馆)
    is shut on that day only: the denial holds for a sentence naming the day too ("周三照常营业"), not for one telling
    the hours it opens ("上午十点开门")."""
    terms = _base_terms(denied)
    at = text.find(word)
    day = _SHUT_DAY.search(text, max(0, at - _SHUT_DAY_REACH), at) if at > 0 else None
    if day is not None:
        return Negation(word, terms, terms | _base_terms(day.group()), vouched=True)
    return Negation(word, terms, terms)


# A day a place is shut on, right before the word saying so: 每周三店休, 每逢星期一闭馆, 初一休市.
_SHUT_DAY = re.compile(r"(?:周|星期|礼拜)[一二三四五六日天末]|初[一二三四五六七八九十]")
_SHUT_DAY_REACH = 6


def _governing_heading(alignment: Alignment) -> tuple[Negation, ...]:
    """The denial of the heading the aligned passage opens with ("Contraindications:", 【禁忌】), when an aligned clause
    stands under it: a clause of its own after the heading holds no negation word, yet is a negated statement. A
    word of use the clauses under it state themselves is a circumstance, not what it denies: "Do not use if: you
    are taking MAO inhibitors" denies using the product, not taking the inhibitors."""
    heading = alignment.passage.feature(denying_heading)
    if heading is None:
        return ()
    governed = [alignment.passage.text[clause.start : clause.end] for clause in alignment.clauses
                if clause.end > heading.end]
    if not governed:
        return ()
    denial = _denial_of_use(heading.label, heading.denied)
    stated = _base_terms(" ".join(governed))
    return (Negation(denial.word, denial.target - stated, denial.scope - stated),)


# What separates the items of a list a denial covers (孕妇及哺乳期妇女, "pregnant women and nursing mothers").
_LIST_SEPARATOR = re.compile(r"[、,，;；]|\b(?:and|or)\b|[及和与或]")


def _denied_items(text: str, governed: bool) -> tuple[str, ...]:
    """The things a clause denies use or cover to, one by one: 孕妇 and 哺乳期妇女 of "【禁忌】孕妇及哺乳期妇女禁用",
    "pregnant women" of "pregnant women and nursing mothers" under "Contraindications:" (``governed``)."""
    words = [word for word, _ in denials_of_use(text)]
    if not (words or governed):
        return ()
    heading = denying_heading(text)
    if heading is not None:
        text = text[heading.end :]
    for word in words:
        text = text.replace(word, " ")
    return tuple(item for piece in _LIST_SEPARATOR.split(text) if content_terms(item := piece.strip()))


def _names_denied_item(clause_text: str, alignment: Alignment) -> bool:
    """Whether the sentence clause names a whole item of a list the aligned clauses deny use or cover to.

    "孕妇可以服用本品" restates "【禁忌】孕妇及哺乳期妇女禁用" though it shares only 孕妇 and the use the denial
    stands for: one short name is a whole item, as "哺乳期妇女" is, and the item with the use is the statement.
    """
    heading = alignment.passage.feature(denying_heading)
    for clause in alignment.clauses:
        governed = heading is not None and clause.end > heading.end
        items = _denied_items(alignment.passage.text[clause.start : clause.end], governed)
        if any(find_phrase(fold(clause_text), fold(item)) != -1 for item in items):
            return True
    return False


def _same_negated(one: Negation, other: Negation) -> bool:
    """Whether two negations deny the same thing: either one's scope holds what the other negates ("did not find
    any evidence" and "found no evidence"), or a word of permission ("No passage is allowed" and "Passage … is not
    permitted")."""
    return bool(one.scope & other.target or other.scope & one.target) \
        or bool(one.scope & _PERMISSION_TERMS and other.target & _PERMISSION_TERMS) \
        or bool(other.scope & _PERMISSION_TERMS and one.target & _PERMISSION_TERMS)


_PERMISSION_TERMS = content_terms(" ".join(DIRECTIONS["permission"][0]))


def _denials(found: Iterable[Negation], other_terms: frozenset[str]) -> list[Negation]:
    """The negations of ``found`` that deny a word of the other side, one for each word denied (a title that
    repeats "Don't" denies one thing, and so does a heading "Not covered:" read both as a heading and a "not")."""
    denials: dict[frozenset[str], Negation] = {}
    for negation in found:
        if denied := negation.target & other_terms:
            denials.setdefault(denied, negation)
    return list(denials.values())


def _unpaired(found: list[Negation], others: list[Negation]) -> Negation | None:
    """The first of ``found`` left over when each is paired with a negation of its own among ``others`` that denies
    the same thing, so that one negation kept never stands in for two ("cannot promise that no home will flood")."""
    partner: dict[int, int] = {}  # index in others -> index in found

    def pair(index: int, tried: set[int]) -> bool:
        for other, candidate in enumerate(others):
            if other not in tried and _same_negated(found[index], candidate):
                tried.add(other)
                if other not in partner or pair(partner[other], tried):
                    partner[other] = index
                    return True
        return False

    return next((negation for index, negation in enumerate(found) if not pair(index, set())), None)


def _negation_finding(clause_text: str, alignment: Alignment, evidence: Evidence, where: Where,
                      asserted: bool) -> Finding | None:
    """FP001 when one side negates the very thing the other side states plainly; ``asserted`` tells whether the
    clause states something (see ``_asserted``).

    A negation counts only when what it negates (``negated_words``) is a word of the other side, so "a no-fee
    tool" or "don't know where to start" never contradicts a sentence about something else. The other side
    agrees when it has a negation of its own denying the same thing ("have not found any evidence" agrees with
    "discovered no evidence"); each negation needs its own, so keeping "no home" does not excuse dropping the
    "cannot" of "cannot promise that no home will flood".
    """
    sentence_terms = _base_terms(clause_text)
    completed = alignment.completed_texts
    heading = _governing_heading(alignment)  # "Do not use in: children" states the use it denies
    evidence_terms = frozenset().union(*(_base_terms(text) for text in completed),
                                       *(negation.target for negation in heading))
    own_text = _outside_bounds(_outside_levels(_outside_shares_left(clause_text), evidence), " ".join(completed))
    denied = [negation for negation in _denials(negations(own_text), evidence_terms)
              if not _still_to_come(negation, clause_text, completed)]
    if denied and not _past_stated_limit(clause_text, alignment):
        everywhere = [negation for passage in evidence.passages for negation in
                      passage.feature(negations) + passage.feature(negative_words) + passage.feature(_set_aside)]
        everywhere += _done_in_part(_closest_clause(completed, sentence_terms))
        negated = _unpaired(denied, everywhere)
        if negated is not None:
            return _negation_mismatch(f"negates it (\u201c{negated.word}\u201d)", "affirms it", alignment, where)
    if not asserted or (len(sentence_terms & evidence_terms) < STATEMENT_TERMS
                        and not _names_denied_item(clause_text, alignment)
                        and not _wholly_restated(sentence_terms, evidence_terms)):
        return None
    if alignment.passage.feature(_excepted) & sentence_terms:
        return None  # "only Team Borealis was disqualified" over "No team was disqualified, except for Team Borealis"
    # Evidence clauses are read one at a time: two of them may each deny what one negation of the sentence denies.
    future = _FUTURE.search(clause_text) is not None
    denials = ((text, _evidence_denials(text, clause_text, sentence_terms, where["sentence"], heading, future))
               for text in completed)
    forbidden = _forbidden(clause_text)
    sentence_side = [*negations(clause_text), *negative_words(clause_text), *_set_aside(clause_text),
                     *_first_in_a_span(clause_text)]
    unpaired = (_unpaired(found, sentence_side + _unless_a_ban_denied(forbidden, found, text))
                for text, found in denials)
    negated = next((negation for negation in unpaired if negation is not None), None)
    if negated is None:
        return None
    return _negation_mismatch("affirms it", f"negates it (\u201c{negated.word}\u201d)", alignment, where)


def _evidence_denials(text: str, clause_text: str, sentence_terms: frozenset[str], sentence: str,
                      heading: tuple[Negation, ...], future: bool) -> list[Negation]:
    """The negations of an evidence clause (and of the heading governing it) that deny a word of the sentence clause:
    not a denial of a thing still to come where the clause tells the future, not a denial of any vouched-for
    instance the clause does not state as fact, and not a passive denial of another kind of thing than the clause
    names (``_denied_of_another_kind``); ``sentence_terms`` are the clause's."""
    other_kinds = _denied_of_another_kind(text, sentence_terms)
    found = _denied_or_set_aside(_outside_contrasts(_outside_bounds(text, clause_text)), sentence_terms,
                                 sentence) + heading
    return _denials([negation for negation in found if negation.target not in other_kinds
                     and (not negation.vouched or _states_vouched(negation, clause_text, sentence_terms))
                     and not (negation.pending and future)], sentence_terms)


def _denied_of_another_kind(text: str, told: frozenset[str]) -> set[frozenset[str]]:
    """The verbs a passive denial of ``text`` denies of a kind of thing the sentence clause (``told``) does not name,
    though it names the thing: "cheese scones were not offered" denies nothing of "plain and fruit scones were on
    offer"; "footfall counts were not collected" still denies "collected footfall figures"."""
    if " not " not in text:
        return set()
    kinds = set()
    for found in _PASSIVE_DENIED.finditer(text):
        words = [terms for word in found["subject"].split() if (terms := _base_terms(word))]
        if len(words) > 1 and words[-1] <= told and not all(terms <= told for terms in words[:-1]):
            kinds.add(_base_terms(found["verb"]))
    return kinds


# The first of a thing in a span of time, which says the span went without one: "its first price rise in six years"
# restates "after six years without a price rise".
_FIRST_IN_A_SPAN = re.compile(r"\b(?:first|only)\s+(?P<thing>(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:in|for)\s+"
                              r"(?:(?:more than|over|nearly|almost|some)\s+)?(?:\d+|[a-z]+)\s+"
                              r"(?:years|months|decades)\b", re.IGNORECASE)


def _first_in_a_span(text: str) -> tuple[Negation, ...]:
    """What a clause tells was the first in a span of time (``_FIRST_IN_A_SPAN``), as a negation of it over that span:
    it pairs with the evidence's denial, never denies anything itself."""
    if "first" not in text and "only" not in text:
        return ()
    return tuple(Negation("first", terms, terms) for found in _FIRST_IN_A_SPAN.finditer(text)
                 if (terms := _base_terms(found["thing"])))


# A clause of two terms the evidence holds both of ("Helmets are compulsory" over "Helmets are not compulsory") says
# nothing but what it restates: too short to align by three terms, not too short to contradict.
_SHORT_STATEMENT_TERMS = 2


def _wholly_restated(sentence_terms: frozenset[str], evidence_terms: frozenset[str]) -> bool:
    return len(sentence_terms) == _SHORT_STATEMENT_TERMS and sentence_terms <= evidence_terms


def _states_vouched(negation: Negation, clause_text: str, sentence_terms: frozenset[str]) -> bool:
    """Whether a sentence clause states as fact the thing a negation denies any vouched-for instance of: it names
    the thing and what the thing is said of ("two cases have been linked to the cheese" for "no confirmed cases
    linked to the product"), without keeping it unconfirmed ("two suspected cases"). "The regulator is reviewing
    four reports of injuries" names the injuries only as what the reports tell."""
    return bool(negation.target & sentence_terms and (negation.scope - negation.target) & sentence_terms) \
        and not hedge_cues(clause_text)


# "Not yet" says something is still to come, as the future does: "has not been confirmed yet", 尚未公布.
_NOT_YET = re.compile(r"\b(?:not|n't)\s+yet\b|\byet\s*(?:[,;.]|\Z)|\b(?:so far|to date)\b"
                      r"|尚未|还未|还没|暂未|暂无|至今(?:未|没有)|迄今(?:未|没有)", re.IGNORECASE)
# What will happen: "will confirm", "is expected to", 将在…后公布 (not 将近, nearly, or 将军, a general), 计划, 拟, 预计,
# 征求意见后再提交表决.
_FUTURE = re.compile(r"\b(?:will|shall)\b|\b(?:is|are)\s+(?:expected|due|scheduled|set|going)\s+to\b"
                     r"|将(?![近军领士])|计划|拟|预计|(?:之|以)?后再", re.IGNORECASE)


# Verbs of settling a thing, which a sentence may choose freely when it denies that a thing is settled yet ("no London
# date has been fixed yet" for "had not been confirmed").
_SETTLING = _base_terms("fixed confirmed set agreed decided announced finalised finalized scheduled")


def _still_to_come(negation: Negation, clause_text: str, evidence_texts: Sequence[str]) -> bool:
    """Whether the sentence clause says what ``negation`` denies has not happened yet where the evidence clauses
    say it will: "no reopening date has been confirmed yet" restates "the council will confirm a reopening date", and
    复课日期尚未公布 restates 将在评估后公布复课日期, whatever verb of settling it denies. Without "yet" a denial of the
    future ("will not publish") still contradicts "will publish"."""
    thing = negation.target - _SETTLING
    return (negation.pending or _NOT_YET.search(clause_text) is not None) and any(
        (_FUTURE.search(text) or _UNSETTLED.search(text)) and thing <= _base_terms(text)
        for text in evidence_texts)



# What is still being settled: "a London date was 'under discussion' but had not been confirmed", 日期待定.
_UNSETTLED = re.compile(r"\bunder\s+(?:discussion|review|consideration)\b|\b(?:not|yet to)\s+(?:been\s+|be\s+)?"
                        r"(?:confirmed|agreed|decided|finali[sz]ed)\b|待定|待确认|尚未确定", re.IGNORECASE)


def _past_stated_limit(clause_text: str, alignment: Alignment) -> bool:
    """Whether the sentence clause denies something past a lower bound that the aligned evidence clauses state as
    the upper bound it holds up to: "车速超过25公里/小时后电机停止助力" and "above 25 km/h the motor no longer assists"
    restate "仅在车速不超过25公里/小时时提供助力" and "assistance up to 25 km/h" from the other side of the limit.
    The clause is read for its figures only when the evidence clauses state an upper bound."""
    upper = [quantity for quantity in _stated(alignment) if quantity.kind == "bound" and quantity.bound in UPPER_BOUNDS]
    return bool(upper) and any(same_value(bound, quantity) for bound in find_quantities(clause_text)
                               if bound.kind == "bound" and bound.bound in LOWER_BOUNDS for quantity in upper)


def _outside_levels(text: str, evidence: Evidence) -> str:
    """``text`` with each phrase placing something beside a level, target or budget the evidence states a share of
    blanked out: "尚未恢复到2019年同期水平" is right or wrong by the share (``levels``), not by its negation."""
    for start, end in placements_against_shares(text, evidence):
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def _outside_shares_left(text: str) -> str:
    """``text`` with the denial after each share told as not done blanked out (还有约三成没有完成): the share is
    right or wrong as the rest of the share done (``derived``), not by its negation."""
    if not negation_cues(text) or NOT_DONE_AFTER.search(text) is None:
        return text
    for quantity in find_quantities(text):
        if quantity.dimension == "percent" and (left := NOT_DONE_AFTER.match(text, quantity.end)):
            text = text[: left.start()] + " " * (left.end() - left.start()) + text[left.end() :]
    return text


def _outside_bounds(text: str, other: str) -> str:
    """``text`` with each bound holding a negation blanked out where ``other`` states the same bound: "do not take
    more than 8 tablets" is at most 8 tablets, as "no more than 8" and "up to 8" are. "Costs not exceeding 10%" keeps
    its negation against "costs expected to exceed 10%", a bound the other way."""
    if not negation_cues(text):
        return text
    for quantity in find_quantities(text):
        if quantity.bound and negation_cues(quantity.surface) and any(
                bound.bound == quantity.bound and same_value(quantity, bound) for bound in find_quantities(other)):
            text = text[: quantity.start] + " " * (quantity.end - quantity.start) + text[quantity.end :]
    return text


# Two sides of a comparison, the second the first denied: 红火蚁入侵区与未入侵区, 吸烟者和不吸烟者.
_CONTRAST = re.compile(r"(?P<word>[\u4e00-\u9fff]{2,4}?)(?:区|组|者|地|样地|人群)?(?:与|和|及|同)"
                       r"(?P<denied>(?:未|非|没有|不)(?P=word))")


def _outside_contrasts(text: str) -> str:
    """``text`` with the denied side of a contrast blanked out: 未入侵区 of 入侵区与未入侵区 names the other side of a
    comparison and denies nothing a sentence naming the first side (入侵的样地) states."""
    for found in _CONTRAST.finditer(text):
        start, end = found.span("denied")
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def _asserted(statement: Statement, clause: Clause) -> bool:
    """Whether a clause states something: by its own words (see ``align.asserts``), or as a later Chinese clause of a
    sentence that does, whose subject an earlier clause names (将安排配对 of 阿宁身体状况良好，将安排配对). An English
    clause that asserts nothing by itself ("stressing the importance of …") is read as the phrase it is."""
    text = statement.text[clause.start:clause.end]
    return asserts(text) or clause.start > 0 and not text.isascii() and asserts(statement.text)


def _counts_the_rest(clause_text: str, passage: Passage) -> bool:
    """Whether a denying clause counts the rest of a whole whose other part the evidence counts as done: "Seven of
    the 42 teams … were no longer running" over "Forty-two teams started and 35 were still running" denies it of the
    seven the 35 leave, a count the evidence does not state and the number gates check (42 - 35)."""
    mine = [item.value for item in find_quantities(clause_text) if item.kind == "value" and item.value > 0]
    theirs = [item.value for item in passage.quantities if item.kind == "value" and item.value > 0]
    wholes = {*mine, *theirs}
    return any(part + other in wholes for part in mine if part not in theirs for other in theirs)


def _negation_mismatch(sentence_form: str, evidence_form: str, alignment: Alignment, where: Where) -> Finding:
    return NEGATION_MISMATCH.finding(
        **where,
        sentence_form=sentence_form,
        evidence_form=evidence_form,
        evidence_text=excerpt(" ".join(alignment.completed_texts)),
    )


# A Chinese clause about the rest of what the clause before set apart, its subject before it: 其余时段, 博物馆其他区域.
_REST_OPENS = re.compile(r"[^，,；;。]{0,6}?(?:其余|其他|其它)")
_REST_CLAUSE = re.compile(r"(?:^|[，,；;。])\s*(?:其余|其他|其它)(?P<rest>[^，,；;。]*)")


def _rest_told_plainly(text: str) -> bool:
    """Whether ``text`` tells the rest of what it sets apart in a clause of its own that denies nothing
    (暂停开放，其余时段正常接待游客)."""
    return any(not negation_cues(found["rest"]) for found in _REST_CLAUSE.finditer(text))


def _negates(text: str) -> bool:
    """Whether ``text`` holds a negation word, a denial of use or cover or a negation written as words."""
    return may_negate(text) and bool(negation_cues(text) or denials_of_use(text) or word_negations(text))


def _negates_or_sets_aside(text: str) -> bool:
    """Whether ``text`` negates something or sets it aside for another thing (``_set_aside``)."""
    return _negates(text) or bool(_set_aside(text))


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    sentence_cued = bool(statement.feature(direction_cues)) or statement.feature(_negates)
    if not sentence_cued and not any(passage.feature(_negates_or_sets_aside) for passage in evidence.passages):
        return []  # nothing could disagree: skip the clause alignment
    findings: list[Finding] = []
    for clause, alignment in _clause_alignments(statement, evidence):
        if alignment.passage.feature(is_question):
            continue  # a question neither affirms nor denies
        clause_text = statement.text[clause.start : clause.end]
        if _REST_OPENS.match(clause_text) and not negation_cues(clause_text) \
                and _rest_told_plainly(alignment.passage.text):
            continue  # 其余时段照常开放 over 暂停开放，其余时段正常接待: the rest, told as the evidence tells it
        where: Where = {"sentence": statement.text, "span": statement.span, "evidence": alignment.passage.ref}
        finding = _negation_finding(clause_text, alignment, evidence, where, _asserted(statement, clause)) \
            or _direction_finding(_without_states_told(clause_text, evidence),
                                  _stating_figure(clause, statement, alignment), where)
        if finding is not None and finding.rule == DIRECTION_MISMATCH.code and _moves_alike_elsewhere(
                clause, statement, alignment, evidence, where):
            continue
        if finding is not None and finding.rule == NEGATION_MISMATCH.code and negation_cues(clause_text) \
                and _counts_the_rest(clause_text, alignment.passage):
            continue
        if finding is None:
            finding = _decided_otherwise_elsewhere(clause, statement, alignment, evidence) \
                or _left_out_told_taken_in(clause, statement, evidence)
        if finding is not None:
            findings.append(finding)
    listed = _listed_movement_finding(statement, evidence)
    return first_per_rule(findings + [listed] if listed is not None else findings)
