"""Finding a phrase in folded text without cutting a word or a number in two.

"art" is not in "party", "15%" is not in "2.15%", but "Korea" may be found in "Korean" when a short ending is
allowed. Chinese has no word boundaries, so a Chinese phrase is found wherever it occurs.
"""

from __future__ import annotations


def _latin(char: str) -> bool:
    return char.isascii() and char.isalnum()


def _starts_cleanly(haystack: str, index: int, first: str) -> bool:
    if index == 0 or not _latin(first):
        return True
    before = haystack[index - 1]
    if _latin(before):
        return False
    # "15" inside "2.15" or "1,150": a separator between digits continues the number
    return not (first.isdigit() and before in ".," and index >= 2 and haystack[index - 2].isdigit())


def _ends_cleanly(haystack: str, end: int, last: str, ending: int) -> bool:
    if end >= len(haystack) or not _latin(last):
        return True
    after = haystack[end]
    if last.isdigit():
        if after.isdigit():
            return False
        return not (after in ".," and end + 1 < len(haystack) and haystack[end + 1].isdigit())
    letters = 0
    while end + letters < len(haystack) and haystack[end + letters].isascii() and haystack[end + letters].isalpha():
        letters += 1
    following = end + letters
    return letters <= ending and not (following < len(haystack) and haystack[following].isdigit())


def find_phrase(haystack: str, needle: str, start: int = 0, *, ending: int = 0) -> int:
    """Index of ``needle`` in ``haystack`` from ``start`` on clean boundaries, or -1.

    ``ending`` lets that many letters follow the phrase (a name and its demonym: Korea, Korean).
    """
    if not needle:
        return -1
    index = haystack.find(needle, start)
    while index != -1:
        if _starts_cleanly(haystack, index, needle[0]) and _ends_cleanly(
            haystack, index + len(needle), needle[-1], ending
        ):
            return index
        index = haystack.find(needle, index + 1)
    return -1
