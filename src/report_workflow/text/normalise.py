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
from bisect import bisect_right
from dataclasses import dataclass

_BOM = "\ufeff"
_NEWLINES = re.compile(r"\r\n?")
# C0 and C1 controls except TAB and LF; each becomes one space so offsets barely move.
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def normalise_source_text(raw: str) -> str:
    """Return the normalised text of a source: no BOM, LF newlines, no control characters, NFC."""
    text = raw.lstrip(_BOM)
    if "\r" in text:
        text = _NEWLINES.sub("\n", text)
    text = _CONTROLS.sub(" ", text)
    if not text.isascii():
        text = unicodedata.normalize("NFC", text)
    return text


_QUOTES = "\u201c\u201d\u201e\u201f\u00ab\u00bb\u300c\u300d\u300e\u300f\u301d\u301e\u2033\u2039\u203a"
_APOSTROPHES = "\u2019\u2018\u201a\u201b\u2032"
_DASHES = "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63"
_UNIFY = str.maketrans({**dict.fromkeys(_QUOTES, '"'), **dict.fromkeys(_APOSTROPHES, "'"),
                        **dict.fromkeys(_DASHES, "-")})


def fold(text: str) -> str:
    """Return the matching form of ``text``: NFKC, casefolded, unified quotes and dashes, single spaces."""
    if text.isascii():
        folded = text.lower()
    else:
        folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold())
        folded = folded.translate(_UNIFY)
    return " ".join(folded.split())


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
        piece = text[start:end]
        if not piece.isascii():
            piece = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", piece).casefold())
            piece = piece.translate(_UNIFY)
        else:
            piece = piece.lower()
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
