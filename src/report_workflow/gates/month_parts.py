"""FE month parts: the part of a month an event falls in, as the evidence places it.

"8月中旬进入盛果期" and "8月上旬进入盛果期" name the same month, so the date check passes both; the part of the month
(上旬, 中旬, 下旬, 月初, 月底; early, mid, late, the end of) moves the event by ten days or more.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ..text.dates import MONTHS, small_number
from .base import Finding, Rule
from .inputs import Evidence, Statement
from .lexicon import WordScreen


class MonthPartChanged(Rule):
    """The sentence places an event in another part of a month than the evidence does.

    What it does: reads a month with the part of it named (8月上旬, 8月中旬, 8月下旬, 8月初, 8月底, "early August",
    "mid-August", "late August", "the end of August"). When the evidence names that month only with other parts,
    never with the sentence's part, never bare and never with a day, it blocks.

    Why it matters: early, mid and late August are ten days apart; a harvest, a deadline or a delivery moved
    between them is a date moved, though the month is right.

    Example: evidence "预计8月中旬进入盛果期", sentence "8月上旬即进入盛果期" blocks; "8月中旬" passes.

    Fix: name the part of the month the evidence gives.
    """

    code = "FE049"
    family = "FE"
    message = "\u201c{month}\u201d is {part} of the month; the evidence places it {evidence_part} (\u201c{evidence_text}\u201d)"
    hint = "use the part of the month the evidence gives: {evidence_text}"


MONTH_PART_CHANGED = MonthPartChanged()
RULES: tuple[Rule, ...] = (MONTH_PART_CHANGED,)

_CHINESE_MONTH = r"(?<![\d〇一二三四五六七八九十])(1[0-2]|[1-9]|十[一二]?|[一二三四五六七八九])\s*月"
_CHINESE = re.compile(_CHINESE_MONTH + r"(上旬|中旬|下旬|初|底|末|份|\d{1,2}\s*日|[一二三四五六七八九十]+日)?")
_MONTH_NAMES = "|".join(sorted(MONTHS, key=len, reverse=True))
# Month names keep their capital (the modal "may" is no month); the words of a part are read in any case.
_ENGLISH = re.compile(
    rf"\b(?:(?i:(early|mid|late|(?:the\s+)?(?:start|beginning|middle|end)\s+of))[\s-]*)?({_MONTH_NAMES})\b"
    rf"(\s+\d{{1,2}}\b)?|\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_MONTH_NAMES})\b")
_PARTS = {"上旬": "early", "初": "early", "中旬": "mid", "下旬": "late", "底": "late", "末": "late",
          "early": "early", "start of": "early", "beginning of": "early", "mid": "mid", "middle of": "mid",
          "late": "late", "end of": "late"}
_PART_WORDS = {"early": "the early part", "mid": "the middle", "late": "the late part"}
# What a month mentioned without a part or a day is read as: it neither confirms nor contradicts a part.
_BARE, _DAY = "bare", "day"
# Each part of a month is told with one of these: a substring test screens the sentence.
_SCREEN = WordScreen("上旬", "中旬", "下旬", "月初", "月底", "月末", "early", "mid", "late", "start of", "beginning of",
                     "middle of", "end of")


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    if not _SCREEN.may_match(statement.text):
        return []
    for month, part, start, end in _month_mentions(statement.text):
        if part in (_BARE, _DAY):
            continue
        theirs = [(found, passage) for passage in evidence.passages for found in passage.feature(_month_mentions)
                  if found[0] == month]
        if not theirs or any(found[1] in (part, _BARE, _DAY) for found, _ in theirs):
            continue
        (_, their_part, low, high), passage = theirs[0]
        return [MONTH_PART_CHANGED.finding(
            sentence=statement.text, span=statement.span, evidence=passage.ref, month=statement.text[start:end],
            part=_PART_WORDS[part], evidence_part="in " + _PART_WORDS[their_part],
            evidence_text=passage.text[low:high])]
    return []


_Mention = tuple[int, str, int, int]


def _month_mentions(text: str) -> tuple[_Mention, ...]:
    """Each month named in ``text``: its number, the part named (early, mid, late), ``_DAY`` when a day is given,
    ``_BARE`` otherwise, and its span; kept per passage."""
    return (*_chinese_mentions(text), *_english_mentions(text))


def _chinese_mentions(text: str) -> Iterator[_Mention]:
    for found in _CHINESE.finditer(text):
        after = found[2] or ""
        part = _DAY if after.endswith("日") else _PARTS.get(after, _BARE)
        yield small_number(found[1]), part, found.start(), found.end()


def _english_mentions(text: str) -> Iterator[_Mention]:
    for found in _ENGLISH.finditer(text):
        if found[5]:
            yield MONTHS[found[5]], _DAY, found.start(), found.end()
            continue
        words = " ".join((found[1] or "").lower().removeprefix("the ").split())
        part = _DAY if found[3] else _PARTS.get(words, _BARE)
        yield MONTHS[found[2]], part, found.start(), found.end()
