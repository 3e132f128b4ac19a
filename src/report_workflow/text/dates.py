"""Figures that place rather than measure: years, dates, quarters, times of day and ordinals.

Each kind has one value convention, so that the gates can compare them by equality:

- year: the year; a span of years sets ``high`` (2020-21 is 2020 to 2021, the 1990s is 1990 to 1999, the 1700s
  and the 18th century, 十八世纪, 1700 to 1799);
- date: YYYYMMDD with 00 for the parts not written (May 2023 and 05/2023 are 20230500, 5月1日 is 501); when day and
  month cannot be told apart (03/04/2023) only the year is kept (20230000), unless another slashed date of the same
  text can be read only one way (15/10/2025 writes the day first, so 01/09/2025 beside it is 1 September); a holiday
  of one fixed day after its year is its date (2024年元旦 is 20240101, 2019年国庆节 20191001);
- quarter: year * 10 + quarter, or the quarter alone (Q3 is 3, 3Q23 is 20233);
- clock: seconds after midnight; ordinal: the position.

A race time is the one duration read here: a ``duration`` figure, in seconds, which the quantity parser turns
into a measurement of time. It carries hundredths (30:12.45), or hours, minutes and seconds (2:05:12) after
words of finishing a race ("won in", "in a time of", 用时, 以…夺冠), or writes them in Chinese (2小时08分15秒).

The readers work on the scanning copy of a text (full-width forms folded to ASCII) and return a
``Figure``; the quantity parser turns it into a ``Quantity``.
"""

from __future__ import annotations

import re
from calendar import monthrange
from datetime import date, timedelta
from functools import lru_cache
from typing import NamedTuple

from report_workflow.text.numerals import parse_cjk_numeral
from report_workflow.text.units import match_unit


class Figure(NamedTuple):
    """A year, date, quarter, time of day, ordinal or (for chains of digits) label found in a text."""

    kind: str
    start: int
    end: int
    value: float
    high: float | None = None
    spelled: bool = False


_MONTHS_NAMED = (
    ("January", "Jan"), ("February", "Feb"), ("March", "Mar"), ("April", "Apr"), ("May",), ("June", "Jun"),
    ("July", "Jul"), ("August", "Aug"), ("September", "Sep", "Sept"), ("October", "Oct"),
    ("November", "Nov"), ("December", "Dec"))
MONTHS = {name: number for number, names in enumerate(_MONTHS_NAMED, start=1) for name in names}
_MONTH_NAMES = "|".join(sorted(MONTHS, key=len, reverse=True))
# The first day of a span of days of one month written once after the last: "3–21 August", "from 3 to 16 March
# 2025", "between 3 and 21 August", "from Friday 20 to Sunday 22 September", "Fri 14 – Sun 16 June 2024".
_DAYS_OF_A_MONTH = re.compile(
    rf"(\d{{1,2}})(?:[ \u00a0]*[-\u2013\u2014~][ \u00a0]*|[ \u00a0]+(?:to|and|until|till|through)[ \u00a0]+)"
    rf"(?:(?:Mon|Tues?|Wed(?:nes)?|Thu(?:rs?)?|Fri|Sat(?:ur)?|Sun)(?:day)?\.?,?[ \u00a0]+)?(\d{{1,2}})"
    rf"(?:st|nd|rd|th)?[ \u00a0]+(?:of[ \u00a0]+)?({_MONTH_NAMES})\.?(?![A-Za-z])(?:,?[ \u00a0]+(\d{{4}})(?!\d))?")
_ISO_DATE = re.compile(r"(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?![\d])(?![-/.]\d)")
_DAY_MONTH_YEAR = re.compile(r"(\d{1,2})([/.])(\d{1,2})\2(\d{4}|\d{2})(?![\d])(?![-/.]\d)")
_CHAIN = re.compile(r"\d+(?:-\d+){2,}(?![\d])|\d+(?:\.\d+){2,}(?![\d])")
_YEAR_MONTH = re.compile(r"(\d{4})-(\d{2})(?![\d-])")
# A month of a year written with a slash, the month in two digits (expiry 08/2026, valid to 11/2027): 1/2000 is a
# ratio.
_MONTH_YEAR = re.compile(r"(0[1-9]|1[0-2])/((?:19|20)\d{2})(?![\d/])")
_CLOCK = re.compile(r"(\d{1,2}):(\d{2})(?::(\d{2}))?(?!\d|:\d)(?:[ \u00a0]?([apAP])(?:\.[mM]\.|[mM])(?![A-Za-z]))?")
# 7点整, 11点29分, 8点半; a bare 9点 is a time only after a part of the day (上午9点): 上涨25点 is 25 index points.
# The number of an item in a list run into one line ("Final table: 1. Northbridge FC 84 pts; 2. Castleford Rovers
# 81 pts"): after a colon or semicolon, before a capitalised name. It is the item's place, an ordinal.
_ITEM_OPENS = re.compile(r"(?:(?<!\d):|;)[ \t]*$")
_RUN_IN_ITEM = re.compile(r"\.[ \t]+[A-Z]")
# A race or lap time, minutes and seconds with hundredths (30:12.45, 1:02:03.4): a time of day never carries a
# fraction of a second, so the fraction marks a duration.
_RACE_TIME = re.compile(r"(?:(\d{1,2}):)?(\d{1,2}):([0-5]\d)\.(\d{1,3})(?![\d:]|\.\d)")
# Hours, minutes and seconds read as a race time rather than a time of day, after words of finishing a race ("won
# in", "finished second in", "was third in", "in a time of", "and the women's by Isla Redfern in", 用时, 成绩) or after 以
# and before a word of winning (以2:05:12夺冠).
_RACE_BEFORE = re.compile(
    r"(?:\b(?:won|wins?|winning|finish(?:ed|es|ing)?|complet(?:ed|es|ing)|clock(?:ed|s|ing)|ran|runs?|swam|rode"
    r"|crossed the line|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th)"
    r"|runner-up|by)\b[^.;:!?\d]{0,40}?\bin|\b(?:time|record|best|mark) (?:of|was|is)|\btimed at|用时|耗时|成绩为?|跑出了?"
    r"|纪录为?)\s*\Z", re.IGNORECASE)
_WON_WITH = re.compile(r"以\s*\Z")
# A time in a column of race times, read under its header ("Time: 58:41", 成绩：1:00:05): hours, minutes and seconds,
# or minutes and seconds past what a clock shows (58:41); not the start of a span ("Time: 09:30–15:00").
_TIME_CELL = re.compile(r"\b(?:time|finish time|net time|chip time)\s*:\s*\Z|(?:用时|成绩)\s*[:：]\s*\Z", re.IGNORECASE)
_TIME_CELL_REACH = 16
# Minutes and seconds no clock shows: "24:48", "26:05" and "27:31" of a results list are times a race was run in.
_PAST_THE_DIAL = (24, 1)
_MINUTES_SECONDS = re.compile(r"(?:(\d{1,2}):)?(\d{1,2}):([0-5]\d)(?![\d:]|\.\d|\s*[-\u2013\u2014~至到]|\s*to\b)")
_WINNING_AFTER = re.compile(r"\s*(?:的成绩|夺|获|打破|刷新|名列|位列|完赛|冲线|撞线)")
# A race time written in Chinese units: 2小时08分15秒, 3分25秒, 2分03秒41 (hundredths after 秒), 四分二十三秒; 分 alone
# is minutes only before seconds.
_CHINESE_RACE_TIME = re.compile(r"(?:(\d{1,2})小时)?(\d{1,3})分(?:钟)?(\d{1,2})秒(?:(\d{1,3})(?![\d.]))?(?!钟?\d)")
_SPELLED_RACE_TIME = re.compile(r"(?:([一二两三四五六七八九十]{1,3})(?:个)?小时)?([零一二两三四五六七八九十]{1,4})分(?:钟)?"
                                r"([零一二三四五六七八九十]{1,4})秒")
