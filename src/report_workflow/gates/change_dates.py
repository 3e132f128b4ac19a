"""The years a passage dates the two ends of a change to, and whether they are the years the sentence means.

No source sentence writes a change a report works out, so what ties two figures to it must be named: the sentence
sets a year against the previous one ("2023年营业收入较上年增加14.4亿元" over "2023年…86.4亿元，上年同期为72.0亿元"), gives
a span ("fell nine percentage points between 2015 and 2023"), or names one of two years the passage dates the ends
to ("slipped by $100,000 from FY2024"). A change runs from the earlier year's figure to the later's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import replace
from itertools import combinations

from ..readers.cells import row_cells
from ..text import content_terms
from ..text.dates import date_parts
from ..text.quantities import Quantity
from .arithmetic import Supports, clause_around, part_of_one_before, segment_of, unit_key, worked_figure
from .durations import YEAR_SECONDS
from .inputs import Passage, Statement
from .lexicon import direction_cues
from .phrases import opening

# The year before the one a passage names: 上年, 去年, "the previous year", "a year earlier".
_PREVIOUS_YEAR_WORDING = (r"上一?年|去年|前一年|\b(?:the )?(?:previous|prior|preceding) year\b"
                          r"|\b(?:a|the) year (?:earlier|before|ago)\b|\blast year\b")
PREVIOUS_YEAR = re.compile(opening(_PREVIOUS_YEAR_WORDING), re.IGNORECASE)
# A change given against the year before: 比上年增加, 较去年减少, "up 12% on the previous year".
_CHANGE_ON_YEAR_BEFORE = re.compile(r"(?:(?:比|较)(?:" + _PREVIOUS_YEAR_WORDING + r")|同比)(?:同期)?(?:增加|增长|减少|下降|上升|多|少)"
                                    r"|\b(?:up|down)\b[^.;]{0,20}?\bon the (?:previous|prior|preceding) year\b",
                                    re.IGNORECASE)
# "More" or "fewer" as the size of a change: 多了37家, 少了两家.
_MORE_OR_FEWER = re.compile(r"[多少]了")
# The month and the week before the one a passage names, as PREVIOUS_YEAR names the year before.
PREVIOUS_MONTH = re.compile(r"上一?个?月|\b(?:the )?(?:previous|prior|preceding) month\b|\b(?:a|the) month (?:earlier"
                            r"|before|ago)\b|\blast month\b", re.IGNORECASE)
PREVIOUS_WEEK = re.compile(r"上一?个?(?:周|星期|礼拜)|\b(?:the )?(?:previous|prior|preceding) week\b|\b(?:a|the) week "
                           r"(?:earlier|before|ago)\b|\blast week\b", re.IGNORECASE)
# One such period written as a span back from the one named: 一个月前, "one month earlier", "1 week ago".
_BACK = r"(?:前|以前|之前)|\s+(?:earlier|before|ago)\b"
ONE_BACK = (re.compile(rf"(?:一|1)\s*年(?:{_BACK})|\b(?:one|1) year(?:{_BACK})", re.IGNORECASE),
            re.compile(rf"(?:一|1)\s*个?月(?:{_BACK})|\b(?:one|1) month(?:{_BACK})", re.IGNORECASE),
            re.compile(rf"(?:一|1)\s*(?:周|个?星期)(?:{_BACK})|\b(?:one|1) week(?:{_BACK})", re.IGNORECASE))
# The period before, by its length (a year, a month, a week): named (上月) or written back (一个月前).
PERIODS_BEFORE = tuple(re.compile(f"{previous.pattern}|{back.pattern}", re.IGNORECASE)
                       for previous, back in zip((PREVIOUS_YEAR, PREVIOUS_MONTH, PREVIOUS_WEEK), ONE_BACK))
# A year named from another: the one before, 今年, 明年, "next year", "the following year".
RELATIVE_YEAR = re.compile(
    rf"{_PREVIOUS_YEAR_WORDING}|今年|本年|明年|次年|翌年|下一年|前年|后年|\b(?:this|next|following) year\b"
    r"|\bthe year after\b",
    re.IGNORECASE,
)
# Where one clause of a passage ends and the next begins; a comma between digits is a thousands separator.
_CLAUSE_BREAK = re.compile(r"[，；。;!?！？]|,(?!\d)")
# The words before a year that another is compared with: 比2023年, 较2023年, "than in 2023", "compared with 2023".
_COMPARED_WITH = re.compile(r"(?:[比较]|\bthan(?:\s+in)?|\bcompared\s+(?:with|to)(?:\s+in)?)\s*\Z", re.IGNORECASE)
_COMPARED_REACH = 16
# A period a figure is set beside, with its comparison after it: 与第三季度相比.
_SET_BESIDE = re.compile(r"[末初]?(?:相比|比较)")
_BESIDE_WORDS = ("与", "同", "和", "跟")
_COMPARED_PERIODS = ("year", "quarter")
# How far before its figure a sentence may give it to the year before: "a year earlier the rate was", 上年这一比例为.
_YEAR_BEFORE_REACH = 48
# Words between the year and the figure that make the figure something else than that year's level: a movement
# ("rose 20% to"), a level reached ("to", 至), a clause of its own.
_NOT_THE_LEVEL = re.compile(r"[；;。]|\b(?:to|reach\w*|rose|fell|up|down|from)\b|至|到|增|减|升|降", re.IGNORECASE)


def dated_figures(passage: Passage, figures: list[Quantity], statement: Statement, stated: set[int]) -> dict[int, int]:
    """The year of each figure the passage or the sentence dates, by the figure's id (see ``_clause_periods``). A
    figure the sentence states is of the one year the sentence names when it is set against the previous year
    ("2023年…为5.2%，比上年上升"), which makes it the later of the two."""
    years = [_as_year(item) for item in passage.quantities
             if item.kind == "year" and item.high is None or item.kind == "date" and _month_of_a_year(item)]
    bounds = [0, *(found.end() for found in _CLAUSE_BREAK.finditer(passage.text)), len(passage.text)]
    periods = {key: year for start, end in zip(bounds, bounds[1:]) for unit in {unit_key(item) for item in figures}
               for key, year in _clause_periods(passage.text, start, end, years,
                                                [item for item in figures if unit_key(item) == unit])}
    year = _compared_year(statement)
    if year is not None:
        periods.update({id(item): year for item in figures if id(item) in stated and id(item) not in periods})
    return periods


def _month_of_a_year(date: Quantity) -> bool:
    """Whether a date names a month of a year and no day ("Aug 2023", 2024年8月): it dates a figure to its year."""
    year, month, day = date_parts(date.value)
    return bool(year and month and not day)


def _as_year(item: Quantity) -> Quantity:
    return item if item.kind == "year" else replace(item, kind="year", value=float(date_parts(item.value)[0]))


def _compared_year(statement: Statement) -> int | None:
    """The one year a sentence sets against the previous year ("2023年…较上年增加"), if it does."""
    years = {int(item.value) for item in statement.quantities if item.kind == "year" and item.high is None}
    return years.pop() if len(years) == 1 and PREVIOUS_YEAR.search(statement.text) else None


def dated_as_compared(periods: dict[int, int], statement: Statement, start: Quantity, end: Quantity) -> bool:
    """Whether the passage dates ``end`` to the year the sentence sets against the previous year (the latest the
    passage dates a figure to, when the sentence names none) and ``start`` to that previous year:
    "2023年营业收入较上年增加14.4亿元" over "2023年实现营业收入86.4亿元，上年同期为72.0亿元" names both ends without
    stating either."""
    year = _compared_year(statement)
    if year is None and PREVIOUS_YEAR.search(statement.text) and id(end) in periods:
        year = max(periods.values())  # "华南比上年增加…" over a row of 2022 and 2023: the latest is the year meant
    return year is not None and periods.get(id(end)) == year and periods.get(id(start)) == year - 1


def dated_as_spanned(periods: dict[int, int], statement: Statement, start: Quantity, end: Quantity) -> bool:
    """Whether the passage dates ``start`` and ``end`` to the first and the last year of the span the sentence gives
    a change over: "fell nine percentage points between 2015 and 2023" over "52% in 2023, down from 61% in 2015";
    a year the sentence compares the other with is where the span starts ("2024年…比2023年多", "more in 2024 than in
    2023")."""
    years = [item for item in statement.quantities if item.kind == "year"]
    if len(years) == 1 and years[0].high is not None:
        span = (int(years[0].value), int(years[0].high))
    elif len(years) == 2 and years[0].high is None and years[1].high is None:
        span = (int(years[0].value), int(years[1].value))
        if _COMPARED_WITH.search(statement.text, max(0, years[1].start - _COMPARED_REACH), years[1].start):
            span = span[::-1]
    else:
        return False
    return span[0] < span[1] and (periods.get(id(start)), periods.get(id(end))) == span


def dated_as_days(passage: Passage, statement: Statement, start: Quantity, end: Quantity, supports: Supports) -> bool:
    """Whether the passage dates ``start`` and ``end`` to two days, each the one day of its figure's segment, the
    earlier first, and the sentence names both days: "fell by 4,600 between 18 October and 25 October" over "14,200
    cranes on 18 October and 9,600 on 25 October" (years date a figure in ``dated_figures``; days only here)."""
    mine = [item for item in statement.quantities if item.kind == "date"]
    first, last = (_day_of(passage, start), _day_of(passage, end)) if len(mine) >= 2 else (None, None)
    return first is not None and last is not None and _earlier(first, last) \
        and any(supports(item, first) for item in mine) and any(supports(item, last) for item in mine)


def _day_of(passage: Passage, figure: Quantity) -> Quantity | None:
    """The one date naming a day in the segment of ``passage`` holding ``figure``, if there is one."""
    segment = segment_of(passage.text, figure.start)
    if segment is None:
        return None
    days = [item for item in passage.quantities if item.kind == "date" and segment[0] <= item.start < segment[1]
            and date_parts(item.value)[2]]
    return days[0] if len(days) == 1 else None


def _earlier(first: Quantity, last: Quantity) -> bool:
    """Whether day ``first`` comes before day ``last``; a day written without its year is of the other's year."""
    (year, month, day), (last_year, last_month, last_day) = date_parts(first.value), date_parts(last.value)
    if not year or not last_year:
        year = last_year = 0
    return (year, month, day) < (last_year, last_month, last_day)


def dated_as_named(periods: dict[int, int], statement: Statement, start: Quantity, end: Quantity) -> bool:
    """Whether the passage dates ``start`` and ``end`` to two years, the earlier first, and the sentence names one
    of them and no other: "slipped by $100,000 from FY2024" over "FY2024: $4.5 million; FY2025: $4.4 million"."""
    years = {(int(item.value), item.high) for item in statement.quantities if item.kind == "year"}
    if len(years) != 1 or id(start) not in periods or id(end) not in periods:
        return False
    (year, high), = years
    return high is None and periods[id(start)] < periods[id(end)] and year in (periods[id(start)], periods[id(end)])


def dated_as_the_pair(periods: dict[int, int], statement: Statement, start: Quantity, end: Quantity,
                      passage: Passage) -> bool:
    """Whether ``start`` and ``end`` are the only two figures of their unit that a table row the sentence names
    dates, the earlier first, for a sentence naming no year: "Greece recorded the biggest fall, 1.3 percentage
    points" over the row "Greece 2022: 12.4%; Greece 2023: 11.1%". A row is a series of one thing; prose giving two
    years' figures may be of two things, so there the sentence must say which ends it means."""
    if passage.source_text is None or any(item.kind == "year" for item in statement.quantities) \
            or id(start) not in periods or id(end) not in periods or periods[id(start)] >= periods[id(end)]:
        return False
    key, _ = row_cells(passage.text)
    if not key or not content_terms(key) <= statement.terms:
        return False
    return sum(id(item) in periods for item in passage.quantities if unit_key(item) == unit_key(start)) == 2


def _clause_periods(text: str, start: int, end: int, years: list[Quantity],
                    figures: list[Quantity]) -> Iterator[tuple[int, int]]:
    """The figures of one kind in ``text[start:end]`` with their years: a clause naming as many years as it gives
    figures pairs them in the order written ("2023年…为5.2%，2022年为5.6%", "$3.0 billion in 2021 and $3.6 billion in
    2023"); a clause of one figure naming the previous year (上年为5.6%) is one year before the passage's one year."""
    in_clause = [year for year in years if start <= year.start < end]
    own = [figure for figure in figures if start <= figure.start < end]
    # the figure right after a year and 的 is that year's (较2023年的十五万二千吨, 由2023年的3.2万人次增至4.5万人次);
    # the other years and figures of the clause pair in the order written
    written: dict[int, Quantity] = {}
    for year in in_clause:
        following = next((figure for figure in own if figure.start >= year.end), None)
        if following is not None and _YEARS_OWN.fullmatch(text, year.end, following.start):
            written[id(following)] = year
    yield from ((key, int(year.value)) for key, year in written.items())
    # a year a change is measured against ("down 12% on 2023") dates no figure, save one after it (较2022年的18.1万)
    named = [int(year.value) for year in in_clause if year not in written.values() and not measured_against(text, year)]
    own = [figure for figure in own if id(figure) not in written]
    if named and len(named) == len(own):
        yield from ((id(figure), year) for figure, year in zip(own, named))
    elif not in_clause and len(own) == 1 and len({year.value for year in years}) == 1 \
            and PREVIOUS_YEAR.search(text, start, end):
        yield id(own[0]), int(years[0].value) - 1


# A year a change is measured against, not the year of its figure: "down 12% on 2023", 较2023年.
_BASE_YEAR_BEFORE = re.compile(r"(?:\b(?:on|over|than(?: in)?|compared (?:with|to)|versus|vs\.?|against)\s+|[较比])\Z",
                               re.IGNORECASE)
_BASE_REACH = 16


def measured_against(text: str, year: Quantity) -> bool:
    """Whether ``year`` is the one a change is measured against ("down 12% on 2023"): it dates no figure."""
    return _BASE_YEAR_BEFORE.search(text, max(0, year.start - _BASE_REACH), year.start) is not None


# What joins a Chinese year to the figure it dates, right after it: 2023年的, 2023年为.
_YEARS_OWN = re.compile(r"的|为|是|达到?")


def backwards(periods: dict[int, int], start: Quantity, end: Quantity) -> bool:
    """Whether ``start`` is of a later year than ``end``: a change runs from the earlier figure to the later."""
    return id(start) in periods and id(end) in periods and periods[id(start)] > periods[id(end)]


def level_a_year_before(quantity: Quantity, statement: Statement, passage: Passage,
                        figures: list[Quantity]) -> Iterator[Quantity]:
    """The level of the year (month, week) before, for a sentence giving its figure to that period (上年这一比例为18.2%,
    "a year earlier the rate was", 一个月前约为54元): a figure of the passage less the change from the period before
    it gives right after it ("4.1% in March, down 0.3 percentage points from a year earlier", 较上月同期上涨8元,
    "22.8 million cubic metres more than a year earlier", 较去年同期多蓄2280万立方米), in points for a percent
    (占比20.5%，较上年提高2.3个百分点) and in percent or its own unit for an amount (486.3亿元，比上年增长4.6%)."""
    period = next((period for period in PERIODS_BEFORE if _given_to_period_before(quantity, statement, period)),
                  None)
    if period is None and _dated_a_year_before(quantity, statement, passage):
        period = PERIODS_BEFORE[0]
    if period is None:
        period = _year_compared_with(quantity, statement, passage)
    if period is None:
        return
    for level, size, sign in _changes_on_period_before(passage, figures, period, unit_of=quantity):
        if level.dimension == "percent" and size.dimension == "percentage_point" \
                or level.dimension != "percent" and unit_key(size) == unit_key(level):
            yield worked_figure(level, level.value - sign * size.value, level)
        elif level.dimension != "percent" and size.dimension == "percent":
            yield worked_figure(level, level.value / (1 + sign * size.value / 100), level)


def change_on_period_before(quantity: Quantity, statement: Statement, passage: Passage,
                            figures: list[Quantity]) -> Iterator[Quantity]:
    """The change on the period before worked out from a level and the change the passage gives it, for a sentence
    giving its figure as more or less than that period's (比上年多出约八千册次 over 4.8万册次，同比增长20%: 4.8万 less
    4.8万 / 1.2) or as a rate of change on it (较上年增长四分之一 over 1.5亿棒，比上年增加0.3亿棒: 0.3亿 / 1.2亿)."""
    text = statement.text
    told = _MORE_OR_LESS_BEFORE.search(text, max(0, quantity.start - _YEAR_BEFORE_REACH), quantity.start) \
        or _MORE_OR_LESS_AFTER.match(text, quantity.end)
    cues = [cue.sign for cue in statement.feature(direction_cues)
            if cue.axis == "magnitude" and quantity.start - _YEAR_BEFORE_REACH <= cue.start < quantity.start]
    told_sign = (1 if told["more"] else -1) if told is not None else cues[-1] if cues else 0
    around = text[max(0, quantity.start - _YEAR_BEFORE_REACH):quantity.end + _YEAR_BEFORE_REACH]
    period = next((period for period in PERIODS_BEFORE if period.search(around)), None)
    if period is None or not told_sign:
        return
    rate = quantity.dimension == "percent"
    for level, size, sign in _changes_on_period_before(passage, figures, period, _SAME_PERIOD_BEFORE,
                                                       unit_of=None if rate else quantity):
        if sign != told_sign or level.dimension == "percent":
            continue
        if rate and unit_key(size) == unit_key(level) and level.value != sign * size.value:
            yield worked_figure(size, size.value / (level.value - sign * size.value) * 100, quantity)
        elif not rate and told is not None and size.dimension == "percent":
            yield worked_figure(level, level.value - level.value / (1 + sign * size.value / 100), level)


# A rate of change against the same period a year before, as Chinese bulletins write it: 同比增长20%.
_SAME_PERIOD_BEFORE = re.compile(r"同比")


def _changes_on_period_before(passage: Passage, figures: list[Quantity], period: re.Pattern[str],
                              also: re.Pattern[str] | None = None, unit_of: Quantity | None = None,
                              ) -> Iterator[tuple[Quantity, Quantity, int]]:
    """Each level (of the unit of ``unit_of``, when given) with the change from ``period`` (or ``also``) the passage
    gives right after it, and the change's sign."""
    text = passage.text
    cues = [cue for cue in passage.feature(direction_cues) if cue.axis == "magnitude"]
    # a part given between a whole and its change is passed over: "共14,820台，其中…9,633台。与第三季度相比，全区总数减少312台"
    pairs = [*zip(figures, figures[1:]), *((whole, size) for whole, part, size in zip(figures, figures[1:], figures[2:])
                                           if part_of_one_before(text, part))]
    for level, size in pairs:
        end = _clause_end(text, size.end)
        if unit_of is not None and unit_key(level) != unit_key(unit_of) or not (
                period.search(text, level.end, end) or also is not None and also.search(text, level.end, end)):
            continue
        moves = {cue.sign for cue in cues if level.end <= cue.start < size.start}
        if more_or_less := _MORE_OR_LESS_AFTER.match(text, size.end) or _MORE_OR_LESS_BEFORE.search(
                text, level.end, size.start):
            moves.add(1 if more_or_less["more"] else -1)
        if len(moves) == 1:
            yield level, size, moves.pop()


# More or less than the period compared with, right before the size (较去年同期多蓄, 比上月少) or after it ("22.8
# million cubic metres more than a year earlier").
_MORE_OR_LESS_BEFORE = re.compile(r"[比较][^，。；,;\d]{1,12}?(?:(?P<more>多)|少)[\u4e00-\u9fff]?了?约?\s*\Z")
_MORE_OR_LESS_AFTER = re.compile(r"\s+(?:(?P<more>more|higher|greater|larger|bigger|above)|less|fewer|lower|smaller"
                                 r"|below)\b", re.IGNORECASE)


def _clause_end(text: str, offset: int) -> int:
    found = _CLAUSE_BREAK.search(text, offset)
    return len(text) if found is None else found.start()


def _given_to_period_before(quantity: Quantity, statement: Statement, period: re.Pattern[str]) -> bool:
    """Whether the sentence gives its figure as the level of the period before: the period named right before it in
    its clause ("A year earlier the unemployment rate was 4.4%", "The previous year, sales were", 上年这一比例为18.2%)
    with no movement between, or right after it ("$2.0 billion the previous year")."""
    text = statement.text
    after = text[quantity.end:]
    if period.match(text, quantity.end + len(after) - len(after.lstrip())):
        return True
    for found in period.finditer(text, max(0, quantity.start - _YEAR_BEFORE_REACH), quantity.start):
        between = text[found.end():quantity.start]
        if not _NOT_THE_LEVEL.search(between) and not _CLAUSE_BREAK.search(between.lstrip(",， ")):
            return True
    return False


def _dated_a_year_before(quantity: Quantity, statement: Statement, passage: Passage) -> bool:
    """Whether the sentence's clause dates its figure, before it, to the year before the latest the passage names:
    "而2022年是13天" over a 2023 bulletin's "重污染天数8天，比上年减少5天"."""
    low, _ = clause_around(statement.text, quantity, _CLAUSE_BREAK)
    named = [item for item in statement.quantities if item.kind == "year" and low <= item.start < quantity.start]
    theirs = [int(item.value) for item in passage.quantities if item.kind == "year"]
    return bool(named and theirs) and int(named[-1].value) + 1 == max(theirs)


def _year_compared_with(quantity: Quantity, statement: Statement, passage: Passage) -> re.Pattern[str] | None:
    """The year the sentence's clause gives its figure to, before it and with no movement between, where the passage
    compares a figure with that year (2021年监测时这一数值为9.3厘米 over "偏移量为12.4厘米，较2021年监测时增加了3.1厘米";
    "In 2021 it was 9.3 cm" over "12.4 cm, 3.1 cm more than in 2021"): that year, as the passage writes it."""
    low, _ = clause_around(statement.text, quantity, _CLAUSE_BREAK)
    named = [item for item in statement.quantities
             if item.kind in _COMPARED_PERIODS and low <= item.start < quantity.start]
    if not named or _NOT_THE_LEVEL.search(statement.text, named[-1].end, quantity.start):
        return None
    return next((re.compile(re.escape(item.surface)) for item in passage.quantities
                 if item.kind == named[-1].kind and item.value == named[-1].value
                 and (_COMPARED_WITH.search(passage.text, max(0, item.start - _COMPARED_REACH), item.start)
                      or _SET_BESIDE.match(passage.text, item.end)
                      and passage.text[max(0, item.start - 1):item.start] in _BESIDE_WORDS)), None)


def named_back_by_evidence(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> bool:
    """Whether the figure is the one period of a span back from now (一个月前, "one month earlier") and the evidence
    names that period before (上月, "last month", 去年): "一个月前约为54元" over "较上月同期上涨8元"."""
    for back, before in zip(ONE_BACK, PERIODS_BEFORE):
        written = back.match(statement.text, quantity.start)
        if written is not None and any(before.search(passage.text) for passage in passages):
            return True
    return False


# A figure dated to the present of its source: "this spring", "this year", 今年.
THIS_PERIOD = re.compile(r"\bthis (?:year|spring|summer|autumn|fall|winter|season)\b|今年|本年", re.IGNORECASE)


def year_of_source(passage: Passage, passages: Sequence[Passage]) -> int | None:
    """The one year a title or dateline of ``passage``'s source names, a passage stating no other figure ("Serra Alta
    griffon vulture census 2024.")."""
    for other in passages:
        if other is not passage and other.source_id == passage.source_id and other.quantities \
                and all(item.kind == "year" and item.high is None for item in other.quantities) \
                and len({item.value for item in other.quantities}) == 1:
            return int(other.quantities[0].value)
    return None


def years_of_a_change(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """A span in whole years the sentence gives a change over, as the years between two figures of one unit a
    passage dates (销售额一年增长百分之二十五 over "2024年…销售额3.0亿元，上年为2.4亿元"; "rose 60% in eight years" over 2015
    and 2023): only in a sentence with a word of change. A figure of "this spring" or 今年 is of the year its
    source's title names. One year is also the span of a change a passage gives against the year before (一年里多了
    120户 over "比上年增加120户")."""
    if quantity.dimension != "time" or quantity.unit_factor != YEAR_SECONDS:
        return
    changed = any(cue.axis == "magnitude" for cue in statement.feature(direction_cues))
    if quantity.magnitude == 1 and (changed or _MORE_OR_FEWER.search(statement.text)) \
            and any(_CHANGE_ON_YEAR_BEFORE.search(passage.text) for passage in passages):
        yield worked_figure(quantity, YEAR_SECONDS, quantity)
    if not changed:
        return
    for passage in passages:
        figures = [item for item in passage.quantities if item.kind == "value" and item.dimension != "time"]
        periods = dated_figures(passage, figures, statement, set())
        named = {int(item.value) for item in passage.quantities if item.kind == "year" and item.high is None}
        sole = named.pop() if len(named) == 1 else None  # 2024年，…销售额3.0亿元，上年为2.4亿元: 3.0亿元 is of 2024
        if THIS_PERIOD.search(passage.text) and (current := year_of_source(passage, passages)) is not None:
            sole = current  # "168 pairs … this spring, up from 84 pairs in 2014" under the title "census 2024"
        for first, second in combinations(figures, 2):
            start, end = periods.get(id(first), sole), periods.get(id(second), sole)
            if unit_key(first) == unit_key(second) and start is not None and end is not None:
                yield worked_figure(first, abs(end - start) * YEAR_SECONDS, quantity)
