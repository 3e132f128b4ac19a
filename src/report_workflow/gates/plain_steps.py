"""Figures worked out in one plain step from two figures of the evidence, the step named by the sentence's words.

The readings of ``derived``, ``one_step`` and ``totals`` tie a result to the sentence by the forms a writer most
often uses. Writers use many more: "rose by a fifth in 2023, to 96" over "96 times in 2023, compared with 80",
"nine more than navigation errors" over "31 incidents, and navigation errors for 22", "an average of about 43 hours
per call-out" over "4,150 hours" and "96 times". When no reading there states a figure, the number gate asks here
for any one step over two figures of the cited evidence, of the kind the sentence's words name at the figure:

- a change or a difference, where the words give the figure as one ("by", "rose", "more", 增加, 比…重): the
  difference of two figures of one unit (of two percents only as percentage points), or the change in percent of
  two figures that are no percents. Where the words give it a side, the sentence states the figure the side runs
  to and not the other, or writes the key of its table row and not the other's (2023年…比上年增加 over the rows
  2022年 and 2023年): "fell $500 million, to $4.5 billion" over $4.5 billion now and $4.0 billion before is a
  rise, and 比2023年少十五万人次 naming neither figure cannot say which side is which. With no side, only a word of a
  gap ("a difference of", 相差, "125 places short", "a shortfall of") names it: "won by four points from Ashford" has
  a side the gates do not read. Times are left to ``durations``: on a race's scale "ahead" and 快 are less time;
- the time between two clock times of the evidence, one of them stated by the sentence, where a word of time taken
  or passed names it (前后, 历时, "later", "after", "for" right before it, "won … in"):
  "明火在次日上午九点半被扑灭，前后约十九个半小时" over 4月6日14时许 and 4月7日9时30分 in two sentences of the source, read across the
  days their dates are apart;
- the days a date is moved by, where a word of moving names them (提前, 推迟, "earlier", "brought forward"): between
  the dates a passage moves it from and to ("由5月1日12时提前至4月20日12时", "from 1 May to 20 April");
- the calendar months of a range of dates the sentence writes and the evidence states ("about two and a half years,
  from April 2025 to October 2027"), between two dates of one passage, one of them the sentence's, for a span it
  gives as the time before or after ("480 more than three months earlier"), or that a range of months of the
  evidence covers, both counted (头三个月 over 2024年4月至6月);
- a sum, where a word of summing names it ("combined", 合计);
- a ratio, where "times", "for every" or 倍 names it;
- an amount per something, where "per", "each", "an average of" or 每, 人均 names it: an amount over a count, or over
  a span of time written in the span the sentence gives it per ("six months" for "a month"), unless the evidence
  already gives it per a span ("$480 a month"); where the sentence states the amount right before ("£96, or £18
  a head"), that amount; an amount over a measure of another unit the sentence gives it per (亩产, "for every
  litre"), or the clause before gives the item before it per (卖鱼收入约一千八百元 after 平均每亩收鱼七十五公斤), or the figure
  it is set against is given per ("€2.10 per millilitre in the larger bottle against €2.90");
- a share, written as a fraction, "of" something or after what it is of (金额的四成), not "a market share of 80%",
  with no word of change: of a part
  named by the sentence's clause over a whole of its unit, the part's clause naming a word the whole's does not, or
  a model the sentence names (四分之三是402型 over 402型扬琴2400台; a model's number counts nothing), and no other
  figure of its unit (试验组（300例）或对照组（150例）), or
  the passage writing the part right before its whole ("12,000 of the zone's 48,000 households"); what the share
  counts ("of pupils") is what one of the two clauses names, no other part is named by a word of the sentence its own
  clause lacks, and a figure of the part's unit that the sentence's clause states is the part or the whole; or of
  two parts the sentence's clause names and sums (梨树和桃树合计约占五分之四);
- a rest the sentence names ("the remaining", "the other 405", 以外): a whole less the parts another passage counts,
  or those the passages after it give up to one that opens by naming the rest ("The remainder withdrew").

Which step the words allow keeps a coincidence from passing: "21 top 40 albums" over figures that happen to add up
to 21, and "60% were barley" over 30,000 acres of wheat in 50,000, stay unstated.
"""

from __future__ import annotations

import calendar
import math
import re
from collections.abc import Iterator
from dataclasses import replace
from itertools import combinations, permutations

from ..readers.cells import row_cells
from ..text import content_terms
from ..text.dates import date_parts, days_between, months_between
from ..text.numerals import CJK_NUMERAL_CHARS
from ..text.quantities import LOWER_BOUNDS, UPPER_BOUNDS, Quantity, find_quantities
from ..text.units import Unit, match_unit
from .align import clause_spans
from .arithmetic import (AGE_AFTER, CLAUSE_END, COMPARED_BEFORE, COUNT, OF_WHOLE, PERCENTS, REST, SUMMING, Supports,
                         clause_around, clause_terms, counted_alike, direction_of, given_as_rest, is_small_word_number,
                         joined_part_of, movements_in, named_as_change, part_of_one_before, restated_in_brackets,
                         segment_of, segment_terms, shares_changed, told_terms, unit_key, worked_figure, year_like)
from .clock_times import counted_from_a_stated_clock
from .durations import (DAY_SECONDS, DAY_UNITS, MONTH_SECONDS, YEAR_SECONDS, clock_range_lengths, clocks_apart,
                        date_ranges)
from .inputs import Evidence, Passage, Statement
from .lexicon import IRREGULAR_PAST
from .phrases import find_phrase
from .year_spans import named_as_whole

# A word naming a ratio at its figure: "1.5 times", "for every plot", "as many as", 倍.
_RATIO = re.compile(r"\b(?:times|for every|to every|as (?:many|much|large|long|high) as)\b|倍", re.IGNORECASE)
# A word naming an amount per something: "per call-out", "each", "an average of", 每, 人均, 平均, 场均 (per match).
_PER = re.compile(r"\b(?:per|each|every|averag\w*|a (?:day|week|month|year|head)|an hour)\b|每|人均|平均|[日周月年场户]均",
                  re.IGNORECASE)
# One of the things an amount is for, named with "a" or "an" right after it: "£300 an instrument", "6 kg a box"
# ("a few", "a total", "a further" name none).
_FOR_ONE_THING = re.compile(r"\s+an?\s+(?!(?:few|little|lot|bit|total|further|record|new|year|month|week|day)\b)"
                            r"[a-z]+\b(?!\s+(?:of|in|for|to)\b)", re.IGNORECASE)
# A date moved, near the days it moves by: 提前11天, 推迟, 延后, "11 days earlier", "brought forward", "pushed back".
_MOVED_NEAR = re.compile(r"提前|推迟|延后|延迟|顺延|推后|\b(?:earlier|later|brought forward|pushed back|put back"
                         r"|moved (?:up|back|forward)|delayed)\b", re.IGNORECASE)
# What stands between the date moved from and the date moved to: 提前至, 推迟到, "to", "until".
_MOVED_TO = re.compile(r"至|到|\b(?:to|until)\b", re.IGNORECASE)
# A word giving a duration as the time an event took or the time after it: 前后约十九个半小时, "lasted", "later", and
# a verb of travel over it (飞行7小时40分钟).
_ELAPSED = re.compile(r"前后|历时|持续|用时|耗时|经过|过了|飞行|航行|行驶|\b(?:lasted|lasting|took|later|after|in all)\b",
                      re.IGNORECASE)
# A race's time, after the words of finishing it or of the course it took: "won the Ridgeback 100 in", "crossed the
# line in", "round the 1.2-mile circuit in" (the race's name may hold a figure).
_FINISHED_IN = re.compile(r"\b(?:won|finished|completed|ran|swam|rode|crossed the line|a?round the)\b"
                          r"(?:[^.;:!?]|\.\d){0,40}?"
                          r"\bin\s*\Z",
                          re.IGNORECASE)
# A span given as how long something goes on, right before it: "will strike for 72 hours from 6am on 14 October".
_FOR_BEFORE = re.compile(r"\bfor\s+\Z", re.IGNORECASE)
# What a share counts, right after it: "25% of pupils", "a quarter of the households in the zone", "two in every
# five buses", 33%的市民; "of" or 的 tells a share of something from a percent of a named measure ("share is 80%").
_OF_AFTER = re.compile(r"\s*(?P<of>of|的)?\s*(?P<counted>(?:(?!(?:have|has|had|were|was|are|is|will|would|said|say"
                       r"|says|who|that|which|in|at|on|from|to|for|by|with|and|or)\b)[^\W\d_][\w'’-]*\s*){1,5}"
                       r"|[\u4e00-\u9fff]{1,6}|)", re.IGNORECASE)
# The whole a Chinese share is of, written before it: 为原告诉请金额的四成, 占总数的40%, 这些猫头鹰里约八成.
_WHOLE_BEFORE = re.compile(r"[\u4e00-\u9fff](?:的|(?<![这那哪公])里|(?<!其)中)\s*(?:约|近|逾)?\s*\Z")
# How far behind the leader, with no side named: "three points off the top".
_OFF_THE_TOP = r"off the (?:top|lead|pace)\b"
# A word naming a difference with no side: "a gap of", "the difference", "apart", 相差.
_GAP = re.compile(rf"\b(?:gap|difference|margin|apart|separat\w+)\b|\b{_OFF_THE_TOP}"
                  r"|\bshort(?:fall|age)?(?![\w-])|相差|差距|差额",
                  re.IGNORECASE)