# Seconds with hundredths after 秒 and no minutes, as a sprint or a lap is timed: 74秒62, 九秒五八 (the hundredths read
# digit by digit). Without hundredths "74秒" is a plain time, read with the other units.
_CHINESE_SECONDS = re.compile(r"(\d{1,3})秒(\d{2})(?![\d.])(?!\s*[个次人件名米元%\uff05])")
_SPELLED_SECONDS = re.compile(r"([零一二两三四五六七八九十]{1,4})秒([〇零一二三四五六七八九]{2})(?![〇零一二三四五六七八九十百千万亿个次人件名米元])")
_DIGIT_WORDS = {word: str(digit) for digit, words in enumerate(("〇零", "一", "二", "三", "四", "五", "六", "七", "八", "九"))
                for word in words}
# Whole hours written as a span (10点至16点, 9点到17点) are times of day, though a lone 3点 may count points.
_HOURS_SPAN_FROM = re.compile(r"[至到~\-\u2013\u2014]\d{1,2}点")
_HOURS_SPAN_TO = re.compile(r"\d点[至到~\-\u2013\u2014]$")
# 3时 that ends a span from a time of day (12日2时至3时) is a time of day too.
_HOUR_SPAN_TO = re.compile(r"\d时[至到~\-\u2013\u2014]$")
_CHINESE_CLOCK = re.compile(r"(\d{1,2})[点时](?:(\d{1,2})分|(整)|(半))?")
# A bare 7点 is also a time of day when what happens at it follows (7点从北京南站出发, 9点开始, 8点到达), unless
# it is what an index moved by (上涨5点开始回落).
_EVENT_AT_HOUR = re.compile(r"(?:从|由|出发|发车|开车|开出|到达|抵达|到站|起飞|降落|开始|结束|开门|关门|开幕|闭幕|开播"
                            r"|以后|以前|之前|之后)")
# So is a bare 15点 or 14时 written after the day it falls on (周五15点, 星期六9点, 明天8点, 14日10点, 三日八时, 当日14时).
_DAY_BEFORE_CLOCK = re.compile(r"(?:[\d一二三四五六七八九十][日号]|(?:周|星期|礼拜)[一二三四五六日天]|[今明后当次每]天|[当次每]日|每晚)\s*$")
# So is a bare 16点 that opening hours run to (只开到16点, 营业至22点).
_OPEN_UNTIL = re.compile(r"(?:开|营业|开放)[到至]$")
# A bare 22时 is a time of day before what happens from it or before or after it (22时后, 8时起, 14时许, 22时至次日6时).
_FROM_HOUR = re.compile(r"(?:后|前|起|许|左右|[至到~\-\u2013\u2014]\s*(?:次日|翌日)?\d{1,2}时)")
_POINTS_MOVED_BEFORE = re.compile(r"(?:涨|跌|升|降|落|弹|挫)了?\s*\Z")
_PART_OF_DAY = ("上午", "下午", "早上", "晚上", "凌晨", "中午", "傍晚", "夜间", "午夜", "半夜", "深夜", "夜里", "夜晚", "早",
                "晚")
_AFTER_NOON = ("下午", "晚上", "傍晚", "晚")
# The night's words: 深夜十一点 (夜里十一点) is 23:00, 半夜两点 2:00, 午夜十二点 the 晚上12点 it names.
_NIGHT = ("午夜", "半夜", "深夜", "夜里", "夜晚")
_NIGHT_EVENING_HOURS = range(6, 12)


def _in_the_afternoon(part_of_day: str, hour: float) -> bool:
    """Whether an hour told after ``part_of_day`` is one of the afternoon or the evening, twelve hours on."""
    return hour < 12 and part_of_day.endswith(_AFTER_NOON) \
        or part_of_day.endswith(_NIGHT) and hour in _NIGHT_EVENING_HOURS
_HOUR_AM_PM = re.compile(r"(\d{1,2})[ \u00a0]?([apAP])(?:\.[mM]\.|[mM])(?![A-Za-z])")
# British usage puts a full stop between the hour and the minutes of a time told with am or pm: 7.30pm, 10.15 a.m.
_DOTTED_CLOCK = re.compile(r"(\d{1,2})\.([0-5]\d)[ \u00a0]?([apAP])(?:\.[mM]\.|[mM])(?![A-Za-z])")
# The start of a span of times of day whose end alone says am or pm: 6.30–8 pm, "from 2 to 4:30 p.m.", "between 2 and
# 4 a.m.".
_SPAN_START = re.compile(r"(\d{1,2})(?:\.([0-5]\d))?(?=[ \u00a0]?(?:[\u2013-]|[ \u00a0](?:to|and|until|till)[ \u00a0])"
                         r"[ \u00a0]?(\d{1,2})(?:[.:]([0-5]\d))?[ \u00a0]?([apAP])(?:\.[mM]\.|[mM])(?![A-Za-z]))")
_ORDINAL_SUFFIX = re.compile(r"(?:st|nd|rd|th)(?![A-Za-z])")
_MONTH_AFTER_DAY = re.compile(rf"(?:st|nd|rd|th)?[ \u00a0]+(?:of[ \u00a0]+)?({_MONTH_NAMES})\.?(?![A-Za-z])"
                              r"(?:,?[ \u00a0]+(\d{4})(?!\d))?")
_DAY_AFTER_MONTH = re.compile(r"(?:st|nd|rd|th)?(?![A-Za-z])(?:,?[ \u00a0]+(\d{4})(?!\d))?")
_QUARTER_FIRST = re.compile(r"([1-4])Q(?:[ \u00a0]?'?(\d{2})(?!\d)|[ \u00a0]?(\d{4})(?!\d))?(?![A-Za-z])")
_YEAR_AFTER_QUARTER = re.compile(r"(?:[ \u00a0]?(?:FY)?'?(\d{2})(?!\d)|[ \u00a0]?(?:FY)?(\d{4})(?!\d))?(?![A-Za-z])")
_QUARTER_AFTER_YEAR = re.compile(r"[ \u00a0]?Q([1-4])(?![A-Za-z0-9])")
DECADE = re.compile(r"\d{2,4}s(?![A-Za-z])")
_CJK_SMALL = r"\d{1,2}|[一二三四五六七八九十]{1,3}"
_CJK_DATE = re.compile(rf"(\d{{4}})[ \u00a0]?年度?(?:[ \u00a0]?({_CJK_SMALL})月份?(?:({_CJK_SMALL})[日号])?)?")
# A holiday of one fixed day, written after its year (2024年元旦, 2019年国庆节): its month and day. A holiday season
# (国庆假期, 国庆期间, 国庆黄金周) is a week, no single day.
_HOLIDAY = re.compile(r"(元旦|国庆)(?:节|日)?(?!假|期|长假|黄金周|小长假|前后|以来|之前|之后)")
_HOLIDAY_DATES = {"元旦": (1, 1), "国庆": (10, 1)}
_CJK_QUARTER = re.compile(r"[ \u00a0]?(?:第?([一二三四1-4])季度|Q([1-4])(?![A-Za-z0-9]))")
_CJK_YEAR_SPAN = re.compile(r"[ \u00a0]*[-–—~至到][ \u00a0]*(\d{4})[ \u00a0]?年?")
_CJK_MONTH_DAY = re.compile(rf"({_CJK_SMALL})月份?(?:({_CJK_SMALL})[日号])?")
# A span of days within one month writes the month once, at its start: the 17日 of 11月12日至17日 (5月1日-5日) is the
# 17th of that month, not 17 days.
_SPAN_OPENS_BEFORE = re.compile(r"(?<!\d)(\d{1,2})月(\d{1,2})[日号][ \u00a0]*[至到~\-\u2013\u2014][ \u00a0]*\Z")
_SPAN_OPENS_REACH = 10


