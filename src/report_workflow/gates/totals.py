"""Sums and products of figures of the evidence, an amount for one period restated for another, an amount shared
out over a count, and an area from its sides.

A sum needs a word of summing ("combined", "in total", 合计, 累计, 共) and adds two figures of one unit, or three or more
that follow one another ("A 3,000; B 2,500; C 2,000"), or a table column over all its rows or the rows the sentence
names (前三季度累计出货425万台), or the one figure of the unit each of two sources or more gives ("Together the two releases hold
2.4 TB" over "1,350 GB" in one release's notice and "1,050 GB" in the other's), which a sentence may also sum by naming
how many it adds up ("across its first two data releases"); with no such word, a figure for the year or a stretch of it
is the sum of figures for parts of it that cover it end to end (全年 over 上半年 and 下半年); a sum of figures the sentence
states itself is read in ``one_step``. A figure given as an average may be the mean of a table column. A product needs a
word of summing too, and is an amount times a count the evidence writes with a word of times ("four times the individual
deductible", 一日3次). An amount for each period may be restated for a period holding a whole number of them ("£54 a year"
over "£4.50 per month"), and an amount for each area for another area (每公顷约7.3吨 over 亩产486公斤). An amount a passage gives
a count of things is shared out over them for a figure given per one of them (平均每座投入三十多万元 over 58座…2100万元), and an area
is the product of a length and a width given one after the other (长4.2米、宽1.5米: 约6.3平方米).
"""

from __future__ import annotations

import calendar
import math
import re
from collections.abc import Callable, Iterator, Sequence

from ..readers.cells import row_cells
from ..text import content_terms, fold
from ..text.quantities import UPPER_BOUNDS, Quantity
from ..text.units import MASS_PER_AREA, POUND_AFTER_PRICE, UnitMatch, match_unit
from .arithmetic import (CHANGE_PER_MEASURE, COUNT, OF_THEM, PERCENTS, REACH, SUMMING, Supports, clause_around,
                         clause_span, clause_terms, is_small_word_number, named_figures, part_of_one_before, unit_key,
                         worked_figure)
from .change_dates import dated_figures
from .columns import sharing_most, table_columns
from .inputs import Passage, Statement
from .phrases import opening
from .year_parts import Period, period_figures

# A word giving a figure as an average: "averaged", "on average", "the mean", 平均, 均值, 月均.
AVERAGING = re.compile(r"\b(?:averag\w*|mean)\b|平均|均值|[日周月年]均", re.IGNORECASE)
# The whole a share is of, named in its clause: 约占总人数的12%, "12% of the total", "of all entrants".
_TOTAL_NAMED = re.compile(r"总(?:数|人数|量|额|计)|全部|\b(?:the total|overall|of all)\b", re.IGNORECASE)
# Where a clause ends: a comma that is no thousands separator, a semicolon, "while", "whereas".
_CLAUSE_BREAK = re.compile(r"[，；。;]|,(?!\d)|\b(?:while|whereas)\b", re.IGNORECASE)
# A count of times right after a figure: "four times the individual deductible", 一日3次, "3 × 5 ml".
_TIMES_AFTER = re.compile(r"\s*(?:times\b|×|次)", re.IGNORECASE)
# The period an amount is for, and how many of one period another holds.
_PERIOD_NAMES = {"minute": "minute", "hour": "hour", "day": "day", "week": "week", "month": "month",
                 "quarter": "quarter", "year": "year", "decade": "decade", "分钟": "minute", "小时": "hour", "天": "day",
                 "日": "day", "周": "week", "月": "month", "季度": "quarter", "年": "year"}
# "a", "per", "each full" and the like before a period's name: "for each full month", "a full year of service".
_EACH = r"(?:a|an|per|each|every|one)\s+(?:(?:full|whole|calendar)\s+)?"
_PERIOD_AFTER = re.compile(
    rf"(?:\s+(?:of|in)\s+[a-z-]+(?:\s+[a-z-]+)?|(?:\s+[a-z-]+){{1,2}}?)?\s*(?:(?:for\s+|in\s+)?{_EACH}|/)"
    r"(?P<period>minute|hour|day|week|month|quarter|year|decade|分钟|小时|天|日|周|月|季度|年)(?![A-Za-z])", re.IGNORECASE)
# 年产能, 月均, 日处理量: a period before what an amount measures is what it is per, unless it is a year's or a count's
# own (2023年产量, 三年产量, 今年产量).
_PERIOD_BEFORE = re.compile(rf"(?:每(?:个)?(?P<period>分钟|小时|天|日|周|月|季度|年)[^，,。；;\d]{{0,8}}|\b{_EACH}"
                            r"(?P<named>minute|hour|day|week|month|quarter|year|decade)\b[^,;.\d]{0,24}"
                            r"|(?<![\d一二两三四五六七八九十今去明前后当上下本])(?P<lead>年|月|日)"
                            r"(?:产能|产量|均|销量|用量|发电量|处理量|处理能力|吞吐量)[^，,。；;\d]{0,8})\Z", re.IGNORECASE)
_PERIOD_REACH = 40
# How many things a total adds up, named before it: "across its first two data releases", "over the three sites".
_ACROSS = re.compile(r"\b(?:across|over)\s+(?:(?:the|its|their|all|both)\s+)?(?:(?:first|last|past)\s+)?(?=\w)",
                     re.IGNORECASE)
# How many of a shorter period a longer one holds; the other way round is the inverse.
_PERIODS_HELD = {("year", "month"): 12, ("year", "quarter"): 4, ("quarter", "month"): 3, ("week", "day"): 7,
                 ("hour", "minute"): 60, ("day", "hour"): 24, ("decade", "year"): 10}
_PERIODS_IN = {**_PERIODS_HELD, **{(short, long): 1 / count for (long, short), count in _PERIODS_HELD.items()}}


def runs(figures: list[Quantity]) -> Iterator[list[Quantity]]:
    """Every three or more figures of one unit that follow one another in a passage, figures of other units aside
    ("Warehouse A 3,000; Warehouse B 2,500; Warehouse C 2,000"): what a total of more than two adds up."""
    for unit in dict.fromkeys(unit_key(item) for item in figures):
        alike = [item for item in figures if unit_key(item) == unit]
        yield from (alike[first:last] for first in range(len(alike)) for last in range(first + 3, len(alike) + 1))


