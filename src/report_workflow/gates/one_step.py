"""Figures worked out in one step from figures the sentence itself ties to them.

A writer often states the operands with the result: "6 GW, after 1,150 MW … on top of the 4,850 MW already
registered", "at roughly 1.5 GB per nightly snapshot and 30 days of retention … around 45 GB", 352.1亿千瓦时，约占
全社会用电量的19%. Each operand is checked against the evidence on its own; the result is stated when the operation a
word of the sentence names gives it from them:

- a sum, by a word of summing or adding ("on top of", "plus", 合计), of the figures of the result's unit the sentence
  states right before or right after it;
- a product, of an amount the sentence or the evidence gives "per" something (每片0.3克, "six people each", "each of
  the wheel's capsules … from 8 to 6") and a count the sentence states (每天共服6片 … 1.8克); a most allowed for each
  gives a most allowed ("at most 192 passengers … 32 capsules, each limited to six people");
- a share, named by "of" after the percent or 占 before it, of a part and a whole of one unit, one stated by the
  sentence and the other the evidence's figure of that unit in a clause naming what the sentence's clause names
  ("receives 6% of the city's $710 million budget" over "Parks and recreation receives $42.6 million"), or both
  stated by the sentence ("around 45 GB, under a tenth of the backup volume's 500 GB");
- a speed, a length or a time from the other two ("the 42 km line in 35 minutes" at "about 72 km/h");
- a time between two clock times the sentence states ("leaves at 7:42 am and arrives at 10:17 am, a journey of 2 hours
  35 minutes");
- a yield or a concentration from a mass and the area or volume it is over ("143 tonnes from its 26 hectares, or 5.5
  tonnes a hectare"; 800亩…总产量96万斤 at 亩产600公斤, where 亩产 names the area a plain mass is over);
- a price per something from the amount paid for a measured or counted lot ("£12 for a 5 kg sack" at "£2.40 per kg");
- an amount for each period, of an amount the sentence states over a length of time it states ("4.8 tonnes over
  the six-month season, roughly 800 kg a month", 半年共收获4.8吨，平均每月约800公斤);
- an equal part, of an amount the sentence states divided by a count it gives the part to each of ("each of the 8
  branches will receive £45,000 of the £360,000 fund", 按约80万人口计算，人均约2000元);
- a part of a whole the sentence states, by the evidence's percent of the thing the sentence names the part by
  ("48,300 street trees, around 5,800 of them London planes" over "London plane … making up 12% of the total");
- an amount restating the percent before it (", or", 即), of a larger figure of its unit the sentence states ("go in
  at roughly 25 kg and lose about 12% of their weight, or around 3 kg each");
- a figure worked out "by this reckoning" (照此计算), of a larger amount the sentence states and a percent of the
  evidence (造价一百五十万元，照此计算可申请六十万元 over 按修缮工程造价的40%给予补助).

The word names the operation and the sentence names an operand, so a figure of other words is never the result of
a chance combination of evidence figures.
"""

from __future__ import annotations

import re
from calendar import monthrange
from collections.abc import Iterator, Sequence
from dataclasses import replace

from ..text import content_terms
from ..text.dates import date_parts
from ..text.quantities import Quantity
from ..text.units import MASS_PER_AREA, MASS_PER_VOLUME, match_unit
from .arithmetic import (COUNT, OF_THEM, OF_WHOLE, PERCENTS, REACH, SUMMING, Supports, evidence_values, overlapping,
                         segment_of, segment_terms, subject_segment, unit_key, worked_figure)
from .durations import DAY_SECONDS, MONTH_SECONDS, YEAR_SECONDS, between_clocks
from .inputs import Passage, Statement

# Words of adding that are no word of a total: "on top of", "in addition to", "plus", 加上.
_ADDING = re.compile(r"\b(?:on top of|in addition to|plus|added to)\b|加上|再加", re.IGNORECASE)
# A break before the parts of a figure listed after it, and words that set a later figure against it instead.
_PARTS_BREAK = re.compile(r"[,，:：—–(（]|其中")
_SET_AGAINST = re.compile(r"\b(?:compared|than|from|up|down|after|before|versus|vs|against|while|whereas)\b"
                          r"|比|较|由|从|[0-9]", re.IGNORECASE)