def two_digit_year(value: int) -> int:
    """The year a two-digit year names: 00-49 in this century, 50-99 in the last."""
    return 2000 + value if value < 50 else 1900 + value


def _date_value(year: int, month: int, day: int) -> int | None:
    if not 1 <= month <= 12 or not 0 <= day <= 31:
        return None
    if year and day:
        try:
            date(year, month, day)
        except ValueError:
            return None
    return year * 10_000 + month * 100 + day


def small_number(written: str | None) -> int:
    """A month or day written with digits or Chinese numerals; 0 when absent or malformed."""
    if not written:
        return 0
    if written.isdigit():
        return int(written)
    numeral = parse_cjk_numeral(written)
    return int(numeral.value) if numeral is not None and not numeral.digit_sequence else 0


_CALENDAR_AFTER = frozenset("-/.:年月日号点时小分秒世QsnrtapAP \u00a0\u2013\u2014\uff5e~至到·・")
# An event named by its month and day with a middle dot (5·18冰雹灾害, 7·20特大暴雨): a date.
_EVENT_DAY = re.compile(r"(\d{1,2})[·・](\d{1,2})(?=[\u4e00-\u9fff])")
_SPAN_MARKS = frozenset("-\u2013\u2014\uff5e~至到 \u00a0")
# A span of months written with the month once, at its end: 1—6月, 1-6月份, 1至6月, 六到八月 (January to June, June
# to August). Its first figure is the month the stretch of the year opens with, not a number, as in 1月至6月.
_MONTH_SPAN = re.compile(rf"({_CJK_SMALL})[ \u00a0]?[-\u2013\u2014\uff5e~至到][ \u00a0]?({_CJK_SMALL})月"
                         r"(?!\d|[一二三四五六七八九十]+[日号])")


def month_span_opening(scan: str, start: int, end: int, spelled: bool = False) -> Figure | None:
    """The month a span of months opens with, written at ``[start, end)`` (the 5 of 5—7月, the 六 of 六到八月: May, June)."""
    span = _MONTH_SPAN.match(scan, start)
    if span is None or span.end(1) != end or not 0 < small_number(span.group(1)) < small_number(span.group(2)) <= 12:
        return None
    opening = _date_value(0, small_number(span.group(1)), 0)
    return None if opening is None else Figure("date", start, end, opening, spelled=spelled)


def calendar_figure(scan: str, start: int, end: int, before: str,
                    month_before: tuple[int, int, bool] | None) -> Figure | None:
    """The date, time, quarter, ordinal, decade or chain of digits that plain digits at ``[start, end)`` begin.

    ``month_before`` is (month, where its name starts, whether a space follows the name) when a month name
    is written just before the digits ("May 1").
    """
    after = scan[end] if end < len(scan) else ""
    if month_before is None and after not in _CALENDAR_AFTER:
        return None  # every reader below needs one of these characters right after the digits
    core = scan[start:end]
    following = scan[end + 1] if end + 1 < len(scan) else ""
    opening = month_span_opening(scan, start, end) if len(core) <= 2 and after in _SPAN_MARKS else None
    if opening is not None:
        return opening
    if len(core) <= 2 and after in _SPAN_MARKS:
        days = _DAYS_OF_A_MONTH.match(scan, start)
        value = _date_value(int(days.group(4) or 0), MONTHS[days.group(3)], int(core)) \
            if days is not None and int(core) < int(days.group(2)) <= 31 else None
        if value is not None:
            return Figure("date", start, end, value)  # 3 of "3–21 August 2025": the month and year come after
    if after in ("-", "/", ".") and following.isdigit():
        return _date_or_chain(scan, start, end)
    if after == "." and len(core) <= 2 and _RUN_IN_ITEM.match(scan, end) \
            and _ITEM_OPENS.search(scan, max(0, start - 4), start):
        return Figure("ordinal", start, end + 1, int(core))
    if after in ("·", "・"):
        return _event_day(scan, start)
    timed = _race_time(scan, start) or _clock(scan, start) if after == ":" else None
    if timed is not None or after == ":" and month_before is None:
        return timed  # "June 2025: 48,700" names a month
    if after in ("小", "分"):
        return _chinese_race_time(scan, start)
    if after == "秒":
        return _chinese_seconds(scan, start)
    if after == "年":
        return _chinese_year(scan, start, end, core)
    if after in ("点", "时"):
        return _chinese_clock(scan, start)
    if after == "月" and len(core) <= 2:
        return chinese_month(scan, start)
    if after in ("日", "号") and len(core) <= 2:
        return _day_ending_span(scan, start, end)
    if after == "Q" and core in ("1", "2", "3", "4"):
        found = _QUARTER_FIRST.match(scan, start)
        if found is not None:
            year = int(found.group(3)) if found.group(3) else (
                two_digit_year(int(found.group(2))) if found.group(2) else 0)
            return Figure("quarter", start, found.end(), year * 10 + int(core))
    if after == "s" and (len(core) == 4 and core.endswith("0") or before in ("'", "’")):
        found = DECADE.match(scan, start)
        if found is not None:
            first = int(core) if len(core) == 4 else two_digit_year(int(core))
            return Figure("year", start - 1 if len(core) == 2 else start, found.end(), first,
                          first + years_of_span(first))
    if len(core) <= 2 and (after in "apAP" or after in " \u00a0" and following in "apAP"):
        found = _HOUR_AM_PM.match(scan, start)
        if found is not None and 1 <= int(found.group(1)) <= 12:
            hour = int(found.group(1)) % 12 + (12 if found.group(2).lower() == "p" else 0)
            return Figure("clock", start, found.end(), hour * 3600)
    if month_before is not None and month_before[2]:
        month, month_start, _ = month_before
        if len(core) <= 2:  # May 1, May 1st, 2023
            found = _DAY_AFTER_MONTH.match(scan, end)
            value = _date_value(int(found.group(1) or 0), month, int(core)) if found is not None else None
            if found is not None and value is not None:
                return Figure("date", month_start, found.end(), value)
        elif len(core) == 4:  # May 2023
            return Figure("date", month_start, end, int(core) * 10_000 + month * 100)
    if len(core) <= 2 and (after in "snrt" or after in " \u00a0" and (following.isupper() or following == "o")):
        found = _MONTH_AFTER_DAY.match(scan, end)  # 1 May 2023, 1st of May
        if found is not None:
            value = _date_value(int(found.group(2) or 0), MONTHS[found.group(1)], int(core))
            if value is not None:
                return Figure("date", start, found.end(), value)
    if after in ("s", "n", "r", "t"):
        found = _ORDINAL_SUFFIX.match(scan, end)
        if found is not None:
            century = named_century(scan, start, found.end(), int(core))
            if century is not None:
                return century  # "the 18th century"
            return Figure("ordinal", start, found.end(), int(core))
    if after == "世":
        return chinese_century(scan, start, end, int(core))  # 18世纪
    return None


# The word of a century after its ordinal: "18th-century", "18th century" after "the" ("his third century" counts
# a cricketer's hundreds).
_CENTURY_AFTER = re.compile(r"(?P<hyphen>-)?century\b|[ \u00a0]century\b", re.IGNORECASE)
# A century before the common era, whose years run backwards: "the 3rd century BC", 公元前三世纪.
_BEFORE_CHRIST = re.compile(r"\s*B\.?C\.?(?:E\.?)?\b")
_CHINESE_BEFORE_CHRIST = re.compile(r"公元前\s*\Z")
_THE_BEFORE = re.compile(r"\bthe\s+(?:(?:early|late|middle)\s+)?\Z", re.IGNORECASE)