# A figure given as how many short of what is needed: "125 places short", "a shortfall of 125", 缺口为125个, "three
# points off the top".
_SHORT = re.compile(rf"(?:\s+[^\W\d_][\w'-]*){{0,3}}?\s+(?:short(?![\w-])|{_OFF_THE_TOP})", re.IGNORECASE)
_SHORT_BEFORE = re.compile(r"\b(?:shortfall|shortage)\s+of\s*\Z|缺口(?:为|达)?约?\s*\Z", re.IGNORECASE)
# The span of time an amount per time is given for ("a month", 每月, 月均, 每个开放日), with the words naming that span where
# a count of it is written ("six months", 6个月).
_PER_SPAN = re.compile(r"\b(?:per|a|an|each|every)\s+(day|week|month|year|hour)\b"
                       r"|每(?:个)?(?:[\u4e00-\u9fff]{2}(?=[天日]))?(天|日|周|月|年|小时)|(日|周|月|年)均", re.IGNORECASE)
_SPAN_WORDS = {"day": ("day", "天", "日"), "week": ("week", "周", "星期"), "month": ("month", "月"),
               "year": ("year", "年"), "hour": ("hour", "小时")}
_CHINESE_SPANS = {"天": "day", "日": "day", "周": "week", "月": "month", "年": "year", "小时": "hour"}
# An amount the evidence already gives per span of time: "$480 a month", "每月480元".
_ALREADY_PER = re.compile(r"\s*(?:(?:a|an|per|each|every)\s+(?:day|week|month|year|hour)\b|/|每)", re.IGNORECASE)
# How near its bound a share a bound restates lies, as a part of the bound: "just under a fifth" is 18% to 20%.
_NEAR_A_BOUND = 0.1
# Places on a ranking, right after a count: "seventeen places", "three spots", 三位, 三个名次.
_PLACES_AFTER = re.compile(r"\s*(?:places?|spots?|positions?|rungs?)\b|(?:个)?(?:位|名次)", re.IGNORECASE)
# A span of time written in years: "twenty-year", "20 years", 二十年.
_IN_YEARS = re.compile(r"year|年", re.IGNORECASE)
# The kinds of figure that date a thing to a year, and what their value is divided by to give it: 2045, 20250211.
_YEAR_PLACE = {"year": 1, "date": 10_000}
_DATED = frozenset(_YEAR_PLACE)
# Months counted one by one, "nine months running" (连续九个月, "for nine consecutive months"): each month's own figure,
# which a span of months the evidence totals does not give.
_RUNNING_BEFORE = re.compile(r"(?:连续|\bconsecutive)\s*\Z", re.IGNORECASE)
_RUNNING_AFTER = re.compile(r"\s+(?:running|in a row|straight)\b", re.IGNORECASE)
# A span given as the time before or after a date: "three months earlier", "a year later", "six weeks ago".
_APART_AFTER = re.compile(r"\s+(?:earlier|before|later|after|ago|on)\b", re.IGNORECASE)
# How far into a passage its opening words run ("The remainder withdrew", 其余).
REST_OPENING = 24
# A year that is not a leap year, for two dates that name none.
_SOME_YEAR = 2001
# How far before a figure a word giving it per something may stand (日均, "an average of").
_PER_REACH = 14
# A number naming a model or a type, not counting anything: 402型; with its letters, the name of a model (A型, 402型).
_MODEL_AFTER = "型"
_MODEL = re.compile(r"[0-9A-Za-z-]+型")
# How far either side of the figure a word naming the step may stand.
_WINDOW = 40
# Two parts a figure's clause sums by naming both: "Across its spring and autumn sessions the group finished 40 rugs".
_ACROSS_PARTS = re.compile(r"\bacross\s+(?:(?:the|its|their|his|her|our|both)\s+)?[\w-]+\s+and\s+[\w-]+",
                           re.IGNORECASE)
# The most evidence figures paired: the passages a sentence relies on hold a few; past two dozen, some pair would
# work out to almost any small figure by chance.
_MOST_FIGURES = 24


def plain_steps(quantity: Quantity, statement: Statement, evidence: Evidence,
                supports: Supports) -> Iterator[Quantity]:
    """The figures one step the sentence's words name at ``quantity`` gives from two figures of the evidence, as
    evidence quantities to compare it with; ``supports(mine, item)`` tells whether a sentence figure states an
    evidence one."""
    if quantity.kind == "bound" and quantity.value > 0:
        found = _figures(evidence)
        yield from _ratio_within(quantity, statement, [figure for figure, _ in found])
        yield from _share_within(quantity, statement, found, supports)
        yield from _per_within(quantity, statement, found, supports)
        if quantity.dimension == "time" and _IN_YEARS.search(quantity.surface):
            yield from _years_apart(quantity, statement, evidence, supports)  # 已有六百四十多年历史 over 1379 and 2023
        return
    if quantity.kind != "value" or quantity.value <= 0:
        return
    # "45 minutes after the 5pm close" counts from a stated time on one side (``clock_times``), not between two
    if quantity.dimension == "time" and not counted_from_a_stated_clock(quantity, statement) \
            and (_ELAPSED.search(statement.text, max(0, quantity.start - _WINDOW), quantity.end + _WINDOW)
                 or _FOR_BEFORE.search(statement.text, 0, quantity.start)
                 or _FINISHED_IN.search(statement.text, max(0, quantity.start - _WINDOW), quantity.start)):
        yield from _elapsed(quantity, statement, evidence, supports)
    if quantity.dimension == "time" and named_as_change(quantity, statement.text):
        yield from _lengths_apart(quantity, evidence)  # 比平时多开一个半小时 over 9:30—22:00 and 10:00—21:00
    moved = quantity.dimension == "time" \
        and _MOVED_NEAR.search(statement.text, max(0, quantity.start - _WINDOW), quantity.end + _WINDOW) is not None
    if quantity.dimension == "time" and quantity.unit_factor in DAY_UNITS:
        yield from _days_of_ranges(quantity, statement, evidence, supports)  # 停产一周 over 1月22日至28日
    if moved and quantity.unit_factor in (DAY_SECONDS, MONTH_SECONDS):
        yield from _moved_by(quantity, evidence)
    if quantity.dimension == "time" and _IN_YEARS.search(quantity.surface):
        yield from _years_apart(quantity, statement, evidence, supports)
        yield from _years_a_range_covers(quantity, evidence)
        yield from _years_of_anniversaries(quantity, evidence)
    if quantity.dimension == "time" and quantity.unit_factor >= MONTH_SECONDS:
        yield from _months_of_range(quantity, statement, evidence, supports)
        if not _RUNNING_BEFORE.search(statement.text, max(0, quantity.start - _WINDOW), quantity.start) \
                and not _RUNNING_AFTER.match(statement.text, quantity.end) and not moved:
            yield from _months_a_range_covers(quantity, evidence)  # "pushed back two months" is no span covered
        if _APART_AFTER.match(statement.text, quantity.end):
            yield from _months_between_dates(quantity, statement, evidence, supports)
    if quantity.dimension == COUNT and _PLACES_AFTER.match(statement.text, quantity.end):
        yield from _places_moved(quantity, statement, evidence, supports)
    found = _figures(evidence)
    figures = [figure for figure, _ in found]
    yield from _per_day_of_ranges(quantity, statement, evidence, figures, supports)
    yield from _total_of_daily(quantity, statement, evidence, found, supports)
    yield from _shares_of_wholes(quantity, statement, figures)
    yield from _rest_across(quantity, statement, evidence)
    yield from _rest_named_by_evidence(quantity, statement, evidence)
    yield from _rest_of_a_share(quantity, statement, figures, supports)
    yield from _share_of_former(quantity, statement, evidence)
    if len(found) < 2:
        return
    homes = {id(figure): passage for figure, passage in found}
    stated = _stated_figures(quantity, statement, figures, supports)
    stated |= _named_by_row(statement, homes, figures)
    yield from _steps(quantity, statement, homes, figures, stated, supports)


def _stated_figures(quantity: Quantity, statement: Statement, figures: list[Quantity],
                    supports: Supports) -> set[int]:
    """The evidence figures the sentence's other figures state; a rounded one ("nearly 2,000") states only the
    nearest of those it rounds (1,968, not the 1,702 it is compared with)."""
    stated: set[int] = set()
    for mine in statement.quantities:
        if mine is quantity or mine.kind != "value":
            continue
        rounded = [item for item in figures if supports(mine, item)]
        if mine.approximate and len(rounded) > 1:
            nearest = min(abs(item.value - mine.value) for item in rounded)
            rounded = [item for item in rounded if abs(item.value - mine.value) == nearest]
        stated.update(id(item) for item in rounded)
    return stated


