"""Finding a phrase in folded text without cutting a word or a number in two.

"art" is not in "party", "15%" is not in "2.15%", but "Korea" may be found in "Korean" when a short ending is
allowed. Chinese has no word boundaries, so a Chinese phrase is found wherever it occurs.
"""

from __future__ import annotations

import re
import string
import sys

from .openings import BEYOND_ASCII, first_characters

# The characters that continue a Latin word or a number: ASCII letters and digits.
_LATIN = frozenset(string.ascii_letters + string.digits)
_LETTER = frozenset(string.ascii_letters)
_LETTERS = re.compile("[A-Za-z]*")


def _starts_cleanly(haystack: str, index: int, first: str) -> bool:
    before = haystack[index - 1]
    if before in _LATIN:
        return False
    # "15" inside "2.15" or "1,150": a separator between digits continues the number
    return not (before in ".," and first.isdigit() and index >= 2 and haystack[index - 2].isdigit())


def _ends_cleanly(haystack: str, end: int, last: str, ending: int) -> bool:
    if end >= len(haystack):
        return True
    after = haystack[end]
    if last.isdigit():
        if after.isdigit():
            return False
        return not (after in ".," and end + 1 < len(haystack) and haystack[end + 1].isdigit())
    if after not in _LETTER:
        return not after.isdigit()  # no letter follows the word: it ends here unless a number runs on
    following = run_end(_LETTERS, haystack, end)
    return following - end <= ending and not (following < len(haystack) and haystack[following].isdigit())


def find_phrase(haystack: str, needle: str, start: int = 0, *, ending: int = 0) -> int:
    """Index of ``needle`` in ``haystack`` from ``start`` on clean boundaries, or -1.

    ``ending`` lets that many letters follow the phrase (a name and its demonym: Korea, Korean).
    """
    if not needle:
        return -1
    index = haystack.find(needle, start)
    if index == -1:
        return -1
    first, last = needle[0], needle[-1]
    # A phrase that starts (ends) with a Chinese character or a sign may start (end) anywhere.
    check_start, check_end = first in _LATIN, last in _LATIN
    size = len(needle)
    while index != -1:
        if (not check_start or index == 0 or _starts_cleanly(haystack, index, first)) and (
            not check_end or _ends_cleanly(haystack, index + size, last, ending)
        ):
            return index
        index = haystack.find(needle, index + 1)
    return -1


class Marks:
    """The marks (written in lower case) a cheap screen looks for, prepared once: a mark holding another is left
    out, since the other is found wherever it stands ("acquired" where "acquire" is), and text in ASCII is searched
    for the ASCII marks alone."""

    __slots__ = ("every", "ascii")

    def __init__(self, *marks: str) -> None:
        unique = tuple(dict.fromkeys(marks))
        self.every = tuple(mark for mark in unique if not any(other != mark and other in mark for other in unique))
        self.ascii = tuple(mark for mark in self.every if mark.isascii())


def mentions_any(text: str, marks: Marks) -> bool:
    """Whether ``text`` holds any of ``marks`` in any letter case: the cheap screen a gate runs before a costly
    pattern that can only match where one of its marks stands."""
    lowered = text.lower()
    for mark in marks.ascii if lowered.isascii() else marks.every:  # ``in`` costs less through a plain loop
        if mark in lowered:
            return True
    return False


def opening(pattern: str) -> str:
    """``pattern`` led by a look at the character each of its matches opens with, read from the pattern (see
    ``openings``): a pattern opening on a word boundary or a list of alternatives is otherwise tried in full at every
    character. Any character beyond ASCII is one class test (a class of the Chinese characters alone takes
    milliseconds to compile); a pattern whose matches may open with any character is left as it is."""
    firsts = first_characters(pattern)
    if firsts is None:
        return pattern
    looks = []
    if ascii_firsts := sorted(char for char in firsts if char and char.isascii()):
        looks.append(f"[{''.join(map(re.escape, ascii_firsts))}]")
    if any(not char.isascii() for char in firsts) or BEYOND_ASCII in firsts:
        looks.append(r"(?-i:[^\x00-\x7f])")
    return f"(?={'|'.join(looks)})(?:{pattern})"


def run_end(pattern: re.Pattern[str], text: str, pos: int, endpos: int = sys.maxsize) -> int:
    """Where the run of ``pattern`` starting at ``pos`` ends, for a pattern that also matches nothing (``\\s*``),
    and so always matches."""
    run = pattern.match(text, pos, endpos)
    assert run is not None, f"{pattern.pattern!r} does not match the empty string"
    return run.end()