# An amount given for each of something, right after it ("1.5 GB per nightly snapshot", "500 mg each", "€400,000
# for each of the 12 kilometres") or right before it (每片含…0.3克, 每次5毫升, 两个专业各招生60人, "each course takes 60").
_PER_AFTER = re.compile(r"\s*(?:(?:(?:for\s+)?(?:per|each|every)|a piece|apiece)\b|/\s*[^\W\d]|每)", re.IGNORECASE)
# "$2,860 a tonne", "£9 an hour": an amount for one of a unit, named with the article.
_A_UNIT_AFTER = re.compile(r"\s+an?\s+(?=[^\W\d])", re.IGNORECASE)
_PER_BEFORE = re.compile(r"[每各][^，,。；;\d]{1,12}\Z|\b(?:each|every)\b[^,.;:\d]{1,30}\Z", re.IGNORECASE)
_PER_REACH = 32
# "capacity in each of the wheel's capsules has been reduced from 8 to 6": "each of" governs its clause further on.
_EACH_OF_BEFORE = re.compile(r"\beach of\b[^,.;:\d]{1,80}\Z", re.IGNORECASE)
_EACH_OF_REACH = 96
# What a percent is a share of: "6% of the budget" (not "6% of growth" read as a rate: the whole must be a figure),
# 占…的19%, "accounts for", "a share of".
_SHARE_AFTER = re.compile(r"\s*of\b", re.IGNORECASE)
_SHARE_BEFORE = re.compile(r"(?:占|约占|占到|\b(?:accounts? for|accounted for|accounting for|made up|makes? up"
                           r"|share of))[^，,。；;\d]{0,24}\Z", re.IGNORECASE)
# A figure worked out by the rule or rate just given: 照此计算, 按此推算, "on that basis", "at that rate".
_WORKED_BY = re.compile(r"(?:照此|按此|据此|依此)(?:计算|推算|测算|估算)|\b(?:on (?:that|this) basis|at (?:that|this) rate"
                        r"|by (?:that|this) reckoning)\b", re.IGNORECASE)
# What restates the figure before it in other terms, right before a figure: ", or", 即, 相当于.
_RESTATED_BEFORE = re.compile(r"(?:,\s*or|，?(?:即|也就是|相当于))\s*\Z", re.IGNORECASE)
# A share word the figure is read with: 约占四成.
_SHARE_LEAD = re.compile(r"(?:大?约|近)?占")
_SHARE_REACH = 30


def one_step(quantity: Quantity, statement: Statement, passages: Sequence[Passage],
             supports: Supports) -> Iterator[Quantity]:
    """The figures worked out in the terms of ``quantity`` from operands the sentence states or names. The
    sentence's own figures are checked against the evidence on their own, so a sum or a product of them stands or
    falls with them."""
    if quantity.kind == "clock":
        yield from _clock_after(quantity, statement)
        return
    if quantity.value <= 0 or quantity.kind not in ("value", "bound"):
        return
    if quantity.dimension == "percent":
        yield from _share_of_stated(quantity, statement)
    yield from _motion(quantity, statement, passages)  # a bound too: "an average of just over 21 km/h"
    mine = [item for item in statement.quantities if item.kind == "value" and item.value > 0
            and not overlapping(item, quantity)]
    if quantity.kind != "value":
        if quantity.bound == "le":  # "at most 192 passengers … 32 capsules, each limited to six people"
            yield from _product(quantity, statement, mine, passages)
        if quantity.dimension == "percent":  # "more than half of the 40 sites" over "recovered from 23 sites"
            yield from _share_of_a_stated_figure(quantity, statement, mine, passages, supports)
        yield from _equal_part(quantity, statement, mine)  # "average no more than 80 kg each" in the 640 kg class
        yield from _elapsed(quantity, statement)  # "at 8.15, just over half an hour before it leaves at 8.47am"
        return
    yield from _elapsed(quantity, statement)
    yield from _mass_over(quantity, statement, passages)
    yield from _yield_times_area(quantity, statement, passages)
    yield from _unit_price(quantity, statement, passages)
    if not mine:  # each step below takes an operand from ``mine``: a sentence stating no other figure gives none
        return
    yield from _sum(quantity, statement, mine)
    yield from _count_of_sized(quantity, statement, mine)
    yield from _product(quantity, statement, mine, passages)
    yield from _equal_part(quantity, statement, mine)
    yield from _per_period(quantity, statement, mine)
    yield from _part_by_share(quantity, statement, mine, passages)
    yield from _share_restated(quantity, statement, mine)
    yield from _by_the_rate(quantity, statement, mine, passages)
    yield from _ratio_of_stated(quantity, statement, mine)
    if quantity.dimension == "multiple":
        yield from _latter_over_former(quantity, statement, mine)
    if quantity.dimension == "percent":
        yield from _share_of_a_stated_figure(quantity, statement, mine, passages, supports)


def _share_of_a_stated_figure(quantity: Quantity, statement: Statement, mine: list[Quantity],
                              passages: Sequence[Passage], supports: Supports) -> Iterator[Quantity]:
    """The share (see ``_share``) with the figures of ``mine`` the evidence states as its one stated operand."""
    evidence = evidence_values(passages)
    stated = [item for item in mine if any(supports(item, theirs) for theirs in evidence)]
    yield from _share(quantity, statement, stated, passages, supports)