def _named_by_row(statement: Statement, homes: dict[int, Passage], figures: list[Quantity]) -> set[int]:
    """The figures of table rows whose key the sentence writes: "2023年出口量比上年增加约3200吨" names the 4.37万吨 of
    the row "2023年" as where the change ran to, as if it stated the figure."""
    named = set()
    for figure in figures:
        home = homes[id(figure)]
        key = home.feature(row_cells)[0] if home.source_text is not None else ""
        if key and find_phrase(statement.text, key) != -1:
            named.add(id(figure))
    return named


def _part_of(whole: Quantity, part: Quantity, homes: dict[int, Passage]) -> bool:
    """Whether a passage gives ``part`` as a part of ``whole`` ("912 cats, of which 730"): no addend beside it."""
    home = homes[id(part)]
    return home is homes[id(whole)] and part_of_one_before(home.text, part)


def _figures(evidence: Evidence) -> list[tuple[Quantity, Passage]]:
    """The distinct positive values of the evidence, in order, at most ``_MOST_FIGURES`` of them, each with the
    passage that states it; not a model's number (402型)."""
    seen: dict[tuple[float, str, str], tuple[Quantity, Passage]] = {}
    for item, passage in evidence.quantities:
        if item.kind == "value" and item.value > 0 and item.dimension != "ordinal" \
                and not passage.text.startswith(_MODEL_AFTER, item.end):
            seen.setdefault((item.value, item.unit, item.dimension), (item, passage))
    return list(seen.values())[:_MOST_FIGURES]


def _steps(quantity: Quantity, statement: Statement, homes: dict[int, Passage], figures: list[Quantity],
           stated: set[int], supports: Supports) -> Iterator[Quantity]:
    """The figures of each step a word near ``quantity`` names; a word of change or comparison names only that."""
    text = statement.text
    near = text[max(0, quantity.start - _WINDOW):quantity.end + _WINDOW]
    if named_as_change(quantity, text) or _compared_sign(quantity, text) or _named_as_shortfall(quantity, text):
        yield from _changes(quantity, statement, homes, figures, stated)
        return
    if SUMMING.search(near) or _ACROSS_PARTS.search(text, *clause_around(text, quantity, CLAUSE_END)):
        yield from (worked_figure(quantity, first.value + second.value, first)
                    for first, second in permutations(figures, 2)
                    if unit_key(first) == unit_key(second) and first.dimension == quantity.dimension
                    and first.value >= second.value and not _part_of(first, second, homes))
    if _RATIO.search(near) and quantity.dimension == COUNT and quantity.unit == "":
        yield from (worked_figure(quantity, first.value / second.value, quantity)
                    for first, second in permutations(figures, 2) if unit_key(first) == unit_key(second))
    if (_PER.search(near) or _FOR_ONE_THING.match(text, quantity.end)) and quantity.dimension not in PERCENTS:
        yield from _amounts_per(quantity, statement, homes, figures, supports, _spans_named(near))
    if quantity.dimension not in PERCENTS:
        yield from _amounts_per_measure(quantity, statement, figures)
    if quantity.dimension == "percent" and not direction_of(quantity, statement, ("magnitude", "size")):
        # the whole named before the share, often in other words (诉请金额 for 请求赔偿), or before the share it
        # restates in brackets (六成以上（约64%）)
        if _whole_named_before(text, restated_in_brackets(quantity, statement)):
            yield from _shares(quantity, statement, homes, figures, supports, frozenset())
        elif (named := _counted_after(quantity, text)) is not None:
            yield from _shares(quantity, statement, homes, figures, supports, named)
        elif _share_by_its_verb(quantity, text):
            yield from _shares(quantity, statement, homes, figures, supports, frozenset())
        yield from _shares_of_sums(quantity, statement, homes, figures)
        yield from _shares_of_stated_whole(quantity, statement, homes, figures, supports)
        yield from _share_of_own_pair(quantity, statement)


def _amounts_per(quantity: Quantity, statement: Statement, homes: dict[int, Passage], figures: list[Quantity],
                 supports: Supports, spans: tuple[str, ...]) -> Iterator[Quantity]:
    """An amount over a count, or over a span of time written in a span the sentence gives its amount per (a time
    only over a span of longer units: 640 hours over 11 weeks is "58 hours a week"); an
    amount the sentence states right before the figure, as the evidence does, is the one divided: "£96, or £18 a
    head" over a price list is £96 over its players, not the £90 of five players (a count before it is such an
    amount only when it counts the same thing: 十二场 is no amount of 人次)."""
    low = joined_part_of(statement, quantity)[0]  # "£35 a head …; the ten-person package … at £32 each": another's
    before = next((item for item in reversed(statement.quantities)
                   if low <= item.start and item.end <= quantity.start and item.dimension == quantity.dimension
                   and (item.dimension != COUNT or quantity.counted and item.counted == quantity.counted)
                   and item.unit_factor <= quantity.unit_factor), None)  # "over 11 weeks" is the span, not the amount
    restated = {id(figure) for figure in figures if before is not None and supports(before, figure)}
    yield from (worked_figure(quantity, amount.value / _how_many(count), amount)
                for amount, count in permutations(figures, 2)
                if amount.dimension == quantity.dimension and _how_many(count) > 1
                and _counted_alike(amount, quantity) and (not restated or id(amount) in restated)
                and (count.dimension == "time" and _one_span(count, spans)
                     and not _already_per(amount, homes[id(amount)])
                     and (amount.dimension != "time" or amount.unit_factor < count.unit_factor)
                     or count.dimension == COUNT and count.unit == ""))


# The measure an amount is given per: after it, "50 kg of flowers for every litre of oil", "2.1 t per hectare"; before
# it in Chinese, 每公斤货值约120元, 亩产1.5吨 (产 or 均 after 亩).
_PER_MEASURE_AFTER = re.compile(r"[^.;,，。；\d]{0,40}?\b(?:per|for (?:each|every)|each|every)\s+", re.IGNORECASE)
_PER_MEASURE_BEFORE = re.compile(r"(?:每(?P<each>[^\d，。；,;]{1,3}?)|(?P<mu>亩)[产均])[^\d，。；,;]{0,6}\Z")
_PER_MEASURE_REACH = 12


def _amounts_per_measure(quantity: Quantity, statement: Statement, figures: list[Quantity]) -> Iterator[Quantity]:
    """An amount of the evidence over a measure of another dimension, in the unit the sentence gives its amount per:
    3,150 kg of flowers over 63 litres of oil for "50 kg … for every litre", 14.4万吨 over 9.6万亩 for 亩产1.5吨."""
    unit = _measure_per(quantity, statement)
    if unit is None or unit.dimension == quantity.dimension:
        return
    yield from (worked_figure(quantity, amount.value / (measure.value / unit.factor), amount)
                for amount, measure in permutations(figures, 2)
                if amount.dimension == quantity.dimension and measure.dimension == unit.dimension)


def _measure_per(quantity: Quantity, statement: Statement) -> Unit | None:
    """The unit of measure the sentence gives ``quantity`` per (see ``_PER_MEASURE_AFTER``), if any, or the one it
    gives the figure ``quantity`` is set against per ("€2.10 per millilitre in the larger bottle against €2.90")."""
    text = statement.text
    after = _PER_MEASURE_AFTER.match(text, quantity.end)
    if after is not None:
        found = match_unit(text, after.end())
        return found.unit if found is not None else None
    before = _PER_MEASURE_BEFORE.search(text, max(0, quantity.start - _PER_MEASURE_REACH), quantity.start) \
        or _per_listed_before(quantity, text)
    if before is None:
        return _per_of_the_figure_against(quantity, statement)
    found = match_unit(text, before.start("each") if before["each"] else before.start("mu"))
    return found.unit if found is not None else None


# A figure set against the one before it, right after the word: "… per millilitre in the larger bottle against €2.90".
_SET_AGAINST = re.compile(r"\b(?:against|versus|vs\.?|compared with)\s*\Z", re.IGNORECASE)
_AGAINST_REACH = 16


def _per_of_the_figure_against(quantity: Quantity, statement: Statement) -> Unit | None:
    """The unit of measure the sentence gives the figure of ``quantity``'s unit before it per, when it sets
    ``quantity`` against that figure."""
    text = statement.text
    if not _SET_AGAINST.search(text, max(0, quantity.start - _AGAINST_REACH), quantity.start):
        return None
    previous = [item for item in statement.quantities
                if item.end <= quantity.start and unit_key(item) == unit_key(quantity)]
    after = _PER_MEASURE_AFTER.match(text, previous[-1].end) if previous else None
    found = match_unit(text, after.end()) if after is not None and after.end() <= quantity.start else None
    return found.unit if found is not None else None


# The measure a Chinese clause gives its amount per, anywhere in it: 平均每亩收鱼七十五公斤; and what makes a clause
# after it no item of its list: a figure or a measure of its own, a whole (全年, 总, 共, 累计) or a turn (而, 但).
_PER_MEASURE_IN_CLAUSE = re.compile(r"每(?P<each>[^\d，。；,;]{1,3}?)|(?P<mu>亩)[产均]")
_NOT_LISTED = re.compile(rf"[\d{CJK_NUMERAL_CHARS}每全总共累而但]")