def column_totals(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """The total of a table column of ``quantity``'s unit over all its rows, or over the rows the clause of the
    figure names, two or more: 前三季度累计出货425万台 over a row for each quarter, "a combined $11.2 million" for two
    departments of a budget table, "while wind and solar combined produced 30.2 TWh" after a clause on coal."""
    for figures in _column_groups(quantity, statement, passages):
        yield worked_figure(figures[0], sum(figure.value for figure in figures), quantity)


# A column is read as adding up to a figure that no word gives as a total only over this many rows at least: two
# figures add up to many a round figure by chance, three seldom do.
_UNNAMED_TOTAL_ROWS = 3


def unnamed_column_totals(quantity: Quantity, statement: Statement,
                          passages: Sequence[Passage]) -> Iterator[Quantity]:
    """The total of a whole table column of ``quantity``'s unit, for a clause naming none of its rows: "took in
    1,047 animals" over rows for dogs, cats and rabbits. A clause naming a row ("cats took 538 places"; every word of
    its key, as the kind a key ends on names no row: "bat passes" over "Daubenton's bat") is of that row; a sentence
    naming three rows or more, as a list does, is of their total ("let out 1,769 single kayaks over June, July and
    August" over rows of 412, 655 and 702)."""
    columns = table_columns(passages)
    if not columns:
        return
    clause = content_terms(statement.text[slice(*clause_around(statement.text, quantity, _CLAUSE_BREAK))])
    for _, rows in columns:
        alike = [(key, figure) for key, figure, _ in rows if unit_key(figure) == unit_key(quantity)]
        if len(alike) >= _UNNAMED_TOTAL_ROWS and len(alike) == len(rows) \
                and not any(_row_named(key, clause) for key, _, _ in rows):
            yield worked_figure(alike[0][1], sum(figure.value for _, figure in alike), quantity)
        listed = [figure for key, figure in alike if (terms := content_terms(key)) and terms <= statement.terms]
        if len(listed) >= _UNNAMED_TOTAL_ROWS:
            yield worked_figure(listed[0], sum(figure.value for figure in listed), quantity)


def _row_named(key: str, clause: frozenset[str]) -> bool:
    """Whether a clause names a table row: every content word of its key."""
    terms = content_terms(key)
    return bool(terms) and terms <= clause


def _key_terms(row: tuple[str, Quantity, Passage]) -> frozenset[str]:
    return content_terms(row[0])


def column_shares(quantity: Quantity, statement: Statement, passages: Sequence[Passage],
                  supports: Supports) -> Iterator[Quantity]:
    """The share of one row in a table column's total, where the sentence states that total or names it in the
    share's clause (总人数, "of the total"), or the table gives it in a row of totals (合计): the row that clause names
    (by every word of its key, else by the most), else the row whose figure the sentence states right before the
    share; or the rows it names when it says how many ("about 86% of them from the two pipistrelle species" over
    Common pipistrelle 214, Soprano pipistrelle 96 of 360). "produced 30 tonnes, with oyster mushrooms accounting for
    62%" over rows of 18.6 (Oyster), 9.4 and 2.0 tonnes; "报考九级、十级的有310人，约占总人数的12%" over rows of 1260, 980 and
    310 (九至十级). A clause naming no row may leave it to the clause before (黑白复印打印是最大的一块，占48%)."""
    low, high = clause_around(statement.text, quantity, _CLAUSE_BREAK)
    clause = content_terms(statement.text[low:high])
    total_named = _TOTAL_NAMED.search(statement.text, low, high) is not None
    before = next((item for item in reversed(statement.quantities) if item.end <= low and item.kind == "value"
                   and item.dimension not in PERCENTS), None)
    for _, column in table_columns(passages):
        rows, total = _parts_and_total(column)
        given = total_named or len(rows) < len(column)  # a row of totals gives the whole as the total does
        if total <= 0 or any(figure.dimension in PERCENTS for _, figure, _ in rows) or not given and not any(
                supports(other, worked_figure(rows[0][1], total, rows[0][1])) for other in statement.quantities):
            continue
        named = [figure for key, figure, _ in rows if _row_named(key, clause)] or [
            figure for _, figure, _ in sharing_most(rows, _key_terms, clause)] or [
            figure for _, figure, _ in rows if before is not None and supports(before, figure)] or [
            figure for key, figure, _ in rows if _row_named(key, _clause_before(statement.text, low))]
        if len(named) == 1 or 1 < len(named) < len(rows) and _counted_in(statement, low, high, len(named)):
            yield worked_figure(named[0], sum(figure.value for figure in named) / total * 100, quantity)


# The key of a table's row of totals: 合计, 总计, "Total", "All".
_TOTAL_KEY = re.compile(r"(?:合计|总计|总和|总数|total|all|overall)\s*", re.IGNORECASE)


def _parts_and_total(rows: Sequence[tuple[str, Quantity, Passage]]) -> tuple[Sequence[tuple[str, Quantity, Passage]],
                                                                               float]:
    """A column's rows of parts and their total: its last row's figure where that row is one of totals (合计 75,000
    under 36,000, 18,000, 12,000 and 9,000) adding the others up, else the sum of every row."""
    *parts, last = rows
    if _TOTAL_KEY.fullmatch(last[0]) and math.isclose(last[1].value, sum(figure.value for _, figure, _ in parts)):
        return parts, last[1].value
    return rows, sum(figure.value for _, figure, _ in rows)


def _clause_before(text: str, start: int) -> frozenset[str]:
    """The terms of the clause right before the one starting at ``start``, which the clause of a share may leave its
    subject to (黑白复印打印是最大的一块，占48%)."""
    if start == 0:
        return frozenset()
    return content_terms(text[slice(*clause_span(text, start - 1, start - 1, _CLAUSE_BREAK))])


def source_totals(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """The total of the one figure of ``quantity``'s unit each source gives, over two sources or more, for a
    sentence summing them by a word of summing ("Together the two surveys counted 380 nests") or by naming as
    many as there are ("Across its first two data releases … 2.4 TB"). A source giving two figures of the unit
    gives no one addend, save one dated with the sentence's one year where the other is not (a part "of them" is
    none, nor one "of which" gives: "684 hedgehogs, of which 402 were released"), unless only one of them counts
    what the sentence's figure counts ("2,300 watches" beside an age); a count of something else
    ("61,200 units" beside "438,700 TEU") or a small number in words ("two new services") is not of the unit."""
    if len({passage.source_id for passage in passages}) < 2:  # a source gives one addend at most
        return
    figures: dict[str, dict[int, Quantity]] = {}
    years = {int(item.value) for item in statement.quantities if item.kind == "year"}
    for passage in passages:
        alike = figures.setdefault(passage.source_id, {})
        alike.update((passage.start + item.start, item) for item in passage.quantities
                     if item.kind == "value" and item.value > 0 and unit_key(item) == unit_key(quantity)
                     and item.counted in ("", quantity.counted) and not is_small_word_number(item)
                     and _of_the_year(passage, item, years) and not OF_THEM.match(passage.text, item.end)
                     and not part_of_one_before(passage.text, item))
    groups = [_counting_the_same(alike, quantity) for alike in figures.values() if alike]
    if len(groups) < 2 or any(len(alike) > 1 for alike in groups):
        return
    addends = [next(iter(alike.values())) for alike in groups]
    if SUMMING.search(statement.text) is not None or _names_how_many(statement, len(addends)):
        yield worked_figure(addends[0], sum(item.value for item in addends), quantity)


def totals_of_periods(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """The total of the figures the evidence gives for parts of the year that together make the stretch the sentence
    gives its figure for (全年 or a named period, see ``year_parts``): 全年新增歌队二十九支 over 上半年新增18支 and 下半年
    新增11支, in one bulletin or two; "in the first half" over Q1 and Q2. Each part gives the figure of the sentence's
    unit counting what it counts whose clause words most of what the sentence's does, of its one year or of none."""
    wanted = _stretch_of(quantity, statement)
    if wanted is None:
        return
    words = clause_terms(statement.text, quantity)
    years = {int(item.value) for item in statement.quantities if item.kind == "year"}
    parts: dict[tuple[int, int], list[tuple[int, Quantity]]] = {}
    for passage in passages:
        for item, governing in passage.derived(period_figures):
            if item.kind != "value" or unit_key(item) != unit_key(quantity) \
                    or item.counted not in ("", quantity.counted):
                continue
            part = _part_of(item, governing, passage)
            told = clause_terms(passage.text, item)
            if part is not None and wanted[0] <= part.first <= part.last <= wanted[1] and part.months != wanted \
                    and _tells_alike(words, told) and _of_the_year(passage, item, years):
                parts.setdefault(part.months, []).append((len(words & told), item))
    one_each = {months: best for months, figures in parts.items() if (best := _most_alike(figures)) is not None}
    for tiling in _tilings(wanted[0], wanted[1], sorted(one_each)):
        addends = [one_each[months] for months in tiling]
        yield worked_figure(addends[0], sum(item.value for item in addends), quantity)


# A figure given for the whole year: 全年, 全年度, "the full year", "over the year".
_WHOLE_YEAR = re.compile(opening(
    r"全年|整年|\b(?:the|a)\s+(?:full|whole)\s+year\b|\b(?:over|for|across|throughout)\s+the\s+year\b"),
    re.IGNORECASE,
)


def _stretch_of(quantity: Quantity, statement: Statement) -> tuple[int, int] | None:
    """The first and last month of the one period governing the sentence's figure, or the whole year its sentence
    names before the figure's clause ends."""
    governing = next((named for item, named in statement.derived(period_figures) if item is quantity), ())
    if governing:
        return governing[0].months if len(governing) == 1 else None
    _, end = clause_around(statement.text, quantity, _CLAUSE_BREAK)
    return (1, 12) if _WHOLE_YEAR.search(statement.text, 0, end) else None


def _most_alike(figures: list[tuple[int, Quantity]]) -> Quantity | None:
    """The one figure of a part whose clause shares the most words with the sentence's (社区托育点26个 before 托位约900个
    for 托育点四十七个), or None when two share as many."""
    ranked = sorted(figures, key=lambda pair: -pair[0])
    return ranked[0][1] if len(ranked) == 1 or ranked[0][0] > ranked[1][0] else None


def _tells_alike(words: frozenset[str], part: frozenset[str]) -> bool:
    """Whether a part's clause words what the sentence's does: two words shared, or every word of a short clause
    ("22 hulls in Q2" after "The yard delivered 18 hulls in Q1")."""
    shared = words & part
    return len(shared) >= 2 or bool(shared) and shared == part


def _part_of(figure: Quantity, governing: tuple[Period, ...], passage: Passage) -> Period | None:
    """The period a figure is for: in a clause writing as many periods as figures, the one in the same place
    ("0.8 million passengers in Q1 and 1.1 million in Q2"); else the one of its clause written nearest it (下半年 of
    "上半年…18支，下半年…11支" for 11), or, when its clause writes none, the months every period governing it spans."""
    low, high = clause_around(passage.text, figure, _CLAUSE_BREAK)
    own = [period for period in governing if low <= period.start < high]
    if not own:
        return governing[0] if len({period.months for period in governing}) == 1 else None
    figures = [item for item, _ in passage.derived(period_figures) if low <= item.start < high]
    if len(figures) == len(own):
        return own[figures.index(figure)]
    return min(own, key=lambda period: abs(period.start - figure.start))


def _tilings(first: int, last: int, stretches: list[tuple[int, int]]) -> Iterator[list[tuple[int, int]]]:
    """Each way of covering months ``first`` to ``last`` with ``stretches`` end to end, two or more of them."""
    for stretch in stretches:
        if stretch[0] != first:
            continue
        if stretch[1] == last:
            yield [stretch]
        else:
            yield from ([stretch, *rest] for rest in _tilings(stretch[1] + 1, last, stretches))


def _counting_the_same(alike: dict[int, Quantity], quantity: Quantity) -> dict[int, Quantity]:
    """A source's figures of the unit, narrowed to the one counting what the sentence's figure counts when only one
    does ("around 2,300 watches" for "3,700 watches", beside the owner's age, 71)."""
    if len(alike) > 1 and quantity.counted:
        same = {at: item for at, item in alike.items() if item.counted == quantity.counted}
        if len(same) == 1:
            return same
    return alike


def _of_the_year(passage: Passage, item: Quantity, years: set[int]) -> bool:
    """Whether a figure may be of the one year the sentence names: its clause names that year or none ("486,000
    visitors in 2024, up from 412,000 in 2023" gives 2024 only 486,000)."""
    if len(years) != 1:
        return True
    low, high = clause_around(passage.text, item, _CLAUSE_BREAK)
    named = {int(other.value) for other in passage.quantities if other.kind == "year" and low <= other.start < high}
    return not named or named == years


def _counted_in(statement: Statement, low: int, high: int, count: int) -> bool:
    """Whether the sentence's text from ``low`` to ``high`` counts ``count`` things: "the two pipistrelle species"."""
    return any(low <= item.start < high and item.dimension == COUNT and item.value == count
               for item in statement.quantities)


def _names_how_many(statement: Statement, count: int) -> bool:
    """Whether the sentence names ``count`` things a total is over: "across its first two data releases"."""
    starts = {found.end() for found in _ACROSS.finditer(statement.text)}
    return any(item.start in starts and item.dimension == COUNT and item.value == count
               for item in statement.quantities)


def column_means(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """The mean of a table column of ``quantity``'s unit over all its rows, or over the rows the clause names, for a
    figure the sentence gives as an average ("averaged 14.5 visits a day", 平均每月借阅3.2万册)."""
    if AVERAGING.search(statement.text) is None:
        return
    for figures in _column_groups(quantity, statement, passages):
        yield worked_figure(figures[0], sum(figure.value for figure in figures) / len(figures), quantity)


# A rule that drops the highest and the lowest of a set of marks before the rest are averaged or added: "the highest
# and lowest scores were dropped", "removing the fastest and slowest of five solves", 去掉一个最高分和一个最低分.
_TRIMMED = re.compile(r"\b(?:highest|fastest|best)\s+and\s+(?:the\s+)?(?:lowest|slowest|worst)\b[^.;]{0,40}?"
                      r"\b(?:dropped|removed|discarded|excluded|ignored)\b"
                      r"|\b(?:removing|dropping|discarding|excluding|ignoring)\s+the\s+(?:highest|fastest|best)"
                      r"\s+and\s+(?:the\s+)?(?:lowest|slowest|worst)\b|去掉一个最高分和一个最低分", re.IGNORECASE)
_LISTED = re.compile(r"\s*[,，、]\s*")
_FEWEST_MARKS = 3


def trimmed_marks(quantity: Quantity, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """Where the evidence drops the highest and lowest marks of a set (see ``_TRIMMED``), the mean and the sum of the
    rest of each list of three or more figures it gives, each plain or of ``quantity``'s unit, whose first a table's
    header may give a unit ("judges' scores 9.4, 9.1, 8.8, 9.6, 9.0": 27.5 and 9.17)."""
    if quantity.kind != "value" or not any(_TRIMMED.search(passage.text) for passage in passages):
        return
    for passage in passages:
        marks = [item for item in passage.quantities if item.kind == "value"
                 and (not item.unit or not quantity.unit or unit_key(item) == unit_key(quantity))]
        run: list[Quantity] = []
        for item in (*marks, None):
            if item is not None and run and _LISTED.fullmatch(passage.text, run[-1].end, item.start):
                run.append(item)
                continue
            if len(run) >= _FEWEST_MARKS:
                middle = sorted(mark.value for mark in run)[1:-1]
                yield worked_figure(quantity, sum(middle), quantity)
                yield worked_figure(quantity, sum(middle) / len(middle), quantity)
            run = [item] if item is not None else []


def _column_groups(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[list[Quantity]]:
    """The figures of ``quantity``'s unit of each table column: all its rows, then the rows the clause of the figure
    names when they are two or more and not all."""
    columns = table_columns(passages)
    if not columns:
        return
    clause = content_terms(statement.text[slice(*clause_around(statement.text, quantity, _CLAUSE_BREAK))])
    for _, rows in columns:
        alike = [(key, figure) for key, figure, _ in rows if unit_key(figure) == unit_key(quantity)]
        if len(alike) < 2:
            continue
        yield [figure for _, figure in alike]
        named = [figure for key, figure in alike if (terms := content_terms(key)) and terms <= clause]
        if 1 < len(named) < len(alike):
            yield named


def products(quantity: Quantity, statement: Statement, passages: Sequence[Passage],
             supports: Supports) -> Iterator[Quantity]:
    """An amount times a count the evidence writes with a word of times ("capped at four times the individual
    deductible", 一日3次), in the terms of ``quantity``. The amount is one the sentence states too (每次服用5毫升)
    or the only one of its kind the evidence states ("$1,500 applies to each insured person")."""
    found = [(item, passage) for passage in passages for item in passage.quantities
             if (item.kind == "value" or item.bound == "le") and item.value > 0]
    # a count may be the most allowed (每日最多服用3次): the product is then the most allowed amount
    counts = [item for item, passage in found if item.dimension == COUNT and not item.unit and item.value >= 2
              and _TIMES_AFTER.match(passage.text, item.end)]
    amounts = [item for item, _ in found if item.kind == "value"
               and item.dimension == quantity.dimension and not any(item is count for count in counts)]
    mine = [other for other in statement.quantities if other.kind == "value" and other is not quantity]
    restated = [item for item in amounts if any(supports(other, item) for other in mine)]
    only = amounts if len({(item.value, item.unit) for item in amounts}) == 1 else []
    for count in counts:
        yield from (worked_figure(amount, count.value * amount.value, amount) for amount in restated or only)


# A count of things each given an amount, the amount right after: "48 turbines, each rated at 5 MW", "12 lorries
# each carrying 20 tonnes".
_EACH_AMOUNT = re.compile(r"\s+(?P<things>[^\W\d]+),?\s+each\s+(?:[a-z]+\s+){0,2}?(?:at\s+|of\s+)?", re.IGNORECASE)


def totals_of_each(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """The total of a count of things each given an amount ("48 turbines, each rated at 5 MW": 240 MW), for a
    sentence naming those things ("240 MW of turbines"); the amount of ``quantity``'s unit."""
    for passage in passages:
        figures = [item for item in passage.quantities if item.kind == "value" and item.value > 0]
        for count, amount in zip(figures, figures[1:]):
            if count.dimension != COUNT or unit_key(amount) != unit_key(quantity):
                continue
            each = _EACH_AMOUNT.fullmatch(passage.text, count.end, amount.start)
            things = content_terms(each.group("things")) if each is not None else frozenset()
            if things and things <= statement.terms:
                yield worked_figure(amount, count.value * amount.value, quantity)


# A column header numbering one part of a whole: "Round 1", "Heat 2", "Game 3".
_NUMBERED_PART = re.compile(r"(?P<part>[A-Za-z]+)\s+(?P<number>\d{1,2})")


def totals_of_numbered_parts(quantity: Quantity, statement: Statement,
                             passages: Sequence[Passage]) -> Iterator[Quantity]:
    """The total of a table row's counts under headers numbering the parts of one whole from 1 ("Round 1: 18; Round
    2: 22; Round 3: 19": 59), for a count whose clause names the row's key ("Quizteama Aguilera won with 59 points")."""
    if quantity.dimension != COUNT or quantity.unit:
        return
    words = clause_terms(statement.text, quantity)
    for passage in passages:
        key, cells = passage.feature(row_cells) if passage.source_text is not None else ("", ())
        if not key or not content_terms(key) <= words:
            continue
        numbered = [(found["part"].lower(), int(found["number"]), start, end) for header, start, end in cells
                    if (found := _NUMBERED_PART.fullmatch(header))]
        if len(numbered) < 2 or len({part for part, *_ in numbered}) > 1 \
                or [number for _, number, *_ in numbered] != list(range(1, len(numbered) + 1)):
            continue
        counts = [inside[-1] for *_, start, end in numbered
                  if (inside := [item for item in passage.quantities if start <= item.start < end])]
        if len(counts) == len(numbered) and all(item.kind == "value" and item.dimension == COUNT and not item.unit
                                                for item in counts):
            yield worked_figure(counts[0], sum(item.value for item in counts), quantity)


# Groups of a size, between the count of groups and the size: "Sixteen teams of six players", "40 boxes of 12 candles".
_GROUPS_OF = re.compile(r"\s+[^\W\d]+\s+of\s+", re.IGNORECASE)


def totals_of_groups(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """The count of things in a count of groups of a size ("Sixteen teams of six players": 96 players), for a
    sentence counting those things by the word the evidence counts them with."""
    if quantity.dimension != COUNT or quantity.unit:
        return
    for passage in passages:
        figures = [item for item in passage.quantities if item.kind == "value" and item.value > 0]
        for groups, size in zip(figures, figures[1:]):
            if groups.dimension == size.dimension == COUNT and not groups.unit and not size.unit and size.counted \
                    and _GROUPS_OF.fullmatch(passage.text, groups.end, size.start) \
                    and content_terms(size.counted) <= statement.terms:
                yield worked_figure(size, groups.value * size.value, quantity)


# A word of paying an amount each, between a count and the amount: "32 players paid the £15 entry", "40 guests at £12
# a head".
_PAID_EACH = re.compile(r"\b(?:paid|pay|pays|paying|each|apiece|a head|per head|per person)\b", re.IGNORECASE)


def paid_totals(quantity: Quantity, statement: Statement) -> Iterator[Quantity]:
    """What a count of payers paid in all, the count and the amount each paid stated by the sentence before the total,
    with a word of paying between them: "Thirty-two players paid the £15 entry, creating a prize pot of £480" (each
    figure the sentence states is checked against the evidence on its own)."""
    if quantity.dimension != "currency":
        return
    before = [item for item in statement.quantities if item.kind == "value" and item.end <= quantity.start]
    for count, amount in zip(before, before[1:]):
        if count.dimension == COUNT and not count.unit and count.value >= 2 and unit_key(amount) == unit_key(quantity) \
                and _PAID_EACH.search(statement.text, count.end, amount.end):
            yield worked_figure(amount, count.value * amount.value, quantity)


# Two things a figure is given to together, right after it: "174场科普讲座和公众观测活动", "61 arrests and cautions".
_TWO_THINGS_AFTER = re.compile(r"\s*[^\d\s，。；,;]{0,3}?(?P<first>[^\d，。；,;、]{2,24}?)(?:和|与|及|以及|\s+and\s+)"
                               r"(?P<second>[^\d，。；,;、]{2,24})")
# Two places a count is spread over, after what it counts: "21,000 marram culms across the northern blowout and the
# southern frontage".
_ACROSS_TWO_AFTER = re.compile(r"(?:\s+[a-z-]+){0,3}?\s+(?:across|between|over)\s+(?:the\s+)?(?P<first>[^,;.\d]{2,40}?)"
                               r"\s+and\s+(?:the\s+)?(?P<second>[^,;.\d]{2,40}?)(?=[,;.]|\s*\Z)", re.IGNORECASE)


# Two things that together give a figure, named as its clause's subject: "entry fees plus a raffle brought in just
# over £3,000".
_TWO_THINGS_BEFORE = re.compile(r"(?:\A|[,;:]\s+(?:and\s+)?)(?P<first>[A-Za-z][^,;.\d]{1,40}?)"
                                r"\s+(?:plus|and|together with|along with)\s+(?P<second>[^,;.\d]{2,40})"
                                r"(?:\s+[a-z]+){1,2}\s+\Z")


def totals_of_two_named(quantity: Quantity, statement: Statement,
                        passages: Sequence[Passage]) -> Iterator[Quantity]:
    """The sum of the two figures of ``quantity``'s unit the evidence gives each of two things the sentence names
    together right after its figure: 一百七十四场科普讲座和公众观测活动 over 科普讲座126场、公众观测活动48场; "more than
    21,000 marram culms across the northern blowout and the southern frontage" over 12,400 and 8,900 on each; or
    as the subject of its clause ("entry fees plus a raffle brought in just over £3,000" over £2,315 and £740)."""
    text = statement.text
    found = _TWO_THINGS_AFTER.match(text, quantity.end) or _ACROSS_TWO_AFTER.match(text, quantity.end) \
        or _TWO_THINGS_BEFORE.search(text, 0, quantity.start)
    if found is None:
        return
    names = [content_terms(found.group(part)) for part in ("first", "second")]
    if not all(names) or names[0] & names[1]:
        return
    for passage in passages:
        alike = [item for item in passage.quantities if item.kind == "value" and item.value > 0
                 and unit_key(item) == unit_key(quantity)]
        pair = [named_figures(passage.text, alike, terms) for terms in names]
        if all(len(figures) == 1 for figures in pair) and pair[0][0] is not pair[1][0]:
            yield worked_figure(pair[0][0], pair[0][0].value + pair[1][0].value, quantity)


def per_other_period(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """An amount the evidence gives for each period restated for a period holding a whole number of them, in the
    terms of ``quantity``: "£54 a year" over "£4.50 per month", 每年600元 over 每月50元. Both figures name their
    period right beside them, so an amount of no period is never scaled. A bound restates a bound on its side ("as
    many as 30 passengers a minute" over "up to 1,800 passengers per hour")."""
    yield from _restated(quantity, statement, passages, _period_of, lambda mine, theirs: _PERIODS_IN.get((mine, theirs)))


def per_other_area(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """An amount the evidence gives for each area restated for another area, in the terms of ``quantity``:
    每公顷约7.3吨 over 亩产486公斤 (a hectare is fifteen 亩). Chinese names the area before the figure, as 每 or as the
    area's yield (亩产); both figures name theirs, so an amount of no area is never scaled. A yield read with its area
    (每公顷约7.8吨, in kilograms a hectare) is set against the evidence's masses for an area in those terms."""
    if quantity.dimension == MASS_PER_AREA:
        for passage in passages:
            for item in passage.quantities:
                theirs = _area_of(passage.text, item) if item.kind == "value" and item.dimension == "mass" else None
                hectares = _units_in("公顷", theirs) if theirs is not None else None
                if hectares is not None:
                    yield worked_figure(item, item.value * hectares, quantity)
        return
    yield from _restated(quantity, statement, passages, _area_of, _units_in)


# The basis a label gives amounts per: "Nutrition per 100 ml:", 每100克.
_PER_BASIS = re.compile(r"\bper\s+(?=100\s*(?:ml|g|grams?|millilit(?:re|er)s?)\b)|每(?=100\s*(?:毫升|克|ml|g))",
                        re.IGNORECASE)
_SERVING_DIMENSIONS = frozenset({"volume", "mass"})


# A whole pack the sentence gives an amount for, its size left to the label's net content: 一整份, 整瓶, "a whole
# yoghurt pot";
# and the net content itself (净含量180克, "Net weight: 180 g").
_WHOLE_PACK = re.compile(r"一?整(?:份|盒|瓶|罐|袋|杯|包|桶)|\b(?:a|the|one)\s+whole\s+(?:[a-z-]+\s+)?(?:pot|tub|pack|packet"
                         r"|bag|box|tin|sachet|bottle|can|jar|bar|carton|cup)\b", re.IGNORECASE)
_NET_CONTENT = re.compile(r"(?:净含量|净重|\bnet\s+(?:weight|contents?|wt\.?))\s*[:：为是]?\s*\Z", re.IGNORECASE)
_NET_REACH = 16


def per_serving(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """An amount a label gives per 100 ml or 100 g scaled to a serving of that dimension the sentence states: "each
    330 ml can contains roughly 13 grams of sugar" over "Nutrition per 100 ml: … sugars 4.0 g" (4.0 × 3.3); or to the
    label's net content, for a whole pack (一整份约含蛋白质5.6克 over 净含量180克 and 每100克含蛋白质3.1克)."""
    if quantity.kind != "value" or quantity.dimension in PERCENTS or not quantity.unit:
        return
    servings = [item for item in statement.quantities if item is not quantity and item.kind == "value"
                and item.dimension in _SERVING_DIMENSIONS and item.value > 0]
    if not servings and _WHOLE_PACK.search(statement.text):
        servings = [item for passage in passages for item in passage.quantities
                    if item.kind == "value" and item.dimension in _SERVING_DIMENSIONS and item.value > 0
                    and _NET_CONTENT.search(passage.text, max(0, item.start - _NET_REACH), item.start)]
    if not servings:
        return
    for passage in (passage for passage in passages if "100" in passage.text):
        for basis_at in _PER_BASIS.finditer(passage.text):
            basis = next((item for item in passage.quantities if item.start == basis_at.end()), None)
            if basis is None or not basis.value:
                continue
            for serving in (item for item in servings if item.dimension == basis.dimension):
                yield from (worked_figure(quantity, item.value * serving.value / basis.value, item)
                            for item in passage.quantities if item.start >= basis.end
                            and item.kind == "value" and item.dimension == quantity.dimension)


# A pack given as a count of smaller packs (每箱20袋, 每盒装12瓶), and an amount given per one of those (每袋净含量500克).
_PACKS = "箱盒件袋包瓶桶罐"
_OUTER_PACK = re.compile(rf"每(?P<outer>[{_PACKS}])(?:装|内含|含)?\s*(?P<count>\d+)\s*(?P<inner>[{_PACKS}支粒片])")
_PER_INNER = r"每{}[^，。；,;\d]{{0,8}}?\Z"
_INNER_REACH = 12


# A pack of a count of things in English ("sold in packs of two", "a box of 12") and the word of each an amount is
# given for before it in its sentence ("Each scotch egg … contains 285 kcal").
_ENGLISH_PACK = re.compile(r"\b(?P<outer>pack|packet|box|case|bag|tray|carton|tub|set)(?:s|es)?\s+of\s+(?=\w)",
                           re.IGNORECASE)
_EACH_BEFORE = re.compile(r"\b(?:each|per|every)\b[^.;!?]*\Z", re.IGNORECASE)
_EACH_REACH = 80


def per_outer_pack(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """An amount a label gives per small pack times the small packs of a larger one, for a sentence giving it per
    that larger pack: 每箱净含量合计十公斤 over 每袋净含量500克 and 每箱20袋; in English, an amount given for each thing
    times the things of a pack, for a sentence naming the pack ("A whole pack adds up to 570 kcal" over "Each scotch
    egg … contains 285 kcal" and "sold in packs of two")."""
    if quantity.kind != "value" or not quantity.unit:
        return
    if statement.text.isascii():
        yield from _per_english_pack(quantity, statement, passages)
    if "每" not in statement.text:
        return
    for passage in passages:
        for pack in _OUTER_PACK.finditer(passage.text):
            if f"每{pack['outer']}" not in statement.text:
                continue
            per_inner = re.compile(_PER_INNER.format(pack["inner"]))
            yield from (worked_figure(quantity, item.value * int(pack["count"]), item) for item in passage.quantities
                        if item.kind == "value" and item.dimension == quantity.dimension
                        and per_inner.search(passage.text, max(0, item.start - _INNER_REACH), item.start))


def _per_english_pack(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    lowered = statement.text.lower()
    for passage in passages:
        for pack in _ENGLISH_PACK.finditer(passage.text):
            count = _count_at(passage, pack.end())
            if count is None or pack["outer"].lower() not in lowered:
                continue
            yield from (worked_figure(quantity, item.value * count.value, item)
                        for home in passages for item in home.quantities
                        if item.kind == "value" and unit_key(item) == unit_key(quantity)
                        and _EACH_BEFORE.search(home.text, max(0, item.start - _EACH_REACH), item.start))


def _count_at(passage: Passage, position: int) -> Quantity | None:
    """The count of two or more the passage states at ``position``: the things of a pack or bundle ("packs of two")."""
    return next((item for item in passage.quantities if item.start == position and item.dimension == COUNT
                 and item.kind == "value" and item.value >= 2), None)


# A won-lost record: 13胜2负, 9胜1负2平, "won 13, lost 2"; and a count of the bouts after the figure (十五战, 15场).
_RECORD = re.compile(r"(?P<won>\d+)\s*胜\s*(?P<lost>\d+)\s*负(?:\s*(?P<drawn>\d+)\s*平)?"
                     r"|\bwon\s+(?P<en_won>\d+),?\s+(?:and\s+)?lost\s+(?P<en_lost>\d+)"
                     r"(?:,?\s+(?:and\s+)?drew\s+(?P<en_drawn>\d+))?", re.IGNORECASE)
_BOUTS_AFTER = re.compile(r"\s*(?:战|场|局|盘|回合|\s(?:bouts?|games?|matches|fights?|contests?|races?)\b)",
                          re.IGNORECASE)


def record_totals(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """The bouts of a won-lost record (13胜2负 is fifteen bouts), for a count of bouts: 十五战只输两场."""
    if quantity.kind != "value" or quantity.dimension != COUNT or not _BOUTS_AFTER.match(statement.text, quantity.end):
        return
    for passage in passages:
        for record in _RECORD.finditer(passage.text):
            parts = [record[name] for name in ("won", "lost", "drawn", "en_won", "en_lost", "en_drawn") if record[name]]
            first = next((item for item in passage.quantities if item.start >= record.start()), None)
            if first is not None:
                yield worked_figure(quantity, sum(int(part) for part in parts), first)


# A bundle of a count of things ("a block of four sessions is A$90", "a book of ten tickets costs £18") and a word
# of saving in the sentence ("a saving of A$10", "saves £2", "£2 cheaper").
_BUNDLE = re.compile(r"\b(?:block|book|bundle|booklet|carnet|strip|pack|set|course)\s+of\s+(?=\w)", re.IGNORECASE)
_SINGLE_BEFORE = re.compile(r"\b(?:single|one|each|per|individual)\b[^.;:!?]{0,40}\Z", re.IGNORECASE)
_SAVING = re.compile(r"\bsav(?:e|es|ed|ing|ings)\b|\bcheaper\b|\bless than\b", re.IGNORECASE)
_BUNDLE_PRICE_REACH = 60


def bundle_savings(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """What a bundle saves on buying its things singly, for a sentence giving a saving: four times a single
    session's A$25 less the A$90 of "a block of four sessions" (A$10)."""
    if quantity.kind != "value" or quantity.dimension != "currency" or not _SAVING.search(statement.text):
        return
    singles = [item for passage in passages for item in passage.quantities
               if item.kind == "value" and unit_key(item) == unit_key(quantity)
               and _SINGLE_BEFORE.search(passage.text, max(0, item.start - _BUNDLE_PRICE_REACH), item.start)]
    for passage in passages:
        for bundle in _BUNDLE.finditer(passage.text):
            count = _count_at(passage, bundle.end())
            price = next((item for item in passage.quantities if count is not None and item.start > count.end
                          and item.start - count.end <= _BUNDLE_PRICE_REACH and item.kind == "value"
                          and unit_key(item) == unit_key(quantity)), None)
            if count is None or price is None:
                continue
            yield from (worked_figure(quantity, count.value * single.value - price.value, price) for single in singles
                        if single is not price and count.value * single.value > price.value)


# The thing a sentence gives an amount for each of: "per machine", 平均每座, 每户.
_PER_THING = re.compile(r"\bper\s+(?P<thing>[a-z]{3,})\b|每(?P<classifier>[\u4e00-\u9fff])", re.IGNORECASE)


def _things_per(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """The terms of the English things and the Chinese classifiers ``text`` gives amounts for each of."""
    things = [match["thing"] or match["classifier"] for match in _PER_THING.finditer(text)]
    return (content_terms(" ".join(thing for thing in things if thing.isascii())),
            frozenset(thing for thing in things if not thing.isascii()))


def per_counted_thing(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """An amount a passage gives a count of things, shared out over that count, for a figure the sentence gives for
    each of them: 平均每座投入三十多万元 over 58座…完成投资2100万元, "about £2,600 per machine" over a row's "Machines: 32"
    and "Revenue (£): 83,200". The count names the thing by what it counts (座, "machines") or by the header of its
    table cell (see ``readers.cells.row_cells``)."""
    if quantity.dimension in PERCENTS or quantity.dimension == COUNT or quantity.value <= 0:
        return
    terms, classifiers = statement.feature(_things_per)
    if not (terms or classifiers):
        return
    for passage in passages:
        counts = [item for item in passage.quantities if item.dimension == COUNT and item.kind == "value"
                  and item.value >= 2 and _counts_the_thing(passage, item, terms, classifiers)]
        amounts = [item for item in passage.quantities if item.kind == "value" and unit_key(item) == unit_key(quantity)]
        yield from (worked_figure(amount, amount.value / count.value, quantity)
                    for count in counts for amount in amounts)


def _counts_the_thing(passage: Passage, count: Quantity, terms: frozenset[str], classifiers: frozenset[str]) -> bool:
    """Whether ``count`` counts the thing named by ``terms`` (English) or ``classifiers`` (Chinese)."""
    if count.counted in classifiers:
        return True
    _, cells = passage.feature(row_cells) if passage.source_text is not None else ("", ())
    header = next((header for header, start, end in cells if start <= count.start < end), "")
    return bool(terms) and bool(content_terms(count.counted or header) & terms)


# An amount given for each of a thing, the thing after it ("2.5 litres of milk per goat", "£4 a head") or, in
# Chinese, 每 and its classifier before it (每头奶牛日均产奶28公斤).
_EACH_THING_AFTER = re.compile(r"(?:\s+[a-z]+){0,3}?\s+(?:per|a|each|for each)\s+(?P<thing>[a-z]{3,})\b", re.IGNORECASE)
_EACH_THING_BEFORE = re.compile(r"每(?P<classifier>[\u4e00-\u9fff])(?:[^，。；,;\d]{0,8}|[^，。；,;\d]{0,40}共)\Z")
_EACH_THING_REACH = 48  # 每套包括企业公章、财务专用章、发票专用章和法定代表人名章共4枚: the things listed before 共
_COUNTED_WORDS = re.compile(r"(?:\s+[A-Za-z-]+){1,4}")


def totals_of_counted_things(quantity: Quantity, statement: Statement,
                             passages: Sequence[Passage]) -> Iterator[Quantity]:
    """An amount the evidence gives for each of a thing times the count of those things it gives, in any passage,
    for a sentence that states the count and names the thing: "its 240 goats produce around 600 litres a day between
    them" over "240 Saanen and Toggenburg goats, which average about 2.5 litres of milk per goat per day"; 320头奶牛日产奶
    约9吨 over 存栏奶牛320头，每头奶牛日均产奶28公斤. An English count counts the thing named in the words right after it,
    a Chinese one by its classifier; a count of other things each holds is one too (折合五千四百枚印章 over 每套…共4枚 and
    1350套)."""
    if quantity.kind != "value" or quantity.dimension in PERCENTS \
            or quantity.dimension == COUNT and not quantity.counted:
        return
    stated = {(item.value, item.counted) for item in statement.quantities
              if item.dimension == COUNT and item.kind == "value" and item.value >= 2}
    counts = [(count, home) for home in passages for count in home.quantities if count.dimension == COUNT
              and count.kind == "value" and any(count.value == value for value, _ in stated)]
    if not counts:
        return
    for passage in passages:
        for amount in passage.quantities:
            if amount.kind != "value" or unit_key(amount) != unit_key(quantity) \
                    or quantity.dimension == COUNT and amount.counted != quantity.counted:
                continue
            after = _EACH_THING_AFTER.match(passage.text, amount.end)
            before = _EACH_THING_BEFORE.search(passage.text, max(0, amount.start - _EACH_THING_REACH), amount.start)
            thing = content_terms(after["thing"]) if after is not None else frozenset()
            if before is not None:
                counted = [count for count, _ in counts if count.counted == before["classifier"]
                           and (count.value, count.counted) in stated]
            elif thing and thing <= statement.terms:
                counted = [count for count, home in counts if _counts(home.text, count, thing)]
            else:
                continue
            yield from (worked_figure(amount, amount.value * count.value, quantity) for count in counted)


def _counts(text: str, count: Quantity, thing: frozenset[str]) -> bool:
    """Whether an English count names ``thing`` in the few words right after it ("240 Saanen and Toggenburg goats")."""
    words = _COUNTED_WORDS.match(text, count.end)
    return words is not None and bool(content_terms(words.group()) & thing)


# What joins a length and a width: "4.2 m long and 1.5 m wide", "40 m by 25 m", "4.2 × 1.5 m", 长4.2米、宽1.5米.
_SIDES_JOINED = re.compile(r"\s*(?:long|in length)?\s*(?:,|and|by|x|×|\*)?\s*(?:[、，,]?\s*宽|长)?\s*\Z",
                           re.IGNORECASE)
_SIDES_REACH = 16


def area_of_sides(quantity: Quantity, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """An area as the product of a length and a width a passage gives one after the other ("4.2 m long and 1.5 m
    wide", "40 m by 25 m", 长4.2米、宽1.5米): 画面面积约6.3平方米."""
    if quantity.dimension != "area":
        return
    for passage in passages:
        lengths = [item for item in passage.quantities if item.dimension == "length" and item.kind == "value"]
        for first, second in zip(lengths, lengths[1:]):
            if second.start - first.end <= _SIDES_REACH and _SIDES_JOINED.match(passage.text[first.end:second.start]):
                yield worked_figure(first, first.value * second.value, quantity)


def per_other_unit(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """A price the evidence gives per a unit of mass, length or volume restated per another of that dimension:
    "roughly $17 a pound" over "$38.00 per kilogram", "£1.10 a litre" over "£5.00 per gallon"."""
    if quantity.dimension != "currency":
        return
    mine = _measure_or_the_last_one(statement, quantity)
    if mine is not None:
        yield from _restated(quantity, statement, passages, _measure_of, _units_in, mine)


def _measure_or_the_last_one(statement: Statement, figure: Quantity) -> str | None:
    """The unit a price is given per, or when none follows it, the one the figure right before it is given per,
    with "and" between them: "$17 a pound and baby fleece about $21"."""
    own = _measure_of(statement.text, figure)
    earlier = [item for item in statement.quantities if item.end <= figure.start]
    if own is not None or not earlier or not _AND_THEN.search(statement.text, earlier[-1].end, figure.start):
        return own
    return _measure_of(statement.text, earlier[-1]) if earlier[-1].dimension == "currency" else None


_AND_THEN = re.compile(r"\band\b")


# The unit a price is given per, right after it: "$38.00 per kilogram", "$17 a pound", "£5/kg", 1650元/吨; or, in
# Chinese, before it (see ``_measure_before``).
_PER_MEASURE = re.compile(r"\s*(?:(?:per|a|an|each)\s+|/\s*)(?=[A-Za-z\u4e00-\u9fff])")
_PRICED_DIMENSIONS = frozenset({"mass", "length", "volume"})
# The measure a Chinese price or a change of it is given per, before it with at most a few words between: 每公斤1.65元,
# 每吨约1650元, 每公斤三百二十元, 每公斤低0.4元, 每斤便宜两角, 每斤公蟹90元; and for each price listed after one given so
# (每斤公蟹90元、母蟹110元).
_CHINESE_PER = re.compile(r"每(?P<unit>公斤|千克|吨|斤|克|升|立方米|米|公里)"
                          r"(?:[\u4e00-\u9fff]{0,4}?\d+(?:\.\d+)?元、)*[\u4e00-\u9fff]{0,4}?\s*\Z")
_PER_REACH = 24


def _measure_of(text: str, figure: Quantity) -> str | None:
    found = _PER_MEASURE.match(text, figure.end)
    if found is not None and POUND_AFTER_PRICE.match(text, found.end()):
        return "lb"
    unit = (match_unit(text, found.end()) if found is not None else None) or _measure_before(text, figure)
    return unit.surface if unit is not None and unit.unit.dimension in _PRICED_DIMENSIONS else None


def _measure_before(text: str, figure: Quantity) -> UnitMatch | None:
    """The measure a Chinese price is given per, written right before it (每公斤1.65元), or before the price a change of
    it follows (每公斤13元，比去年同期低1元)."""
    reach = max(0, figure.start - _PER_REACH)
    found = _CHINESE_PER.search(text, reach, figure.start) or CHANGE_PER_MEASURE.search(text, reach, figure.start)
    return match_unit(found["unit"], 0) if found is not None else None


def _units_in(mine: str, theirs: str) -> float | None:
    """How many of the unit ``theirs`` the unit ``mine`` holds, both of one dimension: 0.4536 kilograms in a pound,
    15 亩 in a 公顷."""
    first, second = match_unit(mine, 0), match_unit(theirs, 0)
    if first is None or second is None or first.unit.dimension != second.unit.dimension:
        return None
    return first.unit.factor / second.unit.factor


def per_period_of_year(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """An amount the evidence gives for a calendar year, per day, week or month of it, for a sentence giving its
    figure per such a period of the one year it names: "about 130 parking tickets a day in 2023" over "issued 47,450
    notices in 2023" (47,450 over 365 days), 2023年日均约130张. The evidence's figure names no period of its own and
    its clause, or a passage naming no other year, dates it to that year."""
    years = {int(item.value) for item in statement.quantities if item.kind == "year" and item.high is None}
    if len(years) != 1:
        return
    after = _PER_PERIOD_AFTER.match(statement.text, quantity.end)
    before = _PER_PERIOD_BEFORE.search(statement.text, max(0, quantity.start - _PERIOD_REACH), quantity.start)
    word = after[1] if after is not None else before["average"] or before["each"] if before is not None else None
    if word is None:
        return
    period = _PERIOD_NAMES[word.lower()]
    year = years.pop()
    days = 366 if calendar.isleap(year) else 365
    count = {"day": days, "week": days / 7, "month": 12}[period]
    for passage in passages:
        figures = [item for item in passage.quantities if item.kind == "value" and unit_key(item) == unit_key(quantity)
                   and _period_of(passage.text, item) is None]
        if not figures:
            continue
        dated = dated_figures(passage, figures, statement, set())
        only = {int(item.value) for item in passage.quantities if item.kind == "year" and item.high is None} == {year}
        yield from (worked_figure(item, item.value / count, quantity) for item in figures
                    if dated.get(id(item), year if only else None) == year)


# A day, week or month an amount is given per, after it and up to four words of what it counts ("130 parking tickets
# a day") or before it (日均, 平均每天, 每月).
_PER_PERIOD_AFTER = re.compile(r"(?:\s+[a-z-]+){0,4}?\s+(?:a|an|per|each|every)\s+(day|week|month)\b", re.IGNORECASE)
_PER_PERIOD_BEFORE = re.compile(r"(?:(?P<average>[日周月])均|(?:平均)?每(?:个)?(?P<each>天|日|周|月))[^，。；,;\d]{0,6}\Z")


def _restated(quantity: Quantity, statement: Statement, passages: Sequence[Passage],
              basis_of: Callable[[str, Quantity], str | None],
              ratio: Callable[[str, str], float | None], mine: str | None = None) -> Iterator[Quantity]:
    """The evidence's amounts of ``quantity``'s unit given for another basis than the sentence's (``mine``, or the
    one ``basis_of`` reads), scaled to it."""
    mine = mine or basis_of(statement.text, quantity)
    if mine is None:
        return
    for passage in passages:
        for item in passage.quantities:
            theirs = basis_of(passage.text, item) if _alike(item, quantity) and unit_key(item) == unit_key(quantity) \
                else None
            times = ratio(mine, theirs) if theirs is not None and theirs != mine else None
            if times is not None:
                yield worked_figure(item, item.value * times, quantity)


def _alike(item: Quantity, quantity: Quantity) -> bool:
    """Whether an evidence figure restates as ``quantity``: a value as a value, a bound as a bound on its side
    ("as many as 30 passengers a minute" over "up to 1,800 passengers per hour")."""
    if quantity.kind == "bound":
        return item.kind == "bound" and (item.bound in UPPER_BOUNDS) == (quantity.bound in UPPER_BOUNDS)
    return item.kind == "value"


# The area an amount is given for, right before it: 每亩486公斤, 每公顷约7.3吨, 亩产486公斤, 每亩产量486公斤.
_AREA_BEFORE = re.compile(r"(?:每(?P<each>亩|公顷|平方米)|(?P<yield>亩|公顷)(?=产))[^，,。；;\d]{0,6}\Z")
_AREA_REACH = 12


def _area_of(text: str, figure: Quantity) -> str | None:
    before = _AREA_BEFORE.search(text, max(0, figure.start - _AREA_REACH), figure.start)
    return None if before is None else before["each"] or before["yield"]


def _period_of(text: str, figure: Quantity) -> str | None:
    """The period an amount is given for, named right after it or after what it is an amount of ("£4.50 per
    month", "元/月", "2 days of paid leave for each full month", "18,000 sheets per hour"), or before it in the clause
    (每月50元, 每小时18000张, "a full year of service accrues 24 days")."""
    after = _PERIOD_AFTER.match(text, figure.end)
    if after is not None:
        return _PERIOD_NAMES[after["period"].lower()]
    before = _PERIOD_BEFORE.search(text, max(0, figure.start - _PERIOD_REACH), figure.start)
    return None if before is None else _PERIOD_NAMES[(before["period"] or before["named"] or before["lead"]).lower()]


def priced_totals(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """An amount of money worked out as a measure or a count times the price the evidence gives per one of it, for
    a sentence that names the price it works from (按单价计算, 按…均价计算, "at the listed price"): 收购额约275万元 over
    "约八千六百公斤，平均收购价每公斤三百二十元"; 手捏陶塑课收入约5.4万元 over a table row of 320 students at a 单价（元/人） of
    168."""
    if quantity.dimension != "currency" or not _PRICED_BY.search(statement.text):
        return
    for passage in passages:
        values = [item for item in passage.quantities if item.kind == "value" and item.value > 0]
        prices = {id(item): header for item in values if (header := _price_cell(passage, item, statement)) is not None}
        for price in values:
            unit = _measure_before(passage.text, price) if price.dimension == "currency" else None
            for other in values:
                if unit is not None and other.dimension == unit.unit.dimension:
                    yield worked_figure(price, price.value * other.value / unit.unit.factor, quantity)
                elif id(price) in prices and id(other) not in prices and other.dimension in (COUNT, "number"):
                    yield worked_figure(price, price.value * other.value, quantity)


# A sentence working an amount out from a price: 按单价计算, 按每公斤320元的均价计算, "at its listed price".
_PRICED_BY = re.compile(r"单价|均价|按[^，。；]{0,16}?(?:价|价格)计算|\bat\s+(?:the|its|their|that|this|a)\s+(?:[\w-]+\s+)?"
                        r"(?:price|rate|fee)s?\b", re.IGNORECASE)
# The header of a table column of prices of one thing: 单价（元/人）, "Price per student (£)", "Fee each".
_PRICE_HEADER = re.compile(r"单价|每人|/人|\bprice (?:per|each)\b|\bper (?:head|person|student|unit|item)\b|\beach\b",
                           re.IGNORECASE)


def _price_cell(passage: Passage, figure: Quantity, statement: Statement) -> str | None:
    """The header of the table cell holding ``figure`` when it is a column of prices of one thing, in a row the
    sentence names by its key ("hand-building" names the row "Hand building")."""
    if passage.source_text is None:
        return None
    key, cells = passage.feature(row_cells)
    if not key or fold(key).replace("-", " ") not in statement.folded.replace("-", " "):
        return None
    return next((header for header, start, end in cells
                 if start <= figure.start < end and _PRICE_HEADER.search(header)), None)
