"""The one text normaliser: the basis every evidence span points into, and the folded form used to compare.

``normalise_source_text`` is conservative so that spans stay meaningful: it only removes what no reader
should ever see (a byte-order mark, CR line ends, control characters) and composes characters (NFC).
``fold`` is aggressive and only ever used for matching: NFKC, case folding, one kind of quote, apostrophe
and dash, single spaces. ``fold_with_offsets`` does the same while remembering where each folded character
came from, so a match found in folded text can be reported as a span of the original.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from bisect import bisect_right
from dataclasses import dataclass
from functools import lru_cache

# The characters a case-blind pattern reads as an ASCII letter (İ and ı as i, ſ as s) that lower-casing does not turn
# into it: a text holding one is not read for a case-blind match in its lower-cased form.
CASE_BLIND_STRAYS = "\u0130\u0131\u017f"


class CaseBlind:
    """A pattern whose letters are written in lower case, matched case-blind: on the lower-cased text, where
    lower-casing keeps every offset and the text holds no ``CASE_BLIND_STRAYS`` (the exact pattern then finds the same
    matches at the same offsets, much faster), else case-blind on the text."""

    def __init__(self, pattern: str) -> None:
        self._blind = re.compile(pattern, re.IGNORECASE)
        self._exact = re.compile(pattern)

    def _form(self, text: str) -> tuple[re.Pattern[str], str]:
        lowered = text.lower()
        if text.isascii() or len(lowered) == len(text) and not any(stray in text for stray in CASE_BLIND_STRAYS):
            return self._exact, lowered
        return self._blind, text

    def search(self, text: str) -> re.Match[str] | None:
        pattern, form = self._form(text)
        return pattern.search(form)

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        pattern, form = self._form(text)
        return pattern.finditer(form)


_BOM = "\ufeff"
_NEWLINES = re.compile(r"\r\n?")
# C0 and C1 controls except TAB and LF; each becomes one space so offsets barely move.
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def without_lone_surrogates(text: str) -> str:
    """``text`` with each lone surrogate (which cannot be written as UTF-8) replaced by U+FFFD, one for one."""
    return _LONE_SURROGATE.sub("\ufffd", text)


def normalise_source_text(raw: str) -> str:
    """Return the normalised text of a source: no BOM, LF newlines, no control characters or lone surrogates, NFC."""
    text = raw.lstrip(_BOM)
    if "\r" in text:
        text = _NEWLINES.sub("\n", text)
    if not text.isprintable():  # neither control characters nor lone surrogates are printable
        text = _CONTROLS.sub(" ", text)
        if not text.isascii():
            text = without_lone_surrogates(text)
    if not text.isascii():
        text = unicodedata.normalize("NFC", text)
    return text


_QUOTES = "\u201c\u201d\u201e\u201f\u00ab\u00bb\u300c\u300d\u300e\u300f\u301d\u301e\u2033\u2039\u203a"
_APOSTROPHES = "\u2019\u2018\u201a\u201b\u2032"
_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63"
_UNIFY = str.maketrans({**dict.fromkeys(_QUOTES, '"'), **dict.fromkeys(_APOSTROPHES, "'"),
                        **dict.fromkeys(_DASHES, "-")})


# Characters NFKC leaves alone, that never combine with what precedes them and need no unifying: ASCII,
# CJK ideographs, kana, Hangul syllables and plain CJK punctuation. Only the runs between them (plus the one
# character before each run, which may compose with it) go through the slow Unicode machinery.
_STABLE = (
    "\x00-\x7f\u3001\u3002\u3008-\u300b\u3010\u3011\u3014-\u301b\u3041-\u3096\u30a1-\u30fa"
    "\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3"
)
_UNSTABLE_RUN = re.compile(f"[^{_STABLE}]+")


@lru_cache(maxsize=8192)
def _fold_run(piece: str) -> str:
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", piece).casefold()).translate(_UNIFY)


# Frequent punctuation in Chinese text that folds to ASCII and never composes: replaced directly, which is
# much faster than sending every full-width comma through NFKC.
_COMMON_FOLDS = tuple((char, _fold_run(char)) for char in "，：；（）！？“”‘’—–\u3000…％．")
_UNIFY_FOLDS = tuple((chr(code), replacement) for code, replacement in _UNIFY.items())


def _fold_unstable_runs(text: str) -> str:
    pieces: list[str] = []
    done = 0
    for run in _UNSTABLE_RUN.finditer(text):
        start = max(run.start() - 1, done)  # the character before a run may compose with it
        pieces.append(text[done:start])
        pieces.append(_fold_run(text[start:run.end()]))
        done = run.end()
    pieces.append(text[done:])
    return "".join(pieces)


def fold(text: str) -> str:
    """Return the matching form of ``text``: NFKC, casefolded, unified quotes and dashes, single spaces."""
    folded = text.lower()
    if not folded.isascii():
        for char, replacement in _COMMON_FOLDS:
            if char in folded:
                folded = folded.replace(char, replacement)
        if unicodedata.is_normalized("NFKC", folded):
            folded = unicodedata.normalize("NFKC", folded.casefold())
        else:
            folded = _fold_unstable_runs(folded)
        for char, replacement in _UNIFY_FOLDS:
            if char in folded:
                folded = folded.replace(char, replacement)
    return _single_spaced(folded)


def _single_spaced(text: str) -> str:
    """``text`` trimmed, every run of whitespace in it made one space: what ``" ".join(text.split())`` gives."""
    trimmed = text.strip()
    if trimmed.isprintable() and "  " not in trimmed:
        return trimmed  # the space is the only printable whitespace character, so every run is one space already
    return " ".join(trimmed.split())


@dataclass(frozen=True, slots=True)
class FoldedText:
    """Folded text that remembers, for each of its characters, the original span it came from."""

    text: str
    starts: tuple[int, ...]
    ends: tuple[int, ...]

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        """Map a ``[start, end)`` span of the folded text to the span of the original it was folded from."""
        if not self.text:
            return (0, 0)
        if start >= end:
            position = self.starts[start] if start < len(self.starts) else self.ends[-1]
            return (position, position)
        return (self.starts[start], self.ends[end - 1])

    def folded_offset(self, original: int) -> int:
        """Return the index of the first folded character that comes from at or after ``original``."""
        return bisect_right(self.ends, original)


def _cluster_ends(text: str) -> list[int]:
    """End offsets of the smallest pieces of ``text`` that NFKC folds independently of their neighbours."""
    ends: list[int] = []
    start = 0
    for index in range(1, len(text) + 1):
        if index < len(text):
            char = text[index]
            if char.isascii() or unicodedata.combining(char) == 0:
                piece, joined = text[start:index], text[start:index + 1]
                if char.isascii() or unicodedata.normalize("NFKC", joined) == (
                    unicodedata.normalize("NFKC", piece) + unicodedata.normalize("NFKC", char)
                ):
                    ends.append(index)
                    start = index
            continue
        ends.append(index)
    return ends


def fold_with_offsets(text: str) -> FoldedText:
    """Fold ``text`` like ``fold`` and keep a map from every folded character back to the original."""
    chars: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    start = 0
    for end in _cluster_ends(text):
        piece = text[start:end].lower()
        if not piece.isascii():
            piece = _fold_run(piece)
        for char in piece:
            if char.isspace():
                if not chars or chars[-1] == " ":
                    if chars:
                        ends[-1] = end
                    continue
                char = " "
            chars.append(char)
            starts.append(start)
            ends.append(end)
        start = end
    if chars and chars[-1] == " ":
        del chars[-1], starts[-1], ends[-1]
    return FoldedText("".join(chars), tuple(starts), tuple(ends))