def _sum(quantity: Quantity, statement: Statement, mine: list[Quantity]) -> Iterator[Quantity]:
    """The total of two or more figures of the result's unit the sentence states one after another, right before it
    ("14 GW of solar and 9 GW of wind, 23 GW in total") or right after it ("6 GW, after 1,150 MW … on top of the
    4,850 MW"); with no word of summing, only parts listed after a break right after it ("Twenty regu teams have
    entered, twelve in the men's event and eight in the women's", 二十支队伍参赛，其中男子十二支、女子八支)."""
    alike = [item for item in (*mine, quantity) if unit_key(item) == unit_key(quantity)]
    alike.sort(key=lambda item: item.start)
    place = next(position for position, item in enumerate(alike) if item is quantity)
    before, after = alike[:place], alike[place + 1:]
    runs = [after[:last] for last in range(2, len(after) + 1)]
    if SUMMING.search(statement.text) or _ADDING.search(statement.text):
        runs += [before[first:] for first in range(len(before) - 1)]
    elif not (after and _parts_begin(statement.text[quantity.end:after[0].start])):
        return
    yield from (worked_figure(run[0], sum(item.value for item in run), quantity) for run in runs)


def _count_of_sized(quantity: Quantity, statement: Statement, mine: list[Quantity]) -> Iterator[Quantity]:
    """How many things of the size written right after a count the sentence's first measure of that size's kind
    makes: "76 feet of stalks … the equivalent of 38 two-foot stalks" (76 / 2)."""
    if quantity.dimension != COUNT:
        return
    size = next((item for item in mine if item.unit_factor and item.dimension != COUNT
                 and statement.text[quantity.end:item.start].isspace()), None)
    if size is None or size.value <= 0:
        return
    whole = next((item for item in mine if item is not size and item.dimension == size.dimension), None)
    if whole is not None:
        yield worked_figure(whole, whole.value / size.value, quantity)


def _parts_begin(gap: str) -> bool:
    """Whether the words between a figure and the next of its unit begin a list of its parts: a break (a comma, a
    colon, a dash, a bracket, 其中) and no word setting the next figure against it ("compared with", "up from", 比)."""
    return _PARTS_BREAK.search(gap) is not None and _SET_AGAINST.search(gap) is None


def _elapsed(quantity: Quantity, statement: Statement) -> Iterator[Quantity]:
    """The time between two clock times the sentence states one after the other ("leaves at 7:42 am and reaches
    Kestrel Bay at 10:17 am, a journey of 2 hours 35 minutes", 八点一刻开出，十一点四十七分抵达，全程三小时三十二分),
    across midnight or the days between their dates (see ``durations.between_clocks``); for a time in months or
    years, the calendar months between two months the sentence names with their years."""
    if quantity.dimension != "time":
        return
    clocks = [item for item in statement.quantities if item.kind == "clock"]
    yield from (worked_figure(start, between_clocks(start, end, statement), quantity)
                for start, end in zip(clocks, clocks[1:]))
    if quantity.unit_factor >= MONTH_SECONDS:  # "two years and four months … between October 2021 and February 2024"
        months = [(item, date_parts(item.value)) for item in statement.quantities if item.kind == "date"]
        for (start, (year, month, _)), (_, (last_year, last_month, _)) in zip(months, months[1:]):
            if year and month and last_year and last_month:
                yield worked_figure(start, ((last_year - year) * 12 + last_month - month) * MONTH_SECONDS, quantity)


def _clock_after(quantity: Quantity, statement: Statement) -> Iterator[Quantity]:
    """The time of day a time the sentence states before it and the length of time it states between the two give
    ("leaves at a quarter to six in the evening and, with the twelve-minute ride, reaches the valley station at 5:57
    pm"); a length written elsewhere ("最强的一小时降雨出现在凌晨三点到四点") is no time between them."""
    earlier = [item for item in statement.quantities if item.kind == "clock" and item.end <= quantity.start]
    for start in earlier:
        yield from (replace(worked_figure(start, (start.value + span.value) % DAY_SECONDS, quantity), kind="clock")
                    for span in statement.quantities if span.kind == "value" and span.dimension == "time"
                    and start.end <= span.start and span.end <= quantity.start)


