"""FN attribution: a number sits with the same entity, metric and period in the evidence as in the sentence.

A number of the sentence that the evidence states is read with its clause (``readings``): the content terms
around it, its proper names (weighted twice) and the years, dates or quarters in that clause (weighted three
times, since a period is what a figure is most often moved to), with what the clause leaves to the one before it.
The evidence clauses holding that number are compared with the evidence clauses holding a different number of the
same kind. When a competing clause matches the sentence's
clause better than every clause holding the number, the sentence has taken the number from one thing and given
it to another.

A list of figures given one by one to a list of things ("North and South reported £412m and £380m, respectively",
华东和华南的营收分别为412万元和380万元) gives each figure to its own thing (``respective``): it is read as if its
sentence named only that thing, on either side. In the sentence this holds only when each listed thing is found in the
evidence, and a figure the evidence gives only to another thing of the list, while giving its own thing a different
one, has changed places with that one. A list in the evidence that leaves its things to the sentence before ("...
58.4% in the early-mobilisation group and 51.2% in the usual-care group. Mortality at 90 days was 8.1% and 9.0%,
respectively") may be of any of them.

A figure an evidence sentence states as its one figure of that kind, beside another figure of another kind the
sentence states with it ("已结案1,102件，已支付赔款约3,600万元"), stays with that sentence's thing: two figures of one
kind there could have changed places, two of different kinds cannot.

A figure is not the thing's the evidence only compares it against ("five ahead of Arsenal", "more than Samsung"):
when the sentence gives it to that thing and not to the name the evidence clause opens with, it has been moved.

A year or date stated as when something happened ("opened in 2015") is the value itself, not a period: it is read
with the event words beside it instead, and compared with the other years or dates of the same kind in the
evidence sentence holding it ("opened in 2015 and was expanded in 2019").

A figure that holds on some days only ("23:40 on weekdays and 22:10 on Sundays", 工作日末班车22:30；节假日末班车
22:00) is read with those days: the days right after it, else those its stretch of the sentence names before it. A
timetable's short day names and spans of days ("Mon–Sat: depart 07:15", "Sun: depart 10:00") and the words
"weekdays" and "weekends" are read as the days of the week they hold.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from functools import lru_cache, partial

from ..readers.cells import row_cells
from ..text import content_terms
from ..text.dates import WEEKDAYS, days_of_week
from ..text.quantities import Quantity
from ..text.sentences import SEMICOLON_END
from .align import clause_spans
from .base import Finding, Rule, excerpt, first_per_rule
from .columns import own_names
from .arithmetic import (CHINESE_CLAUSE, OF_WHOLE, PART_TAKEN, REST, STARTED_FROM, SUMMING, clause_around,
                         clause_terms, given_as_rest, named_as_change, segment_terms, unit_key, year_like)
from .derived import named_as_whole
from .inputs import Analysed, Evidence, Passage, Statement
from .margins import PLACE_HEADER, given_as_difference
from .names import names_of
from .numbers import (CALENDAR_KINDS, MEASUREMENT_KINDS, converts_the_figure_before, counted_terms,
                      is_small_word_number, plainly_worked, same_value, supports, worked_out_from)
from .phrases import Marks, find_phrase, mentions_any
from .readings import (
    ALIGNED_WORD,
    CJK_CHARACTER,
    NAME,
    PERIOD,
    SENTENCE_END,
    Reading,
    anchors_of,
    clause_readings,
    compared_names,
    marked,
    period_anchors,
    sentence_around,
)
from .year_before import misdated, part_of
from .respective import clauses_around, itemised_lists, respective_lists, respective_readings, told_apart

EVENT_KINDS = frozenset({"year", "date"})
PERIOD_WEIGHT = 3
_REACH = 12  # how far before a figure the word a movement started from is looked for
NAME_WEIGHT = 2
# What a multiple is of, right before its figure: "three times the $185 million on offer" is compared with it, and
# the sentence's subject ("investor orders") is not its owner.
# What a figure is measured against, right before it: "three times the 2019 level", 比40万至60万元估价的上限高出 (the
# subject is compared with the figure, no owner of it).
_MEASURED_AGAINST = re.compile(r"\btimes\s+(?:the|its|their)?\s*\Z|(?<![同环占])比\Z", re.IGNORECASE)
# The field a thing is one of, around its figure: "won among 128 entries", "one out of 40 teams", 在一百二十八支报名
# 队伍中脱颖而出: the subject is no owner of the figure.
_FIELD_BEFORE = re.compile(r"(?:\bamong|\bout\s+of)\s+(?:the\s+)?\Z|[在从]\Z", re.IGNORECASE)
_FIELD_AFTER = re.compile(r"[^，。；、,;]{0,12}?[中里]")
# What joins the first and last day of a range, after the first day's weekday if any: 至, 到, a dash; （周六）至.
_RANGE_JOINER = re.compile(r"\s*(?:[（(][^）)]{1,4}[）)])?\s*(?:至|到|[-~\u2013\u2014～])\s*")
_DATING = frozenset({PERIOD, NAME})  # anchors an event's date is not told apart by (see _events)
# A Chinese event denied right after its date (1月29日至31日不营业): what did not happen then names no clause.
_DENIED_EVENT = re.compile(r"\s*(?:不|未|没有|没|无)")


class NumberMisattributed(Rule):
    """The evidence states the sentence's number for another entity, metric or period.

    What it does: for each number the evidence does state, it compares the sentence clause around the number (its
    content terms, its proper names, weighted twice, and its years, dates and quarters, weighted three times) with the
    evidence clauses. A clause is read with what it leaves to the clause before it in the same sentence
    ("营业收入12.35亿元，同比增长8.73%" gives revenue growth; "甲方案总成本为4.5亿元，乙方案为3.2亿元" gives option B's total cost), and a
    comparison basis counts the same however it is worded (同比 or 较上年同期, YoY or year over year). It blocks when the
    clause holding the number names something the sentence does not (another region, year or metric) and an evidence
    clause giving the same kind of quantity a *different* value matches the sentence's clause better: the number has
    been moved from one thing to another (a figure numbering a thing, 3号展厅, counts nothing and is no such value, nor is
    a count of a thing the sentence never names, "from 31 countries" for publishers that "slipped to 412 from 430"; a
    clause after a semicolon naming no year is read with the one year its lead names: 2024年，…；全年旅游收入480万元; a clause
    naming only its year, the measure word of its count and its word of comparison, 较2022年的11300人次, is about what the
    clause before it is about). A year or date stated as when something happened is read with its event words instead
    ("paid on", "on the register on", "成立"), and compared with the other years or dates of that evidence sentence. A
    figure of a list given one by one to a list of things ("North and South reported £412m and £380m, respectively",
    华东和华南的营收分别为412万元和380万元) is read with its own thing only, so swapping two figures of such a list gives each to the
    other thing. A figure whose evidence clause opens with a name the sentence does not give, in a sentence naming the
    sentence's thing only as what the figure is compared against ("Manchester City finished on 89 points, five ahead of
    Arsenal" for "Arsenal finished on 89 points"), has been moved too, though the evidence states no figure of that
    thing's own. A figure or time the sentence gives for some days ("On Sundays, the last train leaves at 23:40", 节假日末班车
    22:30) blocks when the evidence gives it only for other days and gives those days a different one ("23:40 on
    weekdays and 22:10 on Sundays", 工作日…末班车22:30；节假日…末班车22:00). A figure of a table row, a time as well, given to
    another row the sentence names ("reaches Castle Square at 07:18" over the rows "Bridge Road | 07:18" and "Castle
    Square | 07:31") blocks when that row's cell of the same column holds another figure; a row keyed by its place (名次:
    2) is named by its first cell of words, its player or team ("Li Chengze scored 9" over the rows "2 | Li Chengze |
    10" and "3 | Meng Wanqing | 9"). A figure whose every evidence clause is of another year than the sentence's clause,
    where a clause of the sentence's year holds another figure of its kind, has been moved (2024年…产值4.6亿元 over
    "2023年…产值4.6亿元；2024年…产值5.3亿元"); so has a Chinese figure the evidence gives only to another place or firm,
    one the sentence never names, where a parallel clause of the evidence names the sentence's own
    (印度尼西亚山竹…较上周下跌1.5元 over 泰国山竹…较上周下跌1.5元；印度尼西亚山竹…与上周基本持平).

    Why it matters: "East region revenue was 5.2M; South region revenue was 3.1M" contains 5.2M, so a check that
    only looks numbers up passes "South region revenue was 5.2M", and "The site opened in 2015 and was expanded
    in 2019" contains 2019, so such a check passes "The site opened in 2019".

    Example: evidence "华东地区收入为5.2亿元，华南地区收入为3.1亿元。", sentence "华南地区收入为5.2亿元。" blocks.

    Fix: give the number to what the evidence gives it to, or state the other thing's own number.
    """

    code = "FN001"
    family = "FN"
    message = "{number} belongs to \u201c{owner}\u201d in the evidence; for \u201c{claimed}\u201d it states {other}"
    hint = "state {other} for \u201c{claimed}\u201d, or attribute {number} as the evidence does"


RULES: tuple[Rule, ...] = (NumberMisattributed(),)
(NUMBER_MISATTRIBUTED,) = RULES


# An evidence clause holding the sentence's figure, with its anchors; a clause with the figures it holds and its
# anchors; and a rival clause with the other figure it holds.
_Owner = tuple[Passage, Reading, frozenset[str]]
_Held = tuple[Passage, Reading, list[Quantity], frozenset[str]]
_Rival = tuple[Passage, Reading, Quantity, frozenset[str]]

_EVENT_PREPOSITION = re.compile(r"(?<![a-z])(?:in|on|since)\s+(?:(?:early|mid|late)[- ]?)?$", re.IGNORECASE)

# The capitalised words a clause opens with, after an optional "The": its subject, when it is named.
_CAPITALISED_RUN = re.compile(r"\s*(?:The\s+)?((?:[A-Z][\w'\u2019&.-]*\s+)*[A-Z][\w'\u2019&.-]*)")
# The words between a share and the whole it is of: "25% of the library service's £4.8 million".
_SHARE_OF_WORDS = re.compile(r"\s+of\s+[^,;.\d]{0,40}", re.IGNORECASE)

_COORDINATION = re.compile(r"(?<![a-z])and(?![a-z])|[,;]", re.IGNORECASE)

# Sentences run together without a space ("... in 1949.Maclean's is ...") are told apart where dates are compared,
# since two events are only compared within one sentence; a split inside "U.S." only compares fewer dates.
_RUN_ON_SENTENCE_END = re.compile(rf"{SENTENCE_END.pattern}|\.(?=[A-Z])")


def _readings(item: Analysed) -> tuple[Reading, ...]:
    """How ``item``'s figures are read: a figure of a respectively list with its own thing, every other one with its
    clause. A figure goes to the first reading that holds it."""
    return item.derived(respective_readings) + item.derived(clause_readings)


@dataclass(frozen=True, slots=True)
class _Event:
    """A year or date stated as when something happened: its event words and itself, read as a clause, and the
    sentence it is in (counted from the start of the text)."""

    reading: Reading
    date: Quantity
    sentence: int


def _events(item: Analysed) -> tuple[_Event, ...]:
    """Each year or date of ``item`` stated as when something happened, read with the event word beside it.

    A year in a clause with a measurement is the measurement's period ("Revenue was $5M in 2023"), compared
    there. In Chinese the event follows its date, up to the next one ("2015年成立并于2019年扩建"). In English it is
    the word before "in", "on" or "since" ("paid on 24 May 2024 to shareholders on the register on 19 April
    2024"); a year standing without one ("the 2003 film", "Rhapsody in Blue (1924)") dates a thing, not an event,
    and is left out. That word is often one that elsewhere only says how a figure moved ("expanded"), so cue
    words count, but not a proper name: the one whose events they are is named once and then referred to ("He
    was elected ... in 2010"). The reading spans the event word and the date, which a message quotes.
    """
    if not any(quantity.kind in EVENT_KINDS for quantity in item.quantities):
        return ()
    events: list[_Event] = []
    for start, end in item.feature(clause_spans):
        held = [quantity for quantity in item.quantities if start <= quantity.start < end]
        if any(quantity.kind in MEASUREMENT_KINDS and not is_small_word_number(quantity) for quantity in held):
            continue
        dates = [quantity for quantity in held if quantity.kind in EVENT_KINDS]
        chinese = CJK_CHARACTER.search(item.text, start, end) is not None
        previous: frozenset[str] = frozenset()
        for index, date in enumerate(dates):
            window = _event_window(item.text, (start, end), dates, index, chinese)
            if window is None:
                continue
            anchors = _event_anchors(item, *window)
            # "opened in 2015 in Ohio and in 2019 in Texas": the second event is the first, left out
            anchors = anchors or previous
            previous = anchors
            low, high = min(window[0], date.start), max(window[1], date.end)
            events.append(_Event(Reading(low, high, low, anchors, ()), date, _sentence_at(item, date.start)))
    return tuple(events)


def _event_anchors(item: Analysed, start: int, end: int) -> frozenset[str]:
    """The anchors of the words telling an event, but for the dates and names it is told apart by (``_DATING``)."""
    return frozenset(anchor for anchor in anchors_of(item, start, end, item.terms) if anchor[0] not in _DATING)


def _sentence_at(item: Analysed, offset: int) -> int:
    """Which sentence of ``item`` holds ``offset``, counted from the start of its text."""
    return bisect_left(item.derived(_sentence_ends), offset)


def _sentence_ends(item: Analysed) -> tuple[int, ...]:
    """Where each sentence of ``item`` ends, sentences run together without a space told apart too."""
    return tuple(match.start() for match in _RUN_ON_SENTENCE_END.finditer(item.text))


def _event_window(
    text: str, clause: tuple[int, int], dates: list[Quantity], index: int, chinese: bool
) -> tuple[int, int] | None:
    """Where the event of ``dates[index]`` is named in its clause (see ``_events``)."""
    date = dates[index]
    if chinese:  # the first day of a range (10月4日至6日为正式比赛) shares the event told after its last
        following = index + 1
        while following < len(dates) \
                and _RANGE_JOINER.fullmatch(text, dates[following - 1].end, dates[following].start):
            following += 1
        if _DENIED_EVENT.match(text, dates[following - 1].end):
            return None
        return date.end, dates[following].start if following < len(dates) else clause[1]
    if not _EVENT_PREPOSITION.search(text, max(0, date.start - 16), date.start):
        return None
    low = dates[index - 1].end if index else clause[0]
    return _event_words(text, low, date.start), date.start


def _event_words(text: str, low: int, high: int) -> int:
    """Where the last content word before a date begins: the event ("opened in", "was expanded in", "on the
    register on"), not the subject the clause opens with, which is every event's ("The Leeds centre opened in
    2015 and was expanded in 2019"), nor the words before an "and" or comma, which still tell of the date before
    ("in 2015 in Ohio and in 2019")."""
    joints = list(_COORDINATION.finditer(text, low, high))
    low = joints[-1].end() if joints else low
    words = [match.start() for match in ALIGNED_WORD.finditer(text, low, high) if content_terms(match[0])]
    return words[-1] if words else low


def _reading_at(item: Analysed, offset: int, found: frozenset[str]) -> Reading | None:
    """The reading of the sentence's figure at ``offset``: the first holding it, leaving out a respectively list's
    reading unless each of its things is among the ``found`` anchors of the evidence's figures."""
    return next((reading for reading in item.derived(_readings) if reading.start <= offset < reading.end
                 and all(thing & found for thing in reading.things)), None)


def _held(item: Analysed) -> tuple[tuple[Reading, list[Quantity]], ...]:
    """Each reading of ``item`` with the figures read with it (each figure with the first reading holding it)."""
    readings = item.derived(_readings)
    held: dict[int, list[Quantity]] = {}
    for quantity in item.quantities:
        index = next((index for index, reading in enumerate(readings)
                      if reading.start <= quantity.start < reading.end), None)
        if index is not None:
            held.setdefault(index, []).append(quantity)
    return tuple((readings[index], quantities) for index, quantities in sorted(held.items()))


def _quoted(text: str, reading: Reading, limit: int = 80) -> str:
    """A clause as a message quotes it; a long quote of several clauses keeps its end, which holds the figure; a
    figure of a respectively list is quoted with its thing ("South … £380m")."""
    if reading.shown:
        return " … ".join(excerpt(text[start:end], limit // 2) for start, end in reading.shown)
    if reading.quoted_from == reading.start:
        return excerpt(text[reading.start : reading.end], limit)
    quoted = " ".join(text[reading.quoted_from : reading.end].split())
    return quoted if len(quoted) <= limit else "\u2026" + quoted[1 - limit :]


def _score(anchors: frozenset[str], other: frozenset[str]) -> int:
    """How well two readings match by their shared anchors, a period or a name weighing more; a word the other
    reads as a name is one here too ("Zhao" opening a sentence, where its capital tells nothing)."""
    weights = {PERIOD: PERIOD_WEIGHT, NAME: NAME_WEIGHT}
    named = sum(NAME_WEIGHT for anchor in anchors if NAME + anchor in other and NAME + anchor not in anchors)
    return named + sum(weights.get(anchor[0], 1) for anchor in anchors & other)


def _evidence_readings(evidence: Evidence) -> Iterable[_Held]:
    """Each reading of the evidence holding a figure, dated by the clauses before a semicolon when it names no
    period (see ``_dated_before``), with the things it may also be of: those a respectively list naming none of its
    things leaves to the sentence before (see ``_things_before``)."""
    for passage in evidence.passages:
        if not passage.quantities:
            continue
        left = _things_before(evidence, passage)
        dated = _dated_before(evidence, passage)
        for reading, held in passage.derived(_held):
            if dated and not _periods(reading.anchors):
                reading = replace(reading, anchors=reading.anchors | dated)
            yield passage, reading, held, frozenset().union(
                *(things for (low, high), things in left if low <= reading.start < high))


def _dated_before(evidence: Evidence, passage: Passage) -> frozenset[str]:
    """The periods the clauses before a semicolon are dated by, when ``passage`` goes on with their sentence and
    names no period of its own: "公司2023年实现营业收入86.4亿元，同比增长12.1%；归属于上市公司股东的净利润5.2亿元" gives the
    2023 net profit, though the evidence holds the two parts of the sentence apart."""
    if any(quantity.kind in CALENDAR_KINDS for quantity in passage.quantities):
        return frozenset()
    before = next((other for other in evidence.passages if passage.follows(other) and SEMICOLON_END.search(other.text)),
                  None)
    readings = before.derived(_held) if before is not None else ()
    return _periods(readings[-1][0].anchors) if readings else frozenset()


def _things_before(evidence: Evidence, passage: Passage) -> list[tuple[tuple[int, int], frozenset[str]]]:
    """For each respectively list of ``passage`` that names none of its things ("Independent walking ... by 58.4%
    of patients in the early-mobilisation group and 51.2% in the usual-care group. Mortality at 90 days was 8.1%
    and 9.0%, respectively"), the clauses around it and what tells apart the things the sentence before gives its
    first figures to, when the evidence holds that sentence.

    Which figure is whose is not worked out: a clause of the list may be of any of them, so an owner is read with
    all of them, and the sentence naming them wins no figure from it only by naming them.
    """
    opened = [respective for respective in passage.derived(respective_lists) if not respective.things]
    before = next((other for other in evidence.passages if passage.follows(other)), None) if opened else None
    if before is None:
        return []
    figured = [reading.anchors for reading, held in before.derived(_held)
               if any(quantity.kind in MEASUREMENT_KINDS for quantity in held)]
    left = []
    for respective in opened:
        things = told_apart(figured[: len(respective.figures)])
        if len(things) == len(respective.figures) and all(things):
            left.append((clauses_around(passage, respective), frozenset().union(*things)))
    return left


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    if not statement.quantities and not statement.lead:
        return []  # each reading below starts from a figure of the sentence or the year its lead names
    return first_per_rule([*_moved_with_year_of_lead(statement, evidence), *_moved_dates(statement, evidence),
                           *_moved_between_days(statement, evidence), *_moved_between_rows(statement, evidence),
                           *_moved_to_year_before(statement, evidence)])


def _moved_with_year_of_lead(statement: Statement, evidence: Evidence) -> Iterator[Finding]:
    """The figures moved (``_moved_numbers``), those of a clause continuing after a semicolon read with the one year
    its lead names when it names none (2024年，…接待游客4.5万人次；全年旅游收入480万元 over 2023年…480万元；2024年…720万元):
    its 当年 is that year, not the clause of another year sharing most of its words."""
    year = statement.year_of_lead
    if year is None:
        yield from _moved_numbers(statement, evidence)
        return
    read = Statement(f"{year.surface}{statement.text}", start=statement.start, end=statement.end)
    for finding in _moved_numbers(read, evidence):
        yield replace(finding, sentence=statement.text)


def _moved_to_year_before(statement: Statement, evidence: Evidence) -> Iterator[Finding]:
    """A figure given to a year, or to the year before the sentence's one year, that the evidence gives to another
    year (see ``year_before``): "up from 19.8 billion the year before" for 2024, over 20.9 billion in 2023 and 19.8
    in 2022."""
    for quantity, passage, figure, year, claimed, rival in misdated(statement, evidence):
        if _summed_or_changed(quantity, statement, evidence):
            continue
        yield NUMBER_MISATTRIBUTED.finding(
            sentence=statement.text, span=statement.span, evidence=passage.ref,
            number=f"\u201c{quantity.surface}\u201d", owner=f"{figure.surface} ({year})", claimed=str(claimed),
            other=f"\u201c{rival.surface if rival.kind == 'value' else _part_of(evidence, rival)}\u201d")


def _part_of(evidence: Evidence, year: Quantity) -> str:
    """The part of the evidence passage holding ``year``, as it words it (see ``year_before.part_of``)."""
    return excerpt(next(part_of(passage.text, year) for passage in evidence.passages if year in passage.quantities))


@dataclass(frozen=True, slots=True)
class _Row:
    """A table row as the gates read it ("Stop: Castle Square; Castle Square Departs: 07:31"): its key, and each
    later cell's column with the figures in it."""

    passage: Passage
    key: str
    cells: tuple[tuple[str, tuple[Quantity, ...]], ...]


def _rows(evidence: Evidence) -> list[_Row]:
    rows = []
    for passage in evidence.passages:
        key, cells = passage.feature(row_cells) if passage.source_text is not None else ("", ())
        if cells and _PLACE_KEY.match(passage.text):
            key = next((name for _, start, end in cells
                        if _WORDED.search(name := passage.text[start:end].partition(": ")[2].rstrip("; "))), "")
        if cells and key:  # a cell's figures are those of its value, not of the key its label repeats ("2 Hits: 10")
            rows.append(_Row(passage, key, tuple(
                (header, tuple(quantity for quantity in passage.quantities
                               if passage.text.find(": ", start, end) < quantity.start < end))
                for header, start, end in cells)))
    return rows


# A row keyed by its place in an order ("Place: 3"): a sentence names that row by an ordinal ("runners-up", read by
# FP008), and a 3 it writes ("the Grade 3 contest") is not the row's name; its first cell of words is ("Player: Li
# Chengze", 选手: 李承泽).
_PLACE_KEY = re.compile(rf"(?:{PLACE_HEADER}|(?i:no\.?)|#)\s?:\s\d{{1,3}}(?:;|$)")
_WORDED = re.compile(r"[^\W\d_]")


def _moved_between_rows(statement: Statement, evidence: Evidence) -> Iterator[Finding]:
    """A figure of one table row given to another row the sentence names, whose cell of the same column holds a
    different figure: "reaches Castle Square at 07:18" over the rows "Bridge Road | 07:18" and "Castle Square |
    07:31". The row a figure is given to is the one the sentence names last before it; a sentence naming the row
    that holds the figure may give it to that row, and a figure given to the rest (其余均为6380元) to none. Rows are
    named in any case ("turnout" for the row "Turnout"); a bare figure of a cell takes the unit its column header
    names ("Litres sold: 1,240" against "980 litres"); a figure given as the whole of a part right before it ("1,240
    of 2,500 tonnes") is no named row's."""
    rows = _rows(evidence) if evidence.passages and statement.quantities else []
    if len(rows) < 2:
        return
    text = (statement.lead + statement.text).lower()  # a row named before a semicolon is the one gone on about
    short = own_names([row.key for row in rows])
    found = {row.key: at for row in rows if (at := _row_named(text, row.key, short.get(row.key, ""))) != -1}
    named = sorted(((found[row.key], row) for row in rows if row.key in found), key=lambda item: item[0])
    # a clause naming a row of its own is about that row: the lead's rows name no owner of its figures
    own = {key for key, at in found.items() if at >= len(statement.lead)} or found.keys()
    for quantity in statement.quantities:
        owners = [(row, column) for row in rows for column, figures in row.cells
                  if any(supports(quantity, figure) for figure in figures)]
        before = [row for at, row in named if at < len(statement.lead) + quantity.start]
        if not owners or not before or any(row.key in own for row, _ in owners) \
                or given_as_rest(quantity, statement.text) or _summed_or_changed(quantity, statement, evidence) \
                or _counted_as_in_prose(quantity, evidence) or _part_before(statement, quantity) is not None:
            continue  # "单日封顶价提高了8元" over its row's 40元 and 48元 is that row's change, not the 8元 of another
        claimed = before[-1]
        owner, column = owners[0]
        rival = next((figure for name, figures in claimed.cells if name == column for figure in figures
                      if figure.kind == quantity.kind and _of_the_dimension(figure, quantity)
                      and not supports(quantity, figure)), None)
        if rival is not None and claimed.passage.source_id == owner.passage.source_id:
            yield _misattribution(statement, quantity, owner.passage, owner=owner.key, claimed=claimed.key,
                                  other=rival.surface)
            return


def _of_the_dimension(figure: Quantity, quantity: Quantity) -> bool:
    """Whether a cell's figure is of the sentence figure's dimension, or a bare number whose unit its column header
    names ("Litres sold: 1,240" for "980 litres")."""
    return figure.dimension == quantity.dimension or figure.dimension == "number" and not figure.unit


def _row_named(text: str, key: str, own_name: str) -> int:
    """Where the lower-cased ``text`` names a row: by its key, else by the words that set the key apart from the
    other rows' (see ``own_names``), else, for a key qualified in brackets, by its name and, where the text names it,
    the qualifier ("No. 7 Original … in the 100 g refill pouch" names "No. 7 Original (refill pouch)"); -1 where it
    does not."""
    at = find_phrase(text, key.lower())
    if at == -1 and (qualified := _QUALIFIED_KEY.fullmatch(key)) is not None \
            and find_phrase(text, qualified["name"].lower()) != -1:
        return find_phrase(text, qualified["qualifier"].lower())
    return find_phrase(text, own_name.lower()) if at == -1 and own_name else at


_QUALIFIED_KEY = re.compile(r"(?P<name>[^()]+?)\s*\((?P<qualifier>[^()]+)\)")


# The days a figure may hold on: a timetable's weekdays against its Sundays, 工作日 against 节假日. Days are named
# as recurring ("on Sundays", "Mon–Sat", 节假日): "on Tuesday" dates one event, which the periods of ``readings``
# compare. Weekdays and weekends are the days of the week they hold; holidays and Chinese words of days keep a form
# of their own.
_OTHER_DAYS = re.compile(r"\b(?:(?P<weekdays>week[- ]?days)|(?P<weekends>week[- ]?ends)"
                         r"|(?:(?:public|bank)\s+)?holidays)\b|法定节假日|节假日|工作日|双休日|周末|平日", re.IGNORECASE)
_WORKING_WEEK, _WEEKEND = frozenset(WEEKDAYS[:5]), frozenset(WEEKDAYS[5:])
_DAYS_OPEN = re.compile(r"\s*(?:on|at|from)\s+(?:the\s+)?", re.IGNORECASE)
_DAYS_JOINED = re.compile(r"(?:\s*,\s*|\s+(?:and|or)\s+)(?:on\s+)?", re.IGNORECASE)
# A stretch ends at a full stop, a semicolon or a line break: a timetable gives each line its own days.
_STRETCH_END = re.compile(r"[;\n\uff1b\u3002]|\.(?:\s|$|(?=[A-Z]))")
# Every word of days holds one of these (weekdays, Sundays, Sun, bank holidays, 法定节假日, 周末): a screen before the
# patterns.
_DAY_MARKS = Marks("day", "week", "holiday", "mon", "tue", "wed", "thu", "fri", "sat", "sun",
                   "节假日", "工作日", "双休日", "周末", "平日")


@lru_cache(maxsize=1024)
def _days_named(text: str) -> tuple[tuple[int, int, frozenset[str]], ...]:
    """The recurring days ``text`` names, in order, each with the days of the week it holds, or its own form
    ("holiday", 节假日)."""
    named = [(days.start, days.end, days.days) for days in days_of_week(text) if days.recurring]
    for found in _OTHER_DAYS.finditer(text):
        word = found.group().lower()
        own = frozenset({"holiday" if word.endswith("holidays") else word})
        named.append((found.start(), found.end(), _WORKING_WEEK if found.group("weekdays")
                      else _WEEKEND if found.group("weekends") else own))
    return tuple(sorted(named, key=lambda days: days[0]))


def days_of(text: str, quantity: Quantity) -> frozenset[str]:
    """The days ``text`` gives a figure for: those right after it ("23:40 on weekdays", "07:15 from Monday to
    Saturday"), else those of its stretch of the text before it (节假日首班车6:30发车，末班车22:00; "Sun: depart
    10:00")."""
    named = _days_named(text)
    opened = _DAYS_OPEN.match(text, quantity.end)
    if opened is not None:
        after: set[str] = set()
        at = opened.end()
        for start, end, days in named:
            if start == at:
                after |= days
                joined = _DAYS_JOINED.match(text, end)
                at = joined.end() if joined is not None else -1
        if after:
            return frozenset(after)
    starts = [match.end() for match in _STRETCH_END.finditer(text, 0, quantity.start)]
    stretch = starts[-1] if starts else 0
    return frozenset().union(*(days for start, _, days in named if stretch <= start < quantity.start))


def _days_given(passage: Passage, quantity: Quantity) -> frozenset[str]:
    """The days a passage gives a figure for (see ``days_of``); a table row gives its days to every figure of it,
    wherever it writes them ("17:45 | 23:30 | Tue, Thu, Sat, Sun")."""
    days = days_of(passage.text, quantity)
    if days or passage.source_text is None:
        return days
    return frozenset().union(*(held for _, _, held in _days_named(passage.text)))


def _shown(days: frozenset[str]) -> str:
    """Days as a finding names them: the days of the week in their order, "weekdays" and "weekends" for all of
    theirs."""
    groups = [(word, held) for word, held in (("weekdays", _WORKING_WEEK), ("weekends", _WEEKEND)) if held <= days]
    grouped = frozenset().union(*(held for _, held in groups))
    return ", ".join([*(day for day in WEEKDAYS if day in days - grouped), *(word for word, _ in groups),
                      *sorted(days.difference(WEEKDAYS))])


def _moved_between_days(statement: Statement, evidence: Evidence) -> Iterator[Finding]:
    """A figure the sentence gives for some days that the source holding it gives only for others, giving the
    sentence's days a different figure of the same kind (a timetable's sentences each give their own days)."""
    if not statement.quantities or not mentions_any(statement.text, _DAY_MARKS) or not _days_named(statement.text):
        return
    for quantity in statement.quantities:
        days = days_of(statement.text, quantity)
        if not days:
            continue
        for source_id in dict.fromkeys(passage.source_id for passage in evidence.passages):
            alike = [(passage, other, _days_given(passage, other)) for passage in evidence.passages
                     if passage.source_id == source_id for other in passage.quantities
                     if (other.kind, other.dimension) == (quantity.kind, quantity.dimension)]
            held = [(passage, other_days) for passage, other, other_days in alike if same_value(quantity, other)]
            if not held or not all(other_days and not days <= other_days for _, other_days in held):
                continue
            rival = next((other for _, other, other_days in alike
                          if not same_value(quantity, other) and days <= other_days), None)
            if rival is not None:
                passage, other_days = held[0]
                yield _misattribution(statement, quantity, passage, owner=_shown(other_days), claimed=_shown(days),
                                      other=rival.surface)
                return


# A figure worked out for one of a lot: 折合每个三元, 平均每人, "works out at £3 each".
_PER_ONE = re.compile(r"折合每|平均每|\bworks? out (?:at|to)\b", re.IGNORECASE)


# A figure given as a lead by the noun after it: 以2分优势, "a two-point lead", "a 3-goal margin".
_LEAD_AFTER = re.compile(r"\s*(?:个)?[分球秒票]?的?(?:优势|领先)|\s*-?\s*(?:points?|goals?|shots?|strokes?|seconds?|votes?)?"
                         r"\s+(?:lead|margin|advantage|cushion)\b", re.IGNORECASE)


def _summed_or_changed(quantity: Quantity, statement: Statement, evidence: Evidence) -> bool:
    """Whether the sentence gives the figure as a lead by the noun after it (以2分优势, "a two-point lead"), or as a total,
    a change, a rest or a lead that the evidence works out for it: "wind and solar combined produced 30.2 TWh" over rows
    of 21.9 and 8.3 TWh is theirs, even where coal's row states 30.2, and "the remaining 2.2 million tonnes" is mixed
    freight's, though steel's figure is 2.2 million too. A word of summing counts in the figure's own Chinese clause:
    共有门店29家 sums nothing in 接待顾客38.5万人次 after it; so does a word of working out a figure for one of a lot (折合每个三元 over a
    box of five at 15元)."""
    clause = clause_around(statement.text, quantity, CHINESE_CLAUSE)
    if SUMMING.search(statement.text, *clause) is None and _PER_ONE.search(statement.text, *clause) is None \
            and not named_as_change(quantity, statement.text) \
            and REST.search(statement.text) is None and not given_as_difference(quantity, statement):
        return _LEAD_AFTER.match(statement.text, quantity.end) is not None
    return worked_out_from(quantity, statement, evidence) or plainly_worked(quantity, statement, evidence)


def _taken_from_a_worked_rest(quantity: Quantity, statement: Statement, evidence: Evidence) -> bool:
    """Whether the sentence gives the figure as the part a rest right before it is left after, the rest worked out
    from it ("leaving £20,500 for the hospice once £3,500 of costs had been covered"): an operand of the rest, not
    a figure of what the sentence's other words name."""
    rest = next((item for item in reversed(statement.quantities) if item.end <= quantity.start), None)
    return rest is not None and unit_key(rest) == unit_key(quantity) and given_as_rest(rest, statement.text) \
        and PART_TAKEN.search(statement.text, rest.end, quantity.start) is not None \
        and worked_out_from(rest, statement, evidence)


def _whole_of_worked_share(quantity: Quantity, statement: Statement, evidence: Evidence) -> bool:
    """Whether the sentence gives the figure as the whole of a share or a part right before it that the evidence
    works out: in "Children's services receive 25% of the library's £4.8 million budget" the £4.8 million is the
    budget's, not the children's services' own figure, and in "£500,000 of the £2.4 million budget still to be
    secured" not the secured part's; or as the whole it names before a share or a rest of it worked out after it
    ("Of the 2,400 members polled, 25% …", 在2400名受访会员中，…占三分之一, …其余的有650人), not as a part's own
    figure."""
    share = next((item for item in reversed(statement.quantities) if item.end <= quantity.start), None)
    if share is not None and (share.dimension == "percent" or share.dimension == quantity.dimension) \
            and _SHARE_OF_WORDS.fullmatch(statement.text, share.end, quantity.start) is not None:
        return worked_out_from(share, statement, evidence)
    return named_as_whole(statement.text, quantity) and any(
        worked_out_from(item, statement, evidence) for item in statement.quantities
        if item.start >= quantity.end and item.kind in MEASUREMENT_KINDS and not is_small_word_number(item))


def _moved_numbers(statement: Statement, evidence: Evidence) -> Iterator[Finding]:
    stated = [quantity for quantity in statement.quantities
              if quantity.kind in MEASUREMENT_KINDS and not is_small_word_number(quantity)
              and not _a_year_of_the_evidence(statement, quantity, evidence)]
    if not stated or not _states_any(evidence, stated):
        return  # the evidence states none of the sentence's numbers, so it gives none of them to another thing
    if not any(_other_figure(evidence, quantity) for quantity in stated) and not any(
            passage.derived(respective_lists) or passage.derived(itemised_lists) or passage.derived(compared_names)
            for passage in evidence.passages):
        return  # no rival figure, no list giving figures one by one, no name compared against: nothing to move to
    if _read_alone(statement, stated):
        return  # a figure read with no words: no clause of the evidence matches it better than its own
    held_readings = list(_evidence_readings(evidence))
    if not any(supports(quantity, other) for quantity in stated for _, _, held, _ in held_readings for other in held):
        return  # nor does any figure it reads with a clause
    # What the sentence's numbers count and how they are written ("120 *beds*", "*around* 870", "30-*minute*")
    # says what is counted, not whose count it is; the evidence often leaves it out of a second clause ("... and
    # the north wing has 80"), so it is left out of every side of the comparison.
    counted = statement.derived(counted_terms) | content_terms(" ".join(quantity.surface for quantity in stated))
    written = [quantity for quantity in statement.quantities if quantity.kind in MEASUREMENT_KINDS]
    evidence_readings = [(passage, reading, held, reading.anchors - counted)
                         for passage, reading, held, _ in held_readings]
    owned = [(reading.anchors | things) - counted for _, reading, _, things in held_readings]
    found = frozenset().union(*(anchors for *_, anchors in evidence_readings))
    readings = [_reading_at(statement, quantity.start, found) for quantity in stated]
    written_at = [(mine, _reading_at(statement, mine.start, found)) for mine in written]
    names = _name_terms(statement)
    for quantity, reading in zip(stated, readings):
        if reading is None or _summed_or_changed(quantity, statement, evidence) \
                or converts_the_figure_before(statement, quantity) \
                or _whole_of_worked_share(quantity, statement, evidence) \
                or _taken_from_a_worked_rest(quantity, statement, evidence) \
                or _MEASURED_AGAINST.search(statement.text, max(0, quantity.start - _REACH), quantity.start) \
                or _a_field(statement.text, quantity):
            continue
        owners = [(passage, item, anchors) for (passage, item, held, _), anchors in zip(evidence_readings, owned)
                  if any(supports(quantity, other) or _end_of_range(quantity, other) for other in held)]
        partners = [mine for mine, at in written_at if not _of_other_periods(statement, reading, at)]
        if _beside_its_partner(quantity, partners, owners) or _total_as_total(statement, quantity, owners) \
                or _whole_beside_its_part(statement, quantity, owners) \
                or _named_by_its_noun(statement, quantity, owners) \
                or _counting_as_its_owners(statement, quantity, owners):
            continue
        owning = {id(passage) for passage, _, _ in owners}
        # a table cell leaves its unit to the header ("3.85" under "price (yuan/kg)"): its rivals are of its kind
        kinds = {quantity.dimension, *(other.dimension for passage, _, held, _ in evidence_readings
                                       if passage.source_text is not None
                                       for other in held if supports(quantity, other))}
        rivals = [
            (passage, item, other, item_anchors)
            for passage, item, held, item_anchors in evidence_readings
            if not any(supports(quantity, other) for other in held)
            for other in held
            if other.kind in MEASUREMENT_KINDS and other.dimension in kinds
            and not same_value(quantity, other) and not _counts_apart(statement, quantity, owners, passage, other)
            and not _LABEL_AFTER.match(passage.text, other.end) and not _FOR_EACH_AFTER.match(passage.text, other.end)
            and not (other.dimension == "time" and _OLD_AFTER.match(passage.text, other.end))
            and not _base_exceeded(statement, quantity, passage, other)
            and not (id(passage) not in owning and _counts_another_thing(statement, quantity, passage, other))
            and not _counts_what_is_never_named(statement, quantity, other)
            and not _whole_of_stated_share(statement, quantity, other)
        ]
        # a number the sentence states as well, in figures or in words ("four games to one"), is not a rival: the
        # sentence gives it a place of its own (but when two figures of a list changed places, the one the sentence
        # gives the thing is the clearest to name)
        owner_names = names & frozenset().union(*(anchors for _, _, anchors in owners))
        restated = [_restated(statement, reading, rival[3], written, rival[2], found, owner_names) for rival in rivals]
        if reading.thing:
            ordered = sorted(zip(restated, rivals), key=lambda entry: not entry[0])
            yield from _swapped(statement, quantity, reading, owners, [rival for _, rival in ordered])
        yield from _listed_elsewhere(statement, quantity, reading.anchors, owners, evidence_readings)
        yield from _compared_against(statement, quantity, reading.anchors, owners)
        yield from _named_apart(statement, quantity, reading.anchors, owners, evidence_readings)
        others = [mine for mine in _read_with(statement, reading, stated)
                  if mine is not quantity and _started_from(statement, mine) == _started_from(statement, quantity)]
        yield from _moved(statement, quantity, reading.anchors - counted, owners,
                          [rival for rival, again in zip(rivals, restated) if not again], partial(_agreeing, others))


# How far from the share of a figure in its whole a share the sentence states may lie, in percentage points, for
# a share rounded to a whole percent (a fraction in words states its share exactly).
_SHARE_SLACK = 0.5


def _whole_of_stated_share(statement: Statement, quantity: Quantity, other: Quantity) -> bool:
    """Whether ``other`` is the whole the sentence takes a share it states in another clause of its figure: "生产手风琴
    3,600台，完成了全年计划的四分之三" over a plan of 4,800 gives the plan a place of its own, as the whole of 3,600;
    not when the figure's clause names the whole by a word of the share's (今年计划生产3,600台，完成了全年计划的四分之三)."""
    if other.value <= quantity.value or quantity.dimension in ("percent", "percentage_point") \
            or unit_key(other) != unit_key(quantity):
        return False
    share = 100 * quantity.value / other.value
    own = clause_terms(statement.text, quantity)
    return any(item.dimension == "percent" and abs(item.value - share) <= max(item.precision / 2, _SHARE_SLACK)
               and not own & clause_terms(statement.text, item) for item in statement.quantities)


def _a_field(text: str, quantity: Quantity) -> bool:
    """Whether the sentence gives a figure as the field its subject is one of (see ``_FIELD_BEFORE``)."""
    before = _FIELD_BEFORE.search(text, max(0, quantity.start - _REACH), quantity.start)
    return before is not None and (before.group().isascii() or _FIELD_AFTER.match(text, quantity.end) is not None)


def _a_year_of_the_evidence(statement: Statement, quantity: Quantity, evidence: Evidence) -> bool:
    """Whether a figure that may name a year (1897), written as a label of a thing ("the 1897 maze", "Ashworth
    Hall's 1897 maze"), is one the evidence writes only as a year, after a word of time ("laid out in 1897"): it
    names the thing by its year, no count of anything. A year the sentence dates an event by ("born in 1309") is
    read as every figure is."""
    if not year_like(quantity) or not _LABEL_BEFORE.search(statement.text, max(0, quantity.start - 40),
                                                           quantity.start) \
            or not _NOUN_NEXT.match(statement.text, quantity.end):
        return False
    written = [(passage, item) for passage in evidence.passages for item in passage.quantities
               if item.value == quantity.value and year_like(item)]
    return bool(written) and all(_YEAR_BEFORE.search(passage.text, max(0, item.start - 8), item.start)
                                 for passage, item in written)


# A determiner or a possessive right before a year labelling a thing, and the thing's noun after it.
_LABEL_BEFORE = re.compile(r"\b(?:the|its|their|his|her|[\w-]+['\u2019]s)\s+\Z", re.IGNORECASE)
_NOUN_NEXT = re.compile(r"\s+[a-z]")
# A word of time right before a year: "in 1897", "since 1850", "until 1899", "built 1720".
_YEAR_BEFORE = re.compile(r"\b(?:in|since|from|until|till|by|of|before|after|built|founded|established|c\.)\s+\Z",
                          re.IGNORECASE)


def _read_alone(statement: Statement, stated: list[Quantity]) -> bool:
    """Whether the sentence states one number and reads it with no words, no anchor and no thing of a list ("722,664",
    "More than 25%"): an evidence clause matches the sentence's clause by the anchors they share and by the other
    numbers of that clause it states, so with neither no clause matches it better than another."""
    (quantity, *others) = stated
    return not others and not any(reading.anchors or reading.thing for reading in statement.derived(_readings)
                                  if reading.start <= quantity.start < reading.end)


def _other_figure(evidence: Evidence, quantity: Quantity) -> bool:
    """Whether the evidence states another number of the figure's kind, as a rival clause must hold one: of its
    dimension, or of one a table cell stating the figure has (a cell leaves its unit to the header)."""
    kinds = {quantity.dimension, *(other.dimension for passage in evidence.passages if passage.source_text is not None
                                   for other in passage.quantities if supports(quantity, other))}
    return any(other.kind in MEASUREMENT_KINDS and other.dimension in kinds and not same_value(quantity, other)
               for passage in evidence.passages for other in passage.quantities)


def _named_by_its_noun(statement: Statement, quantity: Quantity,
                       owners: list[_Owner]) -> bool:
    """Whether a figure written as a modifier names what it is of right after it, as every passage stating it does:
    "two days short of the six-day target" over "stood at four days' supply, below the service's target of six
    days" gives six days to the target, not to the stocks the sentence is about."""
    noun = _NOUN_AFTER.match(statement.text, quantity.end) if "-" in quantity.surface else None
    terms = content_terms(noun.group(1)) if noun is not None else frozenset()
    return bool(terms) and bool(owners) and all(
        any(terms <= segment_terms(passage.text, figure) for figure in passage.quantities if supports(quantity, figure))
        for passage, *_ in owners)


def _counting_as_its_owners(statement: Statement, quantity: Quantity,
                            owners: list[_Owner]) -> bool:
    """Whether a figure hyphened to what it counts ("the 12-band contest") counts what every passage stating it
    counts ("Twelve bands competed"): it is that count, whatever else the sentence names."""
    noun = _HYPHENED_NOUN.match(statement.text, quantity.end)
    terms = content_terms(noun.group(1)) if noun is not None else frozenset()
    return bool(terms) and bool(owners) and all(
        any(terms & content_terms(figure.counted) for figure in passage.quantities if supports(quantity, figure))
        for passage, *_ in owners)


def _counted_as_in_prose(quantity: Quantity, evidence: Evidence) -> bool:
    """Whether a Chinese count written with its measure word (在四家中垫底) is the count a passage of prose writes with
    the same word (青州市四家密室逃脱门店): that count, not a table's cell of the same number (主题数 4)."""
    return bool(quantity.counted) and not quantity.counted.isascii() and any(
        figure.counted == quantity.counted for passage in evidence.passages if passage.source_text is None
        for figure in passage.quantities if supports(quantity, figure))


# The noun a figure is hyphened to: "the 12-*band* contest".
_HYPHENED_NOUN = re.compile(r"-([a-z]+)\b")
# The noun right after a figure written as a modifier: "six-day *target*", "30-minute *walk*".
_NOUN_AFTER = re.compile(r"\s+([A-Za-z][A-Za-z-]+)")


# The key of a table's row of totals: 合计, 总计, "Total", "All"; and a word giving a figure as a total before it
# (共承接婚礼500场, 合计, "a total of"), its verb and object maybe between.
_TOTAL_ROW = re.compile(r"(?:合计|总计|总数|共计|total|all)\W*", re.IGNORECASE)
_AS_TOTAL = re.compile(r"(?<!公)共(?![同享和产识])|合计|总计|累计|\b(?:in total|a total of|altogether|in all)\b",
                       re.IGNORECASE)


def _total_as_total(statement: Statement, quantity: Quantity, owners: list[_Owner],
                    ) -> bool:
    """Whether the sentence gives a figure as a total (共承接婚礼500场, "a total of 500") that a table's row of totals
    holds: the figure is the total's, whatever row the clause's words match."""
    return _AS_TOTAL.search(statement.text, max(0, quantity.start - _REACH), quantity.start) is not None and any(
        passage.source_text is not None and _TOTAL_ROW.fullmatch(passage.feature(row_cells)[0])
        for passage, _, _ in owners)


def _whole_beside_its_part(statement: Statement, quantity: Quantity, owners: list[_Owner]) -> bool:
    """Whether the sentence gives a figure as the whole of a part it states right before ("31 of the 46 scarecrows")
    and a sentence of the evidence holds both ("46 scarecrows: 31 entered by households, 9 by …"): the whole is
    that sentence's, whatever clause the words of the part match."""
    part = _part_before(statement, quantity)
    return part is not None and any(
        any(supports(part, figure) for figure in passage.quantities) for passage, _, _ in owners)


def _part_before(statement: Statement, quantity: Quantity) -> Quantity | None:
    """The part the sentence states right before a figure it gives as that part's whole ("31 of the 46 scarecrows",
    "1,240 of 2,500 tonnes"), if any."""
    return next((item for item in statement.quantities if item.end <= quantity.start
                 and OF_WHOLE.fullmatch(statement.text, item.end, quantity.start)), None)


def _end_of_range(quantity: Quantity, other: Quantity) -> bool:
    """Whether ``quantity`` is an end of the evidence range ``other``: "taking them to 24" is the 24 of "increase the
    number of chargers from 6 to 24"."""
    return other.kind == "range" and other.high is not None and quantity.kind == "value" and any(
        supports(quantity, replace(other, kind="value", value=end, high=None)) for end in (other.value, other.high))


def _of_other_periods(statement: Statement, reading: Reading, other: Reading | None) -> bool:
    """Whether a reading of the sentence opens with a period of its own, apart from the periods of ``reading``: in
    "2023年种植面积达到1.5万亩，2024年亩均收益约6800元" the 6800元 is of another year than the 1.5万亩, and no partner the
    evidence keeps it with ("6% more than in 2024" sets its figure against a year, and opens with none)."""
    mine = _periods(reading.anchors)
    if other is None or not mine or other is reading:
        return False
    opening = next((quantity for quantity in statement.quantities if other.start <= quantity.start < other.end
                    and period_anchors(quantity)), None)
    return opening is not None and _OPENING_GAP.fullmatch(statement.text, other.start, opening.start) is not None \
        and not mine & frozenset(period_anchors(opening))


# What may stand between the start of a reading and the period it opens with: "and in 2024", "，2024年".
_OPENING_GAP = re.compile(r"[\s,;\uff0c\uff1b]*(?:(?:and|while|but)\s+)?(?:in\s+)?", re.IGNORECASE)


def _beside_its_partner(quantity: Quantity, written: list[Quantity],
                        owners: list[_Owner]) -> bool:
    """Whether a sentence of the evidence holds the figure as its one figure of that kind together with another
    figure the sentence states, of another kind: "已结案1,102件，已支付赔款约3,600万元" keeps 3,600万元 with the 1,102
    cases it is stated with, whatever other clause shares more words with the sentence's ("最终赔付金额可能在1.5亿元
    左右"). Two figures of one kind could have changed places there; two of different kinds cannot."""
    for passage, _, _ in owners:
        kind = [item for item in passage.quantities if item.kind in MEASUREMENT_KINDS
                and item.dimension == quantity.dimension]
        if all(same_value(quantity, item) for item in kind) and any(
                mine is not quantity and mine.dimension != quantity.dimension
                and any(supports(mine, item) for item in passage.quantities) for mine in written):
            return True
    return False


def _word_counted(text: str, quantity: Quantity) -> str:
    """The Chinese character right after a count without a unit (十二*字*, 一*件*): what it counts; "" otherwise."""
    following = text[quantity.end:quantity.end + 1]
    return following if not quantity.unit and CJK_CHARACTER.fullmatch(following) else ""


def _counts_apart(statement: Statement, quantity: Quantity, owners: list[_Owner],
                  passage: Passage, rival: Quantity) -> bool:
    """Whether ``rival`` counts other things by its classifier (一*件*铜鼎, 新编剧目7*台*) than the sentence's count, which
    the evidence states counting the same word (铭文十二*字* for 十二字铭文, 演出42*场* for 共四十二场): a count of another
    thing is no rival figure for it."""
    counted = _word_counted(statement.text, quantity)
    if not counted or not rival.counted or rival.counted == counted:
        return False
    return any(_word_counted(owner.text, held) == counted for owner, reading, _ in owners
               for held in _read_with(owner, reading, owner.quantities) if same_value(quantity, held))


def _moved_dates(statement: Statement, evidence: Evidence) -> Iterator[Finding]:
    """Years and dates stated as when something happened ("opened in 2015"), compared by the event words beside
    them. A rival is another date of the same kind in a sentence of the evidence that holds the sentence's date, or
    in the sentence of its source right before or after that one ("Riders registered on 3 October. Racing began on 4
    October."): there two events are dated side by side, while a date further away may be of someone else's
    event."""
    if not _dated_apart(statement, evidence):
        return  # no date of the evidence could be a rival: its events are not read
    events = [event for event in statement.derived(_events) if event.reading.anchors]
    if not events:
        return  # events read with no words: no clause of the evidence matches one better than its own
    if not _states_any(evidence, [event.date for event in events]):
        return  # no passage holds one of the dates, so none holds its event
    calendar = [quantity for quantity in statement.quantities if quantity.kind in CALENDAR_KINDS]
    held = [(passage, event) for passage in evidence.passages for event in passage.derived(_events)]
    for event in events:
        owners = [(passage, other) for passage, other in held if supports(event.date, other.date)] \
            or _periods_of_measures(evidence, event.date)
        beside = {(id(passage), other.sentence) for passage, other in owners}
        next_to = {id(passage) for owner, _ in owners for passage in evidence.passages if _next_to(owner, passage)}
        rivals = [(passage, other.reading, other.date, other.reading.anchors) for passage, other in held
                  if ((id(passage), other.sentence) in beside or id(passage) in next_to)
                  and other.date.kind == event.date.kind
                  and not any(supports(mine, other.date) for mine in calendar)]
        owned = [(passage, other.reading, other.reading.anchors) for passage, other in owners]
        yield from _moved(statement, event.date, event.reading.anchors, owned, rivals)


def _periods_of_measures(evidence: Evidence, date: Quantity) -> list[tuple[Passage, _Event]]:
    """The clauses of the evidence stating ``date`` as the period of a measurement ("was found at 14 sites in 2024"),
    read as events of their own words: where the evidence states the sentence's date of an event only so, an event
    of the sentence's words dated otherwise beside it ("first recorded in the county in 2023") is the sentence's."""
    found = []
    for passage in evidence.passages:
        for other in passage.quantities:
            if other.kind in EVENT_KINDS and supports(date, other):
                low, high = next(((start, end) for start, end in passage.feature(clause_spans)
                                  if start <= other.start < end), (other.start, other.end))
                reading = Reading(low, high, low, _event_anchors(passage, low, high), ())
                found.append((passage, _Event(reading, other, _sentence_at(passage, low))))
    return found


def _dated_apart(statement: Statement, evidence: Evidence) -> bool:
    """Whether the evidence states one of the sentence's years or dates and, in the sentence stating it or in a
    passage right before or after, a year or date of its kind the sentence does not state: where the rival of an
    event so dated must be (see ``_moved_dates``). A test on the parsed figures alone, before any text is read for
    its events, whose dates are among them."""
    dates = [quantity for quantity in statement.quantities if quantity.kind in EVENT_KINDS]
    if not dates or not _states_any(evidence, dates):
        return False
    calendar = [quantity for quantity in statement.quantities if quantity.kind in CALENDAR_KINDS]
    unstated = [(passage, other) for passage in evidence.passages for other in passage.quantities
                if other.kind in EVENT_KINDS and not any(supports(mine, other) for mine in calendar)]
    return any(other.kind == date.kind and (_next_to(passage, beside) or beside is passage and (
                   _sentence_at(passage, other.start) == _sentence_at(passage, stated.start)))
               for date in dates for passage in evidence.passages for stated in passage.quantities
               if supports(date, stated) for beside, other in unstated)


def _next_to(passage: Passage, other: Passage) -> bool:
    """Whether ``other`` is the sentence of the same source right before or after ``passage``."""
    return other.follows(passage) or passage.follows(other)


# The words a bare count is followed by, up to the next punctuation: what it counts ("12,000 flight cycles").
_COUNT_NOUNS = re.compile(r"[ \u00a0]+([A-Za-z][A-Za-z'-]*(?:[ \u00a0]+[A-Za-z][A-Za-z'-]*)?)")


# An age, no length of anything that happens: "eight-year-old Mia Rowe", "a 40 years old tree".
_OLD_AFTER = re.compile(r"[-\s]old\b")
# A figure given for each of something, a rule of scoring or pricing rather than a thing's own figure: "(3 points for
# a win, 1 for a draw)", "£2 per entry".
_FOR_EACH_AFTER = re.compile(r"\s*(?:[a-z]+\s+)?(?:for|per)\s+(?:a|an|each|every)\s", re.IGNORECASE)
# A figure numbering a thing, not counting one: 3号展厅, 5号线, 12号楼 (a day, 3月5号, is read as a date).
_LABEL_AFTER = re.compile(r"号(?!称)")
# A limit a figure went past, before that limit: "above the 45 km/h safety limit", 超过…的; and after the sentence's
# figure, the words of going past it: "gusts of around 34 mph exceeded the safety limit".
_PASSED_LIMIT_BEFORE = re.compile(r"\b(?:above|over|beyond|exceeding|below|under|within)\s+(?:the|its|their|a)\s+\Z",
                                  re.IGNORECASE)
_PASSED_AFTER = re.compile(r"[^,;.]{0,20}?\b(?:exceed(?:ed|s|ing)?|surpass(?:ed|es|ing)?|topped|breached"
                           r"|went (?:above|over|beyond)|stayed (?:below|under|within)|fell (?:below|short of))"
                           r"\s+(?:the|its|their|a)\b", re.IGNORECASE)
_PASSED_REACH = 24


def _base_exceeded(statement: Statement, quantity: Quantity, passage: Passage, other: Quantity) -> bool:
    """Whether ``other`` is the limit the sentence's figure is said to go past, not a rival of it: "gusts of around
    34 mph exceeded the safety limit" over "gusts reached 55 km/h, above the 45 km/h safety limit"."""
    return _PASSED_LIMIT_BEFORE.search(passage.text, max(0, other.start - _PASSED_REACH), other.start) is not None \
        and _PASSED_AFTER.match(statement.text, quantity.end) is not None


def _counts_another_thing(statement: Statement, quantity: Quantity, passage: Passage, other: Quantity) -> bool:
    """Whether a bare count of the evidence counts another thing than the sentence's count, both naming what they
    count and sharing no word of it: "two in-service aircraft" gives no other number of "12,000 flight cycles", but
    "80 beds" and a bare "80" may give one of "120 beds". Only a count in another passage than the figure's is left
    out so: one sentence may list the counts of several things ("one died and 65 others were injured") that a
    restatement rewords."""
    if quantity.unit or other.unit:
        return False
    mine, theirs = _COUNT_NOUNS.match(statement.text, quantity.end), _COUNT_NOUNS.match(passage.text, other.end)
    if mine is None or theirs is None:
        return False
    mine_terms, their_terms = content_terms(mine.group(1)), content_terms(theirs.group(1))
    return bool(mine_terms) and bool(their_terms) and mine_terms.isdisjoint(their_terms)


def _counts_what_is_never_named(statement: Statement, quantity: Quantity, other: Quantity) -> bool:
    """Whether an English evidence count names what it counts with words the sentence never uses, where the
    sentence's figure counts nothing by itself: "412 exhibiting publishers from 31 countries" gives no other number
    of the publishers "slipped to 412 from 430" (the sentence speaks of no countries)."""
    if quantity.unit or other.unit or not other.counted.isascii() or _COUNT_NOUNS.match(statement.text, quantity.end):
        return False
    named = content_terms(other.counted)
    return bool(named) and statement.terms.isdisjoint(named)


def _states_any(evidence: Evidence, stated: list[Quantity]) -> bool:
    """Whether any quantity of the evidence supports one of ``stated``: a test on the parsed figures alone, before
    the passages are read clause by clause (each clause's figures are among them)."""
    return any(supports(quantity, other) for passage in evidence.passages for other in passage.quantities
               for quantity in stated)


def _restated(statement: Statement, reading: Reading, rival_anchors: frozenset[str], written: list[Quantity],
              rival: Quantity, found: frozenset[str], owner_names: frozenset[str]) -> bool:
    """Whether the sentence states a rival figure in a place of its own: it states the figure, and does not give the
    rival's period to the figure under test instead, nor the rival to a name the evidence gives the figure under test
    (two figures swapped: "Zhao scored 31 and Johnson added 18" over "Johnson scored 31, while Zhao added 18").
    "$612 million in 2022, up from $548 million a year earlier" states 548, yet gives 2022, the evidence's year of
    548, to 612. A band's edge the sentence writes as a value or a bound states it too: 工龄满10年不满20年 states the 不满10年
    of the band before."""
    periods = _periods(rival_anchors) & _periods(reading.anchors)
    for mine in written:
        if supports(mine, rival) or "bound" in (mine.kind, rival.kind) and same_value(mine, rival):
            own = _reading_at(statement, mine.start, found)
            if own is not None and own.anchors & owner_names and not reading.anchors & owner_names:
                continue
            if not periods or (own is not None and periods <= _periods(own.anchors)):
                return True
    return False


_CAPITALISED = re.compile(r"\b[A-Z][\w'\u2019-]*")


def _name_terms(statement: Statement) -> frozenset[str]:
    """The content terms of the names the sentence gives, and of its capitalised words (a name opening it)."""
    return content_terms(" ".join((*names_of(statement), *_CAPITALISED.findall(statement.text))))


def _periods(anchors: frozenset[str]) -> frozenset[str]:
    return marked(anchors, PERIOD)


def _read_with(item: Analysed, reading: Reading, figures: Iterable[Quantity]) -> list[Quantity]:
    """The ``figures`` a reading is read with: those of its clause and of the clauses it leaves its subject to."""
    return [figure for figure in figures if reading.quoted_from <= figure.start < reading.end]


def _started_from(statement: Statement, quantity: Quantity) -> bool:
    """Whether a movement started from ``quantity`` ("from $1.68 to $2.10", 由63%升至71%): the level of another
    period than the figure it moved to, so an evidence clause stating one never agrees with the other's."""
    return STARTED_FROM.search(statement.text, max(0, quantity.start - _REACH), quantity.start) is not None


def _agreeing(others: list[Quantity], passage: Passage, reading: Reading) -> int:
    """How many of the sentence clause's ``others`` figures an evidence reading states too."""
    held = _read_with(passage, reading, passage.quantities)
    return sum(any(supports(mine, figure) for figure in held) for mine in others)


def _moved(
    statement: Statement,
    quantity: Quantity,
    anchors: frozenset[str],
    owners: list[_Owner],
    rivals: list[_Rival],
    agreeing: Callable[[Passage, Reading], int] = lambda passage, reading: 0,
) -> Iterator[Finding]:
    """A finding when a rival clause matches the sentence's clause better than every clause holding the figure.

    A clause is matched by its anchors and, one each, by the other figures of the sentence's clause it states too:
    "全市65岁及以上人口约291万" is the evidence's "其中65岁及以上人口为2911778人", which states 65 and 291万, more than
    its "全市60岁及以上人口为4299153人", which only shares the word 全市. A rival dated only by periods the sentence's
    clause does not name, when it names some, is of another time and no rival.
    """
    periods = _periods(anchors)
    # a clause dated by a period the sentence does not name, when it names others, is of another time than the
    # sentence's figure: "18 survey plots ... between 2019 and 2024" is not the 2021 row's count
    rivals = [rival for rival in rivals if not periods or not (dated := _periods(rival[3])) or dated & periods]
    if not owners or not rivals:
        return

    def match(passage: Passage, reading: Reading, other: frozenset[str]) -> int:
        return 2 * _score(anchors, other) + agreeing(passage, reading) - _LEVEL_CLASH * _levels_clash(anchors, other)

    owner_passage, owner, owner_anchors = max(owners, key=lambda entry: match(*entry))
    rival_passage, rival_reading, rival, rival_anchors = max(
        rivals, key=lambda entry: match(entry[0], entry[1], entry[3]))
    if periods and _periods(rival_anchors) & periods \
            and all((dated := _periods(anchors)) and not dated & periods for *_, anchors in owners):
        # every clause holding the figure is of another period than the sentence's, and the rival of its own:
        # "2024年…产值4.6亿元" over "2023年…产值4.6亿元；2024年…产值5.3亿元"
        yield _misattributed(statement, quantity, (owner_passage, owner), (rival_passage, rival_reading, rival))
        return
    if not owner_anchors - anchors - _periods(rival_anchors):
        # the clause holding the figure says nothing the sentence does not but a period dating the rival clause as
        # well ("2024年…马拉松赛于…开跑，共有3987名选手完赛"): nothing to contradict
        return
    if match(rival_passage, rival_reading, rival_anchors) > match(owner_passage, owner, owner_anchors):
        yield _misattributed(statement, quantity, (owner_passage, owner), (rival_passage, rival_reading, rival))


# The levels of an administration, as their last two characters read (国家级 as 家级): a clause naming another level
# than the sentence's (区级 for 市级) is another thing's, however many other words it shares.
_LEVELS = frozenset({"家级", "省级", "市级", "区级", "县级", "镇级", "乡级", "村级"})
_LEVEL_CLASH = 100


def _levels_clash(anchors: frozenset[str], other: frozenset[str]) -> bool:
    """Whether two clauses each name a level (see ``_LEVELS``) and no level of one is the other's."""
    mine, theirs = anchors & _LEVELS, other & _LEVELS
    return bool(mine) and bool(theirs) and mine.isdisjoint(theirs)


def _swapped(statement: Statement, quantity: Quantity, reading: Reading, owners: list[_Owner],
             rivals: list[_Rival]) -> Iterator[Finding]:
    """A finding when the evidence gives a figure of the sentence's respectively list only to another thing of the
    list, and gives the figure's own thing a different one: two figures of the list have changed places.

    Only the things are compared, not the whole clauses: an evidence clause often leaves its metric to the clause
    before ("... 14.2 months with the combination and 11.6 months with chemotherapy alone"), which the sentence's
    list, saying it once for every thing, never does.
    """
    if not owners or any(anchors & reading.thing for _, _, anchors in owners):
        return
    others = frozenset().union(*reading.things) - reading.thing
    owner = next(((passage, item) for passage, item, anchors in owners if anchors & others), None)
    rival = next(((passage, item, other) for passage, item, other, anchors in rivals if anchors & reading.thing), None)
    if owner is not None and rival is not None:
        yield _misattributed(statement, quantity, owner, rival)


def _listed_elsewhere(statement: Statement, quantity: Quantity, anchors: frozenset[str], owners: list[_Owner],
                      evidence_readings: list[_Held]) -> Iterator[Finding]:
    """A finding when the evidence gives the figure only to one thing of a list, and the sentence's clause names
    another thing of that list and not the figure's own: "China won 111 gold medals" over "201 gold, 111 silver and
    71 bronze medals".

    What a figure counts (gold) is compared here, though it is left out of the clause comparison: it is what the
    things of such a list are told apart by.
    """
    if not owners or not all(owner.thing and not owner.thing & anchors for _, owner, _ in owners):
        return
    passage, owner, _ = owners[0]
    named = [thing for thing in owner.things if thing & anchors]
    rival = next(((passage, item, held[0]) for other, item, held, _ in evidence_readings
                  if other is passage and item.things == owner.things and item.thing in named), None)
    if rival is not None:
        yield _misattributed(statement, quantity, (passage, owner), rival)


def _compared_against(statement: Statement, quantity: Quantity, anchors: frozenset[str],
                      owners: list[_Owner]) -> Iterator[Finding]:
    """A finding when every evidence clause holding the figure opens with a name the sentence's clause does not
    name, in a sentence naming the sentence's own thing only as what the figure is compared against: "Manchester
    City finished on 89 points, five ahead of Arsenal" for "Arsenal finished on 89 points".

    The evidence itself tells the two apart, so no rival figure is needed; a thing the sentence compares too ("…
    on 89 points, ahead of Arsenal") is no claim about it, and a sentence naming the figure's own subject as well
    ("Arsenal trailed Manchester City's 89 points") may give it to that one.
    """
    if not owners:
        return
    compared_here = frozenset().union(*(content_terms(statement.text[start:end])
                                        for start, end in statement.derived(compared_names)))
    against = []
    for passage, owner, owner_anchors in owners:
        subject = _named_subject(passage.text, owner.quoted_from)
        low, high = sentence_around(passage.text, owner.start, owner.end)
        compared = [span for span in passage.derived(compared_names) if low <= span[0] < high
                    and (terms := content_terms(passage.text[span[0]:span[1]])) <= anchors
                    and not terms & owner_anchors and not terms <= compared_here]
        if not subject or subject & anchors or not compared:
            return
        against.append((passage, owner, compared[0]))
    passage, owner, (start, end) = against[0]
    claimed = next(reading for reading in passage.derived(clause_readings) if reading.start <= start < reading.end)
    yield _misattribution(statement, quantity, passage, owner=_quoted(passage.text, owner),
                          claimed=passage.text[start:end], other=_quoted(passage.text, claimed))


def _named_apart(statement: Statement, quantity: Quantity, anchors: frozenset[str], owners: list[_Owner],
                 evidence_readings: list[_Held]) -> Iterator[Finding]:
    """A finding when every evidence clause holding the figure names another thing than the sentence's clause, one
    the sentence never names, and a clause of the same or the next evidence sentence, parallel to it, names the
    sentence's thing: "印度尼西亚山竹…较上周下跌1.5元" over "泰国山竹…较上周下跌1.5元；印度尼西亚山竹每公斤16元，与上周基本持平".
    The evidence tells the two apart itself, so no rival figure is needed. Chinese names only: an English one is read
    from capitals, which open sentences and titles as well."""
    mine = frozenset(name for name in _names(anchors) if CJK_CHARACTER.search(name))
    named_here = frozenset().union(*(_names(reading.anchors) for reading in statement.derived(_readings)))
    if not mine or not owners or any(not (theirs := _names(owner_anchors)) or theirs & named_here or owner.thing
                                     for _, owner, owner_anchors in owners):
        return
    passage, owner, owner_anchors = owners[0]
    claimed = next(((other, reading) for other, reading, _, _ in evidence_readings
                    if (other is passage or _next_to(passage, other)) and _names(reading.anchors) & mine
                    and (reading.anchors - _names(reading.anchors)) & owner_anchors), None)
    if claimed is not None:
        other, reading = claimed
        told = other.text[reading.quoted_from:sentence_around(other.text, reading.start, reading.end)[1]]
        told = excerpt(told.rstrip(" ；;，,"), 80)
        yield _misattribution(statement, quantity, passage, owner=_quoted(passage.text, owner),
                              claimed=_quoted(other.text, reading), other=told)


def _names(anchors: frozenset[str]) -> frozenset[str]:
    return marked(anchors, NAME)


def _named_subject(text: str, start: int) -> frozenset[str]:
    """The terms of the capitalised words a clause opens with ("Manchester City finished …", "Apple shipped …"),
    its subject when it has a name."""
    opening = _CAPITALISED_RUN.match(text, start)
    return content_terms(opening[1]) if opening else frozenset()


def _misattributed(
    statement: Statement,
    quantity: Quantity,
    owner: tuple[Passage, Reading],
    rival: tuple[Passage, Reading, Quantity],
) -> Finding:
    (owner_passage, owner_reading), (rival_passage, rival_reading, rival_figure) = owner, rival
    return _misattribution(statement, quantity, owner_passage, owner=_quoted(owner_passage.text, owner_reading),
                           claimed=_quoted(rival_passage.text, rival_reading), other=rival_figure.surface)


def _misattribution(statement: Statement, quantity: Quantity, passage: Passage, owner: str, claimed: str,
                    other: str) -> Finding:
    """The FN001 finding: the sentence's figure, the evidence clause that holds it (``owner``), the clause the
    sentence gives it to (``claimed``) and what the evidence states there instead (``other``)."""
    return NUMBER_MISATTRIBUTED.finding(
        sentence=statement.text,
        span=statement.span,
        evidence=passage.ref,
        number=f"\u201c{quantity.surface}\u201d",
        owner=owner,
        claimed=claimed,
        other=f"\u201c{other}\u201d",
    )
