"""FN speakers: quoted words go to the speaker the evidence gives them to, and a written opinion to its author.

FE010 asks whether the quoted words are the source's words; this gate asks whose they are. A quotation names its
speaker in a reporting construction: a name or role beside a reporting verb, before the quote ("Smith said the
plan was “…”", "According to Dr. Chen, …", "李明表示“…”") or after it ("“…,” said Smith", "“…”，李明指出"). The names
of a speaker are read with the name finder of the coverage gate, so "Smith" is "John Smith", "CFO Jane Lee" is
"Jane Lee", "李总" is "李明" (one surname) and a pronoun or a role in lower case ("the director") names no one.

The same reading tells the one who wrote or led a thing from those who joined it ("Justice Kagan wrote the dissent,
joined by Justices Sotomayor and Jackson"): FN004 asks whose act it was. FN006 asks, of a sentence giving two
sides a position each ("The defence argued …, while the prosecution called them …"), whether the evidence gives
them the other way round.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from ..text import content_terms, fold, split_sentences
from ..text.normalise import fold_with_offsets
from .base import Finding, Rule
from .names import is_bare_name, name_found, name_spans, names_of
from .inputs import Analysed, Evidence, Passage, Statement
from .lexicon import WholeWordScreen, holds_chinese, negation_cues
from .phrases import find_phrase, opening, run_end
from .quotes import quotations, quote_pieces, quote_place


class QuoteMisattributed(Rule):
    """The evidence gives the quoted words to another speaker.

    What it does: when the sentence names who spoke a quotation — a name or role beside a reporting verb (said,
    told, wrote, called the plan, according to; 表示, 称, 说, 指出, 认为, 强调), before or after the quote — every
    evidence passage holding the quote word for word is read the same way. It blocks when each of those passages
    names a speaker and none of them is the sentence's. A surname for a full name, a title or role beside the name
    (Mr. Smith, CFO Jane Lee, 李总 for 李明), a pronoun, a role in lower case (the director), a negated sentence
    ("Smith never said"), no speaker in the sentence and no speaker in the evidence never block; a role instead of
    a name ("the CFO" for "Jane Lee") blocks unless the evidence names the two side by side ("Lee has been the CFO
    since 2019").

    Speech reported with no quotation marks ("Curator Ocampo said the larvae will be kept off show") is read the same
    way against the evidence clauses reporting most of its words ("Head keeper Jonas Weiler said the larvae will stay
    behind the scenes").

    Why it matters: FE010 only asks whether the words were said. "The CEO said “we will not cut jobs”" over "The CFO
    said “we will not cut jobs”" quotes every word right and puts them in the wrong mouth.

    Example: evidence '财务总监李明表示“今年不会裁员”。张总未置评。', sentence '张总表示“今年不会裁员”。' blocks.

    Fix: give the quote to the speaker the evidence names, or cite the evidence in which your speaker says it.
    """

    code = "FN002"
    family = "FN"
    message = "the evidence gives \u201c{quote}\u201d to {owner}, not {claimed}"
    hint = "give the quote to {owner} as the evidence does, or cite the evidence in which {claimed} says it"


class AuthorshipMisattributed(Rule):
    """The evidence gives the writing or leading of a thing to another person, who was only joined by this one.

    What it does: an evidence clause in which one person wrote, authored, delivered or led a thing and was joined
    by others ("Justice Kagan wrote the dissent, joined by Justices Sotomayor and Jackson") gives that act to the
    first person alone. It blocks when the sentence says one of those who joined did the act ("Justice Sotomayor
    wrote the dissent") and does not name the one the evidence gives it to. Only these acts are read: those who
    join a march or a visit take part in it, but those who join a dissent did not write it.

    Why it matters: every word of "Sotomayor wrote the dissent" stands in the evidence, and her name is even in the
    clause about the dissent, so a check of words and names finds it stated.

    Example: evidence "Justice Kagan wrote the dissent, joined by Justices Sotomayor and Jackson.", sentence
    "Justice Sotomayor wrote the dissent." blocks.

    Fix: give the act to the person the evidence gives it to, and say the others joined it.
    """

    code = "FN004"
    family = "FN"
    message = "the evidence gives \u201c{act}\u201d to {owner}; {claimed} only joined"
    hint = "say {owner} {act}, joined by {claimed}, as the evidence does"


class ClaimsSwapped(Rule):
    """The sentence gives each of two sides the position the evidence gives the other.

    What it does: reads the reported positions of a sentence naming two speakers ("The defence argued that …,
    while the prosecution called them …"): each speaker right before a reporting verb (argued, said, claimed,
    called) and what follows it to the end of its clause. It blocks when the evidence gives a position of one
    speaker, stated in most of its words, to the other speaker of the sentence and to no speaker sharing a word
    with the first. Named or not ("the defence", "the union"), a speaker is told apart by its words.

    Why it matters: every word of "the defence argued that the emails showed intent" is in evidence where the
    prosecution argued it; a reader takes away the opposite case.

    Example: evidence "The prosecution argued that the emails showed intent to defraud investors. The defence
    said the emails were inconclusive.", sentence "The defence argued that the emails showed intent to defraud
    investors, while the prosecution called them inconclusive." blocks.

    Fix: give each position to the side the evidence gives it to.
    """

    code = "FN006"
    family = "FN"
    message = "the evidence gives \u201c{position}\u201d to {owner}, not {claimed}"
    hint = "give each position to the side the evidence gives it to"


RULES: tuple[Rule, ...] = (QuoteMisattributed(), AuthorshipMisattributed(), ClaimsSwapped())
QUOTE_MISATTRIBUTED, AUTHORSHIP_MISATTRIBUTED, CLAIMS_SWAPPED = RULES

_NAMING_VERBS = ("called", "calls", "calling", "described", "describes", "describing")
_REPORTING_VERBS = ("said", "says", "told", "tells", "wrote", "writes", "added", "adds", "stated", "noted", "explained",
                    "argued", "warned", "declared", "insisted", "claimed", "announced", "admitted", "admitting",
                    "acknowledged", "conceded", "replied", "recalled", "remarked")
_ENGLISH_CUE = re.compile(opening(
    rf"(?<![A-Za-z-])(?:(?P<according>according to)|(?P<naming>{'|'.join(_NAMING_VERBS)})"
    rf"|{'|'.join(_REPORTING_VERBS)})(?![A-Za-z])"),
    re.IGNORECASE,
)
# A whole word each English cue holds: text without one holds no English cue.
_ENGLISH_CUE_WORDS = WholeWordScreen("according", *_NAMING_VERBS, *_REPORTING_VERBS)
# 称 and 说 only where they report speech: not 简称 or 号称 (a name), 称号 or 称赞, 据说 (hearsay), 小说 or 说明.
_CHINESE_CUE = re.compile(
    r"表示|指出|认为|强调|介绍|透露|坦言|直言|回应|写道|宣布|声称|提到|谈到"
    r"|(?<![简号堪俗统并自人])称(?![号呼赞职])|(?<![据听小传演游解学胡])说(?![明法服])"
)
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
MAX_SPEAKER_WORDS = 6
MAX_CHINESE_SPEAKER = 12
# Words a speaker never runs across: a speaker is the noun phrase right beside its verb.
_STOP_WORDS = frozenset(
    "that which who whom whose but while when where as after before because if since although though "
    "with without than so then to was were is are be been has have had do does did not".split()
)
# Where a speaker of several people or of a name and its apposition is cut into one speaker each.
_SPEAKER_BREAK = re.compile(r",|&|\b(?:and|or)\b")
# A Chinese speaker of several people (李明和王强) is not read: only the name before the verb would be found.
_CHINESE_CONJUNCTION = re.compile("[\u548c\u4e0e\u53ca]")
_BETWEEN_SPEAKER_AND_VERB = frozenset("also later then previously again once further reportedly first".split())
_ENGLISH_TOKEN = re.compile(r"[^\W_][\w.'\u2019&-]*|[^\w\s]")
_CHINESE_SPEAKER = re.compile(rf"\u636e?([^\s\W]{{1,{MAX_CHINESE_SPEAKER}}})\Z")  # 据李明介绍: 李明
_LEADING_PUNCTUATION = re.compile(r"[\s\"'\u201d\u2019\u300d\u300f,.:\uff0c\u3002\uff1a]*")
_CLAUSE_BREAK = re.compile(r"[;\uff1b]")
_ACT_BOUNDARY = re.compile(r"[;,\uff1b\uff0c]|[.!?]\s")
# What may stand between a reporting verb (or 'according to X') and the quote it reports: a few words, and a comma
# or colon before the quotation mark ('said the plan was “', 'said: “', '表示，今年公司“'), but no other clause.
_ENGLISH_GAP = re.compile(
    r"[\s,:]*(?:[^\W_][\w.'\u2019-]*\s+){0,8}(?:[^\W_][\w.'\u2019-]*[,:]\s*)?[\"'\u201c\u2018\u300c\u300e]?"
)
_CHINESE_GAP = re.compile(r"[^\u3002\uff1b\uff01\uff1f;!?]{0,20}")
_WORD = re.compile(r"[^\W\d_]")
# Two names this close, with no reporting verb, quotation or sentence end between them, are one speaker
# introduced ("Lee has been the CFO", "CEO John Smith", "Jane Lee, the finance chief").
SIDE_BY_SIDE = 40
_SEPARATES_SPEAKERS = re.compile(rf"[\"!?\u3002\uff01\uff1f]|\.\s|{_ENGLISH_CUE.pattern}|{_CHINESE_CUE.pattern}",
                                 re.IGNORECASE)


@dataclass(frozen=True)
class Speaker:
    """Who a reporting construction gives a quotation to: the words as written, the names in them, and the last
    name of the speaker and of its apposition, which says who it is ("Councillor Patel" is Patel, not any
    councillor; "John Smith, the CFO" is Smith and the CFO)."""

    phrase: str
    names: tuple[str, ...]
    heads: tuple[str, ...]

    @cached_property
    def _as_evidence(self) -> Evidence:
        return Passage(self.phrase).alone

    def mentions(self, name: str) -> bool:
        """Whether this speaker's words name ``name``: "John Smith" names Smith; 李明 and 李总 share a surname."""
        if _CJK.match(name):
            return any(_CJK.match(own) and own[0] == name[0] for own in self.names)
        return name_found(name, self._as_evidence)

    def is_one_with(self, other: Speaker) -> bool:
        return any(self.mentions(head) for head in other.heads) or any(other.mentions(head) for head in self.heads)


def speaker_of(item: Analysed, start: int, end: int) -> Speaker | None:
    """The named speaker of the quotation at ``[start, end)`` of ``item.text``, if its sentence names one.

    The reporting verb nearest before the quote decides; only when there is none is the clause after it read.
    A speaker without a name (he, 他, the director) is none, and so is one whose sentence is negated around the
    quote: "Smith never said “…”" and "neither Jones nor Smith wrote “…”" give the words to no one.
    """
    text = item.text
    sentences = item.feature(split_sentences)
    first = next((sentence.start for sentence in sentences if sentence.start <= start < sentence.end), start)
    last = next((sentence.end for sentence in sentences if sentence.start < end <= sentence.end), end)
    if negation_cues(text[first:start]) or negation_cues(text[end:last]):
        return None
    breaks = [found.end() for found in _CLAUSE_BREAK.finditer(text, first, start)]
    span = _speaker_before(text, breaks[-1] if breaks else first, start)
    if span is None:
        span = _speaker_after(text, end, last)
    if span is None or span[0] == span[1]:
        return None
    return _speaker_at(item, *span)


def _speaker_at(item: Analysed, start: int, end: int) -> Speaker | None:
    """The people named in ``item.text[start:end]``, one for each piece between its commas and conjunctions."""
    parts = [_names_within(item, *part) for part in _segments(item.text, start, end)]
    names = tuple(name for part in parts for name in part)
    return Speaker(item.text[start:end], names, tuple(part[-1] for part in parts if part)) if names else None


def _segments(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The people a speaker names and their appositions: the spans between its commas and conjunctions."""
    bounds = [start, *(position for found in _SPEAKER_BREAK.finditer(text, start, end) for position in found.span()),
              end]
    segments = []
    for low, high in zip(bounds[::2], bounds[1::2]):
        piece = text[low:high]
        low, high = low + len(piece) - len(piece.lstrip()), high - len(piece) + len(piece.rstrip())
        if low < high:
            segments.append((low, high))
    return segments


def _speaker_before(text: str, low: int, quote: int) -> tuple[int, int] | None:
    """The span of the speaker a reporting verb before the quote names (empty when it names none), or None."""
    cues = [*_ENGLISH_CUE.finditer(text, low, quote), *_CHINESE_CUE.finditer(text, low, quote)]
    if not cues:
        return None
    cue = max(cues, key=lambda found: found.end())
    nobody = (cue.start(), cue.start())
    if cue.re is _CHINESE_CUE:
        found = _CHINESE_SPEAKER.search(text, low, cue.start())
        return found.span(1) if found and _chinese_speaker(text, found) and _CHINESE_GAP.fullmatch(
            text, cue.end(), quote) else nobody
    if cue.group("naming") and not _WORD.search(text, cue.end(), quote):
        return nobody  # 'a sequel called “Peninsula”' names a title, not a speaker
    span = _words_after(text, cue.end(), quote) if cue.group("according") else _words_before(text, low, cue.start())
    reported = _ENGLISH_GAP.fullmatch(text, span[1] if span and cue.group("according") else cue.end(), quote)
    return span if span and reported else nobody


def _chinese_speaker(text: str, found: re.Match[str]) -> bool:
    """Whether a Chinese speaker is one person or body, not the last of a list (李明和王强, 李明、王强)."""
    return not (_CHINESE_CONJUNCTION.search(found.group(1)) or text[found.start(1) - 1:found.start(1)] == "\u3001")


def _speaker_after(text: str, quote_end: int, high: int) -> tuple[int, int] | None:
    """The span of the speaker of a reporting clause right after the quote ('“…,” said Smith', '“…”，李明指出')."""
    start = run_end(_LEADING_PUNCTUATION, text, quote_end, high)
    cue = _CHINESE_CUE.search(text, start, high) if _CJK.match(text, start) else _ENGLISH_CUE.search(text, start, high)
    if cue is None:
        return None
    if cue.start() == start:
        return _words_after(text, cue.end(), high)  # 'said Smith', 'according to Smith'
    if cue.re is _CHINESE_CUE:
        found = _CHINESE_SPEAKER.fullmatch(text, start, cue.start())
        return found.span(1) if found and _chinese_speaker(text, found) else None
    span = _words_before(text, start, cue.start())
    return span if span and span[0] == start else None


def _words_before(text: str, low: int, high: int) -> tuple[int, int] | None:
    """The noun phrase right before ``high``: the words back to a stop word or punctuation, or, when a comma
    comes first, the name and the apposition before it ("John Smith, the chief executive,")."""
    tokens = [*_ENGLISH_TOKEN.finditer(text, low, high)]
    while tokens and _between_speaker_and_verb(tokens[-1].group()):
        tokens.pop()
    span = _run_back(tokens)
    if span is not None:
        preceding = [token for token in tokens if token.end() <= span[0]]
        listed = preceding and preceding[-1].group() == "," and _SPEAKER_BREAK.search(text, *span)
        return None if listed else span  # "Smith, Jones and Lee said": the run has only the last of them
    if len(tokens) < 2 or tokens[-1].group() != ",":
        return None
    apposition = _run_back(tokens[:-1])
    if apposition is None:
        return None
    before = [token for token in tokens if token.end() <= apposition[0]]
    name = _run_back(before[:-1]) if before and before[-1].group() == "," else None
    return (name[0], apposition[1]) if name else None


def _between_speaker_and_verb(word: str) -> bool:
    """An adverb between a speaker and the verb ("Smith also said", "Jones repeatedly told")."""
    return word in _BETWEEN_SPEAKER_AND_VERB or (word.islower() and word.endswith("ly"))


def _run_back(tokens: list[re.Match[str]]) -> tuple[int, int] | None:
    """The span of the words ending the token list, back to a stop word or punctuation; None when there are none."""
    words: list[re.Match[str]] = []
    for token in reversed(tokens):
        if not _in_speaker(token.group()) or len(words) == MAX_SPEAKER_WORDS:
            break
        words.append(token)
    return (words[-1].start(), words[0].end()) if words else None


def _in_speaker(token: str) -> bool:
    return token == "&" or (_WORD.match(token) is not None and token.lower() not in _STOP_WORDS)


def _words_after(text: str, low: int, high: int) -> tuple[int, int] | None:
    """The words from ``low`` on up to a stop word or punctuation: the speaker of 'said Smith', 'according to X'."""
    words: list[re.Match[str]] = []
    for token in _ENGLISH_TOKEN.finditer(text, low, high):
        if not _in_speaker(token.group()) or len(words) == MAX_SPEAKER_WORDS:
            break
        words.append(token)
    if not words:
        return None
    return words[0].start(), words[-1].end() - words[-1].group().endswith(".")


def _names_within(item: Analysed, start: int, end: int) -> tuple[str, ...]:
    """The names in ``item.text[start:end]``, read in their sentence (a Chinese name is found by the verb after it);
    a phrase that is only a name ("Smith", "The CFO") counts its first word too, as a sentence's subject."""
    names = tuple(name for low, high, name in item.derived(name_spans) if start <= low and high <= end)
    if names:
        return names
    phrase = item.text[start:end]
    return names_of(Analysed(phrase)) if is_bare_name(phrase) else ()


def _side_by_side(evidence: Evidence, first: Speaker, second: Speaker) -> bool:
    """Whether some passage names the two speakers close together with nothing between them that tells them apart."""
    for passage in evidence.passages:
        folded = passage.folded
        ones = _places(folded, first.heads)
        others = _places(folded, second.heads)
        for one_start, one_end in ones:
            for other_start, other_end in others:
                low, high = (one_end, other_start) if one_end <= other_start else (other_end, one_start)
                if 0 <= high - low <= SIDE_BY_SIDE and not _SEPARATES_SPEAKERS.search(folded, low, high):
                    return True
    return False


def _places(folded: str, names: tuple[str, ...]) -> list[tuple[int, int]]:
    places = []
    for name in names:
        needle = fold(name)
        index = find_phrase(folded, needle)
        while index != -1:
            places.append((index, index + len(needle)))
            index = find_phrase(folded, needle, index + 1)
    return places


def _speaker_in_passage(passage: Passage, place: tuple[int, int]) -> Speaker | None:
    """The speaker the passage gives the quote to, read where the quote stands (``place`` in its folded text), or
    where the passage's own quotation holding it stands ("the sound of Cresswick" of "added: 'This choir is the
    sound of Cresswick.'")."""
    folded = fold_with_offsets(passage.text)
    if folded.text != passage.folded:
        return None
    start, end = folded.original_span(*place)
    start, end = next(((low, high) for low, high, _ in passage.feature(quotations) if low <= start and end <= high),
                      (start, end))
    return speaker_of(passage, start, end)


# An act only its doer did, however many joined it: "wrote the dissent", "delivered the opinion", "led the inquiry".
_AUTHORED_WORDS = ("wrote", "authored", "penned", "drafted", "delivered", "led")
_AUTHORED = re.compile(rf"(?<![A-Za-z])(?:{'|'.join(_AUTHORED_WORDS)})\s+[^,;.]{{1,60}}")
# Each act holds its word whole (after no letter, before a space): a set test on the word split every screen shares.
_AUTHORED_SCREEN = WholeWordScreen(*_AUTHORED_WORDS)
_JOINED_BY = re.compile(r",\s+joined by\s+([^.;]+)")


@dataclass(frozen=True)
class _Authored:
    """An act of ``_AUTHORED`` with the person who did it, and those who joined it (``None`` in the sentence)."""

    act: str
    terms: frozenset[str]
    doer: Speaker
    joined: Speaker | None


def _authored(item: Analysed) -> tuple[_Authored, ...]:
    """Each act of ``_AUTHORED`` in ``item`` whose doer is named right before it, with who joined it, if any."""
    text = item.text
    found = []
    for act in _AUTHORED.finditer(text) if _AUTHORED_SCREEN.may_match(text) else ():
        low = max((end.end() for end in _ACT_BOUNDARY.finditer(text, 0, act.start())), default=0)
        span = _words_before(text, low, act.start())
        doer = _speaker_at(item, *span) if span else None
        if doer is None:
            continue
        joined_by = _JOINED_BY.match(text, act.end())
        joined = _speaker_at(item, *joined_by.span(1)) if joined_by else None
        found.append(_Authored(act[0].strip(), content_terms(act[0]), doer, joined))
    return tuple(found)


def _joined_only(statement: Statement, evidence: Evidence) -> list[Finding]:
    """FN004: the sentence gives an act to one who, in the evidence, only joined the person who did it."""
    claimed_acts = statement.derived(_authored)
    if not claimed_acts or statement.feature(negation_cues):
        return []
    for claimed in claimed_acts:
        for passage in evidence.passages:
            for act in passage.derived(_authored):
                if (act.joined is not None and act.terms <= claimed.terms and claimed.doer.is_one_with(act.joined)
                        and not claimed.doer.is_one_with(act.doer)):
                    return [AUTHORSHIP_MISATTRIBUTED.finding(
                        sentence=statement.text, span=statement.span, evidence=passage.ref,
                        act=act.act, owner=act.doer.phrase, claimed=claimed.doer.phrase)]
    return []


@dataclass(frozen=True)
class _Position:
    """What a speaker is reported to hold: the speaker's words and terms, and the terms of what follows the verb."""

    speaker: str
    speaker_terms: frozenset[str]
    content: str
    terms: frozenset[str]


def positions(item: Analysed) -> tuple[_Position, ...]:
    """Each reporting verb of ``item`` with the speaker right before it and the rest of its clause ("The defence
    argued that …", 辩方认为…)."""
    text = item.text
    found = []
    for cue in _cues(text):
        low = max((end.end() for end in _POSITION_BOUNDARY.finditer(text, 0, cue.start())), default=0)
        if cue.re is _ENGLISH_CUE and cue.group("according") or negation_cues(text[low:cue.start()]):
            continue  # "according to X" names no verb's subject; "X never argued" holds no position
        if cue.re is _CHINESE_CUE:
            named = _CHINESE_SPEAKER.search(text, low, cue.start())
            span = (named.start(1), named.end(1) - _trailing_adverb_length(named.group(1))) if named else None
        else:
            span = _words_before(text, low, cue.start())
        closing = _POSITION_BOUNDARY.search(text, cue.end())
        content = text[cue.end():closing.start() if closing else len(text)].strip(" .!?\u3002\uff01\uff1f")
        if span is not None and (speaker_terms := content_terms(text[slice(*span)])):
            found.append(_Position(text[slice(*span)], speaker_terms, content, content_terms(content)))
    return tuple(found)


def _cues(text: str) -> tuple[re.Match[str], ...]:
    """The English reporting verbs of ``text``, then the Chinese ones. A text is read for the English verbs only where
    it holds one of their words whole (``_ENGLISH_CUE_WORDS``), and for the Chinese ones only where it holds a Chinese
    character, as each of them does."""
    english = tuple(_ENGLISH_CUE.finditer(text)) if _ENGLISH_CUE_WORDS.may_match(text) else ()
    return (*english, *_CHINESE_CUE.finditer(text)) if holds_chinese(text) else english


# An adverb between a Chinese speaker and its verb (辩护方则表示, 对方也认为) is no part of who spoke.
_CHINESE_ADVERB = re.compile("[则也还亦却]*\\Z")
_POSITION_BOUNDARY = re.compile(r"[;,\uff1b\uff0c\u3002\uff01\uff1f]|[.!?](?:\s|\Z)")


def _trailing_adverb_length(words: str) -> int:
    """How many characters of adverbs (则, 也, ...) end ``words``: the pattern matches at the end of any text."""
    adverbs = _CHINESE_ADVERB.search(words)
    assert adverbs is not None
    return len(adverbs.group())


# A position is found in the evidence when most of its terms, and at least this many, are there.
POSITION_TERMS = 2


def _positions_swapped(statement: Statement, evidence: Evidence) -> list[Finding]:
    """FN006: the sentence's two speakers hold each other's positions in the evidence."""
    claimed = statement.derived(positions)
    if len({position.speaker_terms for position in claimed}) < 2:
        return []
    for position in claimed:
        others = [other for other in claimed if not other.speaker_terms & position.speaker_terms]
        held = [(passage, owner) for passage in evidence.passages for owner in passage.derived(positions)
                if _states(owner, position)]
        if not held or any(owner.speaker_terms & position.speaker_terms for _, owner in held):
            continue
        passage, owner = held[0]
        if any(owner.speaker_terms & other.speaker_terms for other in others):
            return [CLAIMS_SWAPPED.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                           position=position.content, owner=owner.speaker, claimed=position.speaker)]
    return []


def _states(owner: _Position, position: _Position) -> bool:
    shared = len(owner.terms & position.terms)
    return shared >= POSITION_TERMS and 2 * shared > len(position.terms)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    return [*_quoted_by_another(statement, evidence), *_reported_by_another(statement, evidence),
            *_joined_only(statement, evidence), *_positions_swapped(statement, evidence)]


# Speech reported with no quotation marks: "Curator Mariela Ocampo said the larvae will be kept off show".
_REPORTED = re.compile(r"(?<![A-Za-z-])(?:said|says|stated|explained|noted|added|warned|told\s+[a-z]+)\s+(?:that\s+)?"
                       r"(?=(?:the|a|an|it|its|this|these|their|[a-z]+s)\b)")
_REPORTED_WORDS = WholeWordScreen("said", "says", "stated", "explained", "noted", "added", "warned", "told")
_REPORTED_END = re.compile(r"[;.!?](?:\s|\[|\Z)|\Z")
# The share of the words a sentence reports that an evidence clause must hold to report the same thing, or else two
# of them and a figure ("kept off show until they grow to about 8 cm" and "stay behind the scenes until they reach
# about 8 cm").
REPORTED_SHARE = 0.6
_FIGURE = re.compile(r"\d+(?:\.\d+)?")
_LEAST_REPORTED_TERMS = 3


def reported_speech(item: Analysed) -> tuple[tuple[int, int, frozenset[str]], ...]:
    """Each stretch of English ``item`` reported as said with no quotation marks, from its reporting verb to the end
    of its sentence: its span and content terms."""
    text = item.text
    if holds_chinese(text) or not _REPORTED_WORDS.may_match(text):
        return ()
    found = []
    for verb in _REPORTED.finditer(text):
        end = _REPORTED_END.search(text, verb.end())
        stop = end.start() if end is not None else len(text)
        if len(terms := content_terms(text[verb.end():stop])) >= _LEAST_REPORTED_TERMS:
            found.append((verb.end(), stop, terms))
    return tuple(found)


def _reported_by_another(statement: Statement, evidence: Evidence) -> list[Finding]:
    """FN002 for speech reported with no quotation marks: every evidence passage reporting the same words (most of
    the sentence's, or two and a figure) gives them to a named speaker, and none is the sentence's."""
    for start, end, terms in statement.derived(reported_speech):
        claimed = speaker_of(statement, start, end)
        if claimed is None:
            continue
        figures = set(_FIGURE.findall(statement.text, start, end))
        owners = [(passage, speaker_of(passage, low, high)) for passage in evidence.passages
                  for low, high, theirs in passage.derived(reported_speech)
                  if len(terms & theirs) >= REPORTED_SHARE * len(terms)
                  or len(terms & theirs) >= 2 and figures & set(_FIGURE.findall(passage.text, low, high))]
        known = [(passage, owner) for passage, owner in owners if owner is not None]
        if not owners or len(known) < len(owners) or any(
                owner.is_one_with(claimed) or _side_by_side(evidence, claimed, owner) for _, owner in known):
            continue
        passage, owner = known[0]
        return [QUOTE_MISATTRIBUTED.finding(sentence=statement.text, span=statement.span, evidence=passage.ref,
                                            quote=statement.text[start:end].strip(), owner=owner.phrase,
                                            claimed=claimed.phrase)]
    return []


def _quoted_by_another(statement: Statement, evidence: Evidence) -> list[Finding]:
    """FN002: the evidence gives the sentence's quotation to another speaker."""
    findings = []
    for start, end, words in statement.feature(quotations):
        pieces = quote_pieces(words)
        places = [(passage, place) for passage in evidence.passages if (place := quote_place(pieces, passage))]
        claimed = speaker_of(statement, start, end) if pieces and places else None  # the quote found first: cheaper
        if claimed is None:
            continue
        owners = [_speaker_in_passage(passage, place) for passage, place in places]
        known = [owner for owner in owners if owner is not None]
        if len(known) < len(owners) or any(
            owner.is_one_with(claimed) or _side_by_side(evidence, claimed, owner) for owner in known
        ):
            continue
        findings.append(
            QUOTE_MISATTRIBUTED.finding(
                sentence=statement.text,
                span=statement.span,
                evidence=places[0][0].ref,
                quote=words.strip().rstrip(",;:\uff0c\uff1b\uff1a"),
                owner=known[0].phrase,
                claimed=claimed.phrase,
            )
        )
    return findings