def _product(quantity: Quantity, statement: Statement, mine: list[Quantity],
             passages: Sequence[Passage]) -> Iterator[Quantity]:
    """An amount given per something times a count the sentence states: the amount of ``quantity``'s kind, from the
    sentence or the evidence, the count a whole number of two or more of another kind or counting other things
    (两个专业 times 各60人), or things counted times how often each is done ("each of the 14 pianos three times" at
    "£68 per tuning")."""
    counts = [item for item in mine if (item.dimension != quantity.dimension or item.counted != quantity.counted)
              and item.value >= 2 and float(item.value / item.unit_factor).is_integer()]
    if not counts:
        return
    times = [item.value for item in counts if _TIMES_AFTER.match(statement.text, item.end)]
    times += [2.0] if _TWICE.search(statement.text) else []
    sizes = [count.value / count.unit_factor for count in counts]
    sizes += [count.value * often for count in counts if count.counted for often in times]
    rates = [item for item in statement.quantities if _per_something(statement.text, item, quantity)]
    rates += [item for passage in passages for item in passage.quantities
              if _per_something(passage.text, item, quantity)]
    rates += _sizes_of_counted(quantity, statement, counts, passages)
    for rate in rates:
        yield from (worked_figure(rate, rate.value * size, quantity) for size in sizes)


# How often a thing is done, right after the count: "three times", 三次, 两遍; or "twice" (not "twice as many").
_TIMES_AFTER = re.compile(r"\s+times\b|次|遍", re.IGNORECASE)
_TWICE = re.compile(r"\btwice\b(?!\s+(?:as|the)\b)", re.IGNORECASE)


# A measure written before the things it sizes ("450-gram rings", "sold in 450 g rings"), and a count of such things
# written before the measure ("2,000 of its 450-gram rings").
_SIZED_THING = re.compile(r"[ \u00a0-]?(?P<thing>[a-z]{3,})\b")
_OF_ITS = re.compile(r"\s+of\s+(?:its|their|the|his|her|our)\s+", re.IGNORECASE)


# A lap is once round a circuit, a course or a track: "312 laps" over "the 0.8-mile circuit".
_LAPS = frozenset({"lap", "laps"})
_ROUNDS_OF_A_LAP = frozenset({"circuit", "course", "track", "loop"})


def _sizes_of_counted(quantity: Quantity, statement: Statement, counts: list[Quantity],
                      passages: Sequence[Passage]) -> list[Quantity]:
    """The measures of ``quantity``'s kind, in the sentence or the evidence, that size one of the things the sentence
    counts: "2,000 of its 450-gram rings" or "2,000 rings" over "sold in 450 g rings" each give 450 g a ring, and
    "312 laps" over "the 0.8-mile circuit" 0.8 miles a lap."""
    text = statement.text
    things = {count.counted.lower() for count in counts if count.counted}
    sized = [(item, found["thing"]) for count in counts for item in statement.quantities
             if item.kind == "value" and item.dimension == quantity.dimension and item is not quantity
             and _OF_ITS.fullmatch(text, count.end, item.start) and (found := _SIZED_THING.match(text, item.end))]
    things |= {thing for _, thing in sized}
    if not things:
        return []
    if things & _LAPS:
        things |= _ROUNDS_OF_A_LAP  # "312 laps" of "the 0.8-mile circuit"
    return [item for item, _ in sized] + [
        item for passage in passages for item in passage.quantities
        if item.kind == "value" and item.dimension == quantity.dimension
        and (found := _SIZED_THING.match(passage.text, item.end)) is not None and found["thing"] in things]


def _per_something(text: str, item: Quantity, quantity: Quantity) -> bool:
    """Whether ``item`` is another amount of ``quantity``'s kind that ``text`` gives for each of something; for a
    most allowed (``quantity`` a bound "le"), the most allowed for each too ("limited to six people")."""
    return item is not quantity and (item.kind == "value" or item.kind == quantity.kind == "bound"
                                     and item.bound == quantity.bound) \
        and item.value > 0 and item.dimension == quantity.dimension and _given_for_each(text, item)


def _given_for_each(text: str, item: Quantity) -> bool:
    """Whether ``text`` gives ``item`` for each of something, by the words right after it or after what it counts
    ("per", "each", "a" and a unit: "six people each") or right before it."""
    counted = re.compile(rf"\s*{re.escape(item.counted)}\b").match(text, item.end) if item.counted else None
    return _PER_AFTER.match(text, item.end) is not None or _for_one_unit(text, item) \
        or counted is not None and _PER_AFTER.match(text, counted.end()) is not None \
        or _PER_BEFORE.search(text, max(0, item.start - _PER_REACH), item.start) is not None \
        or _EACH_OF_BEFORE.search(text, max(0, item.start - _EACH_OF_REACH), item.start) is not None


def _for_one_unit(text: str, item: Quantity) -> bool:
    """Whether a unit named with "a" or "an" follows ``item``: "$2,860 a tonne", not "$3 a share"."""
    article = _A_UNIT_AFTER.match(text, item.end)
    found = match_unit(text, article.end()) if article is not None else None
    return found is not None and found.word


