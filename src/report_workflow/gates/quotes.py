"""FE quotes: words inside quotation marks must be the source's words.

Every span in “…”, "…", 「…」 or 『…』 is checked, including one- and two-word scare quotes: quotation marks in a
published report attribute the words to the source, so a scare-quoted word the sources never use puts the
author's voice in the source's mouth. Comparison is on folded text (case, quote marks, dashes, widths and spaces
unified), so quote-mark style, capitalisation and the punctuation at the edges of a quote never matter.
An ellipsis (..., …, [...], […]) splits a quote into pieces that must appear in order in one passage; editorial
brackets ([sic], [the company]) are the editor's words and are skipped.

Single quotation marks ('…', ‘…’), the British style, quote just as double ones do, once they are told from the
apostrophe the same characters also write. A single mark opens a quotation only at the start of a word (not
after a Latin letter or digit: "it's", "Mahler's", "o'clock") and not where it stands for elided letters ('90s,
rock 'n' roll, 'em, 'tis, 'twas, 'til, 'cause, 's-Hertogenbosch); it closes one at the end of a word, before
anything but a Latin letter or digit. The nearest closing mark ends the quotation, so a plural possessive inside
it ("the workers' union") cuts it short: the shorter quote is still the source's words when the whole is. Titles
and terms in single quotes ('Resurrection' Symphony) are read like scare quotes in double ones: the words must be
the source's, in any quote style or none. A single-quoted span inside a double-quoted quotation is a quote within
the quote, checked as part of it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..text import content_terms, fold
from .base import Finding, Rule, excerpt
from .inputs import Evidence, Passage, Statement
from .phrases import find_phrase

_QUOTE = re.compile(r"\u201c([^\u201d]{1,4000}?)\u201d|\"([^\"]{1,4000}?)\"|\u300c([^\u300d]{1,4000}?)\u300d"
                    r"|\u300e([^\u300f]{1,4000}?)\u300f")
_LATIN = "0-9A-Za-z\u00c0-\u024f"
# An opening single mark: at the start of a word, before a character that is neither a space nor another mark,
# and not the apostrophe of elided letters. A closing one: after a character that is not a space, before anything
# but a Latin letter or digit (a letter after it makes it an apostrophe: "it's").
_SINGLE_OPEN = (rf"(?<![{_LATIN}'\u2018\u2019])['\u2018](?=[^\s'\u2018\u2019])"
                r"(?!\d0s\b|n['\u2019]|(?:em|tis|twas|til|cause)\b|s-)")
_SINGLE_CLOSE = rf"(?<=\S)['\u2019](?![{_LATIN}])"
_SINGLE_QUOTE = re.compile(rf"{_SINGLE_OPEN}(.{{1,4000}}?){_SINGLE_CLOSE}", re.IGNORECASE)
_SIC = re.compile(r"\[\s*sic\s*\]", re.IGNORECASE)
_GAP = re.compile(r"\.\s?\.\s?\.|\u2026|\[[^\]]*\]")
_EDGES = " \t\n,.;:!?\u3001\uff0c\u3002\uff1b\uff1a\uff01\uff1f'\"\u2018\u2019\u201c\u201d"


class QuoteNotInEvidence(Rule):
    """Words inside quotation marks do not appear verbatim in the evidence.

    What it does: every quoted span (“…”, "…", 「…」, 『…』, and '…' or ‘…’ where the marks are not apostrophes)
    must occur word for word in one evidence passage, after folding case, quote marks, dashes and spaces. Ellipses
    and editorial brackets ([...], […], [sic]) split a quote into pieces that must occur in order. Short quotes are
    checked too.

    Why it matters: a quotation is the strongest attribution a report can make. An altered or invented quote
    ("guarantees that no services will be cut" for "protects core services") misreports what someone said.

    Example: source 'He said "we will finish by December."', sentence 'He said "we have finished."' blocks; so
    does "She said: 'We will reverse our decision'" over a source quoting her "We will review our decision".

    Fix: quote the passage verbatim (mark omissions with an ellipsis), or paraphrase without quotation marks.
    """

    code = "FE010"
    family = "FE"
    message = "the quoted words \u201c{quote}\u201d do not appear in the evidence"
    hint = "quote the evidence word for word{closest}, or paraphrase without quotation marks"


class QuoteCutFromQualifier(Rule):
    """Quoted words the evidence has, cut from a word before them that denies or limits them.

    What it does: where a quoted span occurs in the evidence right after a denial or a part-of ("not", "never", "no
    longer", "far from", "rather than", "instead of", "part of", "only part of"; 不是, 并非, 并不是, 而非, 而不是, 部分)
    that the sentence does not carry before its quotation, the quotation turns what was said around, and it blocks
    ("confident he'll be ready in time" of "I'm hopeful rather than confident he'll be ready in time").

    Why it matters: every word of "the answer to the drought" is in "this plant is one part of the answer to the
    drought, not the whole answer"; quoting the tail tells the reader she called it the answer.

    Example: evidence "She said: 'This plant is one part of the answer to the drought, not the whole answer.'",
    sentence "She called the plant 'the answer to the drought'." blocks; "She called the plant 'one part of the
    answer to the drought'." passes.

    Fix: quote the words with the one that qualifies them, or paraphrase what was said.
    """

    code = "FE042"
    family = "FE"
    message = "the quoted words “{quote}” are cut from “{qualifier}” before them in the evidence"
    hint = "quote them with “{qualifier}”, or paraphrase"


QUOTE_NOT_IN_EVIDENCE = QuoteNotInEvidence()
QUOTE_CUT_FROM_QUALIFIER = QuoteCutFromQualifier()
RULES: tuple[Rule, ...] = (QUOTE_NOT_IN_EVIDENCE, QUOTE_CUT_FROM_QUALIFIER)
# A denial or a part-of right before quoted words in the evidence (folded text): "one part of", "not", "rather than",
# 并非.
_QUALIFIER_BEFORE = re.compile(r"(?:\b(?:not|never|no longer|far from|rather than|instead of"
                               r"|(?:only |one |a )?part of)\s+|不是|并非|并不是|部分|而非|而不是)\Z")
_QUALIFIER_REACH = 24


@lru_cache(maxsize=1024)
def quotations(text: str) -> tuple[tuple[int, int, str], ...]:
    """Each quotation of a text, in order: the span of the quotation with its marks, and the words inside; a
    quotation opened after a reporting word and not closed before the sentence ends runs to its end (the answer's
    sentence splitter cuts a quotation of two sentences: "said: 'We can't promise it. Natural indigo changes.'").
    Kept: a sentence is read for its quoted words (``quoted_spans``) and again for its quotations."""
    double = _double_quotations(text)
    if "'" not in text and "\u2018" not in text:
        return double or _unclosed(text)  # no single mark: the usual case
    single = tuple((match.start(), match.end(), match.group(1)) for match in _SINGLE_QUOTE.finditer(text)
                   if not any(start < match.start() < end for start, end, _ in double))
    return tuple(sorted(double + single)) if single else double or _unclosed(text)


def _unclosed(text: str) -> tuple[tuple[int, int, str], ...]:
    """A quotation opened right after a reporting word and never closed, to the end of the sentence."""
    if not any(mark in text for mark in _OPENING_MARKS):
        return ()  # no quotation mark: the usual case
    found = _OPENED_AFTER_REPORTING.search(text)
    if found is None or _SINGLE_CLOSE_MARK.search(text, found.start("words")):
        return ()
    return ((found.start("words") - 1, found.end("words"), found["words"]),)


# An opening mark after a reporting word or a colon, and words to the end with no closing double mark among them.
_OPENED_AFTER_REPORTING = re.compile(
    r"(?:[:：]|\b(?:said|says|told\s+\w+|added|wrote),?)\s*[\"\u201c'\u2018](?P<words>[^\"\u201c\u201d\u2019]{12,4000}?)"
    r"(?:\s*\[[^\]]*\])*\s*\Z", re.IGNORECASE)
_SINGLE_CLOSE_MARK = re.compile(_SINGLE_CLOSE)
_OPENING_MARKS = ('"', "\u201c", "'", "\u2018")


def _double_quotations(text: str) -> tuple[tuple[int, int, str], ...]:
    """The quotations in double quotation marks or corner brackets."""
    if '"' not in text and "\u201c" not in text and "\u300c" not in text and "\u300e" not in text:
        return ()  # no opening quotation mark: the usual case
    # One group of the pattern takes part in a match: the one of its kind of quotation marks.
    return tuple((match.start(), match.end(), next(group for group in match.groups() if group is not None))
                 for match in _QUOTE.finditer(text))


def quoted_spans(text: str) -> tuple[str, ...]:
    """The texts inside quotation marks, in order."""
    return tuple(words for _, _, words in quotations(text))


def quote_pieces(quote: str) -> tuple[str, ...]:
    """The folded pieces of a quote that must appear in order: split at ellipses and editorial brackets."""
    pieces = (piece.strip(_EDGES) for piece in _GAP.split(_SIC.sub(" ", quote)))
    return tuple(fold(piece) for piece in pieces if piece)


def quote_place(pieces: tuple[str, ...], passage: Passage) -> tuple[int, int] | None:
    """Where all pieces occur in order in the passage's folded text, from the first piece to the last, if they do."""
    return _place(pieces, passage.folded)


def _place(pieces: tuple[str, ...], folded: str) -> tuple[int, int] | None:
    """Where all pieces occur in order in ``folded``, from the first piece to the last, if they do."""
    start = position = 0
    for number, piece in enumerate(pieces):
        index = find_phrase(folded, piece, position)
        if index == -1:
            return None
        start = index if number == 0 else start
        position = index + len(piece)
    return start, position


def quote_found(pieces: tuple[str, ...], passage: Passage) -> bool:
    """Whether all pieces occur in order in the passage."""
    return quote_place(pieces, passage) is not None


# Two quotations side by side, joined by nothing or a list mark: "算命""改运" (folded quotation marks).
_BETWEEN_QUOTES = re.compile(r'"\s*[、,]?\s*"')


def _found_joined(pieces: tuple[str, ...], passage: Passage) -> bool:
    """Whether all pieces occur in order in the passage once quotations side by side are read as one: “算命改运”
    quotes 以“算命”“改运”为名."""
    joined = _BETWEEN_QUOTES.sub("", passage.folded)
    return joined != passage.folded and _place(pieces, joined) is not None


def _cut_from(places: list[tuple[Passage, tuple[int, int]]], statement: Statement) -> tuple[Passage, str] | None:
    """The passage and the qualifier the quote is cut from, when every place it occurs has one the sentence lacks."""
    found = None
    for passage, (start, _) in places:
        before = _QUALIFIER_BEFORE.search(passage.folded, max(0, start - _QUALIFIER_REACH), start)
        if before is None or before.group().strip() in statement.folded:
            return None
        found = found or (passage, before.group().strip())
    return found


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    findings = []
    for quote in statement.feature(quoted_spans):
        pieces = quote_pieces(quote)
        if not pieces:
            continue
        places = [(passage, place) for passage in evidence.passages
                  if (place := quote_place(pieces, passage)) is not None]
        if not places and any(_found_joined(pieces, passage) for passage in evidence.passages):
            continue
        if places:
            cut = _cut_from(places, statement)
            if cut is not None:
                findings.append(QUOTE_CUT_FROM_QUALIFIER.finding(
                    sentence=statement.text, span=statement.span, evidence=cut[0].ref, quote=quote.strip(),
                    qualifier=cut[1]))
            continue
        closest = evidence.closest(content_terms(quote))
        findings.append(
            QUOTE_NOT_IN_EVIDENCE.finding(
                sentence=statement.text,
                span=statement.span,
                evidence=closest.ref,
                quote=quote.strip(),
                closest=f" (closest passage in {closest.source_id}: \u201c{excerpt(closest.text)}\u201d)",
            )
        )
    return findings