def _per_listed_before(quantity: Quantity, text: str) -> re.Match[str] | None:
    """The measure the clause before gives its amount per, for a figure its own clause lists after it as one more
    item (see ``_NOT_LISTED``): 卖鱼收入约一千八百元 after 平均每亩收鱼七十五公斤，."""
    low = max(text.rfind(mark, 0, quantity.start) for mark in "，；")
    if low < 0 or _NOT_LISTED.search(text, low, quantity.start):
        return None
    start = max(text.rfind(mark, 0, low) for mark in "，；。") + 1
    return _PER_MEASURE_IN_CLAUSE.search(text, start, low)


def _elapsed(quantity: Quantity, statement: Statement, evidence: Evidence,
             supports: Supports) -> Iterator[Quantity]:
    """The time from one clock time of the evidence to another, one of them a clock time the sentence states: "明火在
    次日上午九点半被扑灭，前后约十九个半小时" over 4月6日14时许 and 4月7日9时30分, in two sentences of the source; where
    the sentence states none, from one to the next the evidence gives ("从接警到救护车抵达现场用时十七分钟" over 14时52分
    接到报警 and 15时09分到达现场)."""
    mine = [item for item in statement.quantities if item.kind == "clock"]
    clocks = [(item, passage) for item, passage in evidence.quantities if item.kind == "clock"]
    pairs = permutations(clocks, 2) if mine else _one_after_another(clocks)
    for (first, first_passage), (second, second_passage) in pairs:
        if not mine or any(supports(stated, first) or supports(stated, second) for stated in mine):
            seconds = clocks_apart(first, first_passage, second, second_passage)
            if seconds > 0:
                yield worked_figure(quantity, seconds, quantity)


def _lengths_apart(quantity: Quantity, evidence: Evidence) -> Iterator[Quantity]:
    """How much longer one range of clock times of the evidence is than another, for a length of time the sentence
    gives as a change: 比平时多开一个半小时 over 9:30—22:00 in the holidays and 10:00—21:00 as usual."""
    lengths = [length for passage in evidence.passages for length in clock_range_lengths(passage)]
    for one, other in combinations(lengths, 2):
        if one != other:
            yield worked_figure(quantity, abs(one - other), quantity)


def _one_after_another(
        clocks: list[tuple[Quantity, Passage]]) -> Iterator[tuple[tuple[Quantity, Passage], tuple[Quantity, Passage]]]:
    """Each clock time of the evidence with the next, in the order the sources write them."""
    written = sorted(clocks, key=lambda pair: (pair[1].source_id, pair[1].start, pair[0].start))
    return zip(written, written[1:])


def _rest_across(quantity: Quantity, statement: Statement, evidence: Evidence) -> Iterator[Quantity]:
    """What is left of a whole of one passage once the parts of another that counts them and names the rest are
    taken, for a figure the sentence names as that rest: "mixed freight accounted for the remaining 2.2 million
    tonnes" over "moved 12.4 million tonnes" and "containers 3.1 million tonnes, aggregates 4.9 million tonnes and
    steel 2.2 million tonnes; the remainder was mixed freight", or of the whole of the passage right before once the
    one part of a passage naming the rest is taken ("the other twenty-five" over "37 mature horse chestnuts. Twelve
    trees … ; the remainder will be crown-reduced"); or of a whole once the parts the passages after it
    give, one each, up to a passage that opens by naming the rest: "the other 405 had withdrawn" over "1,840
    apprentices started. By 31 July 2024, 1,288 had completed. A further 147 were still in learning. The remainder
    withdrew"."""
    alike = [(item, passage) for item, passage in evidence.quantities
             if item.kind == "value" and unit_key(item) == unit_key(quantity)]
    # the rest takes a whole and a part of its unit, in two passages
    if len(alike) < 2 or not given_as_rest(quantity, statement.text):
        return
    for passage in evidence.passages:
        parts = [item for item, home in alike if home is passage]
        if not parts or REST.search(passage.text) is None:
            continue
        counted = math.fsum(item.value for item in parts)
        # one part is the rest of a whole only the passage before it in the same source gives
        yield from (worked_figure(quantity, whole.value - counted, whole) for whole, home in alike
                    if home is not passage and whole.value > counted
                    and (len(parts) > 1 or _just_before(home, passage)))
    for rest in (passage for passage in evidence.passages if REST.search(passage.text, 0, REST_OPENING)):
        for whole, home in alike:
            parts = [item for item, other in alike if other.source_id == rest.source_id == home.source_id
                     and home.end <= other.start and other.end <= rest.start]
            counted = math.fsum(item.value for item in parts)
            if len(parts) >= 2 and whole.value > counted:
                yield worked_figure(quantity, whole.value - counted, whole)


def _rest_of_a_share(quantity: Quantity, statement: Statement, figures: list[Quantity],
                     supports: Supports) -> Iterator[Quantity]:
    """The rest of a whole once a share the sentence states is taken, for a percent it names as that rest right
    before it: "其余三成责任由周某承担" after 承担七成责任 over "承担70%的责任", "the remaining 30%" after "70% liable"."""
    if quantity.dimension != "percent":
        return
    segment = segment_of(statement.text, quantity.start) or (quantity.start, quantity.end)
    if REST.search(statement.text, max(segment[0], quantity.start - _REST_REACH), quantity.start) is None:
        return
    for mine in statement.quantities:
        if mine is not quantity and mine.dimension == "percent" and mine.kind == "value":
            yield from (worked_figure(quantity, 100 - item.value, item) for item in figures
                        if item.dimension == "percent" and 0 < item.value < 100 and supports(mine, item))


# How far before a percent a word of the rest names it: "the remaining 30%", 其余三成.
_REST_REACH = 14


def _share_of_former(quantity: Quantity, statement: Statement, evidence: Evidence) -> Iterator[Quantity]:
    """The end of a movement over its start, for a share the sentence gives of what the thing was before:
    "只剩原来的三分之一" or "fell to a third of its former size" over "用工由48人减少到16人" ("from 48 to 16")."""
    text = statement.text
    if quantity.dimension != "percent" or not (
            _FORMER_BEFORE.search(text, max(0, quantity.start - _FORMER_REACH), quantity.start)
            or _FORMER_AFTER.match(text, quantity.end)):
        return
    for passage in evidence.passages:
        for start, end in passage.derived(movements_in):
            yield worked_figure(quantity, 100 * end.value / start.value, quantity)


# A share of what a thing was before, named before it (原来的三分之一, 原先的一半) or after it ("a third of its former
# size", "half of what it was").
_FORMER_BEFORE = re.compile(r"(?:原来|原先|以前|过去|此前)的?\s*\Z")
_FORMER_REACH = 8
_FORMER_AFTER = re.compile(r"\s+of\s+(?:(?:its|their|the)\s+(?:former|original|previous|earlier|old)\b"
                           r"|what\s+(?:it|they)\s+(?:was|were|had\s+been)\b)", re.IGNORECASE)


# What the evidence calls the rest of a whole, after its parts: 其余为合作社和小微企业, 其余因开裂、变形等原因报废, "the
# remainder were day visitors".
_REST_NAMED = re.compile(r"(?:其余|剩余|余下|剩下)(?:的)?(?:均|都)?(?:为|是)?(?P<zh>[^，。；,;\d]{2,20})"
                         r"|\bthe (?:remainder|rest) (?:were|was|are|is) (?P<en>[^,.;:\d]{3,40})", re.IGNORECASE)
# How much of what the evidence calls the rest the figure's clause must name.
_REST_NAME_SHARE = 2 / 3


def _rest_named_by_evidence(quantity: Quantity, statement: Statement, evidence: Evidence) -> Iterator[Quantity]:
    """The rest of a whole once its parts are taken, for a figure whose clause names what the evidence calls that
    rest: "合作社和小微企业一共有466家" over "全县共有…1260家。其中，个体作坊756家，规模以上企业38家，其余为合作社和小微
    企业". The parts are the figures of the unit the passage gives before it names the rest; the whole is the one
    figure of the unit of that passage before them, or of the passage right before it."""
    if quantity.kind != "value" or quantity.dimension in PERCENTS:
        return
    # the parts are figures of the unit the passage naming the rest gives: a passage giving none names no rest
    holding = [passage for passage in evidence.passages if any(
        item.kind == "value" and unit_key(item) == unit_key(quantity) for item in passage.quantities)]
    if not holding:
        return
    clause = clause_terms(statement.text, quantity)
    for passage in holding:
        for found in _REST_NAMED.finditer(passage.text):
            name = content_terms(found.group("zh") or found.group("en"))
            if not name or len(name & clause) < _REST_NAME_SHARE * len(name):
                continue
            alike = [item for item in passage.quantities if item.kind == "value" and item.end <= found.start()
                     and unit_key(item) == unit_key(quantity)]
            before = next((other for other in evidence.passages if _just_before(other, passage)), None)
            wholes = [item for item in (before.quantities if before is not None else ())
                      if item.kind == "value" and unit_key(item) == unit_key(quantity)]
            whole, parts = (wholes[0], alike) if len(wholes) == 1 else (alike[0], alike[1:]) if alike else (None, [])
            counted = math.fsum(item.value for item in parts)
            if whole is not None and parts and whole.value > counted:
                yield worked_figure(quantity, whole.value - counted, whole)