def _share(quantity: Quantity, statement: Statement, stated: list[Quantity],
           passages: Sequence[Passage], supports: Supports) -> Iterator[Quantity]:
    """A percent of a part and a whole of one unit: one a figure the sentence states, the other the evidence's
    figure of that unit whose segment names most of what the percent's clause names and the stated figure's
    segment of the evidence does not (全社会 in 约占全社会用电量的19% over 全社会用电量1863.4亿千瓦时 and
    第三产业用电量352.1亿千瓦时); two figures named as much name neither."""
    text = statement.text
    if _SHARE_AFTER.match(text, quantity.end) is None and _SHARE_LEAD.match(quantity.surface) is None \
            and _SHARE_BEFORE.search(text, max(0, quantity.start - _SHARE_REACH), quantity.start) is None:
        return
    start, end = subject_segment(text, quantity)
    named = content_terms(text[start:end])
    figures = [(item, passage) for passage in passages for item in passage.quantities
               if item.kind == "value" and item.value > 0]
    for mine in stated:
        sites = [(item, passage) for item, passage in figures if supports(mine, item)]
        own = frozenset().union(*(segment_terms(passage.text, item) for item, passage in sites))
        scored = sorted(((len(named & (segment_terms(passage.text, theirs) - own)), theirs) for theirs, passage in figures
                         if unit_key(theirs) == unit_key(mine) and all(theirs is not item for item, _ in sites)),
                        key=lambda pair: -pair[0])
        if scored and scored[0][0] and (len(scored) == 1 or scored[1][0] < scored[0][0]):
            theirs = scored[0][1]
            part, whole = sorted((mine.value, theirs.value))
            yield worked_figure(theirs, part / whole * 100, quantity)


def _share_restated(quantity: Quantity, statement: Statement, mine: list[Quantity]) -> Iterator[Quantity]:
    """An amount restating the percent right before it, of a larger figure of its unit the sentence states: "go in
    at roughly 25 kg and lose about 12% of their weight while ageing, or around 3 kg each" (12% of 25 kg);
    即约3公斤."""
    if quantity.dimension in PERCENTS or not _RESTATED_BEFORE.search(statement.text,
                                                                   max(0, quantity.start - REACH), quantity.start):
        return
    shares = [item for item in mine if item.dimension == "percent" and item.end <= quantity.start]
    if shares:
        yield from (worked_figure(whole, whole.value * shares[-1].value / 100, quantity) for whole in mine
                    if unit_key(whole) == unit_key(quantity) and whole.value > quantity.value)


def _by_the_rate(quantity: Quantity, statement: Statement, mine: list[Quantity],
                 passages: Sequence[Passage]) -> Iterator[Quantity]:
    """A sentence working a figure out "by this reckoning" (照此计算, 据此推算, "on that basis"): an amount of its
    unit, larger than it, times a percent, one of the two stated by the sentence and the other by the sentence or the
    evidence (造价一百五十万元，照此计算可申请六十万元 over 按修缮工程造价的40%给予补助; 产蛋率为85%，据此推算…每天约产蛋10万枚
    over 存栏产蛋鹌鹑12万只)."""
    if _WORKED_BY.search(statement.text) is None:
        return
    theirs = [item for passage in passages for item in passage.quantities if item.kind == "value"]
    stated = {id(item) for item in mine}
    rates = [item for item in mine + theirs if item.dimension == "percent" and 0 < item.value < 100]
    amounts = [item for item in mine + theirs if unit_key(item) == unit_key(quantity) and item.value > quantity.value]
    yield from (worked_figure(amount, amount.value * rate.value / 100, quantity) for amount in amounts for rate in rates
                if id(amount) in stated or id(rate) in stated)


def _share_of_stated(quantity: Quantity, statement: Statement) -> Iterator[Quantity]:
    """A percent of two figures of one unit the sentence states: the whole the first figure after its "of" in its
    clause, the part the nearest one before it ("around 45 GB, under a tenth of the backup volume's 500 GB"); or, for
    a share "of them", the part the nearest figure before it and the whole the nearest larger one of its unit ("took
    in some 1,250 accessions, and the Network's 300 accounted for 24% of them")."""
    text = statement.text
    if _SHARE_AFTER.match(text, quantity.end) is None:
        return
    _, end = segment_of(text, quantity.start) or (quantity.start, quantity.end)
    values = [item for item in statement.quantities if item.kind == "value" and item.value > 0]
    before = [item for item in values if item.end <= quantity.start]
    part: Quantity | None
    if OF_THEM.match(text, quantity.end) and before:
        part = before[-1]
        whole = next((item for item in reversed(before[:-1])
                      if unit_key(item) == unit_key(part) and item.value > part.value), None)
    else:
        whole = next((item for item in values if quantity.end <= item.start < end), None)
        part = next((item for item in reversed(before) if whole is not None and unit_key(item) == unit_key(whole)),
                    None)
    if whole is not None and part is not None and part.value < whole.value:
        yield worked_figure(part, part.value / whole.value * 100, quantity)


