"""Figures worked out from figures of the evidence: a change, a share of a total, a multiple, a rate; and, through
``totals``, ``margins`` and ``durations``, a sum, a product, a difference of two named things and a duration.

Reports restate evidence with arithmetic: "rose 2.6 percentage points to 88.2%" over "88.2%, up from 85.6%",
"a 20% increase" over "$3.0 billion in 2021 and $3.6 billion in 2023", "411 of 650 seats, about 63%", "£2.75
million in damages and costs combined" over "£2.3 million … £450,000". No source sentence writes the result, yet
a careful reader checks it and lets it stand when it is right. The number gate asks for the results here and
compares each with the sentence's figure as it compares a stated one, at the precision the sentence writes, save
that a result exactly halfway between two roundings states neither (2 h 30 min is not "three hours"). The two
clauses of a sentence the splitter cut at its semicolon (20亿人次；2022年达到25亿人次) are one passage here, and so are a
sentence and the next that opens with a part of its whole ("covered 12,000 households. Of these, 3,000 …").

What ties a result to the sentence keeps a coincidence from passing: a change needs the word of rise or fall of the
sentence nearest its figure to agree with it, the change running from the earlier figure to the later when the evidence
or the sentence dates the two ("5.2% in 2023, against 5.6% in 2022" is a fall), or of a difference ("a margin of", "$500
million higher"), and one of its two figures stated by the sentence, which may write the two as a range ("from 20
million to 25 million trips"), or the two dated by the passage to years the sentence names (see ``change_dates``), or
the two written by the passage as where a movement began and ended ("reached 14 GW, up from 11 GW"), as a figure and the
base it is set against ("52,600 vehicles, compared with 48,200", 去年同期为2500户) or as a table row's cells before and after
a change (调整前, 调整后). An amount is a change only where the sentence gives it as one, by the words before it ("by three
years", "a rise of 1,200", "climbed $500 million") or the comparative after it ("twelve minutes later"). Points after a
count are percentage points between two percents ("by 11 points, to 29%"). Where a change started is its end, which the
sentence states, less its size, which the passage gives with a word of the same direction (由上月的5.2%降至本月的5.0% over
5.0%，比上月下降0.2个百分点). A share needs its part stated ("411 of 650 seats"); or its part the one figure of the passage beside
the name the sentence gives the share to, of a whole the sentence states or the passage writes as the total ("Wheat
accounted for 60%" over "50,000 acres in total, of which 30,000 acres were wheat", 玉米占40% over 总产量500万吨，其中玉米200万吨, 四分之一
over 共有412所，其中民办学校103所) or gives a part of ("8,000 employees, of whom 2,000 …") or writes as the whole of that part
right after it ("900 of the 1,200 residents"), the part maybe named in brackets (治疗组（408例）), the name following what the
share is of when that is a whole named before or stated ("one in four of them reported", "a quarter of the company's
8,000 employees were based abroad"); or, naming no such part, its whole given as the whole ("of the 1,200 respondents",
在1200名受访者中) with the part the figure beside that whole in the passage ("1200名市民中，有400人"). A part the passage gives as a
share of the figure before it (4200人，其中省内计划占60%) is worked out for a sentence naming it by a word the whole lacks
(省内招生计划为2520人). A multiple (是…的两倍) is of a figure the sentence states over one of the same unit in the passage, whose
conditions, named by the sentence with figures (满1年不满10年), the passage gives before it. A rate the sentence names (通过率,
"a pass rate of") may be of the two counts it states right before it (200名考生…150人通过), as may a share it gives with 占
(合计4000套，其中南城区成交 2000套，占一半).

A figure the sentence gives as a level ("to 88.2%", "from 85.6%") is never itself a change. A percent is never a
difference of two percents: "rose 4%" over 63% and 67% is still four percentage points written as percent. Right
after a word giving the size of a change, two figures of one unit joined by "to" or 至 are read as a range
("expected to rise by 10% to 15%"), yet may be the change and the level it reached ("reduced by three years to nine
years", 减少3年至9年): ``change_and_level`` gives that second reading.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Sequence
from dataclasses import replace
from itertools import permutations

from ..text import content_terms
from ..text.quantities import Quantity, find_quantities
from .arithmetic import (AGE_AFTER, CHANGE_AFTER, CHINESE_CLAUSE, COUNT, ENDED_AT, MULTIPLE, NOT_DONE_AFTER, OF_THEM,
                         OF_WHOLE, PART_TAKEN, PER_BASIS, PERCENTS, REACH, REST, STARTED_FROM, SUMMING, Supports,
                         change_word_before, clause_around, clause_terms, compared_with_span, direction_of,
                         evidence_values, given_as_comparison, given_as_rest, joined_part_of, lone_figures,
                         named_as_change, named_figures, overlapping, part_of_one_before, restated_in_brackets,
                         segment_of, segment_terms, segments, shares_changed, subject_segment, told_terms,
                         unit_key, worked_figure)
from .change_dates import (backwards, change_on_period_before, dated_as_compared, dated_as_days, dated_as_named,
                           dated_as_spanned, dated_as_the_pair, dated_figures, level_a_year_before,
                           years_of_a_change)
from .clock_times import (clock_gaps, clock_offsets, gaps_after_another, gaps_to_a_stated_clock, hours_on_the_dial,
                          journey_gaps, near_clocks, run_ends, span_length_changes)
from .discounts import deducted_amounts, discounted_prices, surcharged_prices
from .durations import between_events, days_after_stated, days_listed, journey, term_ends, year_named
from .extensions import levels_around_addition
from .gaelic_scores import score_points
from .inputs import Passage, Statement
from .lexicon import SENTENCE_STOP, direction_cues
from .margins import (difference_of_named, difference_of_stated, gap_to_the_row_above, gap_to_the_winner,
                      margin_over_stated_record, other_side_of_margin, scoreline_margin, share_of_stated_sides,
                      years_apart_of_named)
from .one_step import one_step
from .row_changes import row_changes
from .tiers import first_and_each_after
from .totals import (area_of_sides, bundle_savings, column_means, column_shares, column_totals, paid_totals,
                     per_counted_thing, per_other_area, per_other_period, per_other_unit, per_outer_pack,
                     per_period_of_year, per_serving, priced_totals, products, record_totals, runs, source_totals,
                     totals_of_counted_things, totals_of_each, totals_of_groups, totals_of_numbered_parts,
                     totals_of_periods, totals_of_two_named, trimmed_marks, unnamed_column_totals)

# A level reached or started from, right before a figure: "to 88.2%", "from $950 million", 增至3.6亿元, 由63%; the size
# of a change reached is no level (增幅达到50%, 涨幅度达).
_LEVEL_BEFORE = re.compile(r"(?:\b(?:to|from|at|reach(?:ed|ing)?)|至|(?<!达)到|(?<!幅)(?<!幅度)达到?|由|从)\s*\Z",
                           re.IGNORECASE)
# What a change is measured against, right before the figure it starts from, in a passage giving its end just
# before: "52,600 vehicles, compared with 48,200 a year earlier", "5.2% versus 5.6%", "18,400, against 14,720",
# 较上年同期的4.8万人, 去年同期为2500户, 去年为45吨, 上年末为287家, 年初为18,400件, 2023年为104万吨 (a year dated after the
# figure before it runs backwards and is no start).
_BASE_BEFORE = re.compile(r"(?:\b(?:compared (?:with|to)|versus|vs\.?|against)|较(?:上年|去年|上月|上季度)?(?:同期)?的?"
                            r"|(?:上年|去年|上季度|上月|(?:19|20)\d{2}年)(?:同期|末|底)?(?:为|是)|年初(?:为|是))"
                            rf"(?:{PER_BASIS})?\s*\Z", re.IGNORECASE)  # 去年同期为每斤4.5元
# The cells of a table row that give a figure before and after a change: "单日封顶 调整前: 40元; 调整后: 48元", "Fee
# before: £12; after: £15", "Current price: £10; From 1 April: £11".
_BEFORE_CELL = re.compile(r"(?:调整前|变更前|\b(?:before|old|previous|current|existing)(?:\s+[a-z]+){0,2})\s*[:：]\s*\Z",
                          re.IGNORECASE)
_AFTER_CELL = re.compile(r"(?:调整后|变更后|\b(?:after|new|revised|proposed)(?:\s+[a-z]+){0,2}"
                         r"|\bfrom\s+(?:\d{1,2}\s+[a-z]+|[a-z]+\s+\d{1,2})|[自从]\d{1,2}月\d{1,2}日起)\s*[:：]\s*\Z",
                         re.IGNORECASE)
# The cells of a table row that give a figure of the period before and of this one, in either order: "本周均价: 9.80;
# 上周均价: 10.10", "今日: 4.20; 昨日: 4.00".
_EARLIER_CELL = re.compile(r"(?:上周|上月|上期|上季度|上年|去年|昨日|前一日)[\u4e00-\u9fff]{0,4}\s*[:：]\s*\Z")
_LATER_CELL = re.compile(r"(?:本周|本月|本期|本季度|本年|今年|今日|当日)[\u4e00-\u9fff]{0,4}\s*[:：]\s*\Z")
# A figure written as the total of those beside it: "50,000 acres in total", 总产量500万吨, 合计, 共有412所.
_TOTAL = re.compile(r"\b(?:total|in all|altogether|overall)\b|总|合计|共计|共有", re.IGNORECASE)
# A rate named right before a percent: "a pass rate of 75%", 通过率为75%, 占比, 占一半, 占全县近八成 (占 and the whole).
_RATE_BEFORE = re.compile(
    r"(?:\b(?:rate|share|proportion|percentage)\b[^,;.\d]{0,12}|率|比例|占比|比重|占[^，,。；;\d]{0,8})(?:为|是|达到?)?\s*\Z",
    re.IGNORECASE
)
# The level a change started at, named by when it stood there: "年初时约为2.4万人" over "3.2万名，较年初增加8000人",
# "a year earlier it was 41,300", 上届为115人 over "136名选手参赛，比上届增加二十一人".
_AT_THE_START = re.compile(r"(?:年初|年末|季度?初|月初|上年|去年|上月|同期|上一?届|上一?期)时?[^，,。；;\d]{0,4}\Z"
                           r"|\b(?:a year earlier|the year before|at the start of the year|the previous (?:edition"
                           r"|event|contest|season))\b[^,;.\d]{0,12}\Z",
                           re.IGNORECASE)
# The same, named right after the figure and what it counts: "thirteen entries last year".
_AT_THE_START_AFTER = re.compile(r"(?:\s+[A-Za-z-]+){0,2}\s+(?:last year|a year (?:earlier|before|ago)|the year before"
                                 r"|the previous year|at the start of the year)\b", re.IGNORECASE)
# 占 inside a share's qualifier, which the share's figure takes in (约占52%, 近占三成).
_RATE_IN_QUALIFIER = re.compile(r"(?:约|近|逾|超过|不到|仅)占")
# A share named after it as one of the whole: "176 of the 486 moths, over a third of the total".
_OF_THE_TOTAL = re.compile(r"\s+of\s+(?:the\s+)?(?:total|whole|them|all)\b", re.IGNORECASE)
# A count given as part of the one before it, the part's name between: 其中150人, 其中南城区成交2000套, "of them, 150".
_SUBSET_BEFORE = re.compile(r"(?:其中[^，,。；;\d]{0,10}|\bof (?:them|whom|these),?)\s*\Z", re.IGNORECASE)
# What links a whole to a part the passage gives of it: "4200人，其中省内计划占60%", "1,200 staff, of whom 30%", "each
# 500 g batch combines 300 g Assam".
_SUBSET_WITHIN = re.compile(r"其中|\bof (?:them|whom|which|these)\b|\b(?:combines?|comprises?|consists? of"
                            r"|(?:is|are) made up of)\b", re.IGNORECASE)
# The word linking a part to its whole names neither: 其中 in "其中绿豆粉丝" and "其中红薯粉丝占60%" tells no part.
_SUBSET_TERMS = content_terms("其中")
# The whole a Chinese share is of, between 占 and 的 right before it: 约占货物吞吐量的25%.
_WHOLE_OF_SHARE = re.compile(r"占(?P<whole>[^，,。；;\d]{1,16}?)的\s*\Z")
# A whole named before, right after a share of it: "one in four of them".
_BACK_REFERENCE = re.compile(r"\s*of\s+(?:them|these|those|whom)\b", re.IGNORECASE)
# A passage opening with a part of the whole the one before it gives: "Of these, 3,000 …", 其中.
_OPENS_WITH_PART = re.compile(r"\s*(?:(?:of|among)\s+(?:them|these|those)\b|其中)", re.IGNORECASE)
# A sentence opening by taking up the figure of the one before: "This was 6.1 Ml/d lower than in 2022/23", "That is
# up 4% on last year", 这比上年增加…, 较上年….
RESTATEMENT = re.compile(r"\s*(?:(?:this|that|it)\s+(?:was|is|represents|represented|marks|marked)\b|这(?:一数字)?[比较]"
                         r"|(?:与|同|跟)[^，。；,;\d]{1,12}?相比)", re.IGNORECASE)
# What a share is of, right after it: "60% of the acres", "half the prior-year level", 40%的受访者.
_SHARE_OF = re.compile(r"\s*(?:(?:of|the|than)\b|的)", re.IGNORECASE)
# A difference named without its direction: "a margin of 0.8 percentage points", 相差3个百分点.
_DIFFERENCE = re.compile(r"\b(?:margin|gap|difference|lead|spread)\b|差距|相差|之差|领先", re.IGNORECASE)
# Points right after a count: "by 11 points", 11个点.
_POINTS_AFTER = re.compile(r"\s*(?:points?\b|个点)", re.IGNORECASE)
# Where a range after a word of change may split into the change and the level reached: "to", 至, 到, not a dash.
_TO_LEVEL = re.compile(r"\s*(?:\bto\b|至|到)\s*", re.IGNORECASE)
# A figure given as the whole a share is of: "of the 1,200 respondents", "of the union's 1,280 hectares", "among
# 1,200", 在1200名受访者中，; owned by a name of several words, further back ("of Dunford Korfball Club's 180").
_WHOLE_BEFORE = re.compile(r"\s*\b(?:out of|of|among)\s+(?:the\s+|all\s+|its\s+|their\s+)?(?:[\w-]+['\u2019]s?\s+)?\Z",
                           re.IGNORECASE)
_WHOLE_OF_NAMED = re.compile(r"\b(?:[Oo]ut of|[Oo]f|[Aa]mong)\s+(?:[A-Z][\w-]*\s+){1,3}[A-Z][\w-]*['\u2019]s\s+\Z")
_WHOLE_REACH = 48
_WHOLE_AFTER = re.compile(r"[^，,。；;\d]{0,8}?(?:之中|当中|中)(?:[，,]|的|有)")  # 二十七颗脉冲星中有三分之一
# A figure alone in brackets after the name it counts: "vehicle (n=60)", 治疗组（408例）.
_BRACKET_BEFORE = re.compile(r"[(（]\s*(?:n\s*=\s*)?\Z", re.IGNORECASE)
_BRACKET_AFTER = re.compile(r"[^()（）\d]{0,3}?\s*[)）]")
# Where the words a bracketed figure is given to begin: a break, a bracket closed, or a word joining two names.
_NAME_BREAK = re.compile(r"[,，;；:：、。.)）]|\b(?:or|and)\b|或|和|与|及", re.IGNORECASE)
CHANGE_SPAN = 10


# A depth below a surface, right after its figure: "42 cm below the surface", "11 cm below" (not "below average").
_BELOW_AFTER = re.compile(r"\s*(?:below|beneath)\b(?!\s+(?:average|normal|the (?:average|target|limit|mean)))",
                          re.IGNORECASE)


def _below_a_surface(text: str, figure: Quantity) -> bool:
    """Whether ``figure`` is a depth below a surface, whose rise is a smaller figure ("from 42 cm below the surface
    to 11 cm below" is a rise of 31 cm)."""
    return _BELOW_AFTER.match(text, figure.end) is not None


def worked_out(quantity: Quantity, statement: Statement, passage: Passage, supports: Supports,
               also_stated: tuple[Quantity, ...] = ()) -> Iterator[Quantity]:
    """The figures of ``passage`` worked out in the terms of ``quantity`` (a change, share, sum or duration), as
    evidence quantities to compare it with; ``supports(mine, item)`` tells whether a sentence figure states an
    evidence one. ``also_stated`` are figures the sentence states besides those parsed from it (see
    ``change_and_level``)."""
    if quantity.kind not in ("value", "bound") or quantity.value <= 0:
        return
    if quantity.dimension == "time":  # a journey "just under two hours" is a bound on it
        yield from (worked_figure(start, seconds, quantity)
                    for start, seconds in journey(quantity, statement, passage, supports))
    if quantity.dimension == MULTIPLE:
        yield from _multiple_of_named(quantity, statement, passage, supports)
        return
    figures = [item for item in passage.quantities if item.kind == "value" and item.value > 0]
    if quantity.dimension == "percent":
        yield from _rest_of_share(quantity, statement, passage, figures)
    yield from _beyond_a_range_end(quantity, statement, passage, figures)
    if len(figures) < 2:
        return
    # a figure the sentence gives close to a bound ("just over 14.6 million", 1460万多) names the one it rounds
    mine = [other for other in (*statement.quantities, *statement.derived(range_ends), *also_stated)
            if (other.kind == "value" or other.kind == "bound" and other.approximate)
            and not overlapping(other, quantity)]
    stated = {id(item) for item in figures if any(supports(other, item) for other in mine)}
    wholes = {id(item) for item in figures
              if any(supports(other, item) for other in mine if named_as_whole(statement.text, other))}
    signs = direction_of(quantity, statement, ("magnitude", "size"))
    if quantity.dimension == "time" and not signs:  # "33 seconds faster": less time
        signs = {-sign for sign in direction_of(quantity, statement, ("speed",))}
    summing = SUMMING.search(statement.text) is not None and quantity.dimension != "percentage_point"
    differing = _DIFFERENCE.search(statement.text) is not None
    periods = dated_figures(passage, figures, statement, stated) if signs else {}
    named = _named_part(quantity, statement, passage, figures, stated)
    compared = given_as_comparison(quantity, statement.text)
    changing = (signs or differing or CHANGE_AFTER.match(statement.text, quantity.end) is not None) \
        and not _a_level(statement.text, quantity.start)
    # "improved by 7.8 percentage points": a change of a movement the passage writes, its side read from a word of
    # quality where the sentence has one (a better share rose; "worsened" is no rise of it)
    named_change = not changing and named_as_change(quantity, statement.text) \
        and not _a_level(statement.text, quantity.start)
    sides = direction_of(quantity, statement, ("quality",)) if named_change else signs
    # "by three years to eight": its own end, a level of its unit or a bare figure borrowing it (not "steady at 3.1
    # million tonnes" beside a change in calls)
    # a level in another statement the sentence joins ("…, dropping by 62, while the total rose by 74 to 1,264") is
    # that statement's, and so is one in another Chinese clause (每小时由6元涨到8元，单日封顶价也提高了8元)
    low, high = joined_part_of(statement, quantity)
    clause_low, clause_high = clause_around(statement.text, quantity, CHINESE_CLAUSE)
    low, high = max(low, clause_low), min(high, clause_high)
    levelled = any(_a_level(statement.text, other.start) for other in mine
                   if unit_key(other) in (unit_key(quantity), (COUNT, "")) and low <= other.start < high)
    base = _compared_base(quantity, statement.text, mine, high) if compared else None
    shares = shares_changed(quantity, statement.text, mine)
    # "增加两成半", "rose by 25%": the size of a change, never a share of two figures
    sized_change = change_word_before(quantity, statement.text) is not None
    # a pair of figures gives a change only to a sentence moving its figure, a share only to a percent (see
    # ``_share``) and a sum only to a sentence summing: where none is asked for, no pair is read
    moving = changing or named_change
    sharing = quantity.dimension == "percent" and not sized_change
    for start, end in permutations(figures, 2) if moving or sharing or summing else ():
        if unit_key(start) != unit_key(end):
            continue
        if moving:
            written = _written_as_movement(passage.text, figures, start, end)
            ends_stated = id(start) in stated or id(end) in stated \
                or dated_as_compared(periods, statement, start, end) \
                or dated_as_spanned(periods, statement, start, end) or dated_as_named(periods, statement, start, end) \
                or dated_as_the_pair(periods, statement, start, end, passage) \
                or dated_as_days(passage, statement, start, end, supports) \
                or not levelled and written
            # the passage writes the movement the other way (312家，上年末为287家 rose from 287): no fall from 312
            forward = not backwards(periods, start, end) and not _written_as_movement(passage.text, figures, end, start)
            # "31 incidents, nine fewer than navigation errors": 31 is a side, not where a fall began
            if compared and id(start) in stated and id(end) not in stated:
                forward = False
            # "25% below 2022's 50 tonnes" is measured from 50, whatever the dates
            if base is not None and unit_key(base) == unit_key(start):
                forward = supports(base, start)
            moved = changing or named_change and not levelled and written
            if shares and not any(supports(share, item) for share in shares for item in (start, end)):
                moved = False
            if moved and ends_stated and forward and _in_order(statement.text, mine, start, end, supports):
                change = _change(quantity, start, end, statement.text, written)
                # "risen from 42 cm below the surface to 11 cm below": a depth that fell
                if change is not None and _below_a_surface(passage.text, start) \
                        and _below_a_surface(passage.text, end):
                    change = -change
                if change is not None and sides <= {1 if change > 0 else -1}:
                    yield worked_figure(start, abs(change), quantity)
        if sharing and start.value < end.value and _part_and_whole(start, end, figures, stated, wholes, named):
            share = _share(quantity, start, end)
            if share is not None:
                yield worked_figure(start, share, quantity)
        if summing and start.start < end.start and not part_of_one_before(passage.text, end):
            yield worked_figure(start, start.value + end.value, start)
    if summing:
        yield from (worked_figure(run[0], sum(item.value for item in run), run[0]) for run in runs(figures))
    if any(item.dimension == "percent" for item in figures):  # a part or a whole by a share needs the share
        yield from _part_by_share(quantity, statement, passage, figures)
        yield from _whole_by_share(quantity, statement, passage, figures)
    yield from _share_of_counted(quantity, statement, passage, figures)
    yield from _rate_of_named_part(quantity, statement, passage, figures)
    # what is left of a whole takes the whole and another figure of its unit, the sentence's (``_rest_of_whole``:
    # the parts follow the whole; ``_remainder`` and ``_rest_denied``: two or more figures, a part less than the whole)
    if sum(unit_key(item) == unit_key(quantity) for item in figures) > 1:
        yield from _rest_of_whole(quantity, statement, passage, figures)
        yield from _remainder(quantity, statement, passage, figures, stated)
        yield from _rest_denied(quantity, statement, passage, figures, stated)
        yield from _other_of_two(quantity, statement, passage, figures, stated)
    if signs or STARTED_FROM.search(statement.text, max(0, quantity.start - REACH), quantity.start) \
            or _AT_THE_START.search(statement.text, max(0, quantity.start - REACH), quantity.start) \
            or _AT_THE_START_AFTER.match(statement.text, quantity.end):
        yield from _start_of_change(quantity, passage, figures, stated, signs)
    if signs and ENDED_AT.search(statement.text, max(0, quantity.start - REACH), quantity.start):
        yield from _end_of_change(quantity, passage, figures, stated, signs)
    yield from level_a_year_before(quantity, statement, passage, figures)
    yield from change_on_period_before(quantity, statement, passage, figures)
    yield from levels_around_addition(quantity, statement, passage, figures)


def _compared_base(quantity: Quantity, text: str, mine: list[Quantity], end: int) -> Quantity | None:
    """The figure the sentence compares its figure with, where it writes one: the base of "25% below 2022's 50
    tonnes" and of 比2022年的50吨少20%."""
    span = compared_with_span(quantity, text, end)
    if span is None:
        return None
    return next((other for other in mine if span[0] <= other.start < span[1] and other.dimension not in PERCENTS),
                None)


def _part_by_share(quantity: Quantity, statement: Statement, passage: Passage,
                   figures: list[Quantity]) -> Iterator[Quantity]:
    """A part the passage gives as a share of the figure of its unit before it ("招生计划为4200人，其中省内计划占60%";
    "进口三文鱼1.8万吨，货值21.6亿元。其中，来自挪威的三文鱼占进口量的55%"),
    worked out for a sentence naming it as the share does ("省内招生计划为2520人", "有40个留给了新进入的航空公司" over
    "其中50%分配给新进入航空公司"): the words of the sentence's segment around its figure share a term with the share's
    segment that the whole's segment lacks (省内, not 计划). A Chinese list of shares is read by clause, as 及 cuts a
    segment: "30%用于国际及地区航线" for "国际及地区航线获得24个"."""
    if quantity.dimension in PERCENTS:
        return
    named = segment_terms(statement.text, quantity) | clause_terms(statement.text, quantity)
    for share in (item for item in figures if item.dimension == "percent"):
        whole = next((item for item in reversed(figures) if item.end <= share.start
                      and unit_key(item) == unit_key(quantity)), None)
        if whole is None or not _SUBSET_WITHIN.search(passage.text, whole.end, share.start):
            continue
        own = segment_terms(passage.text, share) | clause_terms(passage.text, share)
        if named & (own - segment_terms(passage.text, whole) - clause_terms(passage.text, whole) - _SUBSET_TERMS):
            yield worked_figure(whole, whole.value * share.value / 100, whole)


def _whole_by_share(quantity: Quantity, statement: Statement, passage: Passage,
                    figures: list[Quantity]) -> Iterator[Quantity]:
    """The whole a part is the given share of, for a sentence naming that whole by a word of it: "全年供水总量约6亿立方米"
    over "海水淡化水供水量0.86亿立方米，占全市供水总量的14.2%" (0.86 over 14.2%), "total supply of about 6 million m³"
    over "0.86 million m³, or 14.2% of total supply". The part is the figure right before the share, of the
    sentence's unit."""
    if quantity.dimension in PERCENTS:
        return
    named = segment_terms(statement.text, quantity) | clause_terms(statement.text, quantity)
    for share in (item for item in figures if item.dimension == "percent" and 0 < item.value < 100):
        whole = _WHOLE_BEFORE_SHARE.search(passage.text, max(0, share.start - REACH * 2), share.start)
        of = _WHOLE_AFTER_SHARE.match(passage.text, share.end) if whole is None else None
        words = content_terms(whole["whole"] if whole else of["whole"] if of else "")
        part = next((item for item in reversed(figures) if item.end <= share.start and item.dimension != "percent"),
                    None)
        if part is not None and unit_key(part) == unit_key(quantity) and named & words:
            yield worked_figure(part, part.value * 100 / share.value, part)


# What a share that follows is of: 占全市供水总量的14.2%, 约占全国的三成; after it, "14.2% of total supply".
_WHOLE_BEFORE_SHARE = re.compile(r"占(?P<whole>[^，。；,;\d]{1,16}?)的?\s*(?:约|近|逾)?\s*\Z")
_WHOLE_AFTER_SHARE = re.compile(r"\s+of\s+(?:the\s+)?(?P<whole>(?:total|all|overall)\s+[a-z]+(?:\s+[a-z]+)?)",
                                re.IGNORECASE)


# A part written with its whole right after it: "1,140 of its roughly 3,000 members", "12 of the 40 schools".
_PART_OF_WHOLE = re.compile(r"\s+(?:out\s+)?of\s+(?:(?:the|its|their|our|all)\s+)?", re.IGNORECASE)
# What a percent is a share of, right after it: "38% of members", "about 40% of the schools".
_PERCENT_OF = re.compile(r"\s+of\s+(?:(?:the|its|their|our|all)\s+)?([^\W\d]+)", re.IGNORECASE)
# What a whole counts, in the two words after it: "3,000 members", "720 plot holders".
_COUNTED_WORDS = re.compile(r"\s+([^\W\d]+(?:\s+[^\W\d]+)?)")


def _share_of_counted(quantity: Quantity, statement: Statement, passage: Passage,
                      figures: list[Quantity]) -> Iterator[Quantity]:
    """A percent of what the passage counts as a part of a whole ("so far 1,140 of its roughly 3,000 members have
    responded"), for a sentence giving the percent of that whole's things ("about 38% of members"): the part over
    the whole, the word after the sentence's "of" one of the two after the whole."""
    if quantity.dimension != "percent":
        return
    named = _PERCENT_OF.match(statement.text, quantity.end)
    if named is None:
        return
    for part, whole in zip(figures, figures[1:]):
        if part.dimension == whole.dimension == COUNT and part.value < whole.value \
                and _PART_OF_WHOLE.fullmatch(passage.text, part.end, whole.start) \
                and _names_counted(content_terms(named.group(1)), passage.text, whole):
            yield worked_figure(whole, part.value / whole.value * 100, quantity)


# A Chinese rate named by the word of what it counts (合格率, 通过率, 成活率), right before the percent.
_NAMED_RATE = re.compile(r"(?P<word>[\u4e00-\u9fff]{2})率(?:为|是|达到?|约|仅)?\s*\Z")
_RATE_REACH = 8
# The count of everything, as a Chinese passage gives it before the figure: 共抽检, 总计, 合计, 累计.
_ALL_COUNTED = re.compile(r"共|总|合计|累计")


def _rate_of_named_part(quantity: Quantity, statement: Statement, passage: Passage,
                        figures: list[Quantity]) -> Iterator[Quantity]:
    """A rate the sentence names by its word (抽检合格率为97.5%): the count the passage names by that word right before
    it (检验合格156批次) over the count of that unit it gives as the total (共抽检160批次)."""
    if quantity.dimension != "percent":
        return
    rate = _NAMED_RATE.search(statement.text, max(0, quantity.start - _RATE_REACH), quantity.start)
    if rate is None:
        return
    for part in figures:
        if part.dimension != COUNT or not passage.text.endswith(rate["word"], 0, part.start):
            continue
        yield from (worked_figure(whole, part.value / whole.value * 100, quantity) for whole in figures
                    if unit_key(whole) == unit_key(part) and part.value < whole.value
                    and _ALL_COUNTED.search(passage.text, max(0, whole.start - REACH), whole.start) is not None)


def _names_counted(terms: frozenset[str], text: str, whole: Quantity) -> bool:
    """Whether ``terms`` are among the two words after ``whole``, which say what it counts ("720 plot holders")."""
    counted = _COUNTED_WORDS.match(text, whole.end)
    return bool(terms) and counted is not None and terms <= content_terms(counted.group(1))


def _rest_of_whole(quantity: Quantity, statement: Statement, passage: Passage,
                   figures: list[Quantity]) -> Iterator[Quantity]:
    """The rest of a whole the passage counts in parts and then names as the rest ("1200份。其中，300名…，564名…，其余
    受访者…", "1,200 responses. Of these, 300 …, 564 …, and the rest …"): the whole less each part, a part being the
    first figure of each clause between the two, of the whole's unit. The sentence names the rest by a word its
    clause holds and no part's does (频率 of 其余受访者网购频率低于每周一次)."""
    within, rest = _SUBSET_WITHIN.search(passage.text), REST.search(passage.text)
    if within is None or rest is None or rest.start() < within.end():
        return
    whole = next((item for item in reversed(figures) if item.end <= within.start()), None)
    if whole is None or unit_key(whole) != unit_key(quantity):
        return
    parts = [first for start, end in segments(passage.text) if within.end() <= start and end <= rest.start()
             and (first := next((item for item in figures if start <= item.start < end), None)) is not None]
    if not parts or any(unit_key(part) != unit_key(whole) for part in parts):
        return
    start, end = segment_of(passage.text, rest.start()) or rest.span()
    own = content_terms(passage.text[start:end]).difference(*(segment_terms(passage.text, part) for part in parts))
    left = whole.value - math.fsum(part.value for part in parts)
    if left > 0 and own & segment_terms(statement.text, quantity):
        yield worked_figure(whole, left, quantity)


# An end of a range the sentence names: 40万至60万元估价的上限, "the top of its £40,000–£60,000 estimate".
_END_AFTER = re.compile(r"[^，。；,;]{0,8}?的?(?:(?P<zh_high>上限|最高)|(?P<zh_low>下限|最低))")
_END_BEFORE = re.compile(r"\b(?:the\s+)?(?:(?P<high>top|upper end|high end)|(?P<low>bottom|lower end|low end))\s+of\s+"
                         r"(?:the\s+|its\s+|their\s+)?\Z", re.IGNORECASE)
_END_REACH = 30


def _beyond_a_range_end(quantity: Quantity, statement: Statement, passage: Passage,
                        figures: list[Quantity]) -> Iterator[Quantity]:
    """How far a figure of the passage lies from an end of a range the sentence names by that end ("26万元" of
    "落槌价比40万至60万元估价的上限高出26万元" over a hammer price of 86万元; "£26,000 above the top of its £40,000–£60,000
    estimate")."""
    for stated in statement.quantities:
        if stated.kind != "range" or stated.high is None or unit_key(stated) != unit_key(quantity):
            continue
        after = _END_AFTER.match(statement.text, stated.end)
        before = _END_BEFORE.search(statement.text, max(0, stated.start - _END_REACH), stated.start)
        if after is None and before is None:
            continue
        high = bool(after and after["zh_high"] or before and before["high"])
        end = stated.high if high else stated.value
        yield from (worked_figure(item, abs(item.value - end), quantity) for item in figures
                    if unit_key(item) == unit_key(quantity) and item.value not in (stated.value, stated.high))


def _rest_of_share(quantity: Quantity, statement: Statement, passage: Passage,
                   figures: list[Quantity]) -> Iterator[Quantity]:
    """The share left once a share the passage gives is taken, which the same sentence of the passage names as the
    rest, for a figure the sentence names by a word of that rest: "Sales to outdoor shops accounted for 55% of
    revenue, with the rest coming from direct orders" for "just under half came from direct orders" (45%)."""
    named = segment_terms(statement.text, quantity) | clause_terms(statement.text, quantity)
    for share in figures:
        if share.dimension != "percent" or not 0 < share.value < 100:
            continue
        end = SENTENCE_STOP.search(passage.text, share.end)
        high = end.start() if end else len(passage.text)
        rest = REST.search(passage.text, share.end, high)
        if rest is None:
            continue
        own = content_terms(passage.text[rest.end():high]) - segment_terms(passage.text, share) \
            - clause_terms(passage.text, share)
        if named & own:
            yield worked_figure(share, 100 - share.value, quantity)


def _remainder(quantity: Quantity, statement: Statement, passage: Passage, figures: list[Quantity],
               stated: set[int]) -> Iterator[Quantity]:
    """The part left of a whole once its other parts are taken, for a figure the sentence names as that rest ("the
    remaining 90 were undecided" over "900 of the 1,200 residents … supported it, while 210 opposed it and the rest
    were undecided"): the largest figure of its unit in the passage less all the others, one of which the sentence
    states, or the one other, which the passage gives as a part of the whole ("420,000 tonnes, of which 315,000
    tonnes were sold to highway authorities" for "the remaining 105,000 tonnes"), or right before "of" it ("resolved
    in 16 of the 19 patients" for "all but three")."""
    if not given_as_rest(quantity, statement.text):
        return
    alike = sorted((item for item in figures if unit_key(item) == unit_key(quantity)), key=lambda item: -item.value)
    if len(alike) >= 2 and any(id(item) in stated for item in alike) or len(alike) == 2 and (
            alike[0].end < alike[1].start and _SUBSET_WITHIN.search(passage.text, alike[0].end, alike[1].start)
            or OF_WHOLE.fullmatch(passage.text, alike[1].end, alike[0].start)):
        yield worked_figure(alike[0], alike[0].value - math.fsum(item.value for item in alike[1:]), quantity)


# The two kinds a whole of living things splits into, either named by the one word of its pair.
_TWO_KINDS = (("male", "female"), ("men", "women"), ("boys", "girls"), ("雄性", "雌性"), ("男性", "女性"),
              ("男生", "女生"))
_ANY_KIND = re.compile("|".join(word for pair in _TWO_KINDS for word in pair))


def _other_of_two(quantity: Quantity, statement: Statement, passage: Passage, figures: list[Quantity],
                  stated: set[int]) -> Iterator[Quantity]:
    """The other kind of a whole the sentence states, once the part of one kind the passage gives is taken, for a
    figure the sentence names by the other word of the pair: "雌性有八只" of 十八只 over 共十八只，其中雄性十只."""
    start, end = segment_of(statement.text, quantity.start) or (quantity.start, quantity.end)
    own = statement.text[start:end].lower()
    if _ANY_KIND.search(own) is None:
        return
    for first, second in _TWO_KINDS:
        for mine, other in ((first, second), (second, first)):
            if not _names_kind(own, mine, other):
                continue
            for part in figures:
                named = segment_terms(passage.text, part)
                if content_terms(other) <= named and not content_terms(mine) <= named:
                    yield from (worked_figure(whole, whole.value - part.value, quantity) for whole in figures
                                if id(whole) in stated and unit_key(whole) == unit_key(part)
                                and whole.value > part.value)


def _names_kind(text: str, word: str, other: str) -> bool:
    """Whether ``text`` names one kind of a pair by its word and not the other."""
    return _says(text, word) and not _says(text, other)


def _says(text: str, word: str) -> bool:
    """Whether ``text`` holds ``word``, an English one whole ("male" is not in "female")."""
    return re.search(rf"\b{word}\b" if word.isascii() else re.escape(word), text) is not None


# A word denied in the clause of a figure, naming it as the rest of a whole that is not so: "went unsold", "still to
# be secured", "not yet repaid", 尚有15项未整改, 没有回复.
_DENIED_WORD = re.compile(r"\bun(?P<prefixed>[a-z]{3,}ed|sold|paid|spent|built|drawn|met|sent|done|seen)\b"
                          r"|\b(?:not yet|yet to|still to|not)\s+(?:be(?:en)?\s+)?(?P<english>[a-z]{3,})"
                          r"|(?:尚未|未|没有|没)(?P<chinese>[\u4e00-\u9fff]{2})", re.IGNORECASE)


def _rest_denied(quantity: Quantity, statement: Statement, passage: Passage, figures: list[Quantity],
                 stated: set[int]) -> Iterator[Quantity]:
    """What is left of a whole the sentence states once the part the passage names by a word is taken, for a figure
    the sentence names by that word denied: "about half a million kilograms of the 4.1 million offered went unsold"
    over "4.1 million kg was offered, of which 3.6 million kg was sold"; 共查出91项隐患，尚有15项未整改 over
    共发现隐患91项，已整改76项."""
    start, end = segment_of(statement.text, quantity.start) or (quantity.start, quantity.end)
    denied = frozenset().union(*(content_terms(next(word for word in found.groups() if word))
                                 for found in _DENIED_WORD.finditer(statement.text, start, end)))
    if not denied:
        return
    alike = [item for item in figures if unit_key(item) == unit_key(quantity)]
    for whole in alike:
        if id(whole) in stated:
            yield from (worked_figure(whole, whole.value - part.value, quantity) for part in alike
                        if part.value < whole.value and denied & segment_terms(passage.text, part))


# A period the parser leaves after a figure's unit, before a comparative: "6.1 Ml/d lower", "£3 a week more".
_PER_PERIOD_LEFT = re.compile(r"/[a-z]{1,3}\b|\s+(?:a|per)\s+(?:day|week|month|year)\b", re.IGNORECASE)


def _start_of_change(quantity: Quantity, passage: Passage, figures: list[Quantity], stated: set[int],
                     signs: set[int]) -> Iterator[Quantity]:
    """Where a change the passage gives by its end and its size started, for a sentence that states the end and
    moves the same way, or gives the figure as where the movement started or when it stood there (年初时约为2.4万人
    over "3.2万名，较年初增加8000人"; "由上月的5.2%降至本月的5.0%" over
    "本月…为5.0%，比上月下降0.2个百分点"): the end less the change, which is in percentage points for a percent and in
    the end's own unit for an amount ("增加14.4亿元"), or the end over one plus the change for an amount that moved by a
    percent (31微克/立方米，同比下降8.8%: from about 34). The passage's word of rise or fall is right before the change
    or, a comparative, right after it ("6.1 Ml/d lower than in 2022/23")."""
    cues = passage.feature(direction_cues)
    for end, size in permutations(figures, 2):
        if id(end) not in stated or end.dimension == "percentage_point" or unit_key(end) != unit_key(quantity):
            continue
        relative = size.dimension == "percent" and end.dimension not in PERCENTS and size.kind == "value"
        if not relative and unit_key(size) != (
                ("percentage_point", size.unit) if end.dimension == "percent" else unit_key(end)):
            continue
        period = _PER_PERIOD_LEFT.match(passage.text, size.end)
        comparative = CHANGE_AFTER.match(passage.text, period.end() if period else size.end)
        moves = {cue.sign for cue in cues if cue.axis == "magnitude" and (
            size.start - REACH <= cue.start < size.start
            or comparative is not None and comparative.start() <= cue.start < comparative.end())}
        if len(moves) != 1 or not signs <= moves:
            continue
        sign = moves.pop()
        if not relative:
            yield worked_figure(end, end.value - sign * size.value, end)
        elif size.value < 100:
            yield worked_figure(end, end.value / (1 + sign * size.value / 100), end)


def _end_of_change(quantity: Quantity, passage: Passage, figures: list[Quantity], stated: set[int],
                   signs: set[int]) -> Iterator[Quantity]:
    """Where a change the passage gives by its start and its size ended, for a sentence that states the start and
    gives the figure as the level the same movement reached ("增至26对" over "每日开行22对，高峰日另增开4对"): the
    start and the change, of one unit, the passage's word of rise or fall right before the change."""
    cues = [cue for cue in passage.feature(direction_cues) if cue.axis == "magnitude"]
    for start, size in permutations(figures, 2):
        if id(start) not in stated or not unit_key(start) == unit_key(size) == unit_key(quantity) \
                or start.start > size.start:
            continue
        moves = {cue.sign for cue in cues if size.start - REACH <= cue.start < size.start}
        if len(moves) == 1 and signs == moves:
            yield worked_figure(start, start.value + moves.pop() * size.value, quantity)


def worked_out_across(quantity: Quantity, statement: Statement, passages: Sequence[Passage],
                      supports: Supports) -> Iterator[Quantity]:
    """The figures worked out in the terms of ``quantity`` from figures that need not share a passage: an amount times
    the count the evidence gives it (see ``products``; for a bound, also a column total it bounds: "just under 52,000
    admissions in total"), a total or a rate of figures the sentence states, an amount for each period restated for
    another (see ``per_other_period``) or a year's amount per day, week or month of it (``per_period_of_year``), an
    amount a label gives per 100 ml or 100 g for a serving the sentence states (``per_serving``), a measure or a count
    times its price (``priced_totals``), a price after a discount or with a surcharge (``discounts``), an amount for
    each of a counted thing times the count (``totals_of_counted_things``), a part's share of a whole the evidence
    gives times that whole (``amount_of_share``), the total of figures for parts of the year
    that make the sentence's period (``totals_of_periods``), the rest of a whole the sentence states less the parts it
    states (``_rest_of_stated``) or the one figure the evidence adds (``_rest_of_stated_whole``), the difference of two
    named things and the time between two dated events, the days a run of dates listed a passage each spans, a year
    named by its end ("the year to 30 June"), the days after a stated date and the last day of a term (see
    ``durations.between_events``, ``durations.days_listed``, ``durations.year_named``, ``durations.days_after_stated``
    and ``durations.term_ends``), a time of day counted from another and how much later one is than another (see
    ``clock_times``; also the end of a run from its start and running time, and how much longer one span of times
    is than another), a margin over a record the sentence states (``margins.margin_over_stated_record``), a table
    row's gap to the row above it (``margins.gap_to_the_row_above``), and the spread of a range."""
    yield from (worked_figure(start, seconds, quantity)
                for start, seconds in between_events(quantity, statement, passages))
    yield from (worked_figure(start, seconds, quantity) for start, seconds in days_listed(quantity, passages))
    yield from year_named(quantity, passages)
    yield from (worked_figure(start, seconds, quantity)
                for start, seconds in days_after_stated(quantity, statement, passages, supports))
    yield from term_ends(quantity, passages)
    yield from clock_offsets(quantity, passages)
    yield from run_ends(quantity, statement, passages)
    yield from near_clocks(quantity, statement, passages)
    yield from hours_on_the_dial(quantity, statement, passages)
    yield from clock_gaps(quantity, statement, passages, supports)
    yield from gaps_to_a_stated_clock(quantity, statement, passages, supports)
    yield from gaps_after_another(quantity, statement, passages)
    yield from first_and_each_after(quantity, statement, passages)
    yield from journey_gaps(quantity, statement, passages, supports)
    yield from span_length_changes(quantity, statement, passages, supports)
    yield from one_step(quantity, statement, passages, supports)
    yield from score_points(quantity, statement, passages)
    yield from _rest_of_stated(quantity, statement)
    yield from _rest_of_stated_whole(quantity, statement, passages, supports)
    if quantity.kind not in ("value", "bound"):
        return
    summing = SUMMING.search(statement.text) is not None
    if quantity.kind == "bound" and quantity.value > 0 and summing:
        yield from products(quantity, statement, passages, supports)  # the most allowed: 每日合计最多服用15毫升
        yield from column_totals(quantity, statement, passages)  # "just under 52,000 admissions in total"
    if quantity.kind == "bound" and quantity.dimension == "percent":
        yield from rate_of_counts(quantity, statement)  # 其中快充桩11780台，占比超过四成
        yield from column_shares(quantity, statement, passages, supports)  # 其中日本占四成以上 of a table's total
    yield from per_counted_thing(quantity, statement, passages)  # 平均每座投入三十多万元
    yield from per_other_period(quantity, statement, passages)  # "as many as 30 a minute" over "up to 1,800/h"
    yield from area_of_sides(quantity, passages)  # 面积约6.3平方米 over 长4.2米、宽1.5米
    yield from per_period_of_year(quantity, statement, passages)  # 平均每天出警三次以上 over 全年1146次
    if quantity.kind == "bound" and quantity.value > 0:
        yield from totals_of_two_named(quantity, statement, passages)  # "more than 21,000 … across X and Y"
    if quantity.kind != "value" or quantity.value <= 0:
        return
    if quantity.dimension == "percent":
        yield from rate_of_counts(quantity, statement)
        yield from column_shares(quantity, statement, passages, supports)
        yield from _share_left(quantity, statement, passages)
        yield from share_of_stated_sides(quantity, statement)
    if summing:
        yield from products(quantity, statement, passages, supports)
        yield from column_totals(quantity, statement, passages)
    else:
        yield from unnamed_column_totals(quantity, statement, passages)
    yield from source_totals(quantity, statement, passages)
    yield from totals_of_periods(quantity, statement, passages)
    yield from totals_of_each(quantity, statement, passages)
    yield from totals_of_groups(quantity, statement, passages)
    yield from totals_of_numbered_parts(quantity, statement, passages)  # 59 points over Round 1-3
    yield from totals_of_counted_things(quantity, statement, passages)
    yield from totals_of_two_named(quantity, statement, passages)
    yield from column_means(quantity, statement, passages)
    yield from trimmed_marks(quantity, passages)
    yield from difference_of_stated(quantity, statement, passages, supports)
    yield from count_of_share(quantity, statement, passages, supports)
    yield from amount_of_share(quantity, statement, passages)
    yield from per_other_area(quantity, statement, passages)
    yield from per_other_unit(quantity, statement, passages)
    yield from per_serving(quantity, statement, passages)
    yield from per_outer_pack(quantity, statement, passages)
    yield from bundle_savings(quantity, statement, passages)
    yield from record_totals(quantity, statement, passages)
    yield from priced_totals(quantity, statement, passages)
    yield from paid_totals(quantity, statement)
    yield from discounted_prices(quantity, statement, passages)
    yield from surcharged_prices(quantity, statement, passages)
    yield from deducted_amounts(quantity, passages)
    yield from years_of_a_change(quantity, statement, passages)
    yield from difference_of_named(quantity, statement, passages)
    yield from years_apart_of_named(quantity, statement, passages)
    yield from other_side_of_margin(quantity, statement, passages, supports)
    yield from margin_over_stated_record(quantity, statement, passages)
    yield from gap_to_the_row_above(quantity, statement, passages)
    yield from row_changes(quantity, statement, passages, supports)
    yield from gap_to_the_winner(quantity, statement, passages)  # runner-up, 9oz behind
    yield from scoreline_margin(quantity, statement, passages)
    yield from _spread_of_range(quantity, statement, passages)
    yield from _count_of_numbered_run(quantity, passages)


# The things a run of numbers names, right before it: "Locks 12-22", "pitches 3 to 9", "Stands 4–9".
_NUMBERED_THINGS = re.compile(r"\b(?P<things>[A-Za-z]+)\s+\Z")


def _count_of_numbered_run(quantity: Quantity, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """How many things a run of their numbers names, both ends counted, for a count of those things: "the eleven
    locks" over "Locks 12-22"."""
    if quantity.dimension != COUNT or not quantity.counted:
        return
    counted = content_terms(quantity.counted)
    for passage in passages:
        for item in passage.quantities:
            if item.kind != "range" or item.high is None or item.dimension != COUNT or not item.value.is_integer() \
                    or item.high <= item.value:
                continue
            things = _NUMBERED_THINGS.search(passage.text, max(0, item.start - 24), item.start)
            if things is not None and content_terms(things["things"]) & counted:
                yield worked_figure(item, item.high - item.value + 1, quantity)


def _spread_of_range(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """How far apart the two ends of a range of the evidence lie, for a figure the sentence gives as a difference
    (see ``_DIFFERENCE``): "最低处与最高处海拔相差六百四十米" over "分布于海拔780米至1420米之间"."""
    if quantity.dimension in PERCENTS or not _DIFFERENCE.search(statement.text):
        return
    yield from (worked_figure(item, item.high - item.value, quantity) for passage in passages
                for item in passage.quantities
                if item.kind == "range" and item.high is not None and unit_key(item) == unit_key(quantity))


def with_rejoined_clauses(passages: Sequence[Passage]) -> tuple[Passage, ...]:
    """The passages, and every two that read as one joined again: the clauses of one sentence cut at its
    semicolon (the splitter ends a Chinese sentence at ；, yet "2021年…为20亿人次；2022年达到25亿人次" gives a start
    and an end), and a sentence with the next when that opens with a part of its whole ("The survey covered 12,000
    households. Of these, 3,000 …")."""
    joined = [Passage(first.text + " " * (second.start - first.end) + second.text, source_id=first.source_id,
                      start=first.start, end=second.end, evidence_id=first.evidence_id, grade=first.grade,
                      evidence_type=first.evidence_type)
              for first in passages for second in passages
              if second.continues(first) or second.follows(first)
              and (_OPENS_WITH_PART.match(second.text) or RESTATEMENT.match(second.text))]
    return (*passages, *joined)


def change_and_level(quantity: Quantity, text: str) -> tuple[Quantity, Quantity] | None:
    """A range of ``text`` right after a word giving the size of a change, read as that change and the level it
    reached: "by three years to nine years", 减少3年至9年. ``None`` for any other quantity, or when the two ends are
    not each a figure written in full ("by 3 to 9 years" is a range of changes)."""
    if quantity.kind != "range" or not change_word_before(quantity, text):
        return None
    ends = _split_range(quantity, text)
    if ends is not None and ends[0].dimension != "number":
        return ends
    return None


def range_ends(statement: Statement) -> tuple[Quantity, ...]:
    """The two ends of each range a sentence joins with "to", 至 or 到, each a figure in full ("from 20 million to 25
    million trips"): the start and the end of a change the sentence may also give the size of."""
    return tuple(end for quantity in statement.quantities
                 for end in _split_range(quantity, statement.text) or ())


def _split_range(quantity: Quantity, text: str) -> tuple[Quantity, Quantity] | None:
    """The two figures a range joins with "to", 至 or 到, when each is written in full and both are of one kind."""
    if quantity.kind != "range":
        return None
    for link in _TO_LEVEL.finditer(text, quantity.start, quantity.end):
        low = _one_figure(text, quantity.start, link.start())
        high = _one_figure(text, link.end(), quantity.end)
        if low is not None and high is not None and low.dimension == high.dimension:
            return low, high
    return None


def _one_figure(text: str, start: int, end: int) -> Quantity | None:
    """The figure ``text[start:end]`` writes, when it writes exactly one value, placed at its offsets in ``text``."""
    found = find_quantities(text[start:end])
    if len(found) != 1 or found[0].kind != "value":
        return None
    return replace(found[0], start=found[0].start + start, end=found[0].end + start)


def _multiple_of_named(quantity: Quantity, statement: Statement, passage: Passage,
                       supports: Supports) -> Iterator[Quantity]:
    """A figure the sentence states over the one it names it a multiple of, in the terms of ``quantity``
    ("年假10天，是满1年不满10年员工的两倍" over "已满1年不满10年的，年休假5天；已满10年不满20年的，年休假10天"). The
    other is a figure of the passage written in the same unit, and the figures the sentence names it by (满1年不满10年)
    are all stated in the passage since its figure of that unit before: a figure merely half the stated one is no
    witness."""
    before = [item for item in statement.quantities if item.kind == "value" and item.end <= quantity.start]
    for at, mine in enumerate(before[:-1]):
        names = before[at + 1:]
        for larger in (item for item in passage.quantities if item.kind == "value" and supports(mine, item)):
            alike = [item for item in passage.quantities if item.kind == "value" and item.value > 0
                     and (item.dimension, item.unit_factor) == (larger.dimension, larger.unit_factor)]
            for previous, other in zip([None, *alike], alike):
                since = previous.end if previous is not None else 0
                between = [item for item in passage.quantities if since <= item.start < other.start]
                if other is not larger and all(any(supports(name, item) for item in between) for name in names):
                    yield worked_figure(other, larger.value / other.value, quantity)


def rate_of_counts(quantity: Quantity, statement: Statement) -> Iterator[Quantity]:
    """The rate the sentence names ("通过率为75%", "a pass rate of 75%") as the smaller of the two counts it
    states right before it over the larger (see ``counts_of_rate``); each count is checked on its own."""
    counts = counts_of_rate(quantity, statement)
    if counts is not None:
        yield rate_of(*counts, quantity)


def count_of_share(quantity: Quantity, statement: Statement, passages: Sequence[Passage],
                   supports: Supports) -> Iterator[Quantity]:
    """A count the sentence gives as part of a whole it states, the whole stated by the evidence ("roughly 69 of the
    112 beaches", "With 112 beaches surveyed, … roughly 69 of them"), worked out as each share the evidence states of
    that whole, in a stretch of its passage sharing a word with the count's clause (62% of 112 is 69.4, where
    "moon jellyfish at 62% of survey beaches" names what the count counts)."""
    whole = _whole_of_part(quantity, statement)
    if whole is None or not any(supports(whole, theirs) for theirs in evidence_values(passages)):
        return
    yield from (worked_figure(share, share.value / 100 * whole.value, quantity)
                for share, _ in _shares_named(passages, clause_terms(statement.text, quantity)))


def _shares_named(passages: Sequence[Passage], counted: frozenset[str]) -> list[tuple[Quantity, frozenset[str]]]:
    """Each share of a whole the evidence gives (a percent between 0 and 100) in a stretch sharing a word with
    ``counted``, the terms of a figure's clause, with the terms of that stretch."""
    return [(share, terms) for passage in passages for share in passage.quantities
            if share.dimension == "percent" and 0 < share.value < 100
            and (terms := segment_terms(passage.text, share)) & counted]


def amount_of_share(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """An amount the sentence gives for a part of a whole, worked out as a share the evidence gives that part, in a
    stretch sharing a word with the amount's clause, of an evidence figure of the amount's unit whose stretch shares a
    word with the share's besides those (线上渠道贡献了约4.8亿元收入 over 营业收入7.8亿元 and 线上渠道收入占该产品线收入的
    比重为62%: 4.84)."""
    if quantity.kind != "value" or quantity.dimension in ("percent", "percentage_point", "time") \
            or quantity.value <= 0:
        return  # a share of a length of time is no amount of it: "for one week" is not half of "two weeks"
    counted = clause_terms(statement.text, quantity)
    shares = [(share, terms) for share, terms in _shares_named(passages, counted) if share.kind == "value"]
    if not shares:
        return
    wholes = [(whole, segment_terms(passage.text, whole)) for passage in passages for whole in passage.quantities
              if whole.kind == "value" and unit_key(whole) == unit_key(quantity) and whole.value > quantity.value]
    yield from (worked_figure(share, share.value / 100 * whole.value, quantity)
                for share, terms in shares for whole, named in wholes if (named & terms) - counted)


def _whole_of_part(quantity: Quantity, statement: Statement) -> Quantity | None:
    """The whole a count of the sentence is part of: the count written right after "of the" ("69 of the 112
    beaches"), or, after "of them", the last larger count before it."""
    if quantity.dimension != COUNT or quantity.unit:
        return None
    counts = [item for item in statement.quantities if item.kind == "value" and item.dimension == COUNT
              and not item.unit and item.value > quantity.value]
    if OF_THEM.match(statement.text, quantity.end):
        return next((item for item in reversed(counts) if item.end <= quantity.start), None)
    return next((item for item in counts if item.start > quantity.end
                 and OF_WHOLE.fullmatch(statement.text, quantity.end, item.start)), None)


def rate_of(part: Quantity, whole: Quantity, quantity: Quantity) -> Quantity:
    """``part`` as a percent of ``whole``, in the terms of the sentence's ``quantity``."""
    return worked_figure(part, part.value / whole.value * 100, quantity)


def counts_of_rate(quantity: Quantity, statement: Statement) -> tuple[Quantity, Quantity] | None:
    """The part and the whole a rate the sentence names is of: the two counts it states right before it, when it
    gives the smaller as part of the larger ("200名考生参加，其中150人通过", "Of the 200 candidates, 150 passed", "176 of
    the 486 moths, over a third of the total")."""
    restating = restated_in_brackets(quantity, statement) is not quantity  # 略高于一半（约52%）
    named = _RATE_BEFORE.search(statement.text, max(0, quantity.start - REACH), quantity.start) \
        or _RATE_IN_QUALIFIER.match(quantity.surface) or _OF_THE_TOTAL.match(statement.text, quantity.end)
    if not restating and not named:
        return None
    counts = [item for item in statement.quantities if item.kind == "value" and item.value > 0
              and item.dimension not in PERCENTS and item.end <= quantity.start]
    if len(counts) < 2 or unit_key(counts[-2]) != unit_key(counts[-1]):
        return None
    part, whole = sorted(counts[-2:], key=lambda item: item.value)
    subset = named_as_whole(statement.text, whole) or _SUBSET_BEFORE.search(
        statement.text, max(0, part.start - REACH), part.start) is not None
    return (part, whole) if part.value < whole.value and subset else None


def _part_and_whole(part: Quantity, whole: Quantity, figures: list[Quantity], stated: set[int], wholes: set[int],
                    named: tuple[Quantity, set[int]] | None) -> bool:
    """Whether the sentence ties a share to ``part`` of ``whole``: it states the part; or it gives the share to the
    name beside the part, of a whole it states or the passage writes as the total (``named``: see
    ``_named_part``); or, naming no such part, it gives the whole as the whole and the part stands beside it in the
    passage."""
    if id(part) in stated:
        return True
    if named is not None:
        return part is named[0] and id(whole) in named[1]
    return id(whole) in wholes and _beside(figures, part, whole)


def _named_part(quantity: Quantity, statement: Statement, passage: Passage, figures: list[Quantity],
                stated: set[int]) -> tuple[Quantity, set[int]] | None:
    """The one figure of ``passage`` beside the name the sentence gives a share to in the share's clause, with the
    ids of the figures it may be a share of: those the sentence states, the one the passage writes as the total
    ("50,000 acres in total", 总产量500万吨) and the one it writes as the whole of the part ("900 of the 1,200
    residents"), none of which is the part. The part counts in a whole's unit and is no age (not 18 of 18岁以下未成年
    观众541,200人次); where the name is beside more than one, by the words only some of them are named with (城镇 of
    城镇人口 beside 乡村人口); where the passage names each part in brackets after it (治疗组（408例）或安慰剂组（204例）),
    by that name; and never where the sentence names it by words another part's clause holds and its own lacks
    (see ``_named_elsewhere``). The name is in the words before the share ("Wheat accounted for 60%", 其中玉米占40%)
    and those after it ("60% were wheat", 约33%表示每天骑自行车通勤), unless they say what it is a share of ("half
    the prior-year level", "60% of the acres")."""
    if quantity.dimension != "percent":
        return None
    start, end = subject_segment(statement.text, quantity)
    amounts = [item for item in figures if item.dimension not in PERCENTS]
    given_whole = {id(whole): part for part, whole in zip(amounts, amounts[1:])
                   if _WHOLE_BEFORE.match(passage.text, part.end, whole.start)}
    wholes = stated | set(given_whole) | {id(figure) for start, end, figure in lone_figures(passage.text, amounts)
                                          if _TOTAL.search(passage.text, start, end)} \
        | {id(whole) for whole, part in zip(amounts, amounts[1:])
           if _SUBSET_WITHIN.search(passage.text, whole.end, part.start)}
    units = {unit_key(item) for item in amounts if id(item) in wholes}
    parts = [item for item in amounts if id(item) not in wholes and unit_key(item) in units
             and not AGE_AFTER.match(passage.text, item.end)]
    named = content_terms(_without_whole(statement.text[start:quantity.start])) | _named_after(
        quantity, statement, end, [segment_terms(passage.text, item) for item in amounts if id(item) in wholes])
    found = named_figures(passage.text, parts, named)
    if len(found) > 1:  # 城镇人口745.6万人，乡村人口306.7万人 both name 人口: 城镇 tells them apart
        shared = frozenset.intersection(*(segment_terms(passage.text, item) for item in found))
        found = named_figures(passage.text, found, named - shared)
    if not found:
        found = [part for terms, part in _bracketed(passage.text, parts) if named & terms]
    if len(found) != 1 or _named_elsewhere(passage.text, parts, found[0], named):
        return None
    own = {whole for whole, part in given_whole.items() if part is found[0]}
    return found[0], (wholes - set(given_whole)) | (stated & set(given_whole)) | own


def _named_elsewhere(text: str, parts: list[Quantity], part: Quantity, named: frozenset[str]) -> bool:
    """Whether the sentence names the share by words the part's clause lacks and another part's clause holds ("the
    old drug" over "45 of 180 on the new drug …, 60 of 150 on the old drug"): it may be that one's share."""
    others = named - told_terms(text, part, parts)
    return any(others & told_terms(text, other, parts) for other in parts if other is not part)


def _bracketed(text: str, figures: list[Quantity]) -> Iterator[tuple[frozenset[str], Quantity]]:
    """Each figure alone in brackets, with the terms of the words it is given to, from the last break or figure up
    to the bracket: "KX-17 (n=180) or vehicle (n=60)", 治疗组（408例）或安慰剂组（204例）."""
    for figure in figures:
        opening = _BRACKET_BEFORE.search(text, max(0, figure.start - REACH), figure.start)
        if opening is None or not _BRACKET_AFTER.match(text, figure.end):
            continue
        since = max([0, *(item.end for item in figures if item.end <= opening.start()),
                     *(found.end() for found in _NAME_BREAK.finditer(text, 0, opening.start()))])
        yield content_terms(text[since:opening.start()]), figure


def _without_whole(before: str) -> str:
    """The words before a share less the whole they name it a share of: 货物吞吐量 in 约占货物吞吐量的25% names the
    whole, so a part of other words (集装箱吞吐量) is not the one the share is given to."""
    whole = _WHOLE_OF_SHARE.search(before)
    return before if whole is None else before[:whole.start("whole")] + before[whole.end("whole"):]


def _named_after(quantity: Quantity, statement: Statement, end: int,
                 whole_terms: list[frozenset[str]]) -> frozenset[str]:
    """The terms after a share, up to ``end``, that may name its part: all of them ("60% were wheat"), those after
    a whole named before ("one in four of them reported"), or those after the whole the sentence states, less the
    terms naming a whole in the passage ("a quarter of the company's 8,000 employees were based abroad"); none when
    the words after say only what it is a share of ("60% of the acres")."""
    text = statement.text
    after = _SHARE_OF.match(text, quantity.end)
    if after is None:
        return content_terms(text[quantity.end:end])
    back = _BACK_REFERENCE.match(text, quantity.end)
    if back is not None:
        return content_terms(text[back.end():end])
    whole = next((item for item in statement.quantities
                  if item.kind == "value" and quantity.end <= item.start and item.end <= end), None)
    if whole is None:
        return frozenset()
    return content_terms(text[whole.end:end]).difference(*whole_terms)


# A whole its parts are counted out of, with the words naming it: 186个行政村中, "of the county's 186 villages".
_PARTS_OF_AFTER = re.compile(r"[^，,。；;\d]{0,8}?(?:之中|当中|中|里)")
_PARTS_OF_BEFORE = re.compile(r"\b(?:out of|of|among)\s+(?:[\w'\u2019]+\s+){0,3}\Z", re.IGNORECASE)


# What is left of a whole given right after its figure (see ``arithmetic.OF_WHOLE``): "Twelve of the fourteen bays
# remained in use after two were closed", "nine of the 12 stations are still open".
_LEFT = re.compile(r"\b(?:remain(?:s|ed)?|still|left)\b", re.IGNORECASE)


def _rest_of_stated(quantity: Quantity, statement: Statement) -> Iterator[Quantity]:
    """The rest of a whole the sentence states, less the parts it states after the whole (or the one part right
    before a whole it is "of"), for a figure it gives as that rest: "全县186个行政村中已有142个接通千兆光纤，剩下的44个村",
    "of the 650 seats, 411 were won by …, the remaining 239", or with the whole right after it and a word of what is
    left ("Twelve of the fourteen bays remained in use after two were closed"), or one whole before the rest and the
    part after it ("brought in £24,000, leaving £20,500 once £3,500 of costs had been covered"). Each figure stated
    is checked against the evidence on its own."""
    if len(statement.quantities) < 2:  # a rest needs two figures of the sentence, a whole and a part
        return
    if quantity.kind == "value" and _LEFT.search(statement.text):
        yield from _rest_before_whole(quantity, statement)
    if quantity.kind != "value":
        return
    before = [item for item in statement.quantities if item.kind == "value" and item.value > 0
              and item.end <= quantity.start and unit_key(item) == unit_key(quantity)]
    if not before or not given_as_rest(quantity, statement.text):
        return
    if len(before) == 1:  # the part taken told after the rest: "£24,000, leaving £20,500 once £3,500 of costs"
        after = [item for item in statement.quantities if item.kind == "value" and item.value > 0
                 and item.start >= quantity.end and unit_key(item) == unit_key(quantity)]
        if len(after) == 1 and PART_TAKEN.search(statement.text, quantity.end, after[0].start):
            yield worked_figure(before[0], before[0].value - after[0].value, quantity)
        return  # else the rest needs a whole and a part before it
    wholes = [index for index, item in enumerate(before)
              if _PARTS_OF_AFTER.match(statement.text, item.end)
              or _PARTS_OF_BEFORE.search(statement.text, max(0, item.start - REACH), item.start)]
    # or the one part right before a whole it is "of" ("the £450,000 grant covers two-fifths of the £1.2 million cost,
    # leaving £750,000")
    if wholes and (parts := before[wholes[-1] + 1:] or before[max(0, wholes[-1] - 1):wholes[-1]]):
        whole = before[wholes[-1]]
        yield worked_figure(whole, whole.value - sum(part.value for part in parts), quantity)


def _rest_of_stated_whole(quantity: Quantity, statement: Statement, passages: Sequence[Passage],
                          supports: Supports) -> Iterator[Quantity]:
    """The rest of a whole the sentence states once the one other figure of its unit the evidence gives, and the
    sentence does not, is taken, for a figure it gives as that rest ("the trust's £120,000 appeal …; £36,500 has
    still to be raised" over "its £120,000 appeal …. So far £83,500 has been pledged") or as part of the whole
    written right after it, where another part is told as the rest ("Parish fundraising covered £66,000 of the
    £186,000 bill, and a grant paid the rest" over "The £186,000 cost was met by a grant of £120,000 together with
    parish fundraising")."""
    if quantity.kind != "value":
        return
    wholes = [item for item in statement.quantities if item.kind == "value" and item.value > quantity.value
              and unit_key(item) == unit_key(quantity)]
    if wholes and not given_as_rest(quantity, statement.text):
        wholes = [item for item in wholes if OF_WHOLE.fullmatch(statement.text, quantity.end, item.start)
                  and REST.search(statement.text, item.end)]
    if len(wholes) != 1:
        return
    mine = [item for item in statement.quantities if item.kind == "value"]
    others = [item for passage in passages for item in passage.quantities if item.kind == "value" and item.value > 0
              and unit_key(item) == unit_key(quantity) and not any(supports(figure, item) for figure in mine)]
    if len(others) == 1 and others[0].value < wholes[0].value:
        yield worked_figure(wholes[0], wholes[0].value - others[0].value, quantity)


# A share told as what is left: 还剩约三成, 剩余三成 (or, after it, as not done: ``arithmetic.NOT_DONE_AFTER``).
_LEFT_BEFORE = re.compile(r"(?:还剩|剩余|剩下|尚余)(?:约|近|大约)?\s*\Z")


def _share_left(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """The rest of a whole after a share of it the evidence gives, for a share the sentence tells as what is left or
    not done (还有约三成没有完成 over 完成约七成), the evidence's share told of what the sentence's is."""
    text = statement.text
    if not (NOT_DONE_AFTER.match(text, quantity.end)
            or _LEFT_BEFORE.search(text, max(0, quantity.start - REACH), quantity.start)):
        return
    told = segment_terms(text, quantity)
    yield from (worked_figure(item, 100 - item.value, quantity) for passage in passages for item in passage.quantities
                if item.kind == "value" and item.dimension == "percent" and 0 < item.value < 100
                and told & segment_terms(passage.text, item))


def _rest_before_whole(quantity: Quantity, statement: Statement) -> Iterator[Quantity]:
    """The whole given right after ``quantity`` ("Twelve of the fourteen") less the other figures of its unit the
    sentence states after the whole."""
    after = [item for item in statement.quantities if item.kind == "value" and item.value > 0
             and item.start > quantity.end and unit_key(item) == unit_key(quantity)]
    if len(after) < 2 or not OF_WHOLE.fullmatch(statement.text, quantity.end, after[0].start):
        return
    whole, parts = after[0], after[1:]
    yield worked_figure(whole, whole.value - sum(part.value for part in parts), quantity)


def named_as_whole(text: str, figure: Quantity) -> bool:
    """Whether the sentence gives ``figure`` as the whole of a share ("of the 1,200 respondents", 1200名受访者中)."""
    return _WHOLE_BEFORE.search(text, max(0, figure.start - REACH), figure.start) is not None \
        or _WHOLE_OF_NAMED.search(text, max(0, figure.start - _WHOLE_REACH), figure.start) is not None \
        or _WHOLE_AFTER.match(text, figure.end) is not None


def _beside(figures: list[Quantity], part: Quantity, whole: Quantity) -> bool:
    """Whether no other figure of the passage stands between a part and its whole ("1200名市民中，有400人")."""
    return abs(figures.index(part) - figures.index(whole)) == 1


def _written_as_movement(text: str, figures: list[Quantity], start: Quantity, end: Quantity) -> bool:
    """Whether the passage writes ``start`` as where a movement began and ``end``, the figure of its unit right
    beside it, as where it ended: "rose from $400,000 in 2021 to $460,000", "reached 14 GW, up from 11 GW",
    由5万元增至5.6万元, or as what ``end`` right before it is compared with ("52,600 vehicles, compared with 48,200"), or
    in a table row's cells before and after a change ("单日封顶 调整前: 40元; 调整后: 48元").
    It ties a change to them for a sentence giving no level of its own ("grew by 3 GW"); one that does ("by three
    years to eight") must state an end."""
    alike = [item for item in figures if unit_key(item) == unit_key(start)]
    at = alike.index(start)
    if _BASE_BEFORE.search(text, max(0, start.start - REACH), start.start):
        return at > 0 and alike[at - 1] is end
    if _BEFORE_CELL.search(text, max(0, start.start - REACH), start.start):
        return at + 1 < len(alike) and alike[at + 1] is end \
            and _AFTER_CELL.search(text, max(0, end.start - REACH), end.start) is not None
    if _EARLIER_CELL.search(text, max(0, start.start - REACH), start.start):
        return any(0 <= index < len(alike) and alike[index] is end for index in (at - 1, at + 1)) \
            and _LATER_CELL.search(text, max(0, end.start - REACH), end.start) is not None
    if not STARTED_FROM.search(text, max(0, start.start - REACH), start.start):
        return False
    if at + 1 < len(alike) and alike[at + 1] is end:
        return ENDED_AT.search(text, max(0, end.start - REACH), end.start) is not None
    return at > 0 and alike[at - 1] is end


def _a_level(text: str, offset: int) -> bool:
    return _LEVEL_BEFORE.search(text, max(0, offset - REACH), offset) is not None


def _in_order(text: str, mine: list[Quantity], start: Quantity, end: Quantity, supports: Supports) -> bool:
    """Whether ``start`` may be where the change began and ``end`` where it ended: the sentence gives neither the
    other way round (as the level reached, "to 3.6", or started from, "from 3.0")."""
    for figure in mine:
        if not _a_level(text, figure.start):
            continue
        started = STARTED_FROM.search(text, max(0, figure.start - REACH), figure.start) is not None
        if supports(figure, start) and not started or supports(figure, end) and started:
            return False
    return True


def _change(quantity: Quantity, start: Quantity, end: Quantity, text: str, written: bool) -> float | None:
    """The change from ``start`` to ``end`` in the terms of ``quantity``: percentage points between two percents,
    percent between two amounts, or the difference of two amounts of the quantity's own kind when the sentence
    gives it as one ("by three years", "a rise of 1,200"). Two figures more than ``CHANGE_SPAN`` apart are of
    different things (earnings and sales), not a start and an end, unless the passage ``written`` moves one to the
    other (估价由80万元下调至6万元)."""
    if not written and max(start.value, end.value) > CHANGE_SPAN * min(start.value, end.value):
        return None
    if quantity.dimension == "percentage_point" or _in_points(quantity, text) and start.dimension == "percent":
        return end.value - start.value if start.dimension == "percent" else None
    if quantity.dimension == "percent":
        return None if start.dimension in PERCENTS else (end.value / start.value - 1) * 100
    if start.dimension != quantity.dimension or not named_as_change(quantity, text):
        return None
    return end.value - start.value


def _in_points(quantity: Quantity, text: str) -> bool:
    """Whether a count is written in points ("by 11 points", 上升11个点): between two percents, percentage points."""
    return quantity.dimension == COUNT and not quantity.unit and _POINTS_AFTER.match(text, quantity.end) is not None


def _share(quantity: Quantity, part: Quantity, whole: Quantity) -> float | None:
    """``part`` as a percent of ``whole``, when the quantity is a percent and the two count or measure alike."""
    if quantity.dimension != "percent" or part.dimension in PERCENTS:
        return None
    return part.value / whole.value * 100
