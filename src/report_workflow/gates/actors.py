"""FN actors: an act the evidence tells of one named party, told of another it names elsewhere.

"City substitute Marco Ruiz headed in the winner from a corner in the 88th minute" and "Okafor then headed in an
88th-minute winner from a corner" share every word of the act; only who did it changed, to a player the evidence
names for another goal. No figure moved, so the number gates see nothing wrong.
"""

from __future__ import annotations

import re

from .align import clause_spans
from .base import Finding, Rule, excerpt
from .inputs import Analysed, Evidence, Passage, Statement
from .names import name_spans
from .phrases import find_phrase
from ..text import content_terms
from ..text.terms import STOPWORDS, piece_terms
from ..text.dates import MONTHS, WEEKDAYS


class ActOfAnotherName(Rule):
    """The sentence gives an act to a name the evidence gives another act, where the evidence gives this act to
    another name.

    What it does: takes each clause of the sentence holding a name the evidence also writes, finds the one evidence
    clause that tells most of the clause's other words (at least three, more than any other clause), and blocks
    when that clause names someone the sentence never names (or names only in another clause, as the subject of an
    act of its own: two winners swapped) and not the sentence's name, which the evidence writes only in other
    clauses; or names another thing of the sentence's kind ("Loch Carran" for "Loch Beag", both written in full by
    the evidence).

    Why it matters: a goal, a discovery, a statement or a vote moved to another person keeps every word and figure
    of the act; only the name is wrong, and the name is what a reader takes away.

    Example: evidence "Dani Okafor gave City the lead on 23 minutes. City substitute Marco Ruiz headed in the winner
    from a corner in the 88th minute.", sentence "Okafor then headed in an 88th-minute winner from a corner." blocks;
    "Ruiz headed in an 88th-minute winner from a corner." passes.

    Fix: give the act to the one the evidence gives it to.
    """

    code = "FN009"
    family = "FN"
    message = ("the evidence gives \u201c{act}\u201d to {actor}, not to {named}, whom it names only for something "
               "else")
    hint = "give the act to {actor}, as the evidence does"


ACT_OF_ANOTHER_NAME = ActOfAnotherName()
_CALENDAR_WORDS = frozenset({*(month.lower() for month in MONTHS), *WEEKDAYS})
_CAPITALISED_WORD = re.compile(r"\b[A-Z][\w'\u2019-]+")
_LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'\u2019-]*")
_CAPITALISED_RUN = re.compile(r"(?:[A-Z][\w'\u2019-]*\s?)+")
_POSSESSIVE = re.compile(r"(?:[A-Z][\w-]*\s+)*[A-Z][\w-]*['\u2019]s?\s")
# An act is told by at least this many words of the clause, and by three in five of them.
_ACT_TERMS = 4
# A clause's subject is a name within its first few words ("City substitute Marco Ruiz headed …").
_SUBJECT_REACH = 3
RULES: tuple[Rule, ...] = (ACT_OF_ANOTHER_NAME,)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    acts = statement.derived(_acts_told)
    if not acts:
        return []  # no clause has words enough to tell an act by: nothing of the evidence needs reading
    openers = statement.feature(_opening_words)
    if not any(word in passage.text for word in openers for passage in evidence.passages):
        return []  # no clause of the sentence opens with a capitalised word the evidence writes: no named subject
    if not any(_tells_one_of(passage, acts) for passage in evidence.passages):
        return []  # no evidence clause shares enough of an act's words to be the clause telling it
    everyone = {name for passage in evidence.passages for *_, names in passage.derived(_clause_names)
                for name in names}
    # the evidence's names the sentence writes, wherever it writes them: "Okafor" opening a sentence is one
    written = {name for name in everyone if find_phrase(statement.text, name) != -1} | statement.derived(_names)
    names_terms = content_terms(" ".join(written))
    clauses: list[tuple[Passage, int, int, frozenset[str], tuple[str, ...]]] = []
    for low, high in clause_spans(statement.text):
        mine = _subject(statement.text, low, high, written & everyone)
        if mine is None:
            continue
        act = content_terms(statement.text[low:high]) - names_terms
        if len(act) < _ACT_TERMS:
            continue  # too few words to tell an act by (read before the evidence's clauses, as most are)
        clauses = clauses or [(passage, *clause) for passage in evidence.passages
                              for clause in passage.derived(_clauses)]
        scored = sorted(((len(act & terms), index) for index, (*_, terms, _) in enumerate(clauses)), reverse=True)
        best = scored[0][0]
        if best < _ACT_TERMS or best * 5 < len(act) * 3 or len(scored) > 1 and scored[1][0] == best:
            continue
        passage, start, end, _, actors = clauses[scored[0][1]]
        actor = _subject(passage.text, start, end, set(actors))
        if actor is None:
            continue
        theirs = _written_in_full(passage.text[start:end], actor)
        named = _written_in_full(statement.text[low:high], mine)
        elsewhere = actor in written and find_phrase(statement.text[low:high], actor) == -1 \
            and _tells_another_act(statement.text, low, high, actor)
        if (actor not in written or elsewhere) and mine not in actors \
                or actor == mine and _other_of_a_kind(theirs, named, evidence):
            return [ACT_OF_ANOTHER_NAME.finding(
                sentence=statement.text, span=statement.span, evidence=passage.ref,
                act=excerpt(passage.text[start:end].strip(), 100), actor=theirs, named=named)]
    return []