def named_century(scan: str, start: int, end: int, ordinal: int) -> Figure | None:
    """The century an ordinal at ``[start, end)`` names, as the span of its years (see ``century_span``)."""
    found = _CENTURY_AFTER.match(scan, end)
    if found is None or not 1 <= ordinal <= 30 or _BEFORE_CHRIST.match(scan, found.end()) \
            or not found.group("hyphen") and not _THE_BEFORE.search(scan, max(0, start - 20), start):
        return None
    return century_span(start, found.end(), ordinal)


def chinese_century(scan: str, start: int, end: int, ordinal: int) -> Figure | None:
    """The century a Chinese ordinal at ``[start, end)`` names before 世纪 (十八世纪, 18世纪), as the span of its
    years; none before the common era (公元前三世纪)."""
    if not scan.startswith("世纪", end) or not 1 <= ordinal <= 30 \
            or _CHINESE_BEFORE_CHRIST.search(scan, max(0, start - 4), start):
        return None
    return century_span(start, end + 2, ordinal)


def century_span(start: int, end: int, ordinal: int) -> Figure:
    """A century named by its ordinal, as the span of its years: the 18th century (十八世纪) is 1700 to 1799."""
    first = (ordinal - 1) * 100
    return Figure("year", start, end, first, first + 99)


def years_of_span(first: int) -> int:
    """The years after its first that a span written as "the 1890s" runs: nine for a decade, 99 for "the 1700s"
    (a century; "the 1900s" and "the 2000s", written for either, are read as the narrower decade)."""
    return 99 if first % 100 == 0 and first < 1900 else 9


def _event_day(scan: str, start: int) -> Figure | None:
    """The date an event is named by (see ``_EVENT_DAY``), its year unknown."""
    found = _EVENT_DAY.match(scan, start)
    if found is None:
        return None
    value = _date_value(0, int(found.group(1)), int(found.group(2)))
    return None if value is None else Figure("date", start, found.end(), value)


def _date_or_chain(scan: str, start: int, end: int) -> Figure | None:
    found = _ISO_DATE.match(scan, start)
    if found is not None:
        value = _date_value(int(found.group(1)), int(found.group(3)), int(found.group(4)))
        if value is not None:
            return Figure("date", start, found.end(), value)
    found = _DAY_MONTH_YEAR.match(scan, start)
    if found is not None:
        first, second = int(found.group(1)), int(found.group(3))
        year = int(found.group(4)) if len(found.group(4)) == 4 else two_digit_year(int(found.group(4)))
        ambiguous = first != second and max(first, second) <= 12 and found.group(2) == "/"
        order = _slashed_order(scan) if ambiguous else None
        if first > 12 or order == _DAY_FIRST:
            value = _date_value(year, second, first)
        elif second > 12 or first == second or order == _MONTH_FIRST:
            value = _date_value(year, first, second)
        else:
            value = year * 10_000  # 03/04: order unknown
        if value is not None:
            return Figure("date", start, found.end(), value)
    found = _CHAIN.match(scan, start)
    if found is not None:  # 978-3-16-148410-0, 192.168.0.1
        return Figure("label", start, found.end(), float(scan[start:end]))
    found = _YEAR_MONTH.match(scan, start)
    if found is not None:
        year, month = int(found.group(1)), int(found.group(2))
        if month <= year % 100 and 1 <= month <= 12 and 1900 <= year <= 2099:
            return Figure("date", start, found.end(), year * 10_000 + month * 100)
    found = _MONTH_YEAR.match(scan, start)
    if found is not None:
        return Figure("date", start, found.end(), int(found.group(2)) * 10_000 + int(found.group(1)) * 100)
    return None


_DAY_FIRST, _MONTH_FIRST = "day first", "month first"
# A slashed date standing alone (not the end of 2025/10/15 or of a longer chain), for the order it writes.
_SLASHED_DATE = re.compile(r"(?<![\d/.-])(\d{1,2})/(\d{1,2})/(?:\d{4}|\d{2})(?![\d/])")


@lru_cache(maxsize=64)
def _slashed_order(scan: str) -> str | None:
    """The order a text writes its slashed dates in, when one of them can be read only one way (15/10/2025 day
    first, 10/15/2025 month first) and none the other; ``None`` when nothing fixes it or the text writes both."""
    orders = set()
    for found in _SLASHED_DATE.finditer(scan):
        first, second = int(found.group(1)), int(found.group(2))
        if first > 12 >= second:
            orders.add(_DAY_FIRST)
        elif second > 12 >= first:
            orders.add(_MONTH_FIRST)
    return orders.pop() if len(orders) == 1 else None


def _clock(scan: str, start: int) -> Figure | None:
    found = _CLOCK.match(scan, start)
    if found is None:
        return None
    hour, minute, second = int(found.group(1)), int(found.group(2)), int(found.group(3) or 0)
    if found.group(4):
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if found.group(4).lower() == "p" else 0)
    elif _in_the_afternoon(scan[max(0, start - 2):start], hour):
        hour += 12  # 下午1:30 is 13:30
    if hour > 24 or minute > 59 or second > 59:
        return None
    return Figure("clock", start, found.end(), hour * 3600 + minute * 60 + second)


def dotted_clock(scan: str, start: int, lower: str) -> Figure | None:
    """The time of day at ``start`` told with a full stop and am or pm (7.30pm), or opening a span whose end tells
    it (see ``span_start``), or on the 24-hour clock (see ``_DOTTED_24_HOUR``, read in ``lower``); or None."""
    found = _DOTTED_CLOCK.match(scan, start)
    if found is not None and 1 <= int(found.group(1)) <= 12:
        hour = int(found.group(1)) % 12 + (12 if found.group(3).lower() == "p" else 0)
        return Figure("clock", start, found.end(), hour * 3600 + int(found.group(2)) * 60)
    return span_start(scan, start) or _dotted_24_hour(lower, start)


# A time of day on the 24-hour clock with a full stop, as British notices write it: "procession at 14.00", "dancing
# from 11.00 outside the town hall", "by 15.00", "10.00–16.00"; after a word of when or in a range of two such times,
# and never before a unit other than hours, a percent, points or a scale ("at 14.00 per cent", "from 1.25 points",
# "up from 1.52 million" are none).
_DOTTED_24_HOUR = re.compile(r"([01]\d|2[0-3]|[1-9])\.([0-5]\d)(?!\d)[ \u00a0]*")
_WHEN_BEFORE = re.compile(r"\b(?:at|from|until|till|by|between)[ \u00a0]+\Z")
# "by" after a word of movement tells the size of the move ("rises by 20.50 crowns"), not a time.
_MOVED_BY = re.compile(r"\b(?:ris|rais|increas|grow|grew|fall|fell|drop|climb|cut|lower|reduc|decreas|up|down)"
                       r"[a-z]{0,4}[ \u00a0]+by[ \u00a0]+\Z")
_OTHER_END = re.compile(r"(?:to|and|until|till|[\u2013\u2014-])[ \u00a0]*\d+(?:\.\d+)?[ \u00a0]*")
_NOT_OF_TIME = re.compile(r"%|(?:per|points?|pts|times|thousand|million|billion|trillion|bn|mn)\b|[万亿]")


_DOTTED_RANGE = re.compile(r"[ \u00a0]?[\u2013\u2014-][ \u00a0]?([01]?\d|2[0-3])\.([0-5]\d)(?!\d)")
_DOTTED_RANGE_START = re.compile(r"([01]?\d|2[0-3])\.([0-5]\d)[ \u00a0]?[\u2013\u2014-][ \u00a0]?\Z")


def _measured_at(lower: str, position: int) -> bool:
    """Whether a unit other than one of time, a percent or points stands at ``position``: the figure before is a
    measure, not a time of day."""
    unit = match_unit(lower, position)
    return unit is not None and unit.unit.dimension != "time" or _NOT_OF_TIME.match(lower, position) is not None


