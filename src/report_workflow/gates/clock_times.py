"""Times of day worked out from the evidence, and lengths of time between two of them a sentence compares.

A show starting at 19:30 that runs for 2 hours 50 minutes ends at 22:20: the sentence's 晚上十点二十分左右散场 is that
time, worked out.

A notice counts one time from another ("The gates close at 16:30. Vehicles must leave 15 minutes before the gates
close", 闭园前15分钟停止入园): the sentence's "by 4.15pm" is that time, worked out. A timetable gives one time for
each season or day in a column; the sentence's "an hour later than in winter" (比冬季晚一个小时) is how far the
time it states lies from the other time of the same column, on the side its word names; its "a quarter of an hour
faster than the other two" is how much shorter the journey of the row whose time it states is than another row's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import replace

from ..readers.cells import row_cells
from ..text import content_terms
from ..text.dates import HALF_DAY
from ..text.quantities import Quantity
from .arithmetic import CLAUSE_END, Supports, clause_around, worked_figure
from .durations import DAY_SECONDS, between_clocks
from .inputs import Passage, Statement

# A length of time a passage counts from a time, and which way, written after it ("15 minutes before the gates
# close", 开闸15分钟后) or before it (闭园前15分钟).
_COUNTED_AFTER = re.compile(r"\s+(?:before|ahead of|prior to|earlier than|after|later than)\b|之?[前后]", re.IGNORECASE)
_COUNTED_BEFORE = re.compile(r"[前后]\s*\Z")
_COUNTED_BACK = re.compile(r"\s*(?:before|ahead|prior|earlier|之?前)", re.IGNORECASE)
_ENGLISH_WORDS_BEFORE = 2
# The word of a length of time that makes it how much later or earlier one time is than another: 晚一个小时, 早半小时,
# "an hour later", "30 minutes earlier".
_LATER_BEFORE = re.compile(r"(?:(?P<later>晚|迟)|(?P<earlier>早))了?\s*\Z")
_LATER_AFTER = re.compile(r"\s+(?:(?P<later>later)|(?P<earlier>earlier))\b", re.IGNORECASE)


def clock_offsets(quantity: Quantity, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """For a time of day, each time of the evidence moved by a length of time a passage counts from it, the way it
    counts it (see ``_COUNTED_AFTER``): the time is one the words before it tie to the event the length is counted
    from ("close at 16:30" for "15 minutes before the gates close", not "open at 08:00")."""
    if quantity.kind != "clock":
        return
    clocks = [(passage, item) for passage in passages for item in passage.quantities if item.kind == "clock"]
    for passage in passages:
        for length in passage.quantities:
            if length.kind != "value" or length.dimension != "time":
                continue
            sign, event = _counted_from(passage.text, length)
            yield from (replace(worked_figure(clock, (clock.value + sign * length.value) % DAY_SECONDS, quantity),
                                kind="clock")
                        for source, clock in clocks if sign and event & _words_beside(source, clock))


# A length of time given as how long something runs, right before it: 演出时长约2小时50分钟, "running time 2 h 50 min".
_LASTS_BEFORE = re.compile(r"(?:时长|历时|持续|全程|用时|耗时)(?:为|约为|约|大约)?\s*\Z"
                           r"|\b(?:lasts?|lasting|runs? for|running time(?: of)?:?|duration:?|in)\s+"
                           r"(?:about\s+|around\s+)?\Z",
                           re.IGNORECASE)
_LASTS_REACH = 16
# A time of day the sentence gives as when something ends: 散场, 结束, "ends at", "finishes at".
_ENDS_AT = re.compile(r"散场|结束|落幕|闭幕|\b(?:ends?|ending|finish(?:es|ing)?)\b", re.IGNORECASE)
_ENDS_REACH = 16


def run_ends(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """For a time of day the sentence gives as an end (散场, "ends at"), each time of a passage moved on by the length
    that passage gives as how long the thing runs: 晚上十点二十分左右散场 over 19:30 and 演出时长约2小时50分钟. A time
    after one the sentence gives as the start is an end too, moved on from that start alone: "began at ten past two
    … came round at 5:14 pm" over "in 3h 4m" and "Start time 14:10", or over "last 90 minutes" from a start the
    sentence works out itself ("start at 6.11 pm … and finish at 7.41 pm"), which is checked on its own."""
    if quantity.kind != "clock":
        return
    text = statement.text
    ends = _ENDS_AT.search(text, max(0, quantity.start - _ENDS_REACH), quantity.end + _ENDS_REACH) is not None
    started = [item for item in statement.quantities if item.kind == "clock" and item.end <= quantity.start]
    begun = {item.value % HALF_DAY for item in started}
    if not ends and not begun:
        return
    for passage in passages:
        lengths = [item for item in passage.quantities if item.kind == "value" and item.dimension == "time"
                   and _LASTS_BEFORE.search(passage.text, max(0, item.start - _LASTS_REACH), item.start)]
        if not lengths:
            continue
        # the start a record gives in a line of its own ("Start time 14:10.") is of the run its source times
        clocks = [clock for other in passages if other.source_id == passage.source_id for clock in other.quantities
                  if clock.kind == "clock" and (ends and other is passage or clock.value % HALF_DAY in begun)]
        yield from (replace(worked_figure(clock, (clock.value + length.value) % DAY_SECONDS, quantity), kind="clock")
                    for length in lengths for clock in clocks)
        yield from (replace(worked_figure(quantity, (start.value + length.value) % DAY_SECONDS, quantity),
                            kind="clock") for length in lengths for start in started)


# A time of day told as near one the evidence states, and on which side: "shortly before 3 a.m." for 02:47, "just
# after 7pm" for 19:04, "at about 6.30pm" for 18:25, 凌晨三点左右 for 02:50.
_NEAR_BEFORE = re.compile(r"\b(?:(?:shortly|just|a\s+little|not\s+long)\s+(?P<side>before|after)"
                          r"|(?P<under>nearly|almost)|about|around|approximately|roughly|just\s+(?P<over>gone|past))"
                          r"(?:\s+at)?\s+\Z"
                          r"|(?:(?P<under_zh>将近|接近)|(?P<over_zh>刚过))\s*\Z", re.IGNORECASE)
_NEAR_AFTER = re.compile(r"\s*(?:左右|前后|(?P<under_zh>前不久|之前不久)|(?P<over_zh>刚过|过后不久))")
_NEAR_REACH = 20
# How far a time told as near another may be from it: a quarter of an hour.
_NEAR_SECONDS = 15 * 60


def near_clocks(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """For a time of day the sentence tells as near another (see ``_NEAR_BEFORE``), each time of the evidence within a
    quarter of an hour of it on the side its words name, given the sentence's time: on a twelve-hour dial when either
    is told without saying which half of the day it is in."""
    if quantity.kind != "clock":
        return
    text = statement.text
    found = _NEAR_BEFORE.search(text, max(0, quantity.start - _NEAR_REACH), quantity.start) \
        or _NEAR_AFTER.match(text, quantity.end)
    if found is None:
        return
    told = found.groupdict()
    sign = -1 if told.get("side") == "before" or told.get("under") or told.get("under_zh") \
        else 1 if told.get("side") == "after" or told.get("over") or told.get("over_zh") else 0
    for passage in passages:
        for clock in passage.quantities:
            if clock.kind != "clock":
                continue
            dial = HALF_DAY if quantity.spelled or clock.spelled else DAY_SECONDS
            gap = (clock.value - quantity.value + dial / 2) % dial - dial / 2  # from the sentence's time to the other
            if 0 < abs(gap) <= _NEAR_SECONDS and gap * sign >= 0:
                yield replace(worked_figure(clock, quantity.value, quantity), kind="clock")


# A span of times of day with a bare hour at one end: "a full day from 9 to 5", "from half past six to eight".
_SPAN_OPENS = re.compile(r"\b(?:from|between)\s+\Z", re.IGNORECASE)
_SPAN_CLOSES = re.compile(r"\s*(?:\b(?:to|until|till|and)\b|[\u2013-])\s*")
_DIAL_HOURS = range(1, 13)


def hours_on_the_dial(quantity: Quantity, statement: Statement,
                      passages: Sequence[Passage]) -> Iterator[Quantity]:
    """For a bare whole figure from 1 to 12 at one end of a span whose other end is a time or another such figure
    (see ``_SPAN_OPENS``), each time of the evidence on that hour of a twelve-hour dial (9am for "from 9 to 5")."""
    if quantity.kind != "value" or quantity.unit or quantity.value not in _DIAL_HOURS \
            or not ends_a_span_of_times(quantity, statement):
        return
    for passage in passages:
        yield from (worked_figure(clock, quantity.value, quantity) for clock in passage.quantities
                    if clock.kind == "clock" and clock.value % HALF_DAY == quantity.value % 12 * 3600)


def ends_a_span_of_times(quantity: Quantity, statement: Statement) -> bool:
    """Whether a figure of the sentence is an end of a span of times of day ("from half past six to eight")."""
    return any(_a_span(first, second, statement.text) and (quantity is first or quantity is second)
               for first, second in zip(statement.quantities, statement.quantities[1:]))


def _a_span(first: Quantity, second: Quantity, text: str) -> bool:
    """Whether two figures are the ends of a span of times of day, each a time or a bare hour of the dial."""
    ends = all(item.kind == "clock" or item.kind == "value" and not item.unit and item.value in _DIAL_HOURS
               for item in (first, second))
    closes = _SPAN_CLOSES.match(text, first.end)
    return ends and closes is not None and closes.end() == second.start \
        and _SPAN_OPENS.search(text, max(0, first.start - 9), first.start) is not None


def _counted_from(text: str, length: Quantity) -> tuple[int, frozenset[str]]:
    """-1 for a length counted back from an event, 1 for one counted on, 0 for any other; with the event's words,
    after "before" or "after" to the end of the clause and the verb right before the length, which the event shares
    ("the slide closes 30 minutes before the park": the park's closing), or before 前 or 后 in it."""
    low, high = clause_around(text, length, CLAUSE_END)
    found = _COUNTED_AFTER.match(text, length.end)
    if found is not None and found.group().strip().isascii():
        event = " ".join(text[low:length.start].split()[-1:]) + " " + text[found.end():high]
    elif found is not None:
        event = text[low:length.start]
    elif (found := _COUNTED_BEFORE.search(text, max(low, length.start - 2), length.start)) is not None:
        event = text[low:found.start()]
    else:
        return 0, frozenset()
    return -1 if _COUNTED_BACK.match(found.group()) else 1, content_terms(event)


def gaps_to_a_stated_clock(quantity: Quantity, statement: Statement, passages: Sequence[Passage],
                           supports: Supports) -> Iterator[Quantity]:
    """For a length of time the sentence counts from a time of day it states in the clause ("last admission is 45
    minutes before the 5pm close"), the time between that time, as a passage states it, and each other time of the
    passages of its source on the side the word names (4.15pm of "open from 10am to 5pm, with last entry at
    4.15pm")."""
    mine = counted_from_a_stated_clock(quantity, statement)
    sign = _counted_from(statement.text, quantity)[0] if mine else 1
    if not mine:
        mine = _clocks_of_the_event_before(quantity, statement)
    if not mine:
        return
    clocks = _clocks_by_source(passages)
    for source, stated in clocks:
        if any(supports(own, stated) for own in mine):
            yield from (worked_figure(other, sign * (other.value - stated.value), quantity) for home, other in clocks
                        if home == source and sign * (other.value - stated.value) > 0)


def _clocks_by_source(passages: Sequence[Passage]) -> list[tuple[str, Quantity]]:
    """Every time of day the passages give, with the source it comes from, in text order."""
    return [(passage.source_id, item) for passage in passages for item in passage.quantities if item.kind == "clock"]


# A length of time told as coming after another: 又用了约三刻钟, 再过20分钟, "took another 45 minutes", "a further hour".
_AGAIN_BEFORE = re.compile(r"(?:又|再)[^，。；,;\d]{0,4}\Z|\b(?:another|a further)\s+\Z", re.IGNORECASE)
_AGAIN_REACH = 8


def gaps_after_another(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """For a length of time told as coming after another (又用了约三刻钟, "took another 45 minutes"), the time between
    each two times of day a source gives one after the other (师傅到达 22:25, 完工时间 23:10: 45 minutes)."""
    if quantity.kind != "value" or quantity.dimension != "time" \
            or not _AGAIN_BEFORE.search(statement.text, max(0, quantity.start - _AGAIN_REACH), quantity.start):
        return
    clocks = _clocks_by_source(passages)
    for (source, first), (home, second) in zip(clocks, clocks[1:]):
        if source == home and second.value > first.value:
            yield worked_figure(second, second.value - first.value, quantity)


# An event at a time of day, then 后 and the length of time after it, a clause on: 9点47分报修后，师傅38分钟就上门了.
_EVENT_THEN_AFTER = re.compile(r"[^。；;！？!?\d]{0,6}?后[，,]?[^。；;！？!?\d]{0,8}")


def _clocks_of_the_event_before(quantity: Quantity, statement: Statement) -> list[Quantity]:
    """The time of day of an event the sentence tells just before a length of time counted on from it (后)."""
    if quantity.kind != "value" or quantity.dimension != "time":
        return []
    before = [item for item in statement.quantities if item.end <= quantity.start]
    if not before or before[-1].kind != "clock":
        return []
    clock = before[-1]
    return [clock] if _EVENT_THEN_AFTER.fullmatch(statement.text, clock.end, quantity.start) else []


def counted_from_a_stated_clock(quantity: Quantity, statement: Statement) -> list[Quantity]:
    """The times of day of the sentence's clause a length of time is counted from, told right after it ("45 minutes
    before the 5pm close"); none where it is not (提前18分钟至7:30 moves a time)."""
    if quantity.kind != "value" or quantity.dimension != "time" \
            or not _COUNTED_AFTER.match(statement.text, quantity.end):
        return []
    high = clause_around(statement.text, quantity, CLAUSE_END)[1]
    return [item for item in statement.quantities if item.kind == "clock" and quantity.end <= item.start < high]


def _words_beside(passage: Passage, clock: Quantity) -> frozenset[str]:
    """The words that tie a time to its event: in English the last two before it ("close at" of 16:30, not the
    subject of "the gates open at"); in Chinese those between it and the figures or the clause's ends either side
    (17:00闭园, 闭园时间为17:00)."""
    text = passage.text
    low, high = clause_around(text, clock, CLAUSE_END)
    before = text[max([low, *(item.end for item in passage.quantities if item.end <= clock.start)]):clock.start]
    if text[low:high].isascii():
        return content_terms(" ".join(before.split()[-_ENGLISH_WORDS_BEFORE:]))
    after = text[clock.end:min([high, *(item.start for item in passage.quantities if item.start >= clock.end)])]
    return content_terms(before + " " + after)


def clock_gaps(quantity: Quantity, statement: Statement, passages: Sequence[Passage],
               supports: Supports) -> Iterator[Quantity]:
    """For a length of time the sentence gives as how much later or earlier a time is (see ``_LATER_BEFORE``), the
    time between a table cell's time the sentence states and each other row's time in the same column, where the
    stated one is on the side the word names."""
    if quantity.kind != "value" or quantity.dimension != "time":
        return
    word = _LATER_BEFORE.search(statement.text, max(0, quantity.start - 3), quantity.start) \
        or _LATER_AFTER.match(statement.text, quantity.end)
    if word is None:
        return
    sign = 1 if word.group("later") else -1
    cells = [(column, clock) for passage in passages if passage.source_text is not None
             for column, clock in _clock_cells(passage)]
    mine = [item for item in statement.quantities if item.kind == "clock"]
    for column, stated in cells:
        if any(supports(item, stated) for item in mine):
            yield from (worked_figure(stated, sign * (stated.value - other.value), quantity)
                        for header, other in cells if header == column and sign * (stated.value - other.value) > 0)


# Two times of day joined as the ends of one span (凌晨3:30至上午8:15, "9am to 5pm", 4:00–8:00).
_SPAN_JOIN = re.compile(r"\s*(?:至|到|[-\u2013\u2014~～]|\b(?:to|until|till)\b)\s*(?:次日|翌日)?"
                        r"(?:上午|下午|凌晨|早上|晚上|中午|傍晚)?\s*", re.IGNORECASE)
# How much longer or shorter one span is than another: 比原来多出45分钟, 比往年缩短, "45 minutes longer than before".
_LONGER_BEFORE = re.compile(r"(?:比[^，。；,;]{0,8}?(?:多出?|长|少|短)|延长|缩短)了?约?\s*\Z")
_LONGER_AFTER = re.compile(r"\s+(?:longer|shorter)\b", re.IGNORECASE)
_LONGER_REACH = 14


def span_length_changes(quantity: Quantity, statement: Statement, passages: Sequence[Passage],
                        supports: Supports) -> Iterator[Quantity]:
    """For a length of time the sentence gives as how much longer or shorter a span of times of day is, how much the
    evidence span whose ends the sentence states differs from each other span of the evidence (凌晨3:30至上午8:15 over
    the former 凌晨4:00至上午8:00: 45 minutes)."""
    if quantity.kind != "value" or quantity.dimension != "time" or not (
            _LONGER_BEFORE.search(statement.text, max(0, quantity.start - _LONGER_REACH), quantity.start)
            or _LONGER_AFTER.match(statement.text, quantity.end)):
        return
    spans = [(first, second, between_clocks(first, second, passage)) for passage in passages
             for first, second in zip(passage.quantities, passage.quantities[1:])
             if first.kind == second.kind == "clock" and _SPAN_JOIN.fullmatch(passage.text, first.end, second.start)]
    mine = [item for item in statement.quantities if item.kind == "clock"]
    for first, second, length in spans:
        if any(supports(item, first) for item in mine) and any(supports(item, second) for item in mine):
            yield from (worked_figure(first, abs(length - other), quantity) for *_, other in spans if other != length)


def journey_gaps(quantity: Quantity, statement: Statement, passages: Sequence[Passage],
                 supports: Supports) -> Iterator[Quantity]:
    """For a length of time the sentence gives as how much faster or slower, shorter or longer one journey is (see
    ``_FASTER_AFTER``), how much the journey of a table row whose time the sentence states (from its first time to its
    last) is shorter or longer than each other row's, on the side the word names."""
    if quantity.kind != "value" or quantity.dimension != "time":
        return
    word = _FASTER_AFTER.match(statement.text, quantity.end)
    if word is None:
        return
    sign = 1 if word.group("longer") else -1
    journeys = [(row, between_clocks(clocks[0], clocks[-1], row)) for row in passages if row.source_text is not None
                and len(clocks := [item for item in row.quantities if item.kind == "clock"]) == 2]
    mine = [item for item in statement.quantities if item.kind == "clock"]
    for row, length in journeys:
        if any(supports(item, stated) for item in mine for stated in row.quantities if stated.kind == "clock"):
            yield from (worked_figure(quantity, sign * (length - other), quantity)
                        for _, other in journeys if sign * (length - other) > 0)


# How much faster or slower a journey is, right after the length: "a quarter of an hour faster", "12 minutes longer".
_FASTER_AFTER = re.compile(r"\s+(?:faster|quicker|shorter|(?P<longer>slower|longer))\b", re.IGNORECASE)


def _clock_cells(row: Passage) -> Iterator[tuple[str, Quantity]]:
    """The times of day of a table row, each with its column's header."""
    _, cells = row.feature(row_cells)
    for item in row.quantities:
        if item.kind == "clock":
            yield from ((header, item) for header, start, end in cells if start <= item.start < end)