def _tells_another_act(text: str, low: int, high: int, actor: str) -> bool:
    """Whether the sentence names ``actor`` only in another clause, as the subject of an act of its own told in words
    enough ("…, while the Gull Street Builders took the family prize"; not "The Express Next Day service, by
    contrast, guarantees …" cut at its commas): the two acts are given to two names, each the other's."""
    return any(find_phrase(text[start:end], actor) != -1 and _subject(text, start, end, {actor}) == actor
               and len(content_terms(text[start:end]) - content_terms(actor)) >= _ACT_TERMS
               for start, end in clause_spans(text) if (start, end) != (low, high))


def _other_of_a_kind(theirs: str, named: str, evidence: Evidence) -> bool:
    """Whether two names opening alike ("Loch Carran", "Loch Beag") are two things, the sentence's one the evidence
    writes in full elsewhere: the word they share names a kind, not who acts. A name written in part is the same."""
    if find_phrase(theirs, named) != -1 or find_phrase(named, theirs) != -1:
        return False  # one name written in part ("Corvale Pharma" of "Corvale Pharma Ltd")
    return " " in named and any(find_phrase(passage.text, named) != -1 for passage in evidence.passages)


def _acts_told(statement: Analysed) -> tuple[frozenset[str], ...]:
    """The terms each clause may tell an act by, for the clauses with at least ``_ACT_TERMS``: all its content
    terms, and in an English sentence those not of the sentence's own names. An act leaves out the terms of every
    name the sentence writes, all English there and read word by word, so the terms of its own names among them."""
    text = statement.text
    if text.isascii():
        if len(statement.terms) < _ACT_TERMS:
            return ()  # an English clause holds no term its sentence does not (its names' terms not read yet)
        names = content_terms(" ".join(statement.derived(_names)))
        if len(statement.terms - names) < _ACT_TERMS:
            return ()  # nor once its names' terms are left out
        acts = piece_terms(text, clause_spans(text), leaving_out=names)  # the text cut into letters once
    else:
        acts = [content_terms(text[low:high]) for low, high in clause_spans(text)]
    return tuple(act for act in acts if len(act) >= _ACT_TERMS)


def _tells_one_of(passage: Passage, acts: tuple[frozenset[str], ...]) -> bool:
    """Whether a clause of ``passage`` shares at least ``_ACT_TERMS`` terms with one of ``acts``, as the clause
    telling an act must. The clauses of an English passage hold no term the whole passage does not."""
    if passage.text.isascii() and not any(len(act & passage.terms) >= _ACT_TERMS for act in acts):
        return False
    return any(len(act & terms) >= _ACT_TERMS for *_, terms in passage.derived(_clause_terms) for act in acts)


def _opening_words(text: str) -> frozenset[str]:
    """The capitalised words within the first words of each clause: where a clause's subject may be named (in
    Chinese text every Latin word, as ``names.find_names`` reads them)."""
    pattern = _CAPITALISED_WORD if text.isascii() else _LATIN_WORD
    return frozenset(word for low, high in clause_spans(text)
                     for word in pattern.findall(" ".join(text[low:high].split()[:_SUBJECT_REACH + 1]))
                     if word.lower() not in STOPWORDS)


def _subject(text: str, low: int, high: int, names: set[str]) -> str | None:
    """The name a clause opens with, the one who acts in it: the first of ``names`` within its first words, not a
    day or a month ("said on Wednesday" names no one), nor an owner ("Marlow Vale's waiting list lengthened" tells
    of the list)."""
    found = sorted((at, name) for name in names if low <= (at := find_phrase(text, name, low)) < high
                   and name.lower() not in _CALENDAR_WORDS and not _owner(text, at))
    if not found or len(text[low:found[0][0]].split()) > _SUBJECT_REACH:
        return None
    return found[0][1]


def _owner(text: str, at: int) -> bool:
    """Whether the run of capitalised words at ``at`` is written as an owner ("Marlow Vale's allotment list")."""
    return _POSSESSIVE.match(text, at) is not None


def _written_in_full(text: str, name: str) -> str:
    """The run of capitalised words ``name`` opens in ``text``, for messages: "Marco Ruiz" for "Marco"."""
    at = find_phrase(text, name)
    run = _CAPITALISED_RUN.match(text, at) if at != -1 else None
    return run.group().strip() if run else name


def _names(item: Analysed) -> frozenset[str]:
    return frozenset(name for *_, name in name_spans(item))


def _clause_names(passage: Analysed) -> tuple[tuple[int, int, tuple[str, ...]], ...]:
    """Each clause of a passage with the names in it, read once per passage."""
    names = name_spans(passage)
    return tuple((low, high, tuple(name for start, _, name in names if low <= start < high))
                 for low, high in clause_spans(passage.text))


def _clause_terms(passage: Analysed) -> tuple[tuple[int, int, frozenset[str]], ...]:
    """Each clause of a passage with its terms, read once per passage and only for a sentence with an act to look
    for; an English passage is cut into letters once for every clause (``piece_terms``)."""
    text = passage.text
    spans = clause_spans(text)
    terms = piece_terms(text, spans) if text.isascii() else [content_terms(text[low:high]) for low, high in spans]
    return tuple((low, high, found) for (low, high), found in zip(spans, terms))


def _clauses(passage: Analysed) -> tuple[tuple[int, int, frozenset[str], tuple[str, ...]], ...]:
    """Each clause of a passage with its terms and the names in it."""
    return tuple((low, high, terms, names) for (low, high, terms), (*_, names)
                 in zip(passage.derived(_clause_terms), passage.derived(_clause_names)))
