"""The characters a regular expression's matches may open with, read from the parser of the ``re`` module.

A pattern opening with a list of alternatives or a word boundary is tried in full at every character of a text; a
look at the first character in front of it (see ``phrases.opening``) lets the engine pass over most positions with
one class test. The class is read from the pattern itself, so a word added to a pattern never goes unmatched for a
letter left out of a class written beside it.
"""

from __future__ import annotations

import string
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

# Any character beyond ASCII: every Chinese character, and the Unicode digits and spaces \d and \s match.
BEYOND_ASCII = ""
# The widest range of characters kept as they are; a wider one beyond ASCII is read as BEYOND_ASCII.
_LARGEST_RANGE = 256
_CATEGORIES = {sre.CATEGORY_DIGIT: set(string.digits) | {BEYOND_ASCII},
               sre.CATEGORY_SPACE: set(string.whitespace) | {BEYOND_ASCII}}
_ZERO_WIDTH = (sre.AT, sre.ASSERT, sre.ASSERT_NOT)
_REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT)

Openings = tuple[set[str], bool]  # the characters a match may open with, and whether it may be empty


def first_characters(pattern: str) -> set[str] | None:
    """The characters every match of ``pattern`` opens with (``BEYOND_ASCII`` for any character beyond ASCII), or
    ``None`` when a match may open with any character or be empty."""
    read = _openings(sre_parse.parse(pattern, 0))
    return None if read is None or read[1] else read[0]


def _openings(items: Any) -> Openings | None:
    firsts: set[str] = set()
    for op, arg in items:
        step = _item_openings(op, arg)
        if step is None:
            return None
        firsts |= step[0]
        if not step[1]:
            return firsts, False
    return firsts, True


def _item_openings(op: Any, arg: Any) -> Openings | None:
    if op is sre.LITERAL:
        return {chr(arg)}, False
    if op is sre.IN:
        chars = _class_characters(arg)
        return None if chars is None else (chars, False)
    if op in _ZERO_WIDTH:
        return set(), True
    if op is sre.SUBPATTERN:
        _, added, _, items = arg
        read = _openings(items)
        if read is not None and added & sre.SRE_FLAG_IGNORECASE:
            return read[0] | {char.swapcase() for char in read[0]}, read[1]
        return read
    if op is sre.ATOMIC_GROUP:
        return _openings(arg)
    if op in _REPEATS:
        low, _, items = arg
        read = _openings(items)
        return None if read is None else (read[0], read[1] or low == 0)
    if op is sre.BRANCH:
        alternatives = [_openings(items) for items in arg[1]]
        branches = [branch for branch in alternatives if branch is not None]
        if len(branches) < len(alternatives):
            return None
        return set().union(*(chars for chars, _ in branches)), any(empty for _, empty in branches)
    return None  # any character, a character but one, a word character, a back reference


def _class_characters(items: Any) -> set[str] | None:
    chars: set[str] = set()
    for op, arg in items:
        if op is sre.LITERAL:
            chars.add(chr(arg))
        elif op is sre.RANGE and arg[1] - arg[0] < _LARGEST_RANGE:
            chars.update(chr(code) for code in range(arg[0], arg[1] + 1))
        elif op is sre.RANGE and arg[0] > 0x7F:
            chars.add(BEYOND_ASCII)
        elif op is sre.CATEGORY and arg in _CATEGORIES:
            chars |= _CATEGORIES[arg]
        else:
            return None  # a negated class, a word character, a wide range reaching into ASCII
    return chars