def _dotted_24_hour(lower: str, start: int) -> Figure | None:
    """The time of day at ``start`` of ``lower`` on the 24-hour clock told with a full stop (see
    ``_DOTTED_24_HOUR``), or None."""
    found = _DOTTED_24_HOUR.match(lower, start)
    if found is None or _measured_at(lower, found.end()):
        return None
    other = _OTHER_END.match(lower, found.end())  # "from 3.25 to 3.50 per cent": a range of a rate
    if other is not None and _measured_at(lower, other.end()):
        return None
    value = _dotted_seconds(found)
    after = _DOTTED_RANGE.match(lower, found.end(2))
    before = _DOTTED_RANGE_START.search(lower, max(0, start - 8), start)
    if not (_WHEN_BEFORE.search(lower, max(0, start - 10), start)
            and not _MOVED_BY.search(lower, max(0, start - 20), start)
            or after is not None and _dotted_seconds(after) > value
            or before is not None and _dotted_seconds(before) < value):
        return None
    return Figure("clock", start, found.end(2), value)


def _dotted_seconds(found: re.Match[str]) -> int:
    """The seconds since midnight of a dotted time whose hour and minutes are its first two groups (14.30)."""
    return int(found.group(1)) * 3600 + int(found.group(2)) * 60


def span_start(scan: str, start: int) -> Figure | None:
    """The time of day opening a span whose end alone says am or pm (6.30–8 pm, "from 2 to 4:30 p.m.", 11.30–1 pm:
    the start in the morning when the afternoon would put it after the end), or None."""
    found = _SPAN_START.match(scan, start)
    if found is None or not 1 <= int(found.group(1)) <= 12 or not 1 <= int(found.group(3)) <= 12:
        return None
    noon = 12 if found.group(5).lower() == "p" else 0
    value = (int(found.group(1)) % 12 + noon) * 3600 + int(found.group(2) or 0) * 60
    end = (int(found.group(3)) % 12 + noon) * 3600 + int(found.group(4) or 0) * 60
    return Figure("clock", start, found.end(), value - HALF_DAY if value > end and noon else value)


def _race_time(scan: str, start: int) -> Figure | None:
    """A race time as a duration in seconds: one with a fraction of a second (see ``_RACE_TIME``), one in a column
    of times (see ``_TIME_CELL``), minutes and seconds past any hour of the dial (see ``_PAST_THE_DIAL``), or hours,
    minutes and seconds after words of finishing a race (see ``_RACE_BEFORE``)."""
    found = _RACE_TIME.match(scan, start)
    if found is not None:
        hours, minutes, seconds, fraction = found.groups()
        value = int(hours or 0) * 3600 + int(minutes) * 60 + int(seconds) + int(fraction) / 10 ** len(fraction)
        return Figure("duration", start, found.end(), value)
    cell = _MINUTES_SECONDS.match(scan, start)
    if cell is not None:
        hours, minutes, seconds = (int(part or 0) for part in cell.groups())
        in_a_column = _TIME_CELL.search(scan, max(0, start - _TIME_CELL_REACH), start) is not None \
            and (cell.group(1) is not None or minutes >= 24)
        past_the_dial = cell.group(1) is None and _PAST_THE_DIAL <= (minutes, seconds) and minutes < 60
        if in_a_column or past_the_dial:
            return Figure("duration", start, cell.end(), float(hours * 3600 + minutes * 60 + seconds))
    clock = _clock(scan, start)
    if clock is None or scan[start:clock.end].count(":") != 2 or not _after_finishing(scan, start, clock.end):
        return None
    return Figure("duration", start, clock.end, float(clock.value))


def _after_finishing(scan: str, start: int, end: int) -> bool:
    """Whether the words around a time give it as the time a race was run in (see ``_RACE_BEFORE``)."""
    before = scan[max(0, start - 60):start]
    return _RACE_BEFORE.search(before) is not None \
        or _WON_WITH.search(before) is not None and _WINNING_AFTER.match(scan, end) is not None


def _chinese_race_time(scan: str, start: int) -> Figure | None:
    """A race time written in Chinese units (see ``_CHINESE_RACE_TIME``), in seconds."""
    found = _CHINESE_RACE_TIME.match(scan, start)
    if found is None:
        return None
    hours, minutes, seconds = (int(part or 0) for part in found.groups()[:3])
    race = _race_seconds(start, found.end(), hours, minutes, seconds, spelled=False)
    fraction = found.group(4)
    if race is None or fraction is None:
        return race
    return race._replace(value=race.value + int(fraction) / 10 ** len(fraction))


def _chinese_seconds(scan: str, start: int) -> Figure | None:
    """Seconds with hundredths written after 秒 (see ``_CHINESE_SECONDS``)."""
    found = _CHINESE_SECONDS.match(scan, start)
    if found is None:
        return None
    return Figure("duration", start, found.end(), int(found.group(1)) + int(found.group(2)) / 100)


def spelled_seconds(scan: str, start: int) -> Figure | None:
    """Seconds in Chinese numerals with hundredths read digit by digit after 秒 (九秒五八, 七十四秒六二)."""
    found = _SPELLED_SECONDS.match(scan, start)
    seconds = parse_cjk_numeral(found.group(1)) if found is not None else None
    if found is None or seconds is None:
        return None
    hundredths = int("".join(_DIGIT_WORDS[word] for word in found.group(2)))
    return Figure("duration", start, found.end(), seconds.value + hundredths / 100, spelled=True)


def spelled_race_time(scan: str, start: int) -> Figure | None:
    """A race time written in Chinese numerals and units at ``start`` (四分二十三秒, 两小时八分十五秒), in seconds."""
    found = _SPELLED_RACE_TIME.match(scan, start)
    if found is None:
        return None
    parts = [parse_cjk_numeral(part) if part else None for part in found.groups()]
    if any(part is None for part in parts[1:]):
        return None
    hours, minutes, seconds = (int(part.value) if part is not None else 0 for part in parts)
    return _race_seconds(start, found.end(), hours, minutes, seconds, spelled=True)


def _race_seconds(start: int, end: int, hours: int, minutes: int, seconds: int, *, spelled: bool) -> Figure | None:
    if hours and minutes > 59 or seconds > 59:
        return None
    return Figure("duration", start, end, float(hours * 3600 + minutes * 60 + seconds), spelled=spelled)


def _chinese_clock(scan: str, start: int) -> Figure | None:
    found = _CHINESE_CLOCK.match(scan, start)
    if found is None:
        return None
    hour, minute = int(found.group(1)), int(found.group(2) or (30 if found.group(4) else 0))
    part_of_day = scan[max(0, start - 2):start]
    if scan[start + len(found.group(1))] == "时":
        placed = bool(found.group(2)) or _DAY_BEFORE_CLOCK.search(scan, max(0, start - 4), start) is not None \
            or _HOUR_SPAN_TO.search(scan, max(0, start - 4), start) is not None \
            or _FROM_HOUR.match(scan, found.end()) is not None
    else:
        spanned = _HOURS_SPAN_FROM.match(scan, found.end()) or _HOURS_SPAN_TO.search(scan, max(0, start - 4), start)
        placed = any(found.group(2, 3, 4)) or bool(spanned) or _EVENT_AT_HOUR.match(scan, found.end()) is not None \
            and _POINTS_MOVED_BEFORE.search(scan, max(0, start - 3), start) is None \
            or _DAY_BEFORE_CLOCK.search(scan, max(0, start - 4), start) is not None \
            or _OPEN_UNTIL.search(scan, max(0, start - 3), start) is not None
    if not placed and not part_of_day.endswith(_PART_OF_DAY):
        return None
    if hour > 24 or minute > 59:
        return None
    if _in_the_afternoon(part_of_day, hour) or _later_half(scan, start, hour) \
            or _told_in_the_afternoon(scan, start, hour):
        hour += 12
    return Figure("clock", start, found.end(), hour * 3600 + minute * 60)


