"""Votes: a decision called unanimous, and a tally that shows it was split.

"The committee voted unanimously" restates "The committee voted 7-2" in every word but one, and that word is the
finding: two members disagreed. These two readers let the strength gate (FD003) weigh a claim of unanimity
against a split tally the evidence states.
"""

from __future__ import annotations

import re

from .phrases import Marks, mentions_any

_NUMBER_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
_COUNT = r"(?:\d{1,4}|" + "|".join(_NUMBER_WORDS) + ")"
_CHINESE_COUNT = r"(?:\d{1,4}|[一二两三四五六七八九十百]+)"

# Every word of unanimity holds one of these: texts without one are passed over cheaply.
_UNANIMITY_MARKS = Marks("unanimous", "dissent", "全票", "一致", "无异议")
_UNANIMITY = re.compile(
    r"\b(?:unanimous(?:ly)?|without (?:a )?dissent(?:ing votes?)?|with no dissent(?:ing votes?)?)\b"
    r"|一致通过|全票通过|全票当选|全票|全体一致|一致同意|一致决定|一致裁定|无异议通过",
    re.IGNORECASE,
)
# A tally next to a word of voting or deciding ("voted 7-2", "a 6-3 ruling", "by a vote of 7 to 2", "以7票赞成、2票
# 反对") or a count of votes against ("two members dissented", "2票反对"). The last group is the minority: a tally
# of "9-0" is a unanimous vote.
_TO = r"\s*(?:-|\u2013|\u2014|to)\s*"
_SPLITS = (
    re.compile(rf"\b(?:vot(?:e|ed|es|ing)|ruled|split|majority)(?: of)?\s+(\d{{1,3}}){_TO}(\d{{1,3}})\b",
               re.IGNORECASE),
    re.compile(rf"\b(\d{{1,3}}){_TO}(\d{{1,3}})\s+(?:vote|votes|ruling|decision|verdict|majority|split)\b",
               re.IGNORECASE),
    re.compile(rf"\b({_COUNT})\s+(?:(?:members?|justices?|judges?|directors?)\s+)?(?:dissented|voted against)\b",
               re.IGNORECASE),
    re.compile(rf"({_CHINESE_COUNT})票赞成[、，,\s]*({_CHINESE_COUNT})票反对|以({_CHINESE_COUNT})票对({_CHINESE_COUNT})票"
               rf"|({_CHINESE_COUNT})票反对|反对票({_CHINESE_COUNT})票"),
)
_ZERO = frozenset({"0", "零"})


def unanimity_words(text: str) -> tuple[str, ...]:
    """The words of ``text`` that call a decision unanimous (unanimously, without dissent, 一致通过, 全票)."""
    if not mentions_any(text, _UNANIMITY_MARKS):
        return ()
    return tuple(match.group(0) for match in _UNANIMITY.finditer(text))


def split_tallies(text: str) -> tuple[str, ...]:
    """The tallies of ``text`` that show a split vote, as written ("7-2", "6-3 ruling", "2票反对", "two members
    dissented"): a tally whose minority is not zero, or a count of votes against."""
    found = [match for pattern in _SPLITS for match in pattern.finditer(text)
             if match.lastindex and match.group(match.lastindex) not in _ZERO]
    return tuple(match.group(0) for match in sorted(found, key=lambda match: match.start()))
