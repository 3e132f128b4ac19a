"""Which part of the evidence a part of the sentence restates.

The polarity, strength and attribution gates compare cue words (negations, directions, hedges) and numbers only
where the sentence and the evidence say the same thing, so a "not" three clauses away in a long passage never
counts. A clause is a stretch of text between clause punctuation (, ; : ， ； ： 。) or a coordinating word (and, but,
while, whereas, yet but not "not yet" or "yet to", against but not "voted against" or "warned against"); a sentence
clause is aligned to the evidence clauses sharing the most of its content terms. An evidence clause is read with the
clauses of its sentence that complete it (the verdict after a topic, a movement appended to its figure) and the
conditions governing it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TypeVar

from ..text import content_terms
from ..text.terms import piece_terms
from .inputs import Evidence, Passage, Statement
from .lexicon import (
    CHINESE_CHARACTER, CUE_WORDS, ENGLISH_CONDITIONS, IRREGULAR_PAST, ORDER_THRESHOLD, WHEN_DOING, chinese_cue_spans,
    condition_cues, denials_of_use, denying_heading, may_deny_use, opens_with_movement,
)

# Every break starts with one character of the leading class, so the scan skips ordinary characters quickly; the
# alternatives then tell which break it is. A comma or colon between digits (1,024; 14:12) is a thousands separator or
# a time of day, not a break; nor is the point after an initial ("R. Coddington").
_CLAUSE_BREAK = re.compile(
    r"""[,;:，；：。！？!?\n.\s](?:
        (?<=[,:])(?:(?<!\d[,:])|(?!\d))
      | (?<=[;，；：。！？!?\n])
      | (?<=\.)(?<![\s(][A-Z]\.)(?=\s|$)
      | (?<=\s)(?=[abtwyABTWY])(?i:a(?:nd|lthough|gainst(?<!vote\sagainst)(?<!voted\sagainst)(?<!votes\sagainst)
                                      (?<!voting\sagainst)(?<!caution\sagainst)(?<!cautions\sagainst)
                                      (?<!cautioned\sagainst)(?<!warn\sagainst)(?<!warns\sagainst)
                                      (?<!warned\sagainst)(?<!advise\sagainst)(?<!advises\sagainst)
                                      (?<!advised\sagainst))|(?<!all\s)(?<!anything\s)but|wh(?:ile|ereas)|though
                                  |(?<!not\s)(?<!n't\s)yet(?!\sto\b))\s
    )""",
    re.VERBOSE,
)
MAX_ALIGNED_CLAUSES = 3
_CHINESE_MODAL = re.compile("可以|能够|应该|应当")
# Words of degree right before a cue word: how far something moved, not what moved (比上周有所回升, 略有下降, 大幅减少).
_CHINESE_DEGREES = ("有所", "略有", "稍有", "略微", "稍微", "明显", "显著", "大幅", "小幅", "大大")
_BRACKETED_HEADING = re.compile(r"【[^】\n]{1,20}】")
T = TypeVar("T")


# Who reports a finding, before it: "The authors conclude that", "researchers found that". It names no part of the
# finding, so a clause restating the finding is aligned by the finding's words alone.
_REPORTING_FRAME = re.compile(
    r"\b(?:the\s+|its\s+|their\s+)?(?:study|studies|authors?|researchers?|investigators?|scientists?|review|paper"
    r"|analysis|trial|survey|team)\s+(?:also\s+)?(?:conclude[sd]?|found|finds?|says?|said|reports?|reported|notes?"
    r"|noted|argues?|argued|states?|stated|claims?|claimed|believes?|believed)\s+that\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Clause:
    start: int
    end: int
    terms: frozenset[str]


@lru_cache(maxsize=4096)
def clause_spans(text: str) -> tuple[tuple[int, int], ...]:
    """The spans between clause breaks, content terms or not ("$4.4M in 2023" is a clause of its own); a text's
    clauses are asked for again and again (a sentence's by every gate, a clause's by the next), so they are kept."""
    spans = []
    start = 0
    for match in _CLAUSE_BREAK.finditer(text):
        spans.append((start, match.start()))
        start = match.end()
    spans.append((start, len(text)))
    return tuple(spans)


@lru_cache(maxsize=4096)
def clauses(text: str) -> tuple[Clause, ...]:
    """The clauses of ``text`` that carry content terms, with their spans; kept, as a text is read again by another
    object holding it (a source passage cited for two answers, a sentence read with its verdicts)."""
    spans = clause_spans(text)
    if not text.isascii():
        text = _without_chinese_cues(text)
    elif _REPORTING_FRAME.search(text):
        text = _REPORTING_FRAME.sub(lambda found: " " * len(found.group()), text)
    found = []
    for (start, end), terms in zip(spans, piece_terms(text, spans, leaving_out=cue_terms())):
        if terms:
            found.append(Clause(start, end, terms))
    return tuple(found)


def _without_chinese_cues(text: str) -> str:
    """``text`` with its Chinese cue words, modals and bracketed headings blanked out, to the same length.

    No bigram may straddle a cue word (数据似乎显示 -> 数据, 显示), nor a word of degree right before one (比上周略有回升 ->
    比上, 上周). Cue words are blanked out in the whole text, to the
    same length so the spans still hold: a cue word is all Chinese characters, which never stand in a clause break,
    so every match lies inside one clause, as it would if each clause were searched alone. Modals (可以, 能够) are
    blanked too: like English "can", they name nothing, and their bigrams with the words beside them (孕妇可以服用 ->
    妇可, 以服) would only thin out what a clause shares. A bracketed heading (【孕妇及哺乳期妇女用药】) names the topic
    of every clause under it, not of the first alone. Cue words and modals are looked for only in a text holding a
    Chinese character, as each of them holds one.
    """
    blanked = [match.span() for match in _BRACKETED_HEADING.finditer(text)]
    if CHINESE_CHARACTER.search(text) is not None:
        cues = chinese_cue_spans(text)
        blanked += [*cues, *(match.span() for match in _CHINESE_MODAL.finditer(text)),
                    *((start - len(degree), start) for start, _ in cues for degree in _CHINESE_DEGREES
                      if text.endswith(degree, 0, start))]
    if not blanked:
        return text
    characters = list(text)
    for start, end in blanked:
        characters[start:end] = "|" * (end - start)
    return "".join(characters)


@cache
def cue_terms() -> frozenset[str]:
    """The content terms of the cue words themselves: left out of alignment, since they are what may differ."""
    return content_terms(" . ".join(CUE_WORDS))


@dataclass(frozen=True, slots=True)
class Alignment:
    """The evidence clauses (all in one passage) that restate one clause of the sentence."""

    passage: Passage
    clauses: tuple[Clause, ...]
    shared: frozenset[str]
    coverage: float

    @property
    def texts(self) -> tuple[str, ...]:
        return tuple(self.passage.text[clause.start : clause.end] for clause in self.clauses)

    def cues(self, find: Callable[[str], Iterable[T]]) -> list[T]:
        """``find`` applied to each aligned clause, results in text order."""
        return [cue for text in self.texts for cue in find(text)]

    @property
    def completed_texts(self) -> tuple[str, ...]:
        """The aligned clauses, each with the clauses of its sentence that complete what it states
        (``completing_spans``), in text order."""
        spans = self.passage.feature(clause_spans)
        aligned = {clause.start for clause in self.clauses}
        chosen: set[tuple[int, int]] = set()
        for index, span in enumerate(spans):
            if span[0] in aligned:
                chosen |= {span, *completing_spans(self.passage, index)}
        return tuple(self.passage.text[start:end] for start, end in sorted(chosen))

    @property
    def conditions(self) -> tuple[str, ...]:
        """The conditions the aligned clauses hold only on (``governing_conditions``)."""
        spans = self.passage.feature(clause_spans)
        aligned = {clause.start for clause in self.clauses}
        return tuple(dict.fromkeys(word for index, span in enumerate(spans) if span[0] in aligned
                                   for word in governing_conditions(self.passage, index)))


# A clause opening with its topic (对于原告主张的精神损害赔偿，…，本院不予支持) names what the clauses after it comment on;
# with 对 alone the clause is the topic only when it is a noun phrase with 的 (对原告主张的精神损害抚慰金，…), as
# 对欧盟出口小幅回落 tells exports to the EU.
_TOPIC = re.compile(r"\s*(?:对于|关于|至于|针对|对(?![比照接外象手话应称待])[^，,。；;]{0,30}的[^，,。；;的]{1,12}[，,])")
_SENTENCE_ENDS = frozenset(".。！？!?\n")
_COMMA = re.compile(r"\s*[,\uff0c]\s*")
# The words a movement may name besides its figure without naming a subject of its own: what it is measured against,
# and the nouns of movement that are no cue words on their own ("growth of 12%").
_BASELINE_TERMS = frozenset().union(*map(content_terms, (
    "previous prior last same year quarter month period growth reduction contraction "
    "上年 去年 同期 上月 同比 环比 为 达 至 较").split()))


def completing_spans(passage: Passage, index: int) -> tuple[tuple[int, int], ...]:
    """The clauses after clause ``index`` of ``passage``, in its sentence, that complete what it states.

    After a topic that is every clause to the end of the sentence (the verdict on the topic comes last). Otherwise
    it is the next clause when that one opens with a movement and names nothing but the clause before it and a
    baseline: "6.2 million passengers in 2023, an increase of 8% on the previous year", "620万人次，增幅为8%"; not
    "…, increases in raw materials".
    """
    text, spans = passage.text, passage.feature(clause_spans)
    following = _rest_of_sentence(text, spans, index)
    if _TOPIC.match(text, spans[index][0]):
        return tuple(following)
    if not following or not opens_with_movement(text[slice(*following[0])]):
        return ()
    terms = {clause.start: clause.terms for clause in passage.feature(clauses)}
    own = terms.get(following[0][0], frozenset()) - terms.get(spans[index][0], frozenset())
    return tuple(following[:1]) if own <= _BASELINE_TERMS else ()


def clauses_with_verdicts(text: str) -> tuple[Clause, ...]:
    """The clauses of ``text``, each opening with its topic read as one with the clauses after it to the end of its
    sentence, where the verdict on the topic stands: "对于原告主张的商誉损失，法院认为证据不足，不予支持" says what
    became of the claim only in its last clause, which names nothing of it."""
    found = clauses(text)
    if not _TOPIC.search(text):
        return found
    spans = clause_spans(text)
    joined: list[Clause] = []
    index = 0
    while index < len(spans):
        start, end = spans[index]
        following = len(_rest_of_sentence(text, spans, index)) if _TOPIC.match(text, start) else 0
        end = spans[index + following][1]
        terms = frozenset().union(*(clause.terms for clause in found if start <= clause.start < end))
        if terms:
            joined.append(Clause(start, end, terms))
        index += following + 1
    return tuple(joined)


def _rest_of_sentence(text: str, spans: tuple[tuple[int, int], ...], index: int) -> list[tuple[int, int]]:
    """The clauses after clause ``index`` up to the end of its sentence."""
    following: list[tuple[int, int]] = []
    end = spans[index][1]
    for span in spans[index + 1 :]:
        if text[end : end + 1] in _SENTENCE_ENDS:
            break
        following.append(span)
        end = span[1]
    return following


def align(terms: frozenset[str], evidence: Evidence) -> Alignment | None:
    """The best-covering run of up to three clauses of one passage (the first passage on a tie); ``None`` when
    nothing is shared.

    Cutting a passage into clauses is the costly step, so passages are tried by how many terms they could share at
    most, and one that cannot beat the best so far is skipped. The bound is exact: clauses of an English passage
    hold only terms of the passage (its clause breaks never cut a word); any other passage can share at most all
    the terms.
    """
    bounds = []
    for index, passage in enumerate(evidence.passages):
        common = len(terms & passage.derived(_stated_terms))
        if common:
            bounds.append((common if passage.text.isascii() else len(terms), index, passage))
    bounds.sort(key=lambda entry: (-entry[0], entry[1]))
    best: Alignment | None = None
    best_index = -1
    for bound, index, passage in bounds:
        if best is not None and (bound < len(best.shared) or bound == len(best.shared) and index > best_index):
            continue
        candidate = _align_in(terms, passage)
        if best is None or (len(candidate.shared), -index) > (len(best.shared), -best_index):
            best, best_index = candidate, index
    return best


def _align_in(terms: frozenset[str], passage: Passage) -> Alignment:
    """The clauses of ``passage`` covering most of ``terms``, greedily: each time the first clause adding the most.
    A clause sharing none of them never adds any, so only those sharing some are weighed, each with what it shares."""
    pool = [(clause, common) for clause in passage.derived(_stated_clauses) if (common := terms & clause.terms)]
    chosen: list[Clause] = []
    shared: frozenset[str] = frozenset()
    while pool and len(chosen) < MAX_ALIGNED_CLAUSES:
        best = max(range(len(pool)), key=lambda index: len(pool[index][1] - shared))
        clause, common = pool.pop(best)
        gain = common - shared
        if not gain:
            break
        chosen.append(clause)
        shared |= gain
    chosen.sort(key=lambda clause: clause.start)
    return Alignment(passage, tuple(chosen), shared, len(shared) / len(terms) if terms else 0.0)


def _denied_terms(denied: Iterable[str]) -> frozenset[str]:
    return content_terms(" ".join(denied)) - cue_terms()


def _stated_clauses(passage: Passage) -> tuple[Clause, ...]:
    """The clauses of ``passage`` with the use or cover each denies among its terms.

    A denial of use or cover (禁用, "contraindicated", and a heading such as 【禁忌】 or "Contraindications:" over
    every clause after it) states the use it denies in other words: "孕妇可以服用本品" restates
    "【禁忌】孕妇及哺乳期妇女禁用" by 服用 as much as by 孕妇, and without it a short item of the list shares too little
    of the sentence to be compared at all.
    """
    return _stated_clauses_of(passage.text)


@lru_cache(maxsize=4096)
def _stated_clauses_of(passage_text: str) -> tuple[Clause, ...]:
    """``_stated_clauses`` of a passage's text, kept by text as ``clauses`` are."""
    if not may_deny_use(passage_text):
        return clauses(passage_text)  # no clause denies a use or cover
    heading = denying_heading(passage_text)
    stated = []
    for clause in clauses(passage_text):
        text = passage_text[clause.start : clause.end]
        denied = [words for _, words in denials_of_use(text)]
        if heading is not None and clause.end > heading.end:
            denied.append(heading.denied)
        stated.append(Clause(clause.start, clause.end, clause.terms | _denied_terms(denied)) if denied else clause)
    return tuple(stated)


def _stated_terms(passage: Passage) -> frozenset[str]:
    """The terms of ``passage`` with the uses and covers it denies (``_stated_clauses``): what a clause of it can
    share at most."""
    return passage.terms | _denied_terms(words for _, words in passage.feature(denials_of_use))


# A sentence clause is compared with evidence clauses only when they share at least half of its topical terms
# (a third for Chinese, whose character bigrams change more under paraphrase than English word stems do).
MIN_ALIGNED_COVERAGE = 0.5
MIN_ALIGNED_COVERAGE_CJK = 0.3
# A clause restating a statement (not just naming a thing) shares at least this many content terms with the
# evidence clauses, cue words included ("the drug slows cognitive decline" / "the drug may slow cognitive decline").
STATEMENT_TERMS = 3


def restates(clause_text: str, alignment: Alignment, figures: bool = False) -> bool:
    """Whether a sentence clause restates a whole statement of the aligned evidence, not just names a thing; with
    ``figures``, a figure written in both counts as a term ("with guild members getting £20 off" of "members receive
    a £20 discount")."""
    evidence_terms = frozenset().union(*(content_terms(text) for text in alignment.texts))
    written = frozenset(_FIGURE.findall(clause_text)) if figures else frozenset()
    shared = written & frozenset(found for text in alignment.texts for found in _FIGURE.findall(text)) if written \
        else frozenset()
    return len(content_terms(clause_text) & evidence_terms) + len(shared) >= STATEMENT_TERMS


_FIGURE = re.compile(r"\d+(?:[.,]\d+)*")


def sentence_alignments(statement: Statement, evidence: Evidence) -> list[tuple[Clause, Alignment]]:
    """The statement's clauses aligned with the evidence, worked out once: polarity and strength both read them."""
    return evidence.answer((sentence_alignments, statement),
                           lambda: aligned_clauses(statement.feature(clauses), evidence))


def aligned_clauses(text_clauses: tuple[Clause, ...], evidence: Evidence) -> list[tuple[Clause, Alignment]]:
    """Each clause of a sentence paired with the evidence clauses restating it, when there are any."""
    pairs = []
    for clause in text_clauses:
        alignment = align(clause.terms, evidence)
        chinese = any(not term.isascii() for term in clause.terms)
        floor = MIN_ALIGNED_COVERAGE_CJK if chinese else MIN_ALIGNED_COVERAGE
        if alignment is not None and alignment.coverage >= floor:
            pairs.append((clause, alignment))
    return pairs


_AUXILIARIES = frozenset(
    "is are was were be been being am has have had do does did will would can could shall should may might must "
    "isn't aren't wasn't weren't hasn't haven't hadn't doesn't don't didn't won't wouldn't can't couldn't".split()
)
# Verbs of getting a plural subject states in the present with no ending ("members receive a discount") or as a
# participle after "with" ("with guild members getting £20 off").
_BARE_PRESENT = frozenset("receive get pay earn save qualify getting receiving".split())
_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'\u2019-]*")
_CLOSED_SENTENCE = re.compile(r"\S+\s+\S+\s+\S+.*[.!?\u3002\uff01\uff1f][\"'\u201d\u2019)]*\s*\Z", re.DOTALL)
# A relative pronoun and the word after it, the clause's verb: "which date to the late Bronze Age", "who live there".
_RELATIVE_CLAUSE = re.compile(r"\s*(?:which|who)\s+[a-z]{3,}\b")
# A participle whose past form is its base, opening a phrase set after a noun and followed by its preposition: "ice,
# cut as usual from Lake Veira", "a fee, set by the council".
_SAME_FORM_PARTICIPLE = re.compile(r"\s*(?:cut|set|put|shut|split|spread|cast|shed)\s+(?:[a-z]+\s+){0,2}?"
                                   r"(?:from|by|in|into|at|on|for|off|out|aside|apart)\b")
CJK_ASSERTION_CHARACTERS = 6


def asserts(text: str) -> bool:
    """Whether a text is worded as a statement rather than a name or a phrase ("Manfred von Richthofen").

    A name or noun phrase lifted from a hedged or negated passage does not assert what the passage hedges or
    negates. English needs a verb-like word: an auxiliary, or a lower-case word ending in -s or -ed (the finite
    verb of most statements), a common irregular past form or a verb of getting (``_BARE_PRESENT``), or the word
    after a relative pronoun that opens the text ("which date to the late Bronze Age") or a participle like "cut" or
    "set" that opens it with its preposition ("cut as usual from Lake Veira"), or at least three words closed by a
    full stop; Chinese needs six characters, the length of the shortest full clause.
    """
    if not text.isascii() and len(CHINESE_CHARACTER.findall(text)) >= CJK_ASSERTION_CHARACTERS \
            or _CLOSED_SENTENCE.match(text) \
            or _RELATIVE_CLAUSE.match(text) or _SAME_FORM_PARTICIPLE.match(text):
        return True
    for word in _LATIN_WORD.findall(text):
        lowered = word.lower()
        if lowered in _AUXILIARIES or lowered in _BARE_PRESENT or (word.islower() and (
            lowered in IRREGULAR_PAST or len(word) >= 4 and lowered.endswith(("s", "ed"))
        )):
            return True
    return False


def governing_conditions(passage: Passage, index: int) -> tuple[str, ...]:
    """The condition words that clause ``index`` of ``passage`` holds only on.

    An English condition governs a statement when it opens a clause set off by a comma: the next clause of its
    sentence ("If approved by the planning authority, construction would begin in 2025"), or the clause before it
    when it closes the sentence ("will complete in June, provided that regulators clear the deal"). A Chinese
    condition governs its own clause and the next, wherever it stands (该新药如获批准，将于2025年上市). An English "if"
    inside a clause is mostly an indirect question ("calling to see if you might be interested"), a detail of what
    the clause tells ("promised he would eat his shoe if ...") or a title ("If You're Ever in Texas is an album"),
    unless it sets what those the clause grants to must do ("a £20 discount if they book before 31 January"); a
    condition after "and" or "but" governs a statement of its own. "Provided", "on condition that" and
    "conditional on" govern their own clause wherever they stand, and so does "once" before a thing done ("will open
    seven days a week once a paid manager has been recruited"; not "once a week").
    """
    text, spans = passage.text, passage.feature(clause_spans)
    start, end = spans[index]
    clause = text[start:end]
    words = [word if not word.isascii() or word in _CLAUSE_CONDITIONS or ORDER_THRESHOLD.fullmatch(word)
             else _grant_condition(clause, offset) for offset, word in condition_cues(clause)]
    words = [word for word in words if word]
    if index and _COMMA.fullmatch(text, spans[index - 1][1], start):
        words += _governing(text[slice(*spans[index - 1])])
    if index + 1 < len(spans) and _COMMA.fullmatch(text, end, spans[index + 1][0]):
        after_start, after_end = spans[index + 1]
        after = text[after_start:after_end]
        if index + 2 == len(spans) or text[after_end : after_end + 1] in _SENTENCE_ENDS:
            words += [word for offset, word in condition_cues(after) if not after[:offset].strip()]
        elif opening := [word for offset, word in condition_cues(after)
                         if not after[:offset].strip() and word in _CLAUSE_CONDITIONS]:
            words += opening  # ", provided the finder supplies a note of where and when …": cut again at "and"
        else:
            # "up to ten e-books at a time, up from six, provided their card has been renewed": a closing
            # "provided" governs every clause of its sentence, past a clause set between
            last_start, last_end = next(span for span in reversed(spans) if text[slice(*span)].strip())
            closing = text[last_start:last_end]
            if last_start > after_start and not any(mark in text[end:last_start] for mark in _SENTENCE_ENDS):
                words += [word for offset, word in condition_cues(closing)
                          if not closing[:offset].strip() and word in _CLAUSE_CONDITIONS]
    return tuple(words)


# English conditions that govern the clause they stand in, with or without a comma: "carers will be able to park free
# of charge provided they hold a carer's permit", "may add an unregistered player only if it would otherwise be unable
# to field seven"; "if" there is mostly no condition (see above).
_CLAUSE_CONDITIONS = frozenset(word for word in ENGLISH_CONDITIONS if word.startswith(("provided", "providing"))) | {
    "on condition that", "conditional on", "conditional upon", "contingent on", "contingent upon", "once",
    "provided no", "when accompanied by", "if accompanied by", "only if", *WHEN_DOING}

# An "if" inside a clause that grants something to those who do a thing: "receive a £20 discount if they book before
# 31 January", "get in free if you arrive by bike".
GRANT_ON_CONDITION = re.compile(r"\b(?:discount|free|refund|rebate|reduction|off|concession|entitled|eligible)\b",
                                 re.IGNORECASE)
_IF_THEY_DO = re.compile(r"if (?:they|you|he|she|we)\s+(?!(?:are|were|was|is|had|have)\b)[a-z]+\b")


def _grant_condition(clause: str, offset: int) -> str:
    """The words of the "if" at ``offset`` of ``clause`` when it sets what those granted must do ("a £20 discount if
    they book"): a condition inside its clause, told apart in messages and by ``strength`` by its words."""
    found = _IF_THEY_DO.match(clause, offset) if GRANT_ON_CONDITION.search(clause, 0, offset) else None
    return found.group() if found else ""


def _governing(clause_text: str) -> list[str]:
    """The condition words of a clause that govern a whole statement: those opening it, and any Chinese one."""
    return [word for offset, word in condition_cues(clause_text)
            if not word.isascii() or not clause_text[:offset].strip()]