def _part_by_share(quantity: Quantity, statement: Statement, mine: list[Quantity],
                   passages: Sequence[Passage]) -> Iterator[Quantity]:
    """A part the sentence gives of a whole it states ("48,300 street trees, around 5,800 of them London planes",
    "5,800 of the 48,300 trees"), as the whole times the evidence's percent named by the words the sentence gives the
    part: the one percent whose words since the figure before it name most of them ("London plane was the most
    common species, making up 12% of the total, followed by small-leaved lime (9%)")."""
    if quantity.dimension in ("percent", "percentage_point"):
        return
    text = statement.text
    alike = [item for item in mine if unit_key(item) == unit_key(quantity) and item.value > quantity.value]
    if OF_THEM.match(text, quantity.end):
        whole = next((item for item in reversed(alike) if item.end <= quantity.start), None)
    else:
        whole = next((item for item in alike if item.start >= quantity.end
                      and OF_WHOLE.fullmatch(text, quantity.end, item.start)), None)
    if whole is None:
        return
    _, end = segment_of(text, quantity.start) or (quantity.start, len(text))
    named = content_terms(text[max(quantity.end, whole.end):end])  # the words after the part, and its whole
    scored = sorted(((len(named & content_terms(passage.text[since:share.start])), share)
                     for passage in passages for since, share in _since_figure_before(passage)
                     if share.dimension == "percent" and share.kind == "value" and 0 < share.value < 100),
                    key=lambda pair: -pair[0])
    if scored and scored[0][0] and (len(scored) == 1 or scored[1][0] < scored[0][0]):
        yield worked_figure(whole, whole.value * scored[0][1].value / 100, quantity)


def _since_figure_before(passage: Passage) -> Iterator[tuple[int, Quantity]]:
    """Each figure of a passage with where the figure before it ends (0 for the first)."""
    since = 0
    for item in passage.quantities:
        yield since, item
        since = item.end


# The count an amount is divided among equally, right before it: "each of the 8 branches", "each of its 40 members".
_EACH_OF = re.compile(r"\beach of (?:the |its |their |our )?\Z", re.IGNORECASE)
# An amount given for each head or household, right before it: 人均约2000元, 户均, 平均每人; or for each of a count the
# sentence states, as an average before it or "each" after it ("the eight pullers may average no more than 80 kg each").
_PER_HEAD = re.compile(r"(?:人均|户均|平均每[人户])(?:约|为|达到?)?\s*\Z|\baverages?\b[^,.;:\d]{0,20}\Z", re.IGNORECASE)
_EACH_AFTER = re.compile(r"\s+(?:each|apiece)\b", re.IGNORECASE)


def _equal_part(quantity: Quantity, statement: Statement, mine: list[Quantity]) -> Iterator[Quantity]:
    """An amount the sentence states divided equally among a count it states, for a part it gives to each of that
    count ("Each of the 8 branches will receive £45,000 from the £360,000 fund") or to each head (按约80万人口计算，
    人均约2000元 over a total of 16亿元 it states): the total of the part's unit and larger than it."""
    text = statement.text
    per_head = _PER_HEAD.search(text, max(0, quantity.start - _PER_REACH), quantity.start) is not None \
        or _EACH_AFTER.match(text, quantity.end) is not None
    counts = [item for item in mine if item.dimension == COUNT and item.value >= 2 and (
        per_head or _EACH_OF.search(text, max(0, item.start - _PER_REACH), item.start) is not None)]
    totals = [item for item in mine if unit_key(item) == unit_key(quantity) and item.value > quantity.value]
    for total in totals:
        for count in counts:
            part = worked_figure(total, total.value / count.value, quantity)
            # a limit shared out is a limit of the part, the same (at most 640 kg for eight is at most 80 kg each)
            yield replace(part, kind=quantity.kind, bound=quantity.bound) if quantity.kind == "bound" else part


# The period an amount is given for: right after it ("800 kg a month", "per week") or right before it (每月约, 月均).
_PERIOD_AFTER = re.compile(r"\s+(?:a|an|per|each|every)\s+(?P<period>day|week|month|year)\b", re.IGNORECASE)
_PERIOD_BEFORE = re.compile(r"(?:平均)?每(?:个)?(?P<period>天|日|周|月|年)[^，,。；;\d]{0,6}\Z"
                            r"|(?P<average>[日周月年])均[^，,。；;\d]{0,4}\Z")
_PERIOD_SECONDS = {"day": DAY_SECONDS, "week": 7 * DAY_SECONDS, "month": MONTH_SECONDS, "year": YEAR_SECONDS,
                   "天": DAY_SECONDS, "日": DAY_SECONDS, "周": 7 * DAY_SECONDS, "月": MONTH_SECONDS, "年": YEAR_SECONDS}


