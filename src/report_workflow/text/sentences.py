"""The one sentence splitter, for English and Chinese, with exact spans into the text.

The text is first cut into blocks along line structure (a blank line ends a block; a Markdown heading is a
block of its own; a list item starts a new block), then each block is cut at sentence terminators. A
terminator ends a sentence only when what follows looks like the start of one, so decimals, abbreviations,
initials and ellipses inside a sentence do not split it. Closing quotes and brackets, and citation markers
such as ``[1]``, ``[1, 2]`` or ``[CITE:ev-12ab]`` written right after the terminator, stay with the sentence
they close. List markers and heading hashes are markup, not content, so they are left out of the span.
Everything is a single pass of precompiled patterns: linear in the length of the text.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from dataclasses import dataclass

from report_workflow.text.markers import CITATION_MARKER


@dataclass(frozen=True, slots=True)
class Sentence:
    """One sentence: its text and its ``[start, end)`` span in the text it was split from."""

    text: str
    start: int
    end: int


_LINE = re.compile(r"[^\n]*\n?")
_BLANK = r"[ \t\u3000]*\n?\Z"
# The hashes (and the space after them) that open a Markdown heading line.
HEADING_MARKUP = r"[ \t]{0,3}#{1,6}(?:[ \t]+|\Z)"
_BULLET = (
    r"[ \t]*(?:(?:[-*+\u2022\u25e6\u25aa\u2023\u00b7]|\d{1,3}[.)]|[a-z][.)]|[A-Z]\)|\([A-Za-z0-9]{1,3}\))[ \t]+"
    r"|(?:\d{1,3}|[一二三四五六七八九十]{1,3})、[ \t]*|[(（][一二三四五六七八九十\d]{1,3}[)）][ \t]*)"
)
# What a line starts with, tried in this order: nothing but blanks, a heading's hashes, a list marker.
_LINE_START = re.compile(f"(?P<blank>{_BLANK})|(?P<heading>{HEADING_MARKUP})|(?P<bullet>{_BULLET})")

_CJK_TERMINATORS = "。！？；"
# A sentence cut at a semicolon goes on in the next one: 截至2023年末，全省共有典当企业117家；典当余额为31.9亿元.
SEMICOLON_END = re.compile(r"[;\uff1b]\s*\Z")
_CLOSERS = "\"'\u201d\u2019\u00bb\u300d\u300f\uff09)\u3011\u3015"
# A run of terminators, the closers after it, then citation markers on the same line.
_AFTER_TERMINATORS = rf"[{re.escape(_CLOSERS)}]*(?:[ \t]*{CITATION_MARKER})*"
_TERMINATOR = re.compile(rf"(?:[.!?\u2026]+|[{_CJK_TERMINATORS}!?]+){_AFTER_TERMINATORS}")
# The pattern opens with a choice of runs, which leaves the regex engine no first character to scan for: it
# tries the whole pattern at every position. Every match starts at a terminator character, so these find the
# same matches faster: the first character alone, and the pattern for text whose only terminator is the full
# stop, opening with a plain character the engine scans for quickly.
_TERMINATOR_START = re.compile(rf"[.!?\u2026{_CJK_TERMINATORS}]")
_FULL_STOPS = re.compile(rf"\.\.*{_AFTER_TERMINATORS}")
_SPACE = re.compile(r"\s+")
_STARTERS = "\"'\u201c\u2018\u00ab\u300c\u300e([\u2022*-"

# Titles (written capitalised: "Ms.", "Dr.") and abbreviations after which a full stop never ends a sentence.
# A lower-case "ms." or "st." is a unit or a street, not a title: "a worst case of 31 ms. The ..." ends.
_TITLES = frozenset("mr mrs ms dr prof rev gen gov sen rep capt lt col sgt hon mt st".split())
_NEVER_FINAL = frozenset("e.g i.e cf vs v approx ca def".split())  # "def.": a results list's "defeated"
# Abbreviations written before a number ("No. 5", "Fig. 2", "p. 12", a timetable's "dep. 07:15"): no end when a
# digit follows.
_BEFORE_NUMBER = frozenset("no nos fig figs eq eqs vol pp p ch sec art ref refs dep arr".split())
# Abbreviations that may also close a sentence: they end one only before a typical sentence opener.
_MAYBE_FINAL = frozenset(
    "etc inc ltd co corp llc plc jr sr bros jan feb mar apr jun jul aug sep sept oct nov dec al".split()
)
_OPENERS = frozenset(
    "the this that these those it its in on at for we our they their he she his her i a an but however "
    "and so then there here as after before since while when if although because meanwhile overall".split()
)
_WORD_CHARACTERS = string.ascii_letters + "."
# The number of an item in a list run into one line ("Final table: 1. Northbridge 84 pts; 2. Castleford 81 pts"):
# after a colon or semicolon, its full stop numbers the item and ends nothing.
_RUN_IN_ITEM_NUMBER = re.compile(r"(?:(?<!\d):|;)[ \t]*\d{1,3}$")
_WORD_AFTER = re.compile(r"[A-Za-z]+")
# The first item of a numbered list run into one line ("1. Harker / Quayle; 2. Brandt / Moser"), whose number is
# kept with it, not read as a list marker or a sentence of its own.
_RUN_IN_LIST = re.compile(r"1[.)][ \t]+[^\n]*?[;:][ \t]*2[.)]?[ \t]+")


def _is_cjk(char: str) -> bool:
    code = ord(char)
    return 0x3000 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF or 0xFF00 <= code <= 0xFFEF or code >= 0x20000


def _starts_sentence(char: str) -> bool:
    return char.isupper() or char.isdigit() or char in _STARTERS or (char.isalpha() and not char.islower())


def _full_stop_ends(text: str, dot: int, next_start: int) -> bool:
    """Decide whether the single full stop at ``dot`` ends a sentence whose successor begins at ``next_start``."""
    word = _word_before(text, dot)
    if not word:
        return _RUN_IN_ITEM_NUMBER.search(text, max(0, dot - 8), dot) is None and not _opens_run_in_list(text, dot - 1)
    key = word.lower().rstrip(".")
    if key in _NEVER_FINAL or key in _TITLES and word[0].isupper():
        return False
    if key in _BEFORE_NUMBER:
        return not text[next_start].isdigit()
    if key in _MAYBE_FINAL or "." in key or (len(word) == 1 and word.isupper()):
        # dotted acronyms (U.S., a.m.) and initials (J. K. Rowling) end a sentence only before an opener
        return _next_word_opens(text, next_start)
    return True


def _opens_run_in_list(text: str, start: int) -> bool:
    """Whether the number at ``start``, standing alone, opens a numbered list run into one line."""
    return (start == 0 or text[start - 1].isspace()) and _RUN_IN_LIST.match(text, start) is not None


def _word_before(text: str, dot: int) -> str:
    """The word right before ``dot``: the letters and dots there (at most 24 characters), from the first letter."""
    window = text[max(0, dot - 24):dot]
    return window[len(window.rstrip(_WORD_CHARACTERS)):].lstrip(".")


def _next_word_opens(text: str, position: int) -> bool:
    if _is_cjk(text[position]):
        return True
    found = _WORD_AFTER.match(text, position)
    return found is not None and found.group().lower() in _OPENERS


def _terminators(text: str, start: int, end: int) -> Iterator[re.Match[str]]:
    """The matches of ``_TERMINATOR`` in ``[start, end)``, exactly as ``finditer`` gives them, found faster."""
    if "!" not in text and "?" not in text and (
        text.isascii() or not any(char in text for char in "\u2026" + _CJK_TERMINATORS)
    ):
        return _FULL_STOPS.finditer(text, start, end)
    return _matches_at_terminators(text, start, end)


def _matches_at_terminators(text: str, start: int, end: int) -> Iterator[re.Match[str]]:
    while (candidate := _TERMINATOR_START.search(text, start, end)) is not None:
        found = _TERMINATOR.match(text, candidate.start(), end)
        assert found is not None  # every character _TERMINATOR_START finds opens a run of _TERMINATOR
        yield found
        start = found.end()


def _boundaries(text: str, start: int, end: int) -> list[int]:
    """Offsets within ``[start, end)`` at which a sentence ends."""
    cuts: list[int] = []
    for found in _terminators(text, start, end):
        stop = found.end()
        if stop >= end or _ends_sentence(text, found, stop, start, end):
            cuts.append(stop)
    return cuts


def _ends_sentence(text: str, found: re.Match[str], stop: int, start: int, end: int) -> bool:
    """Decide whether the terminator run ``found``, followed by more of the block ``[start, end)``, ends a sentence."""
    run = found.group()
    first = run[0]
    if first in _CJK_TERMINATORS or first in "!?" and (
        _is_cjk(text[stop]) or (found.start() > start and _is_cjk(text[found.start() - 1]))
    ):
        return True
    if not text[stop].isspace():
        return False  # inside a word or a figure: "3.5", "U.S.", "Group.The"
    following = stop + 1
    if following < end and (space := _SPACE.match(text, following, end)) is not None:
        following = space.end()
    if following >= end:
        return True
    if not _starts_sentence(text[following]):
        return False
    if first == "." and not run.startswith(".."):
        return _full_stop_ends(text, found.start(), following)
    return True


def _blocks(text: str) -> list[tuple[int, int, bool]]:
    """Cut ``text`` into ``(start, end, splittable)`` blocks no sentence crosses, leaving markup out of them."""
    blocks: list[tuple[int, int, bool]] = []
    open_start: int | None = None
    for line_start, line_end in line_spans(text):
        markup = _LINE_START.match(text, line_start, line_end)
        if markup is None:
            if open_start is None:
                open_start = line_start
        elif markup.lastgroup == "blank":
            if open_start is not None:
                blocks.append((open_start, line_start, True))
                open_start = None
        elif markup.lastgroup == "heading":
            if open_start is not None:
                blocks.append((open_start, line_start, True))
                open_start = None
            blocks.append((markup.end(), line_end, False))
        else:  # a list marker: the only other group of _LINE_START
            if open_start is not None:
                blocks.append((open_start, line_start, True))
            number = markup.end() - len(markup.group().lstrip())
            open_start = number if _opens_run_in_list(text, number) else markup.end()
    if open_start is not None:
        blocks.append((open_start, len(text), True))
    return blocks


def line_spans(text: str) -> list[tuple[int, int]]:
    """The ``[start, end)`` span of each line of ``text``, its newline included."""
    if "\n" not in text:
        return [(0, len(text))] if text else []
    return [line.span() for line in _LINE.finditer(text)][:-1]  # the last match is the empty one at the end


def _trimmed(text: str, start: int, end: int) -> Sentence | None:
    piece = text[start:end]
    content = piece.strip()
    if not content:
        return None
    start += len(piece) - len(piece.lstrip())
    return Sentence(content, start, start + len(content))


def split_sentences(text: str) -> list[Sentence]:
    """Split ``text`` into sentences with exact spans (``sentence.text == text[start:end]``)."""
    sentences: list[Sentence] = []
    for block_start, block_end, splittable in _blocks(text):
        start = block_start
        cuts = _boundaries(text, block_start, block_end) if splittable else []
        if not cuts or cuts[-1] < block_end:
            cuts.append(block_end)  # a block ending in a terminator is cut at its end already
        for cut in cuts:
            sentence = _trimmed(text, start, cut)
            if sentence is not None:
                sentences.append(sentence)
            start = cut
    return sentences