# A time of day written in Chinese numerals with its minutes, quarter, half or 整: 十一点四十七分, 七点零五分, 八点一刻,
# 十点半, 两点整, 十六时三十分. Without them, 八点 and 八时 are a time only after a part of the day (晚上八点) or a day
# (三日八时), or ending a span of hours, as 8点 is.
_SPELLED_HOUR = "[零〇一二两三四五六七八九十]{1,3}"
_SPELLED_MINUTES = "[零〇一二三四五六七八九十]{1,3}"
_SPELLED_CLOCK = re.compile(rf"({_SPELLED_HOUR})[点时](?:({_SPELLED_MINUTES})分(?!钟)|([一三])刻|(半)|(整))?")
_PAST_THE_HOUR = rf"(?:{_SPELLED_MINUTES}分|[一三]刻|半|整)"
_QUARTERS = {"一": 15, "三": 45}
# The hour that ends a span of hours whose first is a time of day (凌晨两点到三点, 九点半至十一点, with a verb between:
# 五点半营业到十点); 三点到五点 alone counts points.
_SPELLED_SPAN_TO = re.compile(
    rf"(?:(?:{'|'.join(_PART_OF_DAY)}|日){_SPELLED_HOUR}[点时]{_PAST_THE_HOUR}?|{_SPELLED_HOUR}[点时]{_PAST_THE_HOUR})"
    r"(?:[\u4e00-\u9fff]{1,4}[到至]|[到至~\-\u2013\u2014])\Z")
# The hour that starts a span of hours whose last is a time of day: 七点到八点半.
_SPELLED_SPAN_FROM = re.compile(rf"[到至~\-\u2013\u2014]{_SPELLED_HOUR}[点时]{_PAST_THE_HOUR}")


# The time of day a span's end follows when its start was told in the later half of the day (下午两点至四点半): the
# end is in that half too when it is later so.
_LATER_SPAN_TO = re.compile(rf"(?:{'|'.join(_AFTER_NOON)})(?P<hour>\d{{1,2}}|{_SPELLED_HOUR})[点时]"
                            rf"(?:\d{{1,2}}分|{_PAST_THE_HOUR})?(?:[\u4e00-\u9fff]{{1,4}}[到至]|[到至~\-\u2013\u2014])\Z")
_SPAN_REACH = 18


def _later_half(scan: str, start: int, hour: float) -> bool:
    """Whether the hour at ``start``, told with no part of the day, ends a span begun at an earlier hour of the later
    half of the day (下午两点至四点半, not 晚上十点至两点)."""
    if scan[max(0, start - 2):start].endswith(_PART_OF_DAY):
        return False
    span = _LATER_SPAN_TO.search(scan, max(0, start - _SPAN_REACH), start)
    first = parse_cjk_numeral(span["hour"]) if span is not None else None
    return first is not None and first.value < hour < 12


# 下午 told earlier in the sentence, with no time of day between it and an hour: 下午只有一班，一点半出发.
_AFTERNOON_BEFORE = re.compile(r"下午(?:(?![\d零〇一二两三四五六七八九十]+[点时:：])[^。；;！？!?]){0,12}\Z")


def _told_in_the_afternoon(scan: str, start: int, hour: float) -> bool:
    """Whether an hour before noon, told with no part of the day, follows 下午 in its sentence with no time of day
    between (下午只有一班，一点半出发 is 13:30)."""
    return hour < 12 and not scan[max(0, start - 2):start].endswith(_PART_OF_DAY) \
        and _AFTERNOON_BEFORE.search(scan, max(0, start - 14), start) is not None


# A score or a margin right before a figure: 积七点五分, 得九点五分, 以八点五分, 多出六点五分 are points of a game or a rating,
# not times of day.
_SCORED = re.compile(r"(?:积|得|获|拿下|以|共|总分|得分|评分|打分|多出|高出|领先|落后|差|差了)\s*\Z")


def spelled_chinese_clock(scan: str, start: int) -> Figure | None:
    """The time of day written in Chinese numerals at ``start``, or None."""
    found = _SPELLED_CLOCK.match(scan, start)
    if found is None or found.group(2) and _SCORED.search(scan, max(0, start - 2), start):
        return None
    part_of_day = scan[max(0, start - 2):start]
    spanned = _SPELLED_SPAN_TO.search(scan, max(0, start - 18), start) is not None \
        or _SPELLED_SPAN_FROM.match(scan, found.end()) is not None
    dated = _DAY_BEFORE_CLOCK.search(scan, max(0, start - 4), start) is not None
    if not any(found.group(2, 3, 4, 5)) and not part_of_day.endswith(_PART_OF_DAY) and not spanned and not dated:
        return None
    hour = parse_cjk_numeral(found.group(1))
    minutes = parse_cjk_numeral(found.group(2).lstrip("零〇") or "零") if found.group(2) else None
    if hour is None or found.group(2) and minutes is None:
        return None
    minute = minutes.value if minutes is not None else _QUARTERS.get(found.group(3) or "", 30 if found.group(4) else 0)
    if not (0 <= hour.value <= 24 and 0 <= minute <= 59) or not float(hour.value).is_integer():
        return None
    later = _in_the_afternoon(part_of_day, hour.value) or _later_half(scan, start, hour.value) \
        or _told_in_the_afternoon(scan, start, hour.value)
    hours = hour.value + (12 if later else 0)
    # with no part of the day told, a time in words is a reading of the twelve-hour dial, as in English
    dial = not later and not part_of_day.endswith(_PART_OF_DAY) and hour.value <= 12
    return Figure("clock", start, found.end(), hours * 3600 + minute * 60, spelled=dial)


# A month named alone (no day, no year) where a word places a time in it: "in August", "in early August", "by
# mid-March", "during June", "between May and July", or joined to another by a dash ("April–September"). Elsewhere a
# month's name may name a person (Theresa May), a thing (the August issue) or a verb (march): it is read only after
# such a word, and not before a capitalised one.
MONTH_WORDS = frozenset(names[0].lower() for names in _MONTHS_NAMED)
_MONTH_PLACED = re.compile(
    rf"(?<![\w-])(?:(?:in|during|since|until|till|through|from|between|before|after|by)(?:[ \u00a0]+(?:the[ \u00a0]+)?"
    rf"(?:early|mid|late|end[ \u00a0]+of|start[ \u00a0]+of))?|early|mid|late|(?:{_MONTH_NAMES})[ \u00a0]+(?:and|to|or))"
    r"[ \u00a0-]\Z")
_MONTH_REACH = 32
_MONTH_END = re.compile(r"(?![ \u00a0]*(?:\d|[A-Z]))")
# Two months joined by a dash are a span of months, each placed by the other: "open April–September".
_MONTH_DASH_AFTER = re.compile(rf"[ \u00a0]*[\u2013\u2014-][ \u00a0]*(?:{_MONTH_NAMES})(?![\w-])")
_MONTH_DASH_BEFORE = re.compile(rf"(?<![\w-])(?:{_MONTH_NAMES})[ \u00a0]*[\u2013\u2014-][ \u00a0]*\Z")


def lone_month(scan: str, start: int, end: int) -> Figure | None:
    """The month named alone at ``[start, end)`` where a word places a time in it (see ``MONTH_WORDS``): its date
    with the day and year not written, 800 for August."""
    month = MONTHS.get(scan[start:end])
    if month is None:
        return None
    spanned = _MONTH_DASH_AFTER.match(scan, end) is not None \
        or _MONTH_DASH_BEFORE.search(scan, max(0, start - _MONTH_REACH), start) is not None
    if not spanned and (not _MONTH_END.match(scan, end)
                        or _MONTH_PLACED.search(scan, max(0, start - _MONTH_REACH), start) is None):
        return None
    return Figure("date", start, end, month * 100, spelled=True)