def _just_before(first: Passage, second: Passage) -> bool:
    """Whether ``first`` ends right before ``second`` starts in the same source, with only spacing between."""
    return first.source_id == second.source_id and 0 <= second.start - first.end <= 2


def _shares_of_wholes(quantity: Quantity, statement: Statement, figures: list[Quantity]) -> Iterator[Quantity]:
    """An amount as a share the sentence states of a whole of its unit the evidence states: "roughly 300 million
    cubic metres, or 62% of capacity" over a capacity of 480 million cubic metres, "half the £65 fee, i.e. £32.50", "a
    30% deposit of £738" over a price of £2,460.
    The share is of something, written as a fraction or with "of", in the amount's own statement: "an extra 10% off
    for the first three months" is no share of a span of time."""
    if quantity.dimension in PERCENTS:
        return
    low, high = joined_part_of(statement, quantity)
    shares = [item for item in statement.quantities if item.kind == "value" and item.dimension == "percent"
              and item is not quantity and 0 < item.value < 100 and low <= item.start < high
              and (_share_of_something(item, statement.text)
                   or _NAMED_SHARE_OF.fullmatch(statement.text, item.end, quantity.start) is not None)]
    for share in shares:
        for figure in figures:
            if unit_key(figure) == unit_key(quantity):
                yield worked_figure(quantity, share.value / 100 * figure.value, figure)
                # "约为播种面积的六成，据此推算播种面积约4000万亩": the whole a stated part is that share of
                yield worked_figure(quantity, figure.value / share.value * 100, figure)


# A share named by what it is, right before the amount it comes to: "a 30% deposit of £738", "a 10% fee of about $50".
_NAMED_SHARE_OF = re.compile(r"\s+(?:[a-z'-]+\s+){1,2}of\s+(?:about\s+|around\s+|roughly\s+)?", re.IGNORECASE)


# A percent a verb of contributing gives, closing its clause: "Carn Dhu supplied 16 percent [1]", "exports made up
# 40%, ..." (a share of the whole the sentence or its evidence is about).
_SHARE_VERB = re.compile(r"\b(?:suppl(?:y|ies|ied)|contribut(?:e|es|ed)|accounts?\s+for|accounted\s+for"
                         r"|ma(?:de|kes?)\s+up)\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+)?\Z",
                         re.IGNORECASE)
_CLAUSE_CLOSES = re.compile(r"\s*(?:\[\d+\]\s*)?(?:[.,;:]|\Z)")
_CHINESE_SHARE_VERB = re.compile(r"(?:约|近|逾)?占(?:比)?(?:约|近|逾)?\s*(?:\Z|(?=[\d零〇一二两三四五六七八九十百]))")


def _share_by_its_verb(share: Quantity, text: str) -> bool:
    """Whether a percent closing its clause is given by a verb of contributing right before it (see ``_SHARE_VERB``),
    or by 占 ("accounts for": 内画壶有43件，约占34%)."""
    return _CLAUSE_CLOSES.match(text, share.end) is not None \
        and _SHARE_VERB.search(text, max(0, share.start - 30), share.start) is not None \
        or _CHINESE_SHARE_VERB.match(share.surface) is not None \
        or _CHINESE_SHARE_VERB.search(text, max(0, share.start - 4), share.start) is not None


def _share_of_something(share: Quantity, text: str) -> bool:
    """Whether a percent is written as a share of something: a fraction, 成, "of" after it or 的 before it."""
    return _counted_after(share, text) is not None or _whole_named_before(text, share)


def _whole_named_before(text: str, share: Quantity) -> bool:
    """Whether a Chinese share has the whole it is of written right before it (see ``_WHOLE_BEFORE``)."""
    return _WHOLE_BEFORE.search(text, max(0, share.start - _WINDOW), share.start) is not None


def _counted_after(share: Quantity, text: str) -> frozenset[str] | None:
    """What a percent written as a share of something counts, named after it ("25% of pupils"), or nothing named
    (三成出口额, where what follows a Chinese share with no 的 is what the clause says of the part, 一半由老年人接种);
    ``None`` when the percent is written as no share: neither a fraction nor 成, nor followed by "of" or 的."""
    after = _OF_AFTER.match(text, share.end)
    if after is None or not (share.fraction or after.group("of") or share.surface.endswith("成")):
        return None
    counted = after.group("counted")
    return _head(counted) if after.group("of") or counted.isascii() else frozenset()


def _ratio_within(bound: Quantity, statement: Statement, figures: list[Quantity]) -> Iterator[Quantity]:
    """The ratios of two evidence figures of one unit within one of a bound on a ratio, on its side: "more than three
    times the amount on offer" over $612 million and $185 million (3.3). A writer bounds a ratio by the whole number
    next to it, so 4.2 is not "more than three times", and any pair's ratio past the bound would pass by chance."""
    if not _RATIO.search(statement.text, bound.end, bound.end + _WINDOW) or bound.dimension != COUNT or bound.unit:
        return
    for first, second in permutations(figures, 2):
        ratio = first.value / second.value
        if unit_key(first) == unit_key(second) and (
                bound.bound in LOWER_BOUNDS and bound.value < ratio < bound.value + 1
                or bound.bound in UPPER_BOUNDS and bound.value - 1 < ratio < bound.value):
            yield worked_figure(bound, ratio, bound)


def _days_of_ranges(quantity: Quantity, statement: Statement, evidence: Evidence,
                    supports: Supports) -> Iterator[Quantity]:
    """The days of a range of dates, first and last day counted: one the evidence writes ("国庆七天" over 10月1日至7日),
    or one the sentence writes whose ends the evidence states ("前三十天（9月20日至10月19日）" over "自9月20日启动。截至
    10月19日")."""
    yield from (worked_figure(quantity, days * DAY_SECONDS, quantity)
                for days in _range_days(statement, evidence, supports))


def _per_day_of_ranges(quantity: Quantity, statement: Statement, evidence: Evidence, figures: list[Quantity],
                       supports: Supports) -> Iterator[Quantity]:
    """An amount a day over the days of a range of dates (see ``_days_of_ranges``): "日均两千一百剂次" over 63,000
    doses from 9月20日 to 10月19日."""
    near = statement.text[max(0, quantity.start - _WINDOW):quantity.end + _WINDOW]
    if quantity.dimension in PERCENTS or not _PER.search(near) or "day" not in _spans_named(near):
        return
    amounts = [amount for amount in figures if amount.dimension == quantity.dimension
               and _counted_alike(amount, quantity)]
    for days in _range_days(statement, evidence, supports) if amounts else ():
        yield from (worked_figure(quantity, amount.value / days, amount) for amount in amounts)


# An amount the evidence gives for one day, by the words before it (日均客流约3200人次, 每天) or after it ("about
# 3,200 visitors a day", 3200人次/天).
_DAILY_BEFORE = re.compile(r"(?:日均|每天|每日)[^\d，。；,;]{0,6}\Z")
_DAILY_AFTER = re.compile(r"[^\d,.;，。；]{0,30}?(?:\b(?:a|per|each)\s+day\b|/\s*[天日]|每天)", re.IGNORECASE)


def _total_of_daily(quantity: Quantity, statement: Statement, evidence: Evidence,
                    found: list[tuple[Quantity, Passage]], supports: Supports) -> Iterator[Quantity]:
    """A total, by a word of summing near it, over the days of a range of dates (see ``_range_days``) of an amount
    the evidence gives a day: 整个暑期累计约20万人次 over 日均客流约3200人次 from 7月1日 to 8月31日 (62 days)."""
    near = statement.text[max(0, quantity.start - _WINDOW):quantity.end + _WINDOW]
    if quantity.dimension in PERCENTS or not SUMMING.search(near):
        return
    daily = [amount for amount, home in found if amount.dimension == quantity.dimension
             and _counted_alike(amount, quantity) and amount.value < quantity.value
             and (_DAILY_BEFORE.search(home.text, max(0, amount.start - _WINDOW), amount.start)
                  or _DAILY_AFTER.match(home.text, amount.end))]
    for days in _range_days(statement, evidence, supports) if daily else ():
        yield from (worked_figure(quantity, amount.value * days, amount) for amount in daily)


def _range_days(statement: Statement, evidence: Evidence, supports: Supports) -> list[int]:
    """The days of each range of dates the evidence writes, or the sentence writes with ends the evidence states,
    the first and last day counted."""
    dates = [item for item, _ in evidence.quantities if item.kind == "date"]
    ranges = [pair for passage in evidence.passages for pair in date_ranges(passage)]
    ranges += [(first, last) for first, last in date_ranges(statement, days=True)
               if any(supports(first, item) for item in dates) and any(supports(last, item) for item in dates)]
    return [days + 1 for first, last in ranges if (days := days_between(first.value, last.value)) is not None]


