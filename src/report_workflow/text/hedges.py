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

_ENGLISH = re.compile(r"\b(" + "|".join(re.escape(word) for word in ENGLISH_HEDGES) + r")\b", re.IGNORECASE)
# "May" the month: a capitalised May next to a day or year number.
_MONTH_MAY = re.compile(r"\bMay\b(?=\s*\d)|(?<=\d\s)May\b")
_CHINESE = re.compile("|".join(re.escape(word) for word in CHINESE_HEDGES))


def find_hedges(text: str) -> list[str]:
    """The hedge words in ``text``, lower-cased, in order of appearance."""
    months = {match.start() for match in _MONTH_MAY.finditer(text)}
    found = [match.group(0).lower() for match in _ENGLISH.finditer(text) if match.start() not in months]
    found += [match.group(0) for match in _CHINESE.finditer(text)]
    return found