# A time of day told in English words: "quarter to twelve", "a quarter past 3", "half past six", "ten o'clock", "four
# in the afternoon", "ten past two", "at twenty to one". Unless
# words after it name the later half of the day, it does not say which half it is in: its value is read on the
# twelve-hour dial (see ``HALF_DAY``).
_CLOCK_HOURS = {word: hour for hour, word in enumerate(
    "one two three four five six seven eight nine ten eleven twelve".split(), start=1)}
_CLOCK_HOUR = rf"(?:{'|'.join(_CLOCK_HOURS)}|1[0-2]|[1-9])"
_HOUR_ENDS = r"(?!\w|[.,]\d)"  # "by more than a quarter to 2,840" names no hour
_ENGLISH_CLOCK = re.compile(rf"(?:quarter[ -](?:(to)|past|after)|(half)[ -]past)[ -]({_CLOCK_HOUR}){_HOUR_ENDS}"
                            rf"|({_CLOCK_HOUR})[ -]o['’]clock(?![a-z])"
                            rf"|({_CLOCK_HOUR})(?=\s+in\s+the\s+(?:morning|afternoon|evening)\b)"
                            rf"|(five|ten|twenty|twenty[ -]five)(?:\s+minutes)?\s+(?:(to)|past|after)"
                            rf"\s+({_CLOCK_HOUR}){_HOUR_ENDS}")
# "ten to one" is a time only after "at" or before a half of the day: a score or odds otherwise.
_AT_BEFORE = re.compile(r"\bat\s+\Z")
_MINUTES_PAST = {"five": 5, "ten": 10, "twenty": 20, "twenty-five": 25, "twenty five": 25}
# An hour told "in the morning" is read as a time of day where it opens or closes a span of hours: "from seven in the
# morning", "until four in the afternoon".
_ENDS_A_SPAN = re.compile(r"\b(?:until|till|to|from|between|and)\s+\Z")
_SPAN_WORD_REACH = 10
HALF_DAY = 12 * 3600
# The half of the day named after a time told in words: "in the evening", "in the afternoon", "at night", "pm".
_LATER_HALF = re.compile(r"\s+(?:in\s+the\s+(?:evening|afternoon)|at\s+night)\b|\s*p\.?m\b")


def english_clock(lower: str, start: int) -> Figure | None:
    """The time of day told in English words at ``start`` of the lower-cased text (see ``_ENGLISH_CLOCK``)."""
    found = _ENGLISH_CLOCK.match(lower, start)
    if found is None:
        return None
    if found.group(5) and not _ENDS_A_SPAN.search(lower, max(0, start - _SPAN_WORD_REACH), start):
        return None  # "shortly before six in the morning" is left to the number gates
    later = HALF_DAY if _LATER_HALF.match(lower, found.end()) else 0  # "quarter to six in the evening" is 17:45
    if found.group(7) and not later and not _AT_BEFORE.search(lower, max(0, start - _SPAN_WORD_REACH), start):
        return None  # "won ten to one"
    hour_word = found.group(3) or found.group(4) or found.group(5) or found.group(8)
    hour = _CLOCK_HOURS.get(hour_word) or int(hour_word)
    if found.group(6):
        minutes = _MINUTES_PAST[found.group(6)] * (-1 if found.group(7) else 1)
    else:
        minutes = 0 if found.group(4) or found.group(5) else -15 if found.group(1) else 30 if found.group(2) else 15
    return Figure("clock", start, found.end(), (hour * 3600 + minutes * 60) % HALF_DAY + later, spelled=True)


def _day_ending_span(scan: str, start: int, end: int) -> Figure | None:
    """The last day of a span within one month whose first date alone writes the month (see
    ``_SPAN_OPENS_BEFORE``): a later day of that month, its year not written (as 11月17日 would be)."""
    opens = _SPAN_OPENS_BEFORE.search(scan, max(0, start - _SPAN_OPENS_REACH), start)
    if opens is None or int(scan[start:end]) <= int(opens.group(2)):
        return None
    value = _date_value(0, int(opens.group(1)), int(scan[start:end]))
    return None if value is None else Figure("date", start, end + 1, value)


def _chinese_year(scan: str, start: int, end: int, core: str) -> Figure | None:
    if len(core) == 2 and scan.startswith("年代", end) and core.endswith("0"):
        first = 1900 + int(core)
        return Figure("year", start, end + 2, first, first + 9)
    if len(core) != 4:
        return None  # 5年: a duration, read as a measurement
    found = _CJK_DATE.match(scan, start)
    assert found is not None
    year = int(core)
    if found.group(2):
        value = _date_value(year, small_number(found.group(2)), small_number(found.group(3)))
        if value is not None:
            return Figure("date", start, found.end(), value)
    holiday = _HOLIDAY.match(scan, end + 1)
    if holiday is not None:
        month, day = _HOLIDAY_DATES[holiday.group(1)]
        return Figure("date", start, holiday.end(), year * 10_000 + month * 100 + day)
    stop = end + 2 if scan.startswith("度", end + 1) else end + 1
    quarter = _CJK_QUARTER.match(scan, stop)
    if quarter is not None:
        number = small_number(quarter.group(1)) if quarter.group(1) else int(quarter.group(2))
        return Figure("quarter", start, quarter.end(), year * 10 + number)
    span = _CJK_YEAR_SPAN.match(scan, stop)
    if span is not None and int(span.group(1)) > year:
        return Figure("year", start, span.end(), year, int(span.group(1)))
    return Figure("year", start, stop, year)


def chinese_month(scan: str, start: int, spelled: bool = False) -> Figure | None:
    """A month (5月, 五月份) and maybe its day (5月1日) starting at ``start``."""
    found = _CJK_MONTH_DAY.match(scan, start)
    if found is None:
        return None
    value = _date_value(0, small_number(found.group(1)), small_number(found.group(2)))
    if value is None:
        return None
    return Figure("date", start, found.end(), value, spelled=spelled)


def ordinal_or_quarter(scan: str, start: int, end: int, value: float, spelled: bool) -> Figure:
    """第三 (third) or 第三季度 (the third quarter); ``start`` is where 第 is written."""
    if scan.startswith("季度", end) and value in (1, 2, 3, 4):
        return Figure("quarter", start, end + 2, value, spelled=spelled)
    return Figure("ordinal", start, end, value, spelled=spelled)


def quarter_after_q(scan: str, letter: int, end: int) -> Figure | None:
    """Q3, Q3 2023, Q3'23, Q4 FY23: the quarter digit ends at ``end``, the letter Q is at ``letter``."""
    value = int(scan[end - 1])
    year = _YEAR_AFTER_QUARTER.match(scan, end)
    if year is None:
        return None  # Q3A: a name
    if year.group(1) or year.group(2):
        value += 10 * (int(year.group(2)) if year.group(2) else two_digit_year(int(year.group(1))))
        return Figure("quarter", letter, year.end(), value)
    return Figure("quarter", letter, end, value)


def quarter_after_year(scan: str, start: int, end: int, year: int) -> Figure | None:
    """2023 Q3: a quarter written right after a year."""
    found = _QUARTER_AFTER_YEAR.match(scan, end)
    return None if found is None else Figure("quarter", start, found.end(), year * 10 + int(found.group(1)))



# Two years, one of them leap, in which a span of month and day is counted when no year is written: a span the
# two count alike does not depend on the year (9月14日 to 9月16日); one across the end of February does.
_YEARLESS = (2001, 2004)