def _share_within(bound: Quantity, statement: Statement, found: list[tuple[Quantity, Passage]],
                  supports: Supports) -> Iterator[Quantity]:
    """The shares a bound on a share of something ("just under a fifth of the outer-zone tickets", "more than a
    third of", 不到三成) may restate, as plain steps read them (see ``_shares``), when within a tenth of the bound on
    its side: 612 of 3,180 tickets (19.2%) is "just under a fifth", 12% is not."""
    if bound.dimension != "percent" or not bound.value < 100 or bound.bound not in LOWER_BOUNDS | UPPER_BOUNDS:
        return
    named = _counted_after(bound, statement.text)
    if named is None and _whole_named_before(statement.text, bound):
        named = frozenset()  # "占全年借阅总量的六成以上": the whole named before, as for a share (see ``_steps``)
    if named is None or len(found) < 2:
        return
    as_value = replace(bound, kind="value", bound=None)
    homes = {id(figure): passage for figure, passage in found}
    low, high = _near_the_bound(bound)
    for share in _shares(as_value, statement, homes, [figure for figure, _ in found], supports, named):
        if low < share.value < high:
            yield worked_figure(bound, share.value, bound)


def _near_the_bound(bound: Quantity) -> tuple[float, float]:
    """The values within a tenth of a bound on its side, which a writer bounds by it: 19.2% is "just under a
    fifth", 2.05 km "a little over two kilometres"."""
    return (bound.value, bound.value * (1 + _NEAR_A_BOUND)) if bound.bound in LOWER_BOUNDS \
        else (bound.value * (1 - _NEAR_A_BOUND), bound.value)


def _per_within(bound: Quantity, statement: Statement, found: list[tuple[Quantity, Passage]],
                supports: Supports) -> Iterator[Quantity]:
    """The amounts per something (see ``_amounts_per``) a bound on one may restate, when within a tenth of the
    bound on its side: "averaging a little over two kilometres a trip" over 652,000 km and 318,400 trips (2.05)."""
    text = statement.text
    near = text[max(0, bound.start - _WINDOW):bound.end + _WINDOW]
    if bound.dimension in PERCENTS or bound.bound not in LOWER_BOUNDS | UPPER_BOUNDS \
            or not (_PER.search(near) or _FOR_ONE_THING.match(text, bound.end)):
        return
    low, high = _near_the_bound(bound)
    homes = {id(figure): passage for figure, passage in found}
    for amount in _amounts_per(replace(bound, kind="value", bound=None), statement, homes,
                               [figure for figure, _ in found], supports, _spans_named(near)):
        if low < amount.value < high:
            yield worked_figure(bound, amount.value, bound)


def _places_moved(quantity: Quantity, statement: Statement, evidence: Evidence,
                  supports: Supports) -> Iterator[Quantity]:
    """The places between two ranks of the evidence, one of them a rank the sentence states: "climbed seventeen
    places to 41st" over "placed 41st …, up from 58th", 上升三位 over 第十二名 and 第十五名."""
    ranks = [item for item, _ in evidence.quantities if item.kind == "ordinal"]
    mine = [item for item in statement.quantities if item.kind == "ordinal"]
    for first, second in permutations(ranks, 2):
        if first.value < second.value and any(supports(rank, first) or supports(rank, second) for rank in mine):
            yield worked_figure(quantity, second.value - first.value, quantity)


def _years_apart(quantity: Quantity, statement: Statement, evidence: Evidence,
                 supports: Supports) -> Iterator[Quantity]:
    """The whole years from one year of the evidence to a later one, either of them a year or a date the sentence
    states, to the day or only to its year, or a bare year before 1900 ("155 years later" over "first lit in 1871"
    and "completion in autumn 2026"): "twenty-year bonds sold on 11 February 2025" over bonds sold then that
    "mature in 2045", 经营了近37年…将于2024年3月底停业 over 开业于1987年5月 and 2024年3月31日."""
    mine = {year for item in statement.quantities if (year := _year_of(item)) is not None}
    years = {year for item, _ in evidence.quantities if (year := _year_of(item)) is not None}
    for first in years:
        yield from (worked_figure(quantity, (later - first) * YEAR_SECONDS, quantity) for later in years
                    if later > first and mine & {first, later})


def _years_a_range_covers(quantity: Quantity, evidence: Evidence) -> Iterator[Quantity]:
    """The years a range of years of the evidence covers, its first and last year counted or not: 《县志（1991—2020）》
    records thirty years, and 1991 to 2020 is 29 years on; a decade or century ("the early 1900s") tells when, and
    counts none."""
    for item, _ in evidence.quantities:
        if item.kind == "year" and item.high is not None and item.high > item.value and not named_as_whole(item):
            yield from (worked_figure(quantity, (item.high - item.value + counted) * YEAR_SECONDS, quantity)
                        for counted in (1, 0))


# An anniversary right after its ordinal: "the 150th anniversary", "her 90th birthday".
_ANNIVERSARY_AFTER = re.compile(r"\s+(?:anniversary|birthday|jubilee)\b", re.IGNORECASE)


def _years_of_anniversaries(quantity: Quantity, evidence: Evidence) -> Iterator[Quantity]:
    """The years an anniversary of the evidence marks: "150 years of the tower's bells" over "the 150th anniversary
    of the tower's ring of bells"."""
    for passage in evidence.passages:
        yield from (worked_figure(quantity, item.value * YEAR_SECONDS, quantity) for item in passage.quantities
                    if item.kind == "ordinal" and _ANNIVERSARY_AFTER.match(passage.text, item.end))


