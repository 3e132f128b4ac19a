"""Durations worked out from the times and dates of the evidence.

A duration is the time between two clock times, or in days or weeks the days between two dates: the two the
sentence names, or whose events it names ("起飞后约10分钟报告" over "08:05起飞，08:16机组报告…08:47安全落地"), or the
only two a passage gives (自9月14日起停航，预计9月16日恢复 is two days). A duration the sentence gives as how far a
time moved ("delayed by 14 minutes", 推迟14分钟) is the time between the two clock times the passage moves it between
(由6:36调整为6:50); one it gives as how much a journey shortened or lengthened (缩短14分钟) is the change of the
journey from the moved time to another the passage gives (6:36 to 12:40, then 6:50 to 12:40). Each agrees with the
sentence's word: later or earlier, longer or shorter. Two events the sentence names, each dated by the one date
of its own passage ("1911年10月10日，武昌起义爆发。1912年1月1日，孙中山…就任"), are the days between those dates apart,
or for a bound in months or years ("不到三个月") the calendar months, counted down, with the days left over, when
they meet the bound exactly. A term the evidence gives by its first day and its length (自2024年1月1日起施行，有效期
五年) ends on the day before the same day that many years later (2028年12月31日).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import replace

from ..text import content_terms, find_quantities
from ..text.dates import (date_parts, days_across_year_end, days_between, last_day_of_days, last_day_of_term,
                          months_between)
from ..text.quantities import YEAR_SECONDS, Quantity
from .arithmetic import SUMMING, Supports, clause_terms, named_figures, segment_terms
from .inputs import Analysed, Passage, Statement
from .datelines import event_dates

DAY_SECONDS = 86_400
DAY_UNITS = frozenset({DAY_SECONDS, 7 * DAY_SECONDS})  # the units a span of dates is counted in: days and weeks
MONTH_SECONDS = 2_629_800  # a twelfth of a year of 365.25 days, the month of the quantity parser

# A clock time the passage moves, and where it moves it to: 由6:36调整为6:50, "moved from 6:36 to 6:50".
_MOVED_FROM = re.compile(r"(?:\bfrom|由|从)\s*\Z", re.IGNORECASE)
_MOVED_TO = re.compile(r"\s*(?:\bto\b|(?:调整|改|变|推迟|提前|延后|推后|提早)?(?:为|至|到))\s*", re.IGNORECASE)
# A duration given as how far a time moved, later (+1) or earlier (-1), or as how much a journey lengthened (+1) or
# shortened (-1): "delayed by 14 minutes", 提前10分钟, 缩短14分钟.
_MOVED_BY = re.compile(
    r"(?:\b(?P<later>delayed|postponed|put back|pushed back|moved back)\s+by|\b(?P<earlier>brought forward|moved "
    r"(?:forward|up))\s+by|\b(?P<longer>extended|lengthened)\s+by|\b(?P<shorter>shortened|cut)\s+by|(?P<later_zh>推迟"
    r"|延后|推后|延迟|顺延|[往向]后[推延挪])|(?P<earlier_zh>提前|提早|[往向]前[提挪])|(?P<longer_zh>延长)|(?P<shorter_zh>缩短))了?"
    r"\s*\Z", re.IGNORECASE)
_MOVE_SIGNS = {"later": (1, False), "earlier": (-1, False), "longer": (1, True), "shorter": (-1, True)}
_MOVE_REACH = 24

# The places a journey runs from and to, as a sentence names them: 从东湖站开到临川南站, "from Leeds to York".
_FROM_TO = re.compile(r"(?:\bfrom\s+|[从自由])(?P<origin>[^,;.，；。]{1,30}?)\s*(?:\bto\b|[到至])\s*(?P<to>[^,;.，；。]{1,30})",
                      re.IGNORECASE)

# A length given as a term, right before it: 有效期五年, 期限为3年, "valid for two years", "for a term of 5 years".
_TERM_BEFORE = re.compile(r"(?:有效期|期限|任期|为期|会期|展期|\bvalid for|\b(?:a|the) term of|\bfor a period of)"
                          r"(?:为|是)?\s*\Z",
                          re.IGNORECASE)
_TERM_REACH = 20



def journey(quantity: Quantity, statement: Statement, passage: Passage,
            supports: Supports) -> Iterator[tuple[Quantity, float]]:
    """The time between two clock times of a passage ("leaves 07:15, arrives 09:29" takes 2 h 14 min), or the days
    between two of its dates for a duration written in days or weeks (自9月14日起停航，预计9月16日恢复: two days), in
    seconds, each with the mark it runs from; an age or a span in years or months is counted down, not rounded
    (born 23 August 1905, died 20 August 1946: 40 years old), and is not worked out, save a span in months the
    sentence gives as about that long (5月1日至9月16日, 为期约四个半月), which is rounded, and whole months to the day
    (3月1日闭馆，6月1日重新开放: three months; 2022年9月15日 to 2024年3月15日: 一年半), and how many days a date was
    moved (see ``_date_moves``). A duration stated as a value, not a bound, which would meet it within half its
    unit ("不到4小时" for 4 h 29 min). A sum ("adding up to", 共) of a passage's ranges of clock times is their
    lengths together ("two sessions adding up to five hours" over 11:00-13:00 and 14:00-17:00)."""
    marks = [item for item in passage.quantities if item.kind == "clock"]
    clocks = _ends(marks, statement, passage, supports, quantity) \
        or _named_clock_range(quantity, statement, passage, marks)
    if clocks is not None:
        yield clocks[0], between_clocks(clocks[0], clocks[1], passage) - _break_left_out(statement, passage)
    elif SUMMING.search(statement.text) and len(ranges := _clock_ranges(passage, marks)) >= 2:
        # "two sessions adding up to five hours" over "11:00-13:00 and 14:00-17:00": the ranges' lengths together
        yield ranges[0][0], sum(between_clocks(first, last, passage) for first, last in ranges)
    move = _move_of(quantity, statement)
    if move is not None:
        yield from _moves(move, statement, passage, marks, supports)
    # 历时一年半 from 2022年9月15日 to 2024年3月15日: years that are whole months, to the day
    in_years = quantity.unit_factor > MONTH_SECONDS and not quantity.approximate and _whole_months(quantity) is not None
    if quantity.unit_factor not in DAY_UNITS and quantity.unit_factor != MONTH_SECONDS and not in_years:
        return
    day_marks = [item for item in passage.quantities if item.kind == "date"]
    if move is not None and quantity.unit_factor in DAY_UNITS:
        yield from _date_moves(move, statement, day_marks, supports)
    dates = _ends(day_marks, statement, passage, supports, quantity)
    if dates is not None and (quantity.unit_factor == MONTH_SECONDS or in_years) and not quantity.approximate:
        months = months_between(dates[0].value, dates[1].value)  # 3月1日 to 6月1日: three months to the day
        if months is not None and months.is_integer():
            yield dates[0], months * MONTH_SECONDS
    elif dates is not None:
        # a range of dates counts its first and last day: 10月1日至7日 is seven days, as is an opening to a closing
        # (10月12日开幕，展期至10月20日: nine); a span in months is rounded
        inclusive = quantity.unit_factor in DAY_UNITS and any(
            first is dates[0] and last is dates[1] for first, last in date_ranges(passage, days=True))
        yield from ((dates[0], (days + inclusive) * DAY_SECONDS) for days in _days_from(dates[0], dates[1]))


def _days_from(first: Quantity, last: Quantity) -> tuple[int, ...]:
    """The days from one date to another written after it: across a year's end when neither writes a year and the
    last falls earlier in the calendar (28 November to 2 March), else as ``days_between`` counts them."""
    across = days_across_year_end(first.value, last.value)
    if across:
        return across
    days = days_between(first.value, last.value)
    return () if days is None else (days,)


# What joins the first and last day of a range of dates, with the last day's name ("to Sunday 27 July").
# A day's name written before its date: "Saturday 8 March", "Sunday, 27 July".
DAY_NAME_BEFORE = r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?"
# A part of the month before the last month of a range of months: "from February until late June".
_PART_OF_MONTH = r"(?:(?:early|mid|late|the (?:start|middle|end) of)[\s-]+)?"
# A day's name in brackets after the first date: 1月22日（星期一）至1月28日, "3 May (Sat) to 5 May".
_DAY_NAME_AFTER = (r"(?:\s*[（(](?:(?:星期|周|礼拜)[一二三四五六日天]"
                   r"|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\.?)[）)])?")
_DATE_RANGE = re.compile(_DAY_NAME_AFTER + r"\s*(?:至|到|—|–|-|~|～|\bto\b|\buntil\b|\btill\b|\bthrough\b)\s*"
                         + DAY_NAME_BEFORE + _PART_OF_MONTH, re.IGNORECASE)
# "between April 2022 and March 2024": a range opened by "between", its ends joined by "and".
_BETWEEN = re.compile(r"\bbetween\s+\Z", re.IGNORECASE)
_AND = re.compile(r"\s+and\s+", re.IGNORECASE)


# A break a span of times holds ("runs from 7.45pm to 10.10pm, including a 20-minute interval"), and a sentence
# leaving it out of the length it gives ("two hours and five minutes, not counting the 20-minute interval").
_BREAK_HELD = re.compile(r"\bincluding\s+(?:an?|the)\s+(?P<length>[^,;.]{1,24}?)\s*(?:interval|break|intermission)\b",
                         re.IGNORECASE)
_BREAK_LEFT_OUT = re.compile(r"\b(?:not counting|excluding|without|plus|on top of)\s+(?:an?|the)\s+[^,;.]{0,24}?"
                             r"(?:interval|break|intermission)\b", re.IGNORECASE)


def _break_left_out(statement: Statement, passage: Passage) -> float:
    """The seconds of the break a passage's span of times holds, where the sentence leaves it out of the length it
    gives (see ``_BREAK_LEFT_OUT``); none otherwise."""
    held = _BREAK_HELD.search(passage.text) if "includ" in passage.text else None
    if held is None or not _BREAK_LEFT_OUT.search(statement.text):
        return 0.0
    lengths = [item.value for item in find_quantities(held["length"]) if item.dimension == "time"]
    return lengths[0] if len(lengths) == 1 else 0.0


def _named_clock_range(quantity: Quantity, statement: Statement, passage: Passage,
                       marks: list[Quantity]) -> tuple[Quantity, Quantity] | None:
    """The one range of clock times of a passage giving several (opening hours: 工作日7:00至22:30，周末8:00至21:00) whose
    clause shares the most words with the segment of the sentence's duration (工作日每天营业15个半小时), or giving one
    beside other times ("four hours of dancing" over "Doors 7pm; dancing 7.30pm till 11.30pm") where the sentence
    moves no time by its duration ("brought forward by 30 minutes" over "moves from 22:15 to 22:45")."""
    ranges = _clock_ranges(passage, marks)
    if not ranges or len(ranges) == 1 and _move_of(quantity, statement) is not None:
        return None
    named = segment_terms(statement.text, quantity)
    shared = [len(named & clause_terms(passage.text, first)) for first, _ in ranges]
    best = max(shared)
    return ranges[shared.index(best)] if best and shared.count(best) == 1 else None


def clock_range_lengths(passage: Passage) -> list[float]:
    """The length in seconds of each range of clock times ``passage`` writes (9:30—22:00: 12 h 30 min)."""
    marks = [item for item in passage.quantities if item.kind == "clock"]
    return [between_clocks(first, last, passage) for first, last in _clock_ranges(passage, marks)]


def _clock_ranges(passage: Passage, marks: list[Quantity]) -> list[tuple[Quantity, Quantity]]:
    """The ranges of clock times ``passage`` writes, as ``(first, last)``: 11:00-13:00, 7:00至22:30."""
    return [(first, last) for first, last in zip(marks, marks[1:])
            if _DATE_RANGE.fullmatch(passage.text, first.end, last.start)]


# A verb between the two dates of a range opened by 从 or 自: 从4月12日办到4月14日, 自5月1日持续至5月3日; with a comma
# after it, where the days of the range are counted (自12月22日开园，到2月28日闭园，前后共六十九天).
_VERB_TO = re.compile(r"\s*[\u4e00-\u9fff]{1,2}(?:至|到)\s*")
_VERB_THEN_TO = re.compile(r"\s*[\u4e00-\u9fff]{1,2}[，,]?\s*(?:至|到)\s*")
# An opening on the first date and "to" the last, a few words apart, where the days are counted: 九月二十七日开幕，为期七天，
# 到十月三日结束; the place may come first (10月12日在滨河会展中心开幕，展期至10月20日).
_OPENS_THEN_TO = re.compile(r"\s*(?:在[^，。；,;\d]{1,12}?)?(?:开幕|开园|开展|开始|启动|开工|开业|举行|举办)[^。；;]{0,10}?"
                            r"(?:至|到)\s*")
# An opening on the first date and a closing on the next, with no "to": 3月18日（星期一）开园，4月3日收园.
# A date's day of the week after it, bracketed or not: （星期一）, 周六.
_DAY_NAMED_AFTER = r"\s*(?:[（(][^）)]{1,6}[）)])?\s*(?:(?:周|星期)[一二三四五六日天])?\s*"
_OPENS = re.compile(_DAY_NAMED_AFTER + r"(?:开幕|开园|开展|开始|启动|开工|开业|开市|开采|开摘)[，,、]\s*")
_CLOSES = re.compile(_DAY_NAMED_AFTER + r"(?:闭幕|闭园|收园|结束|收官|落幕|闭馆|收市|封园|完工)")


def date_ranges(text: Analysed, *, days: bool = False) -> Iterator[tuple[Quantity, Quantity]]:
    """Two dates a text writes as the first and last day of a range: 10月1日至7日, "20 September to 19 October",
    从4月12日办到4月14日, "between April 2022 and March 2024"; for counting its ``days``, also 自12月22日开园，到2月28日,
    九月二十七日开幕，为期七天，到十月三日结束 and 3月18日开园，4月3日收园."""
    dates = [item for item in text.quantities if item.kind == "date"]
    verb_to = _VERB_THEN_TO if days else _VERB_TO
    for first, last in zip(dates, dates[1:]):
        if _DATE_RANGE.fullmatch(text.text, first.end, last.start) or text.text[first.start - 1:first.start] in (
                "从", "自") and verb_to.fullmatch(text.text, first.end, last.start) \
                or _BETWEEN.search(text.text, 0, first.start) and _AND.fullmatch(text.text, first.end, last.start) \
                or days and _OPENS_THEN_TO.fullmatch(text.text, first.end, last.start) \
                or days and _OPENS.fullmatch(text.text, first.end, last.start) and _CLOSES.match(text.text, last.end):
            yield first, last


def between_clocks(first: Quantity, second: Quantity, text: Analysed) -> float:
    """Seconds from one clock time of ``text`` to a later one: across midnight when the second is earlier (23:30 to
    05:00 is 5 h 30 min), and across the days between their dates when the text dates each ("from 23:30 Saturday
    15 February until 05:00 Monday 17 February" is 29 h 30 min)."""
    return clocks_apart(first, text, second, text)


def clocks_apart(first: Quantity, first_text: Analysed, second: Quantity, second_text: Analysed) -> float:
    """Seconds from a clock time of one text to a later one of the same or another, read as ``between_clocks``
    reads two of one text (4月6日14时许 in one sentence, 4月7日9时30分 in the next: 19 h 30 min)."""
    days = None
    dates = (_date_beside(first, first_text), _date_beside(second, second_text))
    if dates[0] is not None and dates[1] is not None and dates[0] is not dates[1]:
        days = days_between(dates[0].value, dates[1].value)
    if days:
        return days * DAY_SECONDS + second.value - first.value
    return (second.value - first.value) % DAY_SECONDS


# What may stand between a clock time and the date it belongs to: spaces, a comma, "on" or "at", a day's name
# ("23:30 Saturday 15 February", "Monday 17 February, 05:00", 2月15日23:30, 周六23:30).
_DATING = re.compile(r"(?:[\s,，]|\b(?:on|at)\b|[A-Za-z]{3,9}day\b|(?:周|星期)[一二三四五六日天])*", re.IGNORECASE)


def _date_beside(clock: Quantity, text: Analysed) -> Quantity | None:
    """The date written right before or right after a clock time with only a day's name or a comma between them;
    the one before when both are."""
    figures = text.quantities
    at = figures.index(clock)
    before, after = figures[at - 1] if at else None, figures[at + 1] if at + 1 < len(figures) else None
    if before is not None and before.kind == "date" and _DATING.fullmatch(text.text, before.end, clock.start):
        return before
    if after is not None and after.kind == "date" and _DATING.fullmatch(text.text, clock.end, after.start):
        return after
    return None


def _ends(marks: list[Quantity], statement: Statement, passage: Passage, supports: Supports,
          quantity: Quantity) -> tuple[Quantity, Quantity] | None:
    """The two times or dates a duration runs between: the two the sentence names, in a timetable listing stops
    between them; or the two whose events it names ("起飞后约10分钟报告" over "08:05起飞，08:16机组报告…08:47安全落地");
    or the two beside the places it runs from and to, where the sentence names stops between them too; or the
    passage's only two, unless the sentence states a time or date of the kind that the passage does not and the
    words after the duration do not name the passage ("due in at 11.12am after a nine-minute stop at Pellow Junction"
    over the row "Pellow Junction | 09:31 | 09:40"). A time written again is one time: a table row repeats its key
    before each cell ("Departs: 17:45; 17:45 Arrives: 23:30")."""
    marks = _first_of_each(marks)
    if len(marks) < 2:
        return None
    stated = [item for item in marks if any(supports(mine, item) or _same_day_of_its_year(mine, item, marks)
                                            for mine in statement.quantities)]
    if not stated and any(mine.kind == marks[0].kind for mine in statement.quantities) \
            and len(content_terms(statement.text[quantity.end:]) & passage.terms) < _PASSAGE_NAMED:
        return None  # the sentence times another journey than this passage's ("R14 leaves at 09:40")
    for ends in (stated, _journey_of(stated, marks, passage.text), named_figures(passage.text, marks, statement.terms),
                 _beside_places(marks, statement, passage), marks):
        if len(ends) == 2:
            return ends[0], ends[1]
    return None


# A time a timetable gives as a departure or an arrival: "departs 08:15, arrives 09:40", "dep. 11:30 arr. 12:55".
_DEPARTS_BEFORE = re.compile(r"\b(?:depart(?:s|ing)?|leav(?:es|ing)|dep\.?)\s*(?:at\s+)?\Z", re.IGNORECASE)
_ARRIVES_BEFORE = re.compile(r"\b(?:arriv(?:es|ing)|arr\.?|reach(?:es|ing))\s*(?:at\s+)?\Z", re.IGNORECASE)
_TIMETABLE_REACH = 16


def _journey_of(stated: list[Quantity], marks: list[Quantity], text: str) -> list[Quantity]:
    """The departure and arrival of the one journey of a timetable that the one time the sentence states ends: the
    arrival right after a stated departure, or the departure right before a stated arrival ("departs 08:15, arrives
    09:40; departs 11:30, arrives 12:55" for a ferry leaving at 8:15)."""
    if len(stated) != 1:
        return []
    index = marks.index(stated[0])
    pairs = zip(marks[index - 1:index + 1], marks[index:index + 2]) if index else zip(marks[:1], marks[1:2])
    return next(([first, second] for first, second in pairs if first is not second
                 and _DEPARTS_BEFORE.search(text, max(0, first.start - _TIMETABLE_REACH), first.start)
                 and _ARRIVES_BEFORE.search(text, max(0, second.start - _TIMETABLE_REACH), second.start)), [])


# The terms the words after a duration share with a passage to name it: "stop at Pellow Junction".
_PASSAGE_NAMED = 2


def _same_day_of_its_year(mine: Quantity, item: Quantity, marks: list[Quantity]) -> bool:
    """Whether a date the sentence writes with its year (2025年7月22日) is a date the passage writes without one
    (7月22日) after another date of that year (自2025年7月8日起…，7月22日起恢复营业)."""
    if mine.kind != "date" or item.kind != "date":
        return False
    year, month, day = date_parts(mine.value)
    its_year, its_month, its_day = date_parts(item.value)
    return bool(year) and not its_year and (its_month, its_day) == (month, day) \
        and any(date_parts(other.value)[0] == year for other in marks if other.kind == "date")


def _beside_places(marks: list[Quantity], statement: Statement, passage: Passage) -> list[Quantity]:
    """The two times of a timetable beside the places the sentence's journey runs from and to (see
    ``_FROM_TO``), each the one time written beside its place: 8:20 and 11:50 of "自东湖站8:20发车，途经清溪站（9:05到，
    9:07开），11:50终到临川南站" for 从东湖站开到临川南站, though the sentence names 清溪 too."""
    found = _FROM_TO.search(statement.text)
    if found is None:
        return []
    ends = [named_figures(passage.text, marks, content_terms(found.group(place))) for place in ("origin", "to")]
    return [ends[0][0], ends[1][0]] if all(len(named) == 1 for named in ends) and ends[0] != ends[1] else []


def _first_of_each(marks: list[Quantity]) -> list[Quantity]:
    """The marks in order, each value once, where it is first written."""
    firsts: dict[float, Quantity] = {}
    for item in marks:
        firsts.setdefault(item.value, item)
    return list(firsts.values())


def _moves(move: tuple[int, bool], statement: Statement, passage: Passage, clocks: list[Quantity],
           supports: Supports) -> Iterator[tuple[Quantity, float]]:
    """How far a clock time the passage moves was moved, or how much that changed the journey to or from another
    of its clock times, for a duration the sentence gives as a move (``move``, see ``_move_of``), of a move whose
    time before or after the sentence states."""
    sign, of_journey = move
    for before, after in _moved(passage, clocks):
        if not any(supports(mine, item) for mine in statement.quantities for item in (before, after)):
            continue
        others = [item for item in clocks if item is not before and item is not after]
        changes = [abs(other.value - after.value) - abs(other.value - before.value) for other in others] \
            if of_journey else [after.value - before.value]
        yield from ((before, abs(change)) for change in changes if sign * change > 0)


def _move_of(quantity: Quantity, statement: Statement) -> tuple[int, bool] | None:
    """The sign of the move the sentence gives ``quantity`` as (later +1, earlier -1) and whether it is of a
    journey's length, from the word right before it (see ``_MOVED_BY``)."""
    word = _MOVED_BY.search(statement.text, max(0, quantity.start - _MOVE_REACH), quantity.start)
    if word is None:
        return None
    return next(_MOVE_SIGNS[name.removesuffix("_zh")] for name, found in word.groupdict().items() if found)


def _date_moves(move: tuple[int, bool], statement: Statement, dates: list[Quantity],
                supports: Supports) -> Iterator[tuple[Quantity, float]]:
    """How many days a date was moved, for a length of days the sentence gives as a move (``move``: 推迟两天,
    往后推了两天) to one of the passage's ``dates`` it states: the days from each date the passage gives before that
    one in its text, on the side the word names (原定10月12日开始…调整为10月14日开始: two days later)."""
    if move[1]:
        return  # a journey lengthened, not a date moved
    mine = [item for item in statement.quantities if item.kind == "date"]
    for to in (item for item in dates if any(supports(date, item) for date in mine)):
        for before in (item for item in dates if item.end <= to.start):
            days = days_between(before.value, to.value)
            if days is not None and move[0] * days > 0:
                yield before, abs(days) * DAY_SECONDS


def _moved(passage: Passage, clocks: list[Quantity]) -> Iterator[tuple[Quantity, Quantity]]:
    """Each clock time the passage moves, with the one it moves it to (see ``_MOVED_FROM``)."""
    for before, after in zip(clocks, clocks[1:]):
        if _MOVED_FROM.search(passage.text, max(0, before.start - 6), before.start) is not None \
                and _MOVED_TO.fullmatch(passage.text, before.end, after.start) is not None:
            yield before, after


def between_events(quantity: Quantity, statement: Statement,
                   passages: Sequence[Passage]) -> Iterator[tuple[Quantity, float]]:
    """The time between the dates of two events the sentence names, each the one date of a passage of its own that
    shares terms with the sentence, and no other passage so (see the module's doc; a passage dated by its source's
    dateline, "this morning" or "2 February" under "6 February 2024", counts: see ``datelines.event_dates``): in
    days for a duration in days or weeks, in calendar months for a bound in months or years."""
    in_days = quantity.unit_factor in DAY_UNITS
    if quantity.dimension != "time" or not in_days and (quantity.kind != "bound" or quantity.unit_factor < MONTH_SECONDS):
        return
    dated = [date for passage, date in event_dates(passages) if content_terms(passage.text) & statement.terms]
    if len(dated) != 2:
        return
    first, second = dated
    if in_days:
        days = days_between(first.value, second.value)
        if days is not None:
            yield first, days * DAY_SECONDS
        return
    months = months_between(first.value, second.value)
    if months is not None and _meets(quantity, months * MONTH_SECONDS):
        yield first, months * MONTH_SECONDS


# A year an account or a report covers, named by its end ("the year to 30 June", "the financial year ended March"),
# as a whole (2024年全年, "the full year"), or as the year since a level stood ("97 a year earlier", "over the past
# year", 一年前).
_YEAR_TO = re.compile(r"\b(?:the|a|its|their|our|financial|fiscal)\s+year\s+(?:to|ended|ending|through)\b|全年"
                      r"|\b(?:the|a)\s+(?:full|whole)\s+year\b|\ba\s+year\s+(?:earlier|ago|before)\b"
                      r"|\b(?:over|during|across)\s+the\s+(?:past\s+|last\s+)?year\b|一年前", re.IGNORECASE)


def year_named(quantity: Quantity, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """The year a passage names by its end ("for the year to 30 June") or as a whole (全年), for a sentence giving that
    span as twelve months or a year (一年里): the passage's words, read as one year."""
    if quantity.dimension != "time" or quantity.kind != "value" or quantity.value != YEAR_SECONDS:
        return
    yield from (replace(quantity, surface=found.group(), start=found.start(), end=found.end(), approximate=False)
                for passage in passages for found in _YEAR_TO.finditer(passage.text))


def days_listed(quantity: Quantity, passages: Sequence[Passage]) -> Iterator[tuple[Quantity, float]]:
    """The days a run of consecutive dates spans when the evidence gives each in a passage of its own, as a table
    gives a row to each day (2月10日, 2月11日, 2月12日: 三天), or lists them one after the other ("on 13 and 14
    January", 5月1日、2日和3日), for a count of days."""
    if quantity.dimension != "time" or quantity.kind != "value" or quantity.unit_factor != DAY_SECONDS:
        return
    days = sorted({values.pop(): dates[0] for passage in passages
                   if (dates := [item for item in passage.quantities if item.kind == "date"])
                   and len(values := {item.value for item in dates}) == 1}.items())
    if len(days) > 1 and all(days_between(earlier, later) == 1 for (earlier, _), (later, _) in zip(days, days[1:])):
        yield days[0][1], len(days) * DAY_SECONDS
    for passage in passages:
        dates = [item for item in passage.quantities if item.kind == "date"]
        run = dates[:1]
        for earlier, later in zip(dates, dates[1:]):
            if _LISTED_BETWEEN.fullmatch(passage.text, earlier.end, later.start) \
                    and days_between(earlier.value, later.value) == 1:
                run.append(later)
                continue
            if len(run) > 1:
                yield run[0], len(run) * DAY_SECONDS
            run = [later]
        if len(run) > 1:
            yield run[0], len(run) * DAY_SECONDS


# What stands between two dates listed one after the other: "13 and 14 January", 5月1日、2日和3日.
_LISTED_BETWEEN = re.compile(r"\s*(?:,|、|，|和|及|与|\band\b|,\s*and\b)\s*", re.IGNORECASE)


# A length the sentence gives as after the day it states before it: 三周后修好, "three weeks later".
_LATER_AFTER_LENGTH = re.compile(r"之?后|以后|\s+(?:later|afterwards)\b", re.IGNORECASE)


def days_after_stated(quantity: Quantity, statement: Statement, passages: Sequence[Passage],
                      supports: Supports) -> Iterator[tuple[Quantity, float]]:
    """The days from a date of the evidence the sentence states before a length of days or weeks it gives as after
    it (三月四日送修，…三周后修好) to the evidence's one later date, where it gives only one (送修日期 2025-03-04,
    完工日期 2025-03-25: 21 days)."""
    if quantity.dimension != "time" or quantity.unit_factor not in DAY_UNITS \
            or not _LATER_AFTER_LENGTH.match(statement.text, quantity.end):
        return
    dates = _first_of_each([item for passage in passages for item in passage.quantities if item.kind == "date"])
    mine = [item for item in statement.quantities if item.kind == "date" and item.end <= quantity.start]
    for first in (item for item in dates if any(supports(date, item) for date in mine)):
        later = [days for item in dates if (days := days_between(first.value, item.value)) is not None and days > 0]
        if len(later) == 1:
            yield first, later[0] * DAY_SECONDS


def term_ends(quantity: Quantity, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """The last day of each term a passage gives by the full date it starts on and its length in whole months or
    years (自2024年1月1日起施行，有效期五年: 2028年12月31日), for a sentence giving a full date, or in days, the first
    counted, for one giving a month and a day (1月18日开幕，会期三天: 1月20日); the term's length is named as one (see
    ``_TERM_BEFORE``), so no span of work or wait ("工期两年") is taken for a term."""
    if quantity.kind != "date":
        return
    full = last_day_of_term(quantity.value, 0) is not None
    for passage in passages:
        starts = [item for item in passage.quantities if item.kind == "date"]
        for length in passage.quantities:
            months = _whole_months(length) if full else None
            days = _whole_days(length) if months is None else None
            begun = [item for item in starts if item.end <= length.start]
            if months is None and days is None or not begun \
                    or not _TERM_BEFORE.search(passage.text, max(0, length.start - _TERM_REACH), length.start):
                continue
            last = last_day_of_term(begun[-1].value, months) if months is not None \
                else last_day_of_days(begun[-1].value, days or 0)
            if last is not None:
                yield replace(begun[-1], value=last)


def _whole_days(length: Quantity) -> int | None:
    """The whole days a length in days states, or ``None`` for any other figure."""
    if length.kind != "value" or length.dimension != "time" or length.unit_factor != DAY_SECONDS \
            or length.value % DAY_SECONDS or length.value < DAY_SECONDS:
        return None
    return int(length.value // DAY_SECONDS)


def _whole_months(length: Quantity) -> int | None:
    """The whole calendar months a length in months or years states, or ``None`` for any other figure."""
    if length.kind != "value" or length.dimension != "time" or length.unit_factor < MONTH_SECONDS:
        return None
    months = length.value / MONTH_SECONDS
    return round(months) if months >= 1 and abs(months - round(months)) < 1e-6 else None


_HOLDS = {"lt": float.__lt__, "le": float.__le__, "gt": float.__gt__, "ge": float.__ge__}


def _meets(bound: Quantity, seconds: float) -> bool:
    """Whether a span of calendar months meets the sentence's bound exactly: a span is counted down, not rounded,
    so two months and a half is not "under two months" nor "over three"."""
    return bound.bound in _HOLDS and _HOLDS[bound.bound](float(seconds), bound.value)