def _per_period(quantity: Quantity, statement: Statement, mine: list[Quantity]) -> Iterator[Quantity]:
    """An amount the sentence states over a length of time it states, or over a month it names (2025年3月…共接诊1240人次，
    平均每天四十人次: 31 days), for each period the figure is given for ("4.8 tonnes over the six-month season, roughly
    800 kg a month", 半年共收获4.8吨，每月约800公斤)."""
    text = statement.text
    after = _PERIOD_AFTER.match(text, quantity.end)
    before = _PERIOD_BEFORE.search(text, max(0, quantity.start - _PER_REACH), quantity.start)
    period = after["period"].lower() if after else before and (before["period"] or before["average"])
    if not period:
        return
    spans = [item.value / _PERIOD_SECONDS[period] for item in mine if item.dimension == "time"]
    spans += [days * DAY_SECONDS / _PERIOD_SECONDS[period] for item in statement.quantities
              if item.kind == "date" and (days := _days_of_month(item.value))]
    totals = [item for item in mine if unit_key(item) == unit_key(quantity) and item.value > quantity.value]
    yield from (worked_figure(total, total.value / span, quantity) for total in totals for span in spans if span >= 2)


# A ratio told as how much of one thing gives how much of another: 每4公斤鲜果出1公斤干货, "every 4 kg of fruit gave 1
# kg of dried"; the word of giving stands between the two figures.
_EVERY_BEFORE = re.compile(r"(?:每|\bevery\s+)\Z", re.IGNORECASE)
_EVERY_REACH = 6
_GIVES_BETWEEN = re.compile(r"[^，,。；;\d]{0,24}?(?:出|产|得|制成|做成|加工成|\b(?:gave|gives|made|makes|yielded|yields"
                            r"|produced|produces)\b)[^，,。；;\d]{0,4}\Z", re.IGNORECASE)


def _ratio_of_stated(quantity: Quantity, statement: Statement, mine: list[Quantity]) -> Iterator[Quantity]:
    """The first side of a ratio the sentence tells as how much of one thing gives how much of another, worked out
    from two figures of its unit the sentence states (600吨鲜桂圆烘出了150吨桂圆干，相当于每4公斤鲜果出1公斤干货: 4 is
    1 times 600 over 150)."""
    given = next((item for item in mine if _gives(statement.text, quantity, item)), None)
    if given is None or given.dimension != quantity.dimension:
        return
    alike = [item for item in mine if item.dimension == quantity.dimension and item is not given]
    yield from (worked_figure(quantity, given.value * larger.value / smaller.value, quantity)
                for larger in alike for smaller in alike if larger.value > smaller.value)


def _latter_over_former(quantity: Quantity, statement: Statement, mine: list[Quantity]) -> Iterator[Quantity]:
    """A multiple the sentence gives the latter of its two figures before it over the former ("收黄纸板每公斤1.65元，
    收铝制易拉罐每公斤9.8元，后者大约是前者的六倍"): the one over the other, both of one unit."""
    text = statement.text
    before = [item for item in mine if item.end <= quantity.start]
    if len(before) < 2 or not _LATTER_OVER_FORMER.search(text, before[-1].end, quantity.end):
        return
    former, latter = before[-2:]
    if unit_key(former) == unit_key(latter):
        yield worked_figure(quantity, latter.value / former.value, quantity)


# The latter of two things told as a multiple of the former: 后者大约是前者的六倍.
_LATTER_OVER_FORMER = re.compile(r"后者[^，。；,;]{0,6}?(?:是|为|相当于)前者的")


def basis_of_a_ratio(statement: Statement, quantity: Quantity) -> bool:
    """Whether the figure is a one the sentence's ratio gives the other side for (the 1公斤 of 每4公斤鲜果出1公斤干货):
    the basis of the ratio, not an amount stated."""
    return quantity.magnitude == 1 and any(_gives(statement.text, item, quantity) for item in statement.quantities)


def _gives(text: str, first: Quantity, given: Quantity) -> bool:
    """Whether ``text`` tells ``first`` as an amount every one of which gives ``given`` (每4公斤鲜果出1公斤干货)."""
    return first.end <= given.start and _EVERY_BEFORE.search(text, max(0, first.start - _EVERY_REACH), first.start) \
        is not None and _GIVES_BETWEEN.fullmatch(text, first.end, given.start) is not None


def _days_of_month(value: float) -> int:
    """The days of a month named with its year and no day (2025年3月, "March 2025"); 0 for any other date."""
    year, month, day = date_parts(value)
    return monthrange(year, month)[1] if year and month and not day else 0


# A speed is a length over a time: each of the three is worked out from the other two.
_MOTION = {"speed": ("length", "time"), "length": ("speed", "time"), "time": ("length", "speed")}


