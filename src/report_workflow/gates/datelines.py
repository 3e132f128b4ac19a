"""Datelines: the day a source was written, and the days it tells by it.

A report, notice or press release dates itself once, at its head ("Oster Courier, 15 June.", "Orrin Valley Zoo —
press release, 6 February 2024", （10月14日16时发布）), then tells days by that date: "yesterday" is the day before
it, 明天 the day after, and "2 February" falls in its year. ``told_by_dateline`` reads a sentence's date as one of
those days, so "began on June 14" restates "began … yesterday" in a paper dated 15 June; ``event_dates`` gives each
passage the one day it tells of, for the time between two events.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import date, timedelta

from ..text.dates import date_parts
from ..text.quantities import Quantity
from .inputs import Evidence, Passage

# Where a source's first sentence may start: after a heading mark or a line break.
_HEAD_START = 3
# A word of issue beside a dateline, within a few characters: "press release, 6 February 2024", 10月14日16时发布,
# 3月8日讯, 3月8日电.
_ISSUED = re.compile(r"发布|报道|(?<=日)[讯电]|\bpress\s+release\b|\b(?:published|issued|posted|updated|dated)\b",
                     re.IGNORECASE)
_ISSUE_REACH = 24
# A heading a date closes, and its most words: "Oster Courier, 15 June.", "Harbour notice — 3 May:".
_CLOSES_HEADING = re.compile(r"[\s.。:：)）]*")
_HEADING_WORDS = 12
# A day told by the day its source was written, and how many days after that day it is.
_DAY_TOLD = re.compile(r"\b(?:(?P<before>yesterday)|(?P<same>today|tonight|this\s+(?:morning|afternoon|evening))"
                       r"|(?P<after>tomorrow))\b|(?P<chinese>前天|昨天|昨日|昨晚|今天|今日|今晚|今晨|今早|明天|明日)",
                       re.IGNORECASE)
_CHINESE_OFFSETS = {"前": -2, "昨": -1, "今": 0, "明": 1}
# A year the day falls in when neither the sentence nor the dateline writes one: a year with no 29 February.
_ANY_YEAR = 2001


def told_by_dateline(quantity: Quantity, evidence: Evidence) -> bool:
    """Whether a sentence's date (a month and a day, maybe a year) is a day a source tells by its dateline: the
    dateline moved by the days of a word of its passages ("yesterday", 明天), or a day the source writes without a
    year, in the dateline's year (see ``_in_dateline_year``); a year the sentence writes must be the day's."""
    year, month, day = date_parts(quantity.value)
    if quantity.kind != "date" or quantity.high is not None or not (month and day):
        return False
    for line, passages in evidence.answer(_datelines, lambda: _datelines(evidence.passages)):
        for told in (*_days_told(line, passages), *(_in_dateline_year(item, line) for passage in passages
                                                       for item in passage.quantities if item.kind == "date")):
            told_year, told_month, told_day = date_parts(told.value)
            if (told_month, told_day) == (month, day) and (told_year == year or not year):
                return True
    return False


def event_dates(passages: Sequence[Passage]) -> list[tuple[Passage, Quantity]]:
    """The one date each passage gives what it tells of: the one date it writes, in its dateline's year where it
    writes none, or the day the one word of a day it holds counts from its dateline ("this morning"). A dateline's
    own passage gives none where a later passage of its source is dated."""
    sources = {id(passage): (line, own) for line, own in _datelines(passages) for passage in own}
    dated = []
    for passage in passages:
        line, own = sources.get(id(passage), (None, []))
        dates = [item for item in passage.quantities if item.kind == "date"]
        if line is None:
            if len(dates) == 1:
                dated.append((passage, dates[0]))
            continue
        if passage is own[0]:
            if len(dates) == 1 and not any(tells_days(other) for other in own[1:]):
                dated.append((passage, dates[0]))
        elif len(dates) == 1:
            dated.append((passage, _in_dateline_year(dates[0], line)))
        elif not dates and len(told := _days_told(line, [passage])) == 1:
            dated.append((passage, told[0]))
    return dated


def tells_days(passage: Passage) -> bool:
    """Whether a passage tells a day its dateline places: by a word counting from it, or without a year."""
    return _DAY_TOLD.search(passage.text) is not None or any(
        item.kind == "date" and date_parts(item.value)[0] == 0 and all(date_parts(item.value)[1:])
        for item in passage.quantities)


def _in_dateline_year(item: Quantity, line: Quantity) -> Quantity:
    """A date written without a year, in its dateline's year when it falls no later in the year than the dateline
    (a day after it may be of the year before: "28 December" under a January dateline); as written otherwise."""
    year, month, day = date_parts(item.value)
    line_year, line_month, line_day = date_parts(line.value)
    if year or not line_year or not (month and day) or (month, day) > (line_month, line_day):
        return item
    return replace(item, value=item.value + line_year * 10_000)


def _days_told(line: Quantity, passages: Sequence[Passage]) -> list[Quantity]:
    """The days the words of ``passages`` count from their dateline, each once, in order."""
    year, month, day = date_parts(line.value)
    written = date(year or _ANY_YEAR, month, day)
    days = {written + timedelta(days=offset) for passage in passages for offset in _offsets(passage.text)}
    return [replace(line, value=(told.year if year else 0) * 10_000 + told.month * 100 + told.day)
            for told in sorted(days)]


def _datelines(passages: Sequence[Passage]) -> list[tuple[Quantity, list[Passage]]]:
    """Each source's dateline among ``passages``, with the passages of that source in order, the dateline's first:
    a date with a month and a day in the source's first sentence, which a word of issue names ("press release",
    发布) or which closes that sentence when it is a heading of a few words ("Oster Courier, 15 June.")."""
    found = []
    for source_id in dict.fromkeys(passage.source_id for passage in passages):
        own = sorted((passage for passage in passages if passage.source_id == source_id),
                     key=lambda passage: passage.start)
        line = dateline_of(own[0])
        if line is not None:
            found.append((line, own))
    return found


def dateline_of(passage: Passage) -> Quantity | None:
    """The date that dates a passage's source, where the passage is its first sentence (see ``_datelines``); read
    once per passage."""
    return passage.derived(_dateline)


def _dateline(passage: Passage) -> Quantity | None:
    if passage.start > _HEAD_START:
        return None
    return next((item for item in passage.quantities if item.kind == "date" and item.high is None
                 and all(date_parts(item.value)[1:]) and _a_dateline(passage.text, item)), None)


def _a_dateline(text: str, item: Quantity) -> bool:
    """Whether a date of a source's first sentence dates the source (see ``_datelines``)."""
    if not _a_day(item):
        return False
    return _ISSUED.search(text, max(0, item.start - _ISSUE_REACH), item.end + _ISSUE_REACH) is not None \
        or _CLOSES_HEADING.fullmatch(text, item.end) is not None and len(text.split()) <= _HEADING_WORDS


def _a_day(line: Quantity) -> bool:
    year, month, day = date_parts(line.value)
    try:
        date(year or _ANY_YEAR, month, day)
    except ValueError:
        return False
    return True


def _offsets(text: str) -> list[int]:
    """The days after its source's dateline each day-telling word of ``text`` names."""
    offsets = []
    for found in _DAY_TOLD.finditer(text):
        if found.group("chinese"):
            offsets.append(_CHINESE_OFFSETS[found.group("chinese")[0]])
        else:
            offsets.append(-1 if found.group("before") else 1 if found.group("after") else 0)
    return offsets