def _year_of(item: Quantity) -> int | None:
    """The year a year or a date names, or a bare four-digit figure that may be one ("first lit in 1871")."""
    if item.kind in _DATED:
        return int(item.value // _YEAR_PLACE[item.kind])
    return int(item.value) if item.kind == "value" and year_like(item) else None


def _months_of_range(quantity: Quantity, statement: Statement, evidence: Evidence,
                     supports: Supports) -> Iterator[Quantity]:
    """The calendar months from one date to another that the sentence writes as a range and the evidence states:
    "about two and a half years, from April 2025 to October 2027" over works starting in April 2025 and completed by
    October 2027 (thirty months), "just over four months, from 7 December to 13 April" (4.2 months, the second date
    in the year after the first when the dates name no year); a range of months also covers its first and last
    month ("从2023年9月到2024年2月连续6个月")."""
    stated = [item for item, _ in evidence.quantities if item.kind == "date"]
    for first, last in date_ranges(statement):
        months = _months_apart(first.value, last.value)
        if months and months > 0 and all(any(supports(end, item) for item in stated) for end in (first, last)):
            yield worked_figure(quantity, months * MONTH_SECONDS, quantity)
            if not date_parts(first.value)[2]:  # months named, not days: both counted ("连续6个月" of 9月到次年2月)
                yield worked_figure(quantity, (months + 1) * MONTH_SECONDS, quantity)


def _months_a_range_covers(quantity: Quantity, evidence: Evidence) -> Iterator[Quantity]:
    """The calendar months a range of months of the evidence covers, its first and last month counted: "头三个月" over
    "第一季度（2024年4月至6月）", "the three months from April to June"; a range from the first day of a month to the
    last day of another covers those months whole ("six months" over "between 1 May and 31 October")."""
    for passage in evidence.passages:
        for first, last in date_ranges(passage):
            (year, month, day), (last_year, last_month, last_day) = date_parts(first.value), date_parts(last.value)
            if month and last_month and (not day and not last_day
                                         or day == 1 and _last_day_of_month(last_year, last_month, last_day)):
                year, last_year = year or last_year, last_year or year
                months = (last_year - year) * 12 + last_month - month + 1
                if months > 1:
                    yield worked_figure(quantity, months * MONTH_SECONDS, quantity)


def _last_day_of_month(year: int, month: int, day: int) -> bool:
    """Whether ``day`` is the last of its month (the 28th or the 29th of a February of no year given)."""
    if month == 2 and not year:
        return day in (28, 29)
    return day == calendar.monthrange(year or 2001, month)[1]


def _moved_by(quantity: Quantity, evidence: Evidence) -> Iterator[Quantity]:
    """The days or months a date is moved by, between the two dates a passage moves it from and to, written one after
    the other with a word of "to" between: "提前11天" over "由5月1日12时提前至4月20日12时", "11 days earlier" over
    "from 1 May to 20 April", "pushed back two months" over "moved from March to May"."""
    for passage in evidence.passages:
        dates = [item for item in passage.quantities if item.kind == "date"]
        for first, second in zip(dates, dates[1:]):
            if _MOVED_TO.search(passage.text, first.end, second.start) and second.start - first.end <= _WINDOW:
                if quantity.unit_factor == MONTH_SECONDS:
                    if months := _months_apart(*sorted((first.value, second.value))):
                        yield worked_figure(quantity, months * MONTH_SECONDS, quantity)
                elif days := days_between(first.value, second.value):
                    yield worked_figure(quantity, abs(days) * DAY_SECONDS, quantity)


def _months_between_dates(quantity: Quantity, statement: Statement, evidence: Evidence,
                          supports: Supports) -> Iterator[Quantity]:
    """The months between two dates of one passage, one of them a date the sentence states, for a span the sentence
    gives as the time before or after it: "480 more than three months earlier" over "at 30 June 2024 …, up from
    11,980 at 31 March 2024" for a sentence dated "by the end of June 2024"."""
    mine = [item for item in statement.quantities if item.kind == "date"]
    for passage in evidence.passages:
        dates = [item for item in passage.quantities if item.kind == "date"]
        for first, last in combinations(sorted(dates, key=lambda item: item.value), 2):
            if any(supports(date, item) for date in mine for item in (first, last)):
                months = _months_apart(first.value, last.value)
                if months:
                    yield worked_figure(quantity, months * MONTH_SECONDS, quantity)


def _months_apart(first: float, last: float) -> float | None:
    """The months from one date to a later one, both given to the month or both to the day; a year either leaves out
    is the other's, or the next one where the second date would otherwise come first."""
    (year, month, day), (last_year, last_month, last_day) = date_parts(first), date_parts(last)
    if not (month and last_month) or bool(day) != bool(last_day):
        return None
    if not day:
        if not year and not last_year:  # "from March to May": months of one year, or of the next past December
            return (last_month - month) % 12 or None
        return (last_year - year) * 12 + last_month - month if year and last_year else None
    wraps = (last_month, last_day) < (month, day)
    if not year and not last_year:
        year = _SOME_YEAR
    if not last_year:
        last_year = year + wraps
    elif not year:
        year = last_year - wraps
    try:
        return months_between(year * 10_000 + month * 100 + day, last_year * 10_000 + last_month * 100 + last_day)
    except ValueError:  # 29 February in a year that has none
        return None


def _changes(quantity: Quantity, statement: Statement, homes: dict[int, Passage], figures: list[Quantity],
             stated: set[int]) -> Iterator[Quantity]:
    """Differences and changes of two figures of one unit, the later stated by the sentence where its words give
    the change a direction; a movement (上涨0.6元) of a figure of one table row runs from another figure of that row,
    not from another row's (海南 6.40 and 广西 5.80 of one column), and so does a comparison, unless the sentence
    names both rows."""
    compared = _compared_sign(quantity, statement.text)
    sized = compared and _SIZE_COMPARED.search(statement.text, max(0, quantity.start - _WINDOW), quantity.start)
    signs = compared if sized else direction_of(quantity, statement, ("magnitude", "size")) or compared
    if not signs and _GAP.search(statement.text, max(0, quantity.start - _WINDOW), quantity.end + _WINDOW) is None:
        return  # "5.7 seconds ahead of", "won by four points from": a side the words name but the gates do not read
    shares = shares_changed(quantity, statement.text, statement.quantities)
    for end, start in permutations(figures, 2):
        if unit_key(end) != unit_key(start):
            continue
        if signs:  # the sentence states where the change ran to, and not where it began, which ``derived`` reads
            if id(end) not in stated or id(start) in stated or (1 if end.value > start.value else -1) not in signs:
                continue
            if _rows_of_other_things(homes[id(end)], homes[id(start)]) and not (
                    compared and _names_both_rows(statement.text, homes[id(end)], homes[id(start)])):
                continue
        elif end.value < start.value:
            continue
        if end.dimension == "time":
            continue  # "13分25秒 slower": faster is less time, and which runner is which the durations readings read
        gap = abs(end.value - start.value)
        if quantity.dimension == "percentage_point" and end.dimension == "percent":
            yield worked_figure(quantity, gap, quantity)
        elif quantity.dimension == end.dimension and end.dimension != "percent":
            yield worked_figure(quantity, gap, end)
        if quantity.dimension == "percent" and signs and end.dimension != "percent" and not shares:
            yield worked_figure(quantity, 100 * gap / start.value, quantity)


def _rows_of_other_things(first: Passage, second: Passage) -> bool:
    """Whether two passages are rows of a table about two things, not two periods (海南 and 广西, not 2022 and
    2023): a figure moves from one period to the next, never from one thing to another."""
    if first is second or first.source_text is None or second.source_text is None:
        return False
    return not (first.feature(_keyed_by_period) and second.feature(_keyed_by_period))


def _names_both_rows(text: str, first: Passage, second: Passage) -> bool:
    """Whether the sentence names the key of each of two table rows: "鸡蛋肠比鲜虾肠便宜" compares the rows, where
    "鲜虾肠大份比小份贵五元" compares the cells of one."""
    return all(find_phrase(text, row.feature(row_cells)[0]) != -1 for row in (first, second))


def _keyed_by_period(row_text: str) -> bool:
    """Whether a table row's key is a year, a date or a quarter; kept, as a row is asked again for each pair."""
    return any(item.kind in _PERIOD_KINDS for item in find_quantities(row_cells(row_text)[0]))


_PERIOD_KINDS = frozenset({"year", "date", "quarter"})


def _shares(quantity: Quantity, statement: Statement, homes: dict[int, Passage], figures: list[Quantity],
            supports: Supports, counted: frozenset[str]) -> Iterator[Quantity]:
    """Shares of a part over a whole of its unit: the part named by the sentence and not by the whole's clause, or
    written by the passage as a part of that whole ("12,000 of the zone's 48,000"), and no other part named by a
    word of the sentence its own clause lacks."""
    low, high = joined_part_of(statement, quantity)
    names = content_terms(statement.text[low:high])
    models = frozenset(_MODEL.findall(statement.text, low, high))
    # the words of the share's own clause: "东南亚市场贡献了三成出口额，欧洲市场占两成" names Europe for the other share
    own_span = next(span for span in clause_spans(statement.text) if span[0] <= quantity.start <= span[1])
    own = content_terms(statement.text[slice(*own_span)])
    # the sentence's other figures of the statement, save ages, amounts per something (日均两千一百剂次), models
    # (402型), years ("the 1897 maze") and figures of clauses after the share's (约八成经治疗后放归野外，十四只因伤重死亡:
    # the other parts), which are no part
    beside = [mine for mine in statement.quantities if mine is not quantity and mine.kind in ("value", "bound")
              and low <= mine.start < min(high, own_span[1]) and not AGE_AFTER.match(statement.text, mine.end)
              and not year_like(mine)
              and not statement.text.startswith(_MODEL_AFTER, mine.end)
              and not _PER.search(statement.text, max(0, mine.start - _PER_REACH), mine.start)]
    clauses = {id(item): told_terms(homes[id(item)].text, item, homes[id(item)].quantities) for item in figures}
    # "检查了二十四家，其中三分之一": a share the sentence gives as part of its figure before is of that figure
    of_before = max((mine for mine in beside if mine.end <= quantity.start), key=lambda mine: mine.start,
                    default=None) if part_of_one_before(statement.text, quantity) else None
    for part, whole in permutations(figures, 2):
        if unit_key(part) != unit_key(whole) or part.value >= whole.value or part.dimension in PERCENTS:
            continue
        if of_before is not None and unit_key(of_before) == unit_key(whole) and not supports(of_before, whole):
            continue
        alike = [mine for mine in beside if unit_key(mine) == unit_key(part)]
        if not any(supports(mine, part) for mine in alike) \
                and not all(supports(mine, part) or supports(mine, whole) for mine in alike):
            continue  # "散货1.5亿吨，约占货物吞吐量的25%": the part is the figure its clause states, if any
        if counted and not counted & (clauses[id(part)] | clauses[id(whole)]):
            continue  # "25% of pupils" over schools
        if any((clauses[id(other)] - clauses[id(part)]) & own for other in figures
               if other is not part and other is not whole and unit_key(other) == unit_key(part)
               and counted_alike(other, part) and not year_like(other)):
            continue  # "65% said they drove" over "520 of the 800 … cycled, while 200 said they drove"
        home = homes[id(part)]
        if home is homes[id(whole)] and _listed_together(part, whole, home):
            continue  # "其中火灾扑救312次、抢险救援587次": two items of one list, neither the other's whole
        if ((_reach(part, home) - clauses[id(whole)]) & names or _model_named(part, home, models)) \
                and _alone(part, home) or _written_as_share(part, whole, home):
            yield worked_figure(quantity, 100 * part.value / whole.value, quantity)


def _shares_of_sums(quantity: Quantity, statement: Statement, homes: dict[int, Passage],
                    figures: list[Quantity]) -> Iterator[Quantity]:
    """A share of two parts taken together over a whole of their unit, where a word of summing names the sum and the
    share's clause names each part by a word the whole's clause lacks: "梨树和桃树合计约占五分之四" over "受灾果园约
    4.5万亩，其中梨树约2.1万亩、桃树约1.6万亩" (3.7 of 4.5, 82%)."""
    if SUMMING.search(statement.text, *clause_around(statement.text, quantity, CLAUSE_END)) is None:
        return
    names = clause_terms(statement.text, quantity)  # between commas: "and" joins the parts' names
    for first, second in combinations(figures, 2):
        if unit_key(first) != unit_key(second) or first.dimension in PERCENTS:
            continue
        for whole in figures:
            if unit_key(whole) != unit_key(first) or whole.value <= first.value + second.value:
                continue
            lacking = segment_terms(homes[id(whole)].text, whole)
            named = [(_reach(part, homes[id(part)]) - lacking) & names for part in (first, second)]
            if all(named) and named[0] != named[1]:
                yield worked_figure(quantity, 100 * (first.value + second.value) / whole.value, quantity)


def _shares_of_stated_whole(quantity: Quantity, statement: Statement, homes: dict[int, Passage],
                            figures: list[Quantity], supports: Supports) -> Iterator[Quantity]:
    """A share of the sentence's own figure it gives as the whole before it, one no evidence figure states (a sum it
    worked out: "本周苋菜合计成交140吨，其中红苋菜约占六成" over 86 and 54 tonnes), for each evidence figure of its unit
    named by a word of the share's clause that the whole's clause lacks (红苋 of 红苋菜, not 苋菜)."""
    if not part_of_one_before(statement.text, quantity):
        return
    whole = max((mine for mine in statement.quantities if mine.end <= quantity.start and mine.kind == "value"),
                key=lambda mine: mine.start, default=None)
    if whole is None or whole.dimension in PERCENTS or any(supports(whole, figure) for figure in figures):
        return
    own = clause_terms(statement.text, quantity) - clause_terms(statement.text, whole)
    for part in figures:
        if unit_key(part) == unit_key(whole) and 0 < part.value < whole.value and _reach(part, homes[id(part)]) & own:
            yield worked_figure(quantity, 100 * part.value / whole.value, quantity)


def _share_of_own_pair(quantity: Quantity, statement: Statement) -> Iterator[Quantity]:
    """A share appended to a part and its whole the sentence itself writes: "43 of the 48 hatchlings still alive,
    about 90%" (each of the two figures is checked against the evidence in its own right)."""
    low = joined_part_of(statement, quantity)[0]
    before = [mine for mine in statement.quantities if low <= mine.start and mine.end <= quantity.start
              and mine.kind == "value" and mine.dimension not in PERCENTS]
    if len(before) >= 2 and before[-1].value > before[-2].value > 0 and unit_key(before[-1]) == unit_key(before[-2]) \
            and OF_WHOLE.fullmatch(statement.text, before[-2].end, before[-1].start) is not None \
            and _APPENDED_SHARE.fullmatch(statement.text, before[-1].end, quantity.start) is not None:
        yield worked_figure(quantity, 100 * before[-2].value / before[-1].value, quantity)


# What runs from a whole to a share appended to it: "48 head-started hatchlings still alive, about" of "43 of the 48
# head-started hatchlings still alive, about 90%".
_APPENDED_SHARE = re.compile(r"[^,;:.\d]{0,60}(?:,\s*(?:or\s+)?|\s+\()"
                             r"(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+)?")


def _model_named(part: Quantity, home: Passage, models: frozenset[str]) -> bool:
    """Whether the part's segment names one of the sentence's models (402型 of "其中402型扬琴2400台"): a model has no
    words a share could be told by."""
    segment = segment_of(home.text, part.start) or (part.start, part.end)
    return any(model in home.text[slice(*segment)] for model in models)


def _reach(part: Quantity, home: Passage) -> frozenset[str]:
    """The terms that may name a part: of its segment, and back to the figure before it in its passage ("Germany
    remained the largest destination, taking 3.6 million bottles")."""
    before = max((item.end for item in home.quantities if item.end <= part.start), default=0)
    segment = segment_of(home.text, part.start) or (part.start, part.end)
    return content_terms(home.text[min(before, segment[0]):part.start] + " " + home.text[part.end:segment[1]])


# Only a list's comma between two of its items: 火灾扑救312次、抢险救援587次.
_LISTED_BETWEEN = re.compile(r"[^，。；,;:：]*、[^，。；,;:：]*")


def _listed_together(part: Quantity, whole: Quantity, home: Passage) -> bool:
    """Whether two figures are items of one Chinese list, only 、 between them, the later one no total (合计)."""
    first, second = sorted((part, whole), key=lambda item: item.start)
    return _LISTED_BETWEEN.fullmatch(home.text, first.end, second.start) is not None \
        and SUMMING.search(home.text, first.end, second.start) is None


def _written_as_share(part: Quantity, whole: Quantity, home: Passage) -> bool:
    """Whether the part's passage writes it right before its whole ("12,000 of the zone's 48,000 households"), or
    opens with the whole and gives the part at the head of the next clause ("Of the 80 lots offered, 60 sold")."""
    if part.end <= whole.start:
        return OF_WHOLE.fullmatch(home.text, part.end, whole.start) is not None
    return _OF_THE_WHOLE.search(home.text, max(0, whole.start - 12), whole.start) is not None \
        and _THEN_ITS_PART.fullmatch(home.text, whole.end, part.start) is not None


# A whole opening its sentence and its part heading the clause after it: "Of the 80 lots of cufflinks offered, 60 sold".
_OF_THE_WHOLE = re.compile(r"(?:^|(?<=[.;:]\s)|(?<=\n))(?:Of|Out of)\s+(?:the\s+|its\s+|their\s+)?\Z")
_THEN_ITS_PART = re.compile(r"[^.;:\d]{0,60},\s*(?:only\s+|just\s+)?")


# Words that take up a whole named before instead of naming one: "three-quarters of them".
_BACK_REFERENCES = frozenset({"them", "these", "those", "it", "us"})


# Words a noun phrase runs on into, which end it: "wards since October".
_RUNS_ON = frozenset("since until after before during over under across through about per within without between"
                     .split())


def _head(phrase: str) -> frozenset[str]:
    """The terms of what a phrase names: its last word in English ("depot staff" -> staff), before a verb in the
    past or a name the phrase runs on into ("the rock salt went" -> salt; "them went" names nothing; "the doughnuts
    Glaze sold" -> doughnuts), all of it in Chinese."""
    if not phrase.isascii():
        return content_terms(phrase)
    words = phrase.split()
    verb = next((at for at, word in enumerate(words) if at and (word.lower() in IRREGULAR_PAST
                                                                or word.lower().endswith("ed")
                                                                or word[:1].isupper() and word[1:2].islower()
                                                                and words[at - 1][:1].islower())),
                len(words))  # or a name opening a clause of its own: "the doughnuts Glaze & Co. sold" -> doughnuts
    named = [word for word in words[:verb] if content_terms(word)]
    while named and named[-1].lower() in _RUNS_ON:
        named.pop()  # "the district's wards since October" -> wards
    if not named and words and words[0].lower() in _BACK_REFERENCES:
        return frozenset()
    return content_terms(named[-1] if named else words[-1] if words else "")


def _named_as_shortfall(quantity: Quantity, text: str) -> bool:
    """Whether the figure is given as how far short of a need something falls: "125 places short", "a shortfall of
    125", 缺口为125个: a difference of two figures with no side."""
    return _SHORT.match(text, quantity.end) is not None \
        or _SHORT_BEFORE.search(text, max(0, quantity.start - _WINDOW), quantity.start) is not None


# The size of a movement compared with another's, right before the comparison: 降幅比对照组多6.9个百分点 is the larger
# fall, its side that of 多, not of 降.
_SIZE_COMPARED = re.compile(r"(?:降幅|跌幅|减幅|增幅|涨幅|升幅)[比较]")


def _compared_sign(quantity: Quantity, text: str) -> set[int]:
    """The side a Chinese comparison right before the figure gives it (比雄性幼仔重 +1, 比上年少 -1); empty when
    none is written there."""
    found = COMPARED_BEFORE.search(text, max(0, quantity.start - _WINDOW), quantity.start)
    return set() if found is None else {1 if found.group("more") else -1}


def _spans_named(text: str) -> tuple[str, ...]:
    """The words of the spans of time ``text`` gives an amount per ("a month" -> month, 月)."""
    return tuple(word for found in _PER_SPAN.finditer(text)
                 for word in _SPAN_WORDS[found.group(1).lower() if found.group(1) else
                                         _CHINESE_SPANS[found.group(2) or found.group(3)]])


def _one_span(count: Quantity, spans: tuple[str, ...]) -> bool:
    """Whether a count of time is written in the span the sentence gives its amount per ("six months", a month)."""
    return any(word in count.surface.lower() for word in spans)


def _counted_alike(amount: Quantity, quantity: Quantity) -> bool:
    """Whether an amount counts what the sentence's figure counts, as far as a Chinese classifier tells (接待读者
    五千人次 over 153万人次, not 98.6万册次); the word after an English count is often a modifier ("3,600 street
    trees" for "300 trees"), so it tells nothing."""
    return not quantity.counted or quantity.counted.isascii() or amount.counted == quantity.counted


def _how_many(count: Quantity) -> float:
    """What an amount is divided by: a count ("12 million bottles"), or a span of time in the unit it is written in
    ("six months")."""
    return count.magnitude if count.dimension == "time" else count.value


def _already_per(amount: Quantity, home: Passage) -> bool:
    return _ALREADY_PER.match(home.text, amount.end) is not None


def _alone(part: Quantity, home: Passage) -> bool:
    """Whether the part is the one figure of its unit in its segment: "试验组（300例）或对照组（150例）" names neither
    figure apart from the other. A figure joined to its noun by a hyphen names a kind of thing, not an amount of
    it: "a maximum error of 20 kg at the 40-tonne test point" gives 20 kg alone; so does a model's (402型扬琴2400台),
    and a small count in words beside a figure in digits ("36 were booked by people who had attended one of our
    courses")."""
    segment = segment_of(home.text, part.start) or (part.start, part.end)
    return not any(other is not part and other.kind == "value" and unit_key(other) == unit_key(part)
                   and not (is_small_word_number(other) and not part.spelled)
                   and segment[0] <= other.start < segment[1] and not _HYPHENED.search(other.surface)
                   and not home.text.startswith(_MODEL_AFTER, other.end) for other in home.quantities)


_HYPHENED = re.compile(r"\d-[^\W\d]")