def _motion(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """A speed from a length and a time, a length from a speed and a time, a time from a length and a speed ("8,300
    nautical miles in 456 hours, averaging 18.2 knots", 全程36公里用时30分钟 at 72 km/h), each two of one passage or
    of the sentence and one passage."""
    if quantity.dimension not in _MOTION:
        return
    first, second = _MOTION[quantity.dimension]
    for pool in _operand_pools(statement, passages):
        for one in (item for item in pool if item.dimension == first):
            for other in (item for item in pool if item.dimension == second):
                value = one.value * other.value if quantity.dimension == "length" else one.value / other.value
                yield worked_figure(one, value, quantity)


# What a yield (kg/ha) and a concentration (kg/m3) are a mass over, and that measure's canonical units in one of theirs.
_MASS_OVER = {MASS_PER_AREA: ("area", 10_000.0), MASS_PER_VOLUME: ("volume", 1.0)}
# A Chinese yield names its area before a plain mass: 亩产600公斤, 平均每亩产量约600公斤, 每公顷产7.5吨.
_YIELD_BEFORE = re.compile(r"(?:每(?P<each>亩|公顷)(?:平均)?(?:产量?)?|(?P<area>亩|公顷)均?产量?)[\u4e00-\u9fff]{0,4}?"
                           r"(?:为|是|达到?)?(?:约|近|超过)?\s*\Z")
_YIELD_REACH = 12


def _mass_over(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """A yield or a concentration from a mass and the area or volume it is over, each two of one passage or of the
    sentence and one passage."""
    if quantity.dimension == "mass":
        area = _area_of_yield(statement.text, quantity)
        if area is None:
            return
        measure, canonical = "area", area
    elif quantity.dimension in _MASS_OVER:
        measure, canonical = _MASS_OVER[quantity.dimension]
    else:
        return
    for pool in _operand_pools(statement, passages):
        for mass in (item for item in pool if item.dimension == "mass"):
            yield from (worked_figure(mass, mass.value * canonical / size.value, quantity)
                        for size in pool if size.dimension == measure)


def _yield_times_area(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """A mass as a yield times the area it is over (采挖四千六百亩，平均亩产约一点五吨，总产量约六千九百吨): the yield a
    mass with its area named before it (亩产, 每公顷), the area an area, each of the sentence or one passage."""
    if quantity.dimension != "mass":
        return
    yields = [(item, area) for text, figures in ((statement.text, statement.quantities),
                                                *((passage.text, passage.quantities) for passage in passages))
              for item in figures if item.dimension == "mass" and item.kind == "value" and item is not quantity
              and (area := _area_of_yield(text, item)) is not None]
    if not yields:
        return
    for pool in _operand_pools(statement, passages):
        for size in (item for item in pool if item.dimension == "area"):
            yield from (worked_figure(item, item.value * size.value / area, quantity) for item, area in yields)


def _area_of_yield(text: str, mass: Quantity) -> float | None:
    """The area, in square metres, a mass is given over when its area is named before it (亩产600公斤: a 亩)."""
    cue = _YIELD_BEFORE.search(text, max(0, mass.start - _YIELD_REACH), mass.start)
    area = match_unit(cue.group("each") or cue.group("area"), 0) if cue is not None else None
    return area.unit.factor if area is not None else None


# What a lot is measured in: a mass, a volume, a length, an area, a data size; or a count of things (3只, "6 bottles").
_LOTS = frozenset({"mass", "volume", "length", "area", "data"})


def _unit_price(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """A price per something from an amount paid for a measured or counted lot ("£12 for a 5 kg bag" at "£2.40 per
    kg", 3只装45元 at 每只15元), for a price the sentence gives per something; the lot in its canonical unit (per kg) or
    as written (per item), each two of one passage or of the sentence and one passage. A price for a time ("$480 a
    month for two weeks") is no lot: ``totals.per_other_period`` restates it for another period."""
    if quantity.dimension != "currency" or not _given_for_each(statement.text, quantity):
        return
    for pool in _operand_pools(statement, passages):
        for paid in (item for item in pool if unit_key(item) == unit_key(quantity) and item.value > quantity.value):
            for lot in (item for item in pool if item.dimension in _LOTS or item.dimension == COUNT and item.counted):
                yield from (worked_figure(paid, paid.value / size, quantity)
                            for size in dict.fromkeys((lot.value, lot.value / lot.unit_factor)))


def _operand_pools(statement: Statement, passages: Sequence[Passage]) -> Iterator[list[Quantity]]:
    """The figures each operation may take its operands from: the sentence's with each passage's."""
    mine = [item for item in statement.quantities if item.kind == "value" and item.value > 0]
    for passage in passages:
        yield [*mine, *(item for item in passage.quantities if item.kind == "value" and item.value > 0)]