def date_readings(value: float, surface: str) -> tuple[int, ...]:
    """The dates a date figure may be: both orders of a slashed date whose day and month cannot be told apart
    (09/01/2024 is 9 January or 1 September 2024), else its one value."""
    year, month, day = date_parts(value)
    found = _DAY_MONTH_YEAR.search(surface) if year and not month and not day else None
    if found is None:
        return (int(value),)
    first, second = int(found.group(1)), int(found.group(3))
    return tuple(reading for reading in (_date_value(year, second, first), _date_value(year, first, second))
                 if reading is not None)


def date_parts(value: float) -> tuple[int, int, int]:
    """Year, month and day of a date value (YYYYMMDD), 0 for the parts not written."""
    year, rest = divmod(int(value), 10_000)
    month, day = divmod(rest, 100)
    return year, month, day


def days_between(first: float, second: float) -> int | None:
    """The days between two date values that each write a month and a day; a date without a year is of the
    other's year. ``None`` when a month or day is not written, or the count depends on a year not written."""
    (first_year, first_month, first_day), (second_year, second_month, second_day) = (
        date_parts(first), date_parts(second))
    if not (first_month and first_day and second_month and second_day):
        return None
    counts = set()
    for year in _YEARLESS:
        try:
            counts.add(abs((date(second_year or first_year or year, second_month, second_day)
                            - date(first_year or second_year or year, first_month, first_day)).days))
        except ValueError:  # 2月29日 in a year that has none
            return None
    return counts.pop() if len(counts) == 1 else None


def days_across_year_end(first: float, second: float) -> tuple[int, ...]:
    """The days from a date without a year to one written after it that falls earlier in the calendar, and so in the
    next year: 28 November to 2 March is 94 days, or 95 across a leap day (both are given, the year being unwritten);
    none for any other pair."""
    (first_year, first_month, first_day), (second_year, second_month, second_day) = (
        date_parts(first), date_parts(second))
    if first_year or second_year or not (first_month and first_day and second_month and second_day) \
            or (second_month, second_day) >= (first_month, first_day):
        return ()
    try:
        return tuple(sorted({(date(year + 1, second_month, second_day) - date(year, first_month, first_day)).days
                             for year in _BEFORE_A_LEAP_YEAR_OR_NOT}))
    except ValueError:  # 2月29日
        return ()


# Two years, the second followed by a leap year, from which a span across a year's end is counted.
_BEFORE_A_LEAP_YEAR_OR_NOT = (2002, 2003)


def months_between(first: float, second: float) -> float | None:
    """The calendar months between two date values that each write a year, a month and a day: the whole months
    counted down (10 October to 1 January is two), and the days left over as a share of the month they run into;
    between two that each write a year and a month only, the months from one to the other (2023年3月 to 2024年9月 is
    eighteen). ``None`` when a part is not written."""
    parts = sorted((date_parts(first), date_parts(second)))
    (year, month, day), (last_year, last_month, last_day) = parts
    if year and month and last_year and last_month and not day and not last_day:
        return float((last_year - year) * 12 + last_month - month)
    if not all(all(part) for part in parts):
        return None
    whole = (last_year - year) * 12 + last_month - month - (last_day < day)
    since, until = _months_after(year, month, day, whole), _months_after(year, month, day, whole + 1)
    return whole + (date(last_year, last_month, last_day) - since).days / (until - since).days


def last_day_of_term(first_day: float, months: int) -> float | None:
    """The last day of a term of ``months`` calendar months that starts on a full date: the day before the same day
    that many months later (a term of five years from 1 January 2024 runs to 31 December 2028). ``None`` when the
    date lacks a part."""
    first = _full_date(first_day)
    return None if first is None else \
        _value_of(_months_after(first.year, first.month, first.day, months) - timedelta(days=1))


def last_day_of_days(first_day: float, days: int) -> float | None:
    """The last of ``days`` days that start on a full date, the first counted (three days from 18 January 2025 run to
    20 January). ``None`` when the date lacks a part."""
    first = _full_date(first_day)
    return None if first is None else _value_of(first + timedelta(days=days - 1))


def _full_date(value: float) -> date | None:
    """The calendar day a date value writes with its year, month and day, or ``None`` when it lacks a part."""
    year, month, day = date_parts(value)
    return date(year, month, day) if year and month and day else None


def _value_of(day: date) -> float:
    return float(day.year * 10_000 + day.month * 100 + day.day)


def _months_after(year: int, month: int, day: int, months: int) -> date:
    """The date ``months`` calendar months after a date, on the month's last day when it has no such day."""
    year, month = divmod(year * 12 + month - 1 + months, 12)
    return date(year, month + 1, min(day, monthrange(year, month + 1)[1]))


WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_SHORT_WEEKDAYS = ("Mon", "Tue", "Tues", "Wed", "Thu", "Thur", "Thurs", "Fri", "Sat", "Sun")
# A day of the week by its name (Monday, Mondays) or by the short form a timetable writes (Mon, TUE); "the Sun" is the
# star. Two joined by a dash or "to" name the days from the one to the other (Mon–Sat, Monday to Friday).
_WEEKDAY = (r"(?:\b(?i:(?P<plural>(?:mon|tues|wednes|thurs|fri|satur|sun)days)"
            r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
            r"|(?<![Tt]he )\b(?:" + "|".join(sorted({*_SHORT_WEEKDAYS, *(short.upper() for short in _SHORT_WEEKDAYS)},
                                                    key=len, reverse=True)) + r")(?![A-Za-z])\.?)")
_WEEKDAYS_NAMED = re.compile(
    _WEEKDAY + r"(?:(?:[ \u00a0]*[-\u2013\u2014~][ \u00a0]*|[ \u00a0]+(?:to|through|thru|till|until)[ \u00a0]+)"
    + _WEEKDAY.replace("?P<plural>", "?:") + ")?")


_LETTERS = re.compile(r"[A-Za-z]+")


class DaysNamed(NamedTuple):
    """Days of the week a text names together, and whether it names them as recurring: as a plural (Sundays), in
    a timetable's short form (Sun) or as a span (Mon–Sat); a lone "Sunday" may date one event."""

    start: int
    end: int
    days: frozenset[str]
    recurring: bool


def _weekday_index(word: str) -> int:
    return next(index for index, day in enumerate(WEEKDAYS) if day.startswith(word.lower()[:3]))


# The weekend and the working week by name: Saturday and Sunday, Monday to Friday.
_WEEK_PARTS = re.compile(r"\b(?i:(?P<weekend>weekends?)|weekdays)\b")


@lru_cache(maxsize=1024)
def days_of_week(text: str) -> tuple[DaysNamed, ...]:
    """The days of the week ``text`` names, a span (Mon–Sat) as every day in it, "weekends" as Saturday and Sunday
    and "weekdays" as Monday to Friday."""
    named = [DaysNamed(found.start(), found.end(), frozenset(WEEKDAYS[5:] if found.group("weekend") else WEEKDAYS[:5]),
                       True) for found in _WEEK_PARTS.finditer(text)]
    for found in _WEEKDAYS_NAMED.finditer(text):
        words = _LETTERS.findall(found.group())  # a span's first and last day
        low, high = _weekday_index(words[0]), _weekday_index(words[-1])
        days = frozenset(WEEKDAYS[(low + step) % 7] for step in range((high - low) % 7 + 1))
        recurring = len(days) > 1 or bool(found.group("plural")) or not words[0].lower().endswith("day")
        named.append(DaysNamed(found.start(), found.end(), days, recurring))
    return tuple(sorted(named, key=lambda days: days.start))


def weekday(word: str) -> str | None:
    """The day of the week a word names (Mon, Sundays), or ``None``."""
    if _WEEKDAYS_NAMED.fullmatch(word) is None:
        return None
    (named,) = days_of_week(word)
    return next(iter(named.days)) if len(named.days) == 1 else None
