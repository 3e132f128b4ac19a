"""Hedge words: the wording that marks a statement as tentative (English and Chinese).

Shared by the ledger (a hedged passage is graded C) and the strength gate (hedged evidence cannot carry
certain wording).
"""

from __future__ import annotations

import re

ENGLISH_HEDGES = (
    "may", "might", "could", "possibly", "perhaps", "likely", "unlikely", "probably", "suggests", "suggest",
    "suggested", "appears", "appear", "appeared", "seems", "seem", "seemed", "indicates", "preliminary",
    "tentative", "tentatively", "presumably", "potentially", "apparently", "we believe", "it is possible",
    "not yet confirmed", "unconfirmed", "estimated", "expected to",
)
CHINESE_HEDGES = (
    "可能", "或许", "也许", "初步", "似乎", "大概", "估计", "预计", "有望", "疑似", "尚待", "待确认", "推测", "或将", "倾向于",
)

# Whole words, and not part of a hyphenated compound: "re-appeared" and "under-estimated" doubt nothing.
_ENGLISH_WORDS = r"(?<![\w-])(" + "|".join(re.escape(word) for word in ENGLISH_HEDGES) + r")(?![\w-])"
_ENGLISH = re.compile(_ENGLISH_WORDS, re.IGNORECASE)
# In ASCII text an exact match in the lower-cased text finds the same words at the same offsets, much faster.
_ENGLISH_LOWERED = re.compile(_ENGLISH_WORDS)
# "May" the month: a capitalised May next to a day or year number.
_MONTH_MAY = re.compile(r"\bMay\b(?=\s*\d)|(?<=\d\s)May\b")
_CHINESE = re.compile("|".join(re.escape(word) for word in CHINESE_HEDGES))


def find_hedges(text: str) -> list[str]:
    """The hedge words in ``text``, lower-cased, in order of appearance."""
    if text.isascii():
        english, chinese = list(_ENGLISH_LOWERED.finditer(text.lower())), []
    else:
        english, chinese = list(_ENGLISH.finditer(text)), [match.group(0) for match in _CHINESE.finditer(text)]
    months = {match.start() for match in _MONTH_MAY.finditer(text)} if english and "May" in text else set()
    return [match.group(0).lower() for match in english if match.start() not in months] + chinese
