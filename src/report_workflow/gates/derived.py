"""Figures worked out from figures of the evidence: a change, a share of a total, a sum, a product, a rate, a
duration.

Reports restate evidence with arithmetic: "rose 2.6 percentage points to 88.2%" over "88.2%, up from 85.6%",
"a 20% increase" over "$3.0 billion in 2021 and $3.6 billion in 2023", "411 of 650 seats, about 63%", "£2.75
million in damages and costs combined" over "£2.3 million … £450,000". No source sentence writes the result, yet
a careful reader checks it and lets it stand when it is right. The number gate asks for the results here and
compares each with the sentence's figure as it compares a stated one, at the precision the sentence writes, save
that a result exactly halfway between two roundings states neither (2 h 30 min is not "three hours"). The two
clauses of a sentence the splitter cut at its semicolon (20亿人次；2022年达到25亿人次) are one passage here, and so are a
sentence and the next that opens with a part of its whole ("covered 12,000 households. Of these, 3,000 …").

What ties a result to the sentence keeps a coincidence from passing: a change needs the word of rise or fall of the
sentence nearest its figure to agree with it, the change running from the earlier figure to the later when the
evidence or the sentence dates the two ("5.2% in 2023, against 5.6% in 2022" is a fall), or of a difference ("a
margin of"), and one of its two figures stated by the sentence, which may write the two as a range ("from 20 million
to 25 million trips"), or the two dated by the passage to the year the sentence sets against the previous year and
to the year before (2023年…较上年增加14.4亿元 over 2023年…86.4亿元，上年同期为72.0亿元) or to the first and the last year of
the span the sentence names ("fell nine percentage points between 2015 and 2023"), or the two written by the passage
as where a movement began and ended ("reached 14 GW, up from 11 GW"). Points after a count are percentage points
between two percents ("by 11 points, to 29%"). Where a change started is its end, which the sentence
states, less its size, which the passage gives with a word of the same direction (由上月的5.2%降至本月的5.0% over
5.0%，比上月下降0.2个百分点). How much more one thing is than another (最终录取人数比招生总计划多出35人) may be of figures of any passages,
each the one named as the sentence names it on its side of 比, or before "ahead of", "behind" or "won … by … from"
("a further six points back" is behind the one named before). A share needs its part stated ("411 of 650 seats"); or
its part the one figure of the passage beside the name the sentence gives the share to, of a whole the sentence
states or the passage writes as the total ("Wheat accounted for 60%" over "50,000 acres in total, of which 30,000
acres were wheat", 玉米占40% over 总产量500万吨，其中玉米200万吨, 四分之一 over 共有412所，其中民办学校103所) or gives a part
of ("8,000 employees, of whom 2,000 …"), the name following what the share is of when that is a whole named before or
stated ("one in four of them reported", "a quarter of the company's 8,000 employees were based abroad"); or, naming
no such part, its whole given as the whole ("of the 1,200 respondents", 在1200名受访者中) with the part the figure
beside that whole in the passage ("1200名市民中，有400人"). A part the passage gives as a share of the figure before it
(4200人，其中省内计划占60%) is worked out for a sentence naming it by a word the whole lacks (省内招生计划为2520人). A
multiple (是…的两倍) is of a figure the sentence states over one of the same unit in the passage, whose conditions,
named by the sentence with figures (满1年不满10年), the passage gives before it. A rate the sentence names (通过率, "a
pass rate of") may be of the two counts it states right before it (200名考生…150人通过). An amount for each period may
be restated for a period holding a whole number of them ("£54 a year" over "£4.50 per month", "24 days" in "a full
year" over "2 days … for each full month"). A sum needs a word of summing ("combined", "in total", 合计, 总量, 共) and
adds two figures of one unit, or three or more that follow one another ("A 3,000; B 2,500; C 2,000"), or the figures
the sentence states right before it, each stated by the evidence in any passage ("14 GW of solar and 9 GW of wind, 23
GW in total"). A product needs a word of summing too, and is an amount times a count the evidence writes with a word
of times ("four times the individual deductible", 一日3次), the amount one the sentence states or the only one of its
kind the evidence states, in any passage. A duration is worked out in ``durations``.

A figure the sentence gives as a level ("to 88.2%", "from 85.6%") is never itself a change. A percent is never a
difference of two percents: "rose 4%" over 63% and 67% is still four percentage points written as percent. Right
after a word giving the size of a change, two figures of one unit joined by "to" or 至 are read as a range
("expected to rise by 10% to 15%"), yet may be the change and the level it reached ("reduced by three years to nine
years", 减少3年至9年): ``change_and_level`` gives that second reading.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import replace
from itertools import permutations

from ..text import content_terms
from ..text.quantities import Quantity, find_quantities
from .columns import table_columns
from .durations import Supports, between_events, journey, term_ends
from .inputs import Passage, Statement
from .lexicon import direction_cues

PERCENTS = frozenset({"percent", "percentage_point"})
COUNT = "number"
MULTIPLE = "multiple"
# A level reached or started from, right before a figure: "to 88.2%", "from $950 million", 增至3.6亿元, 由63%.
_LEVEL_BEFORE = re.compile(r"(?:\b(?:to|from|at|reach(?:ed|ing)?)|至|到|达到?|由|从)\s*\Z", re.IGNORECASE)
# Where a movement started or ended, right before a figure: "from $950 million", 由63%; "to 88.2%", 增至3.6亿元; a
# Chinese figure may carry its period between (由2022年的12亿元, 至2023年15亿元, 由上月的5.2%).
_CHINESE_PERIOD = r"(?:(?:(?:19|20)\d{2}年(?:[一二三四]季度|上半年|下半年|\d{1,2}月)?(?:末|底)?|[上本]月|上年|去年|今年)的?)?"
STARTED_FROM = re.compile(rf"(?:\bfrom|(?:由|从){_CHINESE_PERIOD})\s*\Z", re.IGNORECASE)
ENDED_AT = re.compile(rf"(?:\bto|(?:至|到){_CHINESE_PERIOD})\s*\Z", re.IGNORECASE)
_SUMMING = re.compile(
    r"\b(?:combined|together|altogether|in total|in all|a total of|between them)\b|合计|共计|总计|总额|总和|总量|加起来|两者合"
    r"|共有|累计|(?<!公)共(?=\s*[\d一二两三四五六七八九十])", re.IGNORECASE
)
# A count of times right after a figure: "four times the individual deductible", 一日3次, "3 × 5 ml".
_TIMES_AFTER = re.compile(r"\s*(?:times\b|×|次)", re.IGNORECASE)
# A figure written as the total of those beside it: "50,000 acres in total", 总产量500万吨, 合计, 共有412所.
_TOTAL = re.compile(r"\b(?:total|in all|altogether|overall)\b|总|合计|共计|共有", re.IGNORECASE)
# A rate named right before a percent: "a pass rate of 75%", 通过率为75%, 占比.
_RATE_BEFORE = re.compile(
    r"(?:\b(?:rate|share|proportion|percentage)\b[^,;.\d]{0,12}|率|比例|占比|比重)(?:为|是|达到?)?\s*\Z", re.IGNORECASE
)
# A count given as part of the one before it: 其中150人, "of them, 150".
_SUBSET_BEFORE = re.compile(r"(?:其中有?|\bof (?:them|whom|these),?)\s*\Z", re.IGNORECASE)
# What links a whole to a part the passage gives of it: "4200人，其中省内计划占60%", "1,200 staff, of whom 30%".
_SUBSET_WITHIN = re.compile(r"其中|\bof (?:them|whom|which|these)\b", re.IGNORECASE)
# A whole named before, right after a share of it: "one in four of them".
_BACK_REFERENCE = re.compile(r"\s*of\s+(?:them|these|those|whom)\b", re.IGNORECASE)
# A passage opening with a part of the whole the one before it gives: "Of these, 3,000 …", 其中.
_OPENS_WITH_PART = re.compile(r"\s*(?:(?:of|among)\s+(?:them|these|those)\b|其中)", re.IGNORECASE)
# What a share is of, right after it: "60% of the acres", "half the prior-year level", 40%的受访者.
_SHARE_OF = re.compile(r"\s*(?:(?:of|the|than)\b|的)", re.IGNORECASE)
# Where a passage gives one thing its figure: its clauses, and the items a clause lists ("of which 30,000 acres
# were wheat and 12,000 acres were barley", 其中玉米200万吨，水稻180万吨).
_SEGMENT_BREAK = re.compile(r"[，；。！？、：;!?]|,(?!\d)|\b(?:and|of which|while|whereas)\b|其中|以及|和|及",
                            re.IGNORECASE)
# A difference named without its direction: "a margin of 0.8 percentage points", 相差3个百分点.
_DIFFERENCE = re.compile(r"\b(?:margin|gap|difference|lead|spread)\b|差距|相差|之差|领先", re.IGNORECASE)
# A figure given as the size of a change: "by three years", "a rise of 1,200", "climbed $500 million", "a saving of
# three dollars", 增加了51万人, 相差, 净胜12分.
_CHANGE_BEFORE = re.compile(
    r"(?:\bby|\b(?:rise|fall|increase|decrease|drop|gain|cut|reduction|decline|growth|margin|gap|difference|lead"
    r"|saving|savings)\s+of|\b(?:rose|risen|climbed|grew|grown|gained|jumped|increased|fell|fallen|dropped|declined"
    r"|decreased|slip(?:s|ped|ping)|shed|widened|narrowed|up|down)"
    r"|(?:增加|减少|增长|下降|上升|升高|上涨|下跌|回落|提高|降低|多出?|少|快|慢|节省|节约|缩短|延长|提前|推迟)了?|相差|差距为?|高出"
    r"|领先|净胜)\s*\Z",
    re.IGNORECASE,
)
# A figure given as the size of a difference by the comparative right after it: "$500 million higher", "twelve
# minutes later", "three dollars cheaper", "1.3 percentage points lower".
_CHANGE_AFTER = re.compile(
    r"\s+(?:more|less|fewer|higher|lower|later|earlier|longer|shorter|cheaper|faster|slower|larger|bigger|smaller"
    r"|greater|ahead|behind)\b",
    re.IGNORECASE,
)
# Points right after a count: "by 11 points", 11个点.
_POINTS_AFTER = re.compile(r"\s*(?:points?\b|个点)", re.IGNORECASE)
# Where a range after a word of change may split into the change and the level reached: "to", 至, 到, not a dash.
_TO_LEVEL = re.compile(r"\s*(?:\bto\b|至|到)\s*", re.IGNORECASE)
# A figure the sentence gives as the whole a share is of: "of the 1,200 respondents", "among 1,200", 在1200名受访者中，.
_WHOLE_BEFORE = re.compile(r"\b(?:out of|of|among)\s+(?:the\s+|all\s+)?\Z", re.IGNORECASE)
_WHOLE_AFTER = re.compile(r"[^，,。；;\d]{0,8}?(?:之中|当中|中)[，,]")
# The year before the one a passage names: 上年, 去年, "the previous year", "a year earlier".
PREVIOUS_YEAR = re.compile(
    r"上一?年|去年|前一年|\b(?:the )?(?:previous|prior|preceding) year\b|\ba year (?:earlier|before|ago)\b"
    r"|\blast year\b",
    re.IGNORECASE,
)
# Where one clause of a passage ends and the next begins; a comma between digits is a thousands separator.
_CLAUSE_BREAK = re.compile(r"[，；。;!?！？]|,(?!\d)")
# A sentence the splitter cuts at its semicolon: "2021年…为20亿人次；2022年达到25亿人次。"
_SEMICOLON_END = re.compile(r"；\s*\Z")
_CLAUSE_GAP = 2
CHANGE_SPAN = 10
_REACH = 16
# The period an amount is for, and how many of one period another holds.
_PERIOD_NAMES = {"day": "day", "week": "week", "month": "month", "quarter": "quarter", "year": "year", "天": "day",
                 "日": "day", "周": "week", "月": "month", "季度": "quarter", "年": "year"}
# "a", "per", "each full" and the like before a period's name: "for each full month", "a full year of service".
_EACH = r"(?:a|an|per|each|every|one)\s+(?:(?:full|whole|calendar)\s+)?"
_PERIOD_AFTER = re.compile(
    rf"(?:\s+(?:of|in)\s+[a-z-]+(?:\s+[a-z-]+)?)?\s*(?:(?:for\s+|in\s+)?{_EACH}|/)"
    r"(?P<period>day|week|month|quarter|year|天|日|周|月|季度|年)(?![A-Za-z])", re.IGNORECASE)
_PERIOD_BEFORE = re.compile(rf"(?:每(?:个)?(?P<period>天|日|周|月|季度|年)[^，,。；;\d]{{0,8}}|\b{_EACH}"
                            r"(?P<named>day|week|month|quarter|year)\b[^,;.\d]{0,24})\Z", re.IGNORECASE)
_PERIOD_REACH = 40
_PERIODS_IN = {("year", "month"): 12, ("year", "quarter"): 4, ("quarter", "month"): 3, ("week", "day"): 7,
               ("month", "year"): 1 / 12, ("quarter", "year"): 1 / 4, ("month", "quarter"): 1 / 3,
               ("day", "week"): 1 / 7}


def worked_out(quantity: Quantity, statement: Statement, passage: Passage, supports: Supports,
               also_stated: tuple[Quantity, ...] = ()) -> Iterator[Quantity]:
    """The figures of ``passage`` worked out in the terms of ``quantity`` (a change, share, sum or duration), as
    evidence quantities to compare it with; ``supports(mine, item)`` tells whether a sentence figure states an
    evidence one. ``also_stated`` are figures the sentence states besides those parsed from it (see
    ``change_and_level``)."""
    if quantity.kind not in ("value", "bound") or quantity.value <= 0:
        return
    if quantity.dimension == "time" and quantity.kind == "value":
        yield from (_figure(start, seconds, quantity)
                    for start, seconds in journey(quantity, statement, passage, supports, _named_figures))
    if quantity.dimension == MULTIPLE:
        yield from _multiple_of_named(quantity, statement, passage, supports)
        return
    figures = [item for item in passage.quantities if item.kind == "value" and item.value > 0]
    if len(figures) < 2:
        return
    mine = [other for other in (*statement.quantities, *statement.derived(_range_ends), *also_stated)
            if other.kind == "value" and not _overlapping(other, quantity)]
    stated = {id(item) for item in figures if any(supports(other, item) for other in mine)}
    wholes = {id(item) for item in figures
              if any(supports(other, item) for other in mine if _named_as_whole(statement.text, other))}
    signs = _direction_of(quantity, statement)
    summing = _SUMMING.search(statement.text) is not None and quantity.dimension != "percentage_point"
    differing = _DIFFERENCE.search(statement.text) is not None
    periods = _periods(passage, figures, statement, stated) if signs else {}
    named = _named_part(quantity, statement, passage, figures, stated)
    changing = (signs or differing or _CHANGE_AFTER.match(statement.text, quantity.end) is not None) \
        and not _a_level(statement.text, quantity.start)
    levelled = any(_a_level(statement.text, other.start) for other in mine)  # "by three years to eight": its own end
    for start, end in permutations(figures, 2):
        if _unit(start) != _unit(end):
            continue
        ends_stated = id(start) in stated or id(end) in stated or _dated_as_compared(periods, statement, start, end) \
            or _dated_as_spanned(periods, statement, start, end) or _dated_as_named(periods, statement, start, end) \
            or not levelled and _written_as_movement(passage.text, figures, start, end)
        forward = not _backwards(periods, start, end)
        if changing and ends_stated and forward and _in_order(statement.text, mine, start, end, supports):
            change = _change(quantity, start, end, statement.text)
            if change is not None and signs <= {1 if change > 0 else -1}:
                yield _figure(start, abs(change), quantity)
        if start.value < end.value and _part_and_whole(start, end, figures, stated, wholes, named):
            share = _share(quantity, start, end)
            if share is not None:
                yield _figure(start, share, quantity)
        if summing and start.start < end.start:
            yield _figure(start, start.value + end.value, start)
    if summing:
        yield from (_figure(run[0], sum(item.value for item in run), run[0]) for run in _runs(figures))
    yield from _part_by_share(quantity, statement, passage, figures)
    if signs or STARTED_FROM.search(statement.text, max(0, quantity.start - _REACH), quantity.start):
        yield from _start_of_change(quantity, passage, figures, stated, signs)


def _direction_of(quantity: Quantity, statement: Statement) -> set[int]:
    """The sign of the word of rise or fall nearest the figure, empty when the sentence has none: "rose 15% …, even
    as the number of sales declined" gives the 15% a rise."""
    cues = [cue for cue in statement.feature(direction_cues) if cue.axis == "magnitude"]
    if not cues:
        return set()
    return {min(cues, key=lambda cue: abs(cue.start - quantity.start)).sign}


def _part_by_share(quantity: Quantity, statement: Statement, passage: Passage,
                   figures: list[Quantity]) -> Iterator[Quantity]:
    """A part the passage gives as a share of the figure right before it ("招生计划为4200人，其中省内计划占60%"),
    worked out for a sentence naming it as the share does ("省内招生计划为2520人"): the sentence's words before its
    figure share a term with the share's segment that the whole's segment lacks (省内, not 计划)."""
    if quantity.dimension in PERCENTS:
        return
    start, _ = next((segment for segment in _segments(statement.text) if segment[0] <= quantity.start < segment[1]),
                    (0, quantity.start))
    named = content_terms(statement.text[start:quantity.start])
    for share in (item for item in figures if item.dimension == "percent"):
        whole = next((item for item in reversed(figures) if item.end <= share.start and item.dimension != "percent"),
                     None)
        if whole is None or _unit(whole) != _unit(quantity) \
                or not _SUBSET_WITHIN.search(passage.text, whole.end, share.start):
            continue
        if named & (_segment_terms(passage.text, share) - _segment_terms(passage.text, whole)):
            yield _figure(whole, whole.value * share.value / 100, whole)


def _segment_terms(text: str, figure: Quantity) -> frozenset[str]:
    """The terms of the segment of ``text`` holding ``figure``, the figure aside."""
    start, end = next((segment for segment in _segments(text) if segment[0] <= figure.start < segment[1]),
                      (figure.start, figure.end))
    return content_terms(text[start:figure.start] + " " + text[figure.end:end])


def _start_of_change(quantity: Quantity, passage: Passage, figures: list[Quantity], stated: set[int],
                     signs: set[int]) -> Iterator[Quantity]:
    """Where a change the passage gives by its end and its size started, for a sentence that states the end and
    moves the same way, or gives the figure as where the movement started ("由上月的5.2%降至本月的5.0%" over
    "本月…为5.0%，比上月下降0.2个百分点"): the end less the change, which is in percentage points for a percent and in
    the end's own unit for an amount ("增加14.4亿元")."""
    cues = passage.feature(direction_cues)
    for end, size in permutations(figures, 2):
        if id(end) not in stated or end.dimension == "percentage_point" or _unit(end) != _unit(quantity) \
                or _unit(size) != (("percentage_point", size.unit) if end.dimension == "percent" else _unit(end)):
            continue
        moves = {cue.sign for cue in cues if cue.axis == "magnitude" and size.start - _REACH <= cue.start < size.start}
        if len(moves) == 1 and signs <= moves:
            yield _figure(end, end.value - moves.pop() * size.value, end)


def worked_out_across(quantity: Quantity, statement: Statement, passages: Sequence[Passage],
                      supports: Supports) -> Iterator[Quantity]:
    """The figures worked out in the terms of ``quantity`` from figures that need not share a passage: an amount
    times the count the evidence gives it (see ``_products``), a total or a rate of figures the sentence states, an
    amount for each period restated for another (see ``_per_other_period``), the difference of two named things and
    the time between two dated events and the last day of a term (see ``durations.between_events`` and
    ``durations.term_ends``)."""
    yield from (_figure(start, seconds, quantity) for start, seconds in between_events(quantity, statement, passages))
    yield from term_ends(quantity, passages)
    summing = _SUMMING.search(statement.text) is not None
    if quantity.kind == "bound" and quantity.value > 0 and summing:
        yield from _products(quantity, statement, passages, supports)  # the most allowed: 每日合计最多服用15毫升
    if quantity.kind != "value" or quantity.value <= 0:
        return
    if quantity.dimension == "percent":
        yield from _rate_of_counts(quantity, statement)
    if summing:
        yield from _products(quantity, statement, passages, supports)
        yield from _total_of_stated(quantity, statement, passages, supports)
        yield from _column_totals(quantity, statement, passages)
    yield from _difference_of_stated(quantity, statement, passages, supports)
    yield from _per_other_period(quantity, statement, passages)
    yield from _difference_of_named(quantity, statement, passages)


def with_rejoined_clauses(passages: Sequence[Passage]) -> tuple[Passage, ...]:
    """The passages, and every two that read as one joined again: the clauses of one sentence cut at its
    semicolon (the splitter ends a Chinese sentence at ；, yet "2021年…为20亿人次；2022年达到25亿人次" gives a start
    and an end), and a sentence with the next when that opens with a part of its whole ("The survey covered 12,000
    households. Of these, 3,000 …")."""
    joined = [Passage(first.text + " " * (second.start - first.end) + second.text, source_id=first.source_id,
                      start=first.start, end=second.end, evidence_id=first.evidence_id, grade=first.grade,
                      evidence_type=first.evidence_type)
              for first in passages for second in passages
              if second.source_id == first.source_id and 0 <= second.start - first.end <= _CLAUSE_GAP
              and (_SEMICOLON_END.search(first.text) or _OPENS_WITH_PART.match(second.text))]
    return (*passages, *joined)


def change_and_level(quantity: Quantity, text: str) -> tuple[Quantity, Quantity] | None:
    """A range of ``text`` right after a word giving the size of a change, read as that change and the level it
    reached: "by three years to nine years", 减少3年至9年. ``None`` for any other quantity, or when the two ends are
    not each a figure written in full ("by 3 to 9 years" is a range of changes)."""
    if quantity.kind != "range" or not _CHANGE_BEFORE.search(text, max(0, quantity.start - _REACH), quantity.start):
        return None
    ends = _split_range(quantity, text)
    if ends is not None and ends[0].dimension != "number":
        return ends
    return None


def _range_ends(statement: Statement) -> tuple[Quantity, ...]:
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


def _overlapping(first: Quantity, second: Quantity) -> bool:
    """Whether two figures share text: a figure read out of a range is no witness to the range's other reading."""
    return first.start < second.end and second.start < first.end


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
                    yield _figure(other, larger.value / other.value, quantity)


def _runs(figures: list[Quantity]) -> Iterator[list[Quantity]]:
    """Every three or more figures of one unit that follow one another in a passage, figures of other units aside
    ("Warehouse A 3,000; Warehouse B 2,500; Warehouse C 2,000"): what a total of more than two adds up."""
    for unit in dict.fromkeys(_unit(item) for item in figures):
        alike = [item for item in figures if _unit(item) == unit]
        yield from (alike[first:last] for first in range(len(alike)) for last in range(first + 3, len(alike) + 1))


def _total_of_stated(quantity: Quantity, statement: Statement, passages: Sequence[Passage],
                     supports: Supports) -> Iterator[Quantity]:
    """The total of the figures of ``quantity``'s unit the sentence states right before it, two or more, each
    stated by the evidence, in whichever passages: "14 GW of solar and 9 GW of wind, 23 GW in total" over a source
    for each."""
    before = [item for item in statement.quantities if item.kind == "value" and item.end <= quantity.start
              and _unit(item) == _unit(quantity)]
    evidence = _evidence_values(passages)
    for first in range(len(before) - 1):
        addends = before[first:]
        if all(any(supports(mine, item) for item in evidence) for mine in addends):
            yield _figure(addends[0], sum(item.value for item in addends), quantity)


def _column_totals(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """The total of a table column of ``quantity``'s unit over all its rows, or over the rows the sentence names,
    two or more: 前三季度累计出货425万台 over a row for each quarter, "a combined $11.2 million" for two departments of
    a budget table."""
    for _, rows in table_columns(passages):
        alike = [(key, figure) for key, figure, _ in rows if _unit(figure) == _unit(quantity)]
        if len(alike) < 2:
            continue
        yield _figure(alike[0][1], sum(figure.value for _, figure in alike), quantity)
        named = [figure for key, figure in alike if (terms := content_terms(key)) and terms <= statement.terms]
        if 1 < len(named) < len(alike):
            yield _figure(named[0], sum(figure.value for figure in named), quantity)


def _difference_of_stated(quantity: Quantity, statement: Statement, passages: Sequence[Passage],
                          supports: Supports) -> Iterator[Quantity]:
    """The difference of two figures the sentence states, each stated by the evidence in whichever passages, for a
    figure it names as a change or a difference: "from $312 million in fiscal 2023 to $368 million in fiscal 2024,
    an increase of $56 million" over a source for each year, "$12 …, against $15 …, a saving of three dollars".
    The change runs from the figure written first to the one after, the way the sentence's word of rise or fall
    says; points are between two percents."""
    if not named_as_change(quantity, statement.text):
        return
    evidence = _evidence_values(passages)
    stated = [item for item in statement.quantities if item.kind == "value" and item.value > 0
              and not _overlapping(item, quantity) and any(supports(item, theirs) for theirs in evidence)]
    signs = _direction_of(quantity, statement)
    for start, end in zip(stated, stated[1:]):
        if _unit(start) != _unit(end) or not signs <= {1 if end.value > start.value else -1}:
            continue
        if quantity.dimension == "percent" and start.dimension not in PERCENTS:
            yield _figure(start, abs(end.value / start.value - 1) * 100, quantity)
        elif quantity.dimension == "percentage_point" and start.dimension == "percent" \
                or start.dimension == quantity.dimension != "percent":
            yield _figure(start, abs(end.value - start.value), quantity)


def _evidence_values(passages: Sequence[Passage]) -> list[Quantity]:
    return [item for passage in passages for item in passage.quantities if item.kind == "value"]


def _products(quantity: Quantity, statement: Statement, passages: Sequence[Passage],
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
        yield from (_figure(amount, count.value * amount.value, amount) for amount in restated or only)


def _per_other_period(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """An amount the evidence gives for each period restated for a period holding a whole number of them, in the
    terms of ``quantity``: "£54 a year" over "£4.50 per month", 每年600元 over 每月50元. Both figures name their
    period right beside them, so an amount of no period is never scaled."""
    mine = _period_of(statement.text, quantity)
    if mine is None:
        return
    for passage in passages:
        for item in passage.quantities:
            theirs = _period_of(passage.text, item) if item.kind == "value" and _unit(item) == _unit(quantity) \
                else None
            if theirs is not None and theirs != mine and (mine, theirs) in _PERIODS_IN:
                yield _figure(item, item.value * _PERIODS_IN[mine, theirs], quantity)


def _difference_of_named(quantity: Quantity, statement: Statement,
                         passages: Sequence[Passage]) -> Iterator[Quantity]:
    """How much more or less one thing is than another, each the one figure of the evidence named as the sentence
    names it on its side ("最终录取人数比招生总计划多出35人" over "招生计划为4200人" and "最终录取本科新生4235人"; "finishing
    1.6 seconds ahead of Hana Sato" over "1. Marta Oliveira 30:12.45; 2. Hana Sato 30:14.02"), and the sentence's
    word of more or less agreeing. A difference in percentage points is of two percents."""
    sides = _compared_sides(quantity, statement)
    if sides is None:
        return
    subject, other, signs = sides
    unit = ("percent", "%") if quantity.dimension == "percentage_point" else _unit(quantity)
    figures = [(item, passage) for passage in passages for item in passage.quantities
               if item.kind == "value" and item.value > 0 and _unit(item) == unit]
    named = [[item for item, passage in figures
              if _named_figures(passage.text, [item], terms) and not _named_figures(passage.text, [item], rest)]
             for terms, rest in ((subject, other), (other, subject))]
    if len(named[0]) == 1 and len(named[1]) == 1 and named[0][0] is not named[1][0]:
        (mine,), (theirs,) = named
        if signs <= {1 if mine.value > theirs.value else -1}:
            yield _figure(mine, abs(mine.value - theirs.value), quantity)


# Faster (快) or slower (慢) by a time: less of it, or more.
_PACE = {"快": -1, "慢": 1}
# How far one thing is ahead of or behind another, written after the figure and what it counts: "1.6 seconds ahead
# of Hana Sato", "2 points behind Castleford Rovers", "won the title by seven points from Harbour City".
_AHEAD_AFTER = re.compile(r"(?:\s+[a-z]+)?\s+(?:(?P<ahead>ahead of|clear of|(?P<won>from))|behind)\s+",
                          re.IGNORECASE)
# A win by a margin, before the margin: "won the title by", "beat Leeds by".
_WON_BY = re.compile(r"\b(?:won|wins?|winning|beat|beating)\b[^,;]{0,40}\bby\s*\Z", re.IGNORECASE)
# Behind the thing the sentence compared with before: "with Northgate a further six points back".
_FURTHER = re.compile(r"\ba further\s*\Z", re.IGNORECASE)
_BACK_AFTER = re.compile(r"(?:\s+[a-z]+)?\s+(?:back|behind)\b", re.IGNORECASE)
_WON_REACH = 60


def _compared_sides(quantity: Quantity, statement: Statement) -> tuple[frozenset[str], frozenset[str], set[int]] | None:
    """The terms naming the thing a difference is of, those naming the thing it is against, and the signs the
    difference may have: Chinese names the two on each side of 比 before the figure (the thing itself in the
    clauses before when its own opens with 比: 试验组应答率约为63%，比对照组高出约24个百分点; 李某以…夺冠，比原纪录快48秒),
    English the other after it ("ahead of", "won … by seven points from"), the thing itself before; "a further six
    points back" is behind the thing the sentence compared with before. In a time, as of a race, being ahead or
    faster (快) takes less of it."""
    text = statement.text
    start, _ = next((segment for segment in _segments(text) if segment[0] <= quantity.start < segment[1]),
                    (0, quantity.start))
    than = text.find("比", start, quantity.start)
    change = _CHANGE_BEFORE.search(text, max(0, quantity.start - _REACH), quantity.start)
    if than >= 0 and change is not None:
        pace = _PACE.get(change.group().strip().rstrip("了"))
        if pace is not None and quantity.dimension != "time":
            return None
        signs = {pace} if pace is not None else {
            cue.sign for cue in statement.feature(direction_cues) if cue.axis == "magnitude"}
        subject = content_terms(text[start:than]) or content_terms(text[:than])  # 试验组…为63%，比对照组高出
        return subject, content_terms(text[than + 1:change.start()]), signs
    less = -1 if quantity.dimension == "time" else 1
    ahead = _AHEAD_AFTER.match(text, quantity.end)
    if ahead is not None and (not ahead["won"] or _WON_BY.search(text, max(0, quantity.start - _WON_REACH),
                                                                  quantity.start)):
        end = next((segment[1] for segment in _segments(text) if segment[0] <= ahead.end() < segment[1]), len(text))
        return content_terms(text[:quantity.start]), content_terms(text[ahead.end():end]), \
            {(1 if ahead["ahead"] else -1) * less}
    if _FURTHER.search(text, start, quantity.start) and _BACK_AFTER.match(text, quantity.end):
        earlier = [sides for item in statement.quantities if item.end <= start
                   and (sides := _compared_sides(item, statement)) is not None]
        if earlier:
            return content_terms(text[start:quantity.start]), earlier[-1][1], {-less}
    return None


def _period_of(text: str, figure: Quantity) -> str | None:
    """The period an amount is given for, named right after it or after what it is an amount of ("£4.50 per
    month", "元/月", "2 days of paid leave for each full month"), or before it in the clause (每月50元, "a full year of
    service accrues 24 days")."""
    after = _PERIOD_AFTER.match(text, figure.end)
    if after is not None:
        return _PERIOD_NAMES[after["period"].lower()]
    before = _PERIOD_BEFORE.search(text, max(0, figure.start - _PERIOD_REACH), figure.start)
    return None if before is None else _PERIOD_NAMES[(before["period"] or before["named"]).lower()]


def _rate_of_counts(quantity: Quantity, statement: Statement) -> Iterator[Quantity]:
    """The rate the sentence names ("通过率为75%", "a pass rate of 75%") as the smaller of the two counts it
    states right before it over the larger, when it gives the one as part of the other ("200名考生参加，其中150人
    通过", "Of the 200 candidates, 150 passed"); each count is checked on its own."""
    if not _RATE_BEFORE.search(statement.text, max(0, quantity.start - _REACH), quantity.start):
        return
    counts = [item for item in statement.quantities if item.kind == "value" and item.value > 0
              and item.dimension not in PERCENTS and item.end <= quantity.start]
    if len(counts) >= 2 and _unit(counts[-2]) == _unit(counts[-1]):
        part, whole = sorted(counts[-2:], key=lambda item: item.value)
        subset = _named_as_whole(statement.text, whole) or _SUBSET_BEFORE.search(
            statement.text, max(0, part.start - _REACH), part.start) is not None
        if part.value < whole.value and subset:
            yield _figure(part, part.value / whole.value * 100, quantity)


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
    ids of the figures it may be a share of: those the sentence states, and the one the passage writes as the
    total ("50,000 acres in total", 总产量500万吨), neither of which is the part. The name is in the words before the
    share ("Wheat accounted for 60%", 其中玉米占40%) and those after it ("60% were wheat", 约33%表示每天骑自行车通勤),
    unless they say what it is a share of ("half the prior-year level", "60% of the acres")."""
    if quantity.dimension != "percent":
        return None
    start, end = next((segment for segment in _segments(statement.text) if segment[0] <= quantity.start < segment[1]),
                      (quantity.start, quantity.end))
    amounts = [item for item in figures if item.dimension not in PERCENTS]
    wholes = stated | {id(figure) for start, end, figure in _lone_figures(passage.text, amounts)
                       if _TOTAL.search(passage.text, start, end)} \
        | {id(whole) for whole, part in zip(amounts, amounts[1:])
           if _SUBSET_WITHIN.search(passage.text, whole.end, part.start)}
    named = content_terms(statement.text[start:quantity.start]) | _named_after(
        quantity, statement, end, [_segment_terms(passage.text, item) for item in amounts if id(item) in wholes])
    found = _named_figures(passage.text, [item for item in amounts if id(item) not in wholes], named)
    return (found[0], wholes) if len(found) == 1 else None


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


def _named_figures(text: str, figures: Sequence[Quantity], names: frozenset[str]) -> list[Quantity]:
    """The figures each alone in a segment of ``text`` (a clause, or an item it lists) whose words, the figure
    aside, share a term with ``names``: 08:16 in "08:16机组报告左发故障" for a sentence naming 报告."""
    return [figure for start, end, figure in _lone_figures(text, figures)
            if names & content_terms(text[start:figure.start] + " " + text[figure.end:end])]


def _lone_figures(text: str, figures: Sequence[Quantity]) -> Iterator[tuple[int, int, Quantity]]:
    """Each segment of ``text`` holding exactly one of ``figures``, with that figure."""
    for start, end in _segments(text):
        inside = [item for item in figures if start <= item.start < end]
        if len(inside) == 1:
            yield start, end, inside[0]


def _segments(text: str) -> list[tuple[int, int]]:
    bounds = [0, *(point for found in _SEGMENT_BREAK.finditer(text) for point in found.span()), len(text)]
    return list(zip(bounds[::2], bounds[1::2]))


def _named_as_whole(text: str, figure: Quantity) -> bool:
    """Whether the sentence gives ``figure`` as the whole of a share ("of the 1,200 respondents", 1200名受访者中)."""
    return _WHOLE_BEFORE.search(text, max(0, figure.start - _REACH), figure.start) is not None \
        or _WHOLE_AFTER.match(text, figure.end) is not None


def _beside(figures: list[Quantity], part: Quantity, whole: Quantity) -> bool:
    """Whether no other figure of the passage stands between a part and its whole ("1200名市民中，有400人")."""
    return abs(figures.index(part) - figures.index(whole)) == 1


def _periods(passage: Passage, figures: list[Quantity], statement: Statement, stated: set[int]) -> dict[int, int]:
    """The year of each figure the passage or the sentence dates, by the figure's id (see ``_clause_periods``). A
    figure the sentence states is of the one year the sentence names when it is set against the previous year
    ("2023年…为5.2%，比上年上升"), which makes it the later of the two."""
    years = [item for item in passage.quantities if item.kind == "year" and item.high is None]
    bounds = [0, *(found.end() for found in _CLAUSE_BREAK.finditer(passage.text)), len(passage.text)]
    periods = {key: year for start, end in zip(bounds, bounds[1:]) for unit in {_unit(item) for item in figures}
               for key, year in _clause_periods(passage.text, start, end, years,
                                                [item for item in figures if _unit(item) == unit])}
    year = _compared_year(statement)
    if year is not None:
        periods.update({id(item): year for item in figures if id(item) in stated and id(item) not in periods})
    return periods


def _compared_year(statement: Statement) -> int | None:
    """The one year a sentence sets against the previous year ("2023年…较上年增加"), if it does."""
    years = {int(item.value) for item in statement.quantities if item.kind == "year" and item.high is None}
    return years.pop() if len(years) == 1 and PREVIOUS_YEAR.search(statement.text) else None


def _dated_as_compared(periods: dict[int, int], statement: Statement, start: Quantity, end: Quantity) -> bool:
    """Whether the passage dates ``end`` to the year the sentence sets against the previous year (the latest the
    passage dates a figure to, when the sentence names none) and ``start`` to that previous year:
    "2023年营业收入较上年增加14.4亿元" over "2023年实现营业收入86.4亿元，上年同期为72.0亿元" names both ends without
    stating either."""
    year = _compared_year(statement)
    if year is None and PREVIOUS_YEAR.search(statement.text) and id(end) in periods:
        year = max(periods.values())  # "华南比上年增加…" over a row of 2022 and 2023: the latest is the year meant
    return year is not None and periods.get(id(end)) == year and periods.get(id(start)) == year - 1


def _dated_as_spanned(periods: dict[int, int], statement: Statement, start: Quantity, end: Quantity) -> bool:
    """Whether the passage dates ``start`` and ``end`` to the first and the last year of the span the sentence gives
    a change over: "fell nine percentage points between 2015 and 2023" over "52% in 2023, down from 61% in 2015"."""
    years = [item for item in statement.quantities if item.kind == "year"]
    if len(years) == 1 and years[0].high is not None:
        span = (int(years[0].value), int(years[0].high))
    elif len(years) == 2 and years[0].high is None and years[1].high is None:
        span = (int(years[0].value), int(years[1].value))
    else:
        return False
    return span[0] < span[1] and (periods.get(id(start)), periods.get(id(end))) == span


def _dated_as_named(periods: dict[int, int], statement: Statement, start: Quantity, end: Quantity) -> bool:
    """Whether the passage dates ``start`` and ``end`` to two years, the earlier first, and the sentence names one
    of them and no other: "slipped by $100,000 from FY2024" over "FY2024: $4.5 million; FY2025: $4.4 million"."""
    years = {(int(item.value), item.high) for item in statement.quantities if item.kind == "year"}
    if len(years) != 1 or id(start) not in periods or id(end) not in periods:
        return False
    (year, high), = years
    return high is None and periods[id(start)] < periods[id(end)] and year in (periods[id(start)], periods[id(end)])


def _written_as_movement(text: str, figures: list[Quantity], start: Quantity, end: Quantity) -> bool:
    """Whether the passage writes ``start`` as where a movement began and ``end``, the figure of its unit right
    beside it, as where it ended: "rose from $400,000 in 2021 to $460,000", "reached 14 GW, up from 11 GW",
    由5万元增至5.6万元. It ties a change to them for a sentence giving no level of its own ("grew by 3 GW"); one that
    does ("by three years to eight") must state an end."""
    if not STARTED_FROM.search(text, max(0, start.start - _REACH), start.start):
        return False
    alike = [item for item in figures if _unit(item) == _unit(start)]
    at = alike.index(start)
    if at + 1 < len(alike) and alike[at + 1] is end:
        return ENDED_AT.search(text, max(0, end.start - _REACH), end.start) is not None
    return at > 0 and alike[at - 1] is end


def _clause_periods(text: str, start: int, end: int, years: list[Quantity],
                    figures: list[Quantity]) -> Iterator[tuple[int, int]]:
    """The figures of one kind in ``text[start:end]`` with their years: a clause naming as many years as it gives
    figures pairs them in the order written ("2023年…为5.2%，2022年为5.6%", "$3.0 billion in 2021 and $3.6 billion in
    2023"); a clause of one figure naming the previous year (上年为5.6%) is one year before the passage's one year."""
    named = [int(year.value) for year in years if start <= year.start < end]
    own = [figure for figure in figures if start <= figure.start < end]
    if named and len(named) == len(own):
        yield from ((id(figure), year) for figure, year in zip(own, named))
    elif not named and len(own) == 1 and len({year.value for year in years}) == 1 \
            and PREVIOUS_YEAR.search(text, start, end):
        yield id(own[0]), int(years[0].value) - 1


def _unit(quantity: Quantity) -> tuple[str, str]:
    return quantity.dimension, quantity.unit


def _backwards(periods: dict[int, int], start: Quantity, end: Quantity) -> bool:
    """Whether ``start`` is of a later year than ``end``: a change runs from the earlier figure to the later."""
    return id(start) in periods and id(end) in periods and periods[id(start)] > periods[id(end)]


def _a_level(text: str, offset: int) -> bool:
    return _LEVEL_BEFORE.search(text, max(0, offset - _REACH), offset) is not None


def _in_order(text: str, mine: list[Quantity], start: Quantity, end: Quantity, supports: Supports) -> bool:
    """Whether ``start`` may be where the change began and ``end`` where it ended: the sentence gives neither the
    other way round (as the level reached, "to 3.6", or started from, "from 3.0")."""
    for figure in mine:
        if not _a_level(text, figure.start):
            continue
        started = STARTED_FROM.search(text, max(0, figure.start - _REACH), figure.start) is not None
        if supports(figure, start) and not started or supports(figure, end) and started:
            return False
    return True


def _change(quantity: Quantity, start: Quantity, end: Quantity, text: str) -> float | None:
    """The change from ``start`` to ``end`` in the terms of ``quantity``: percentage points between two percents,
    percent between two amounts, or the difference of two amounts of the quantity's own kind when the sentence
    gives it as one ("by three years", "a rise of 1,200"). Two figures more than ``CHANGE_SPAN`` apart are of
    different things (earnings and sales), not a start and an end."""
    if max(start.value, end.value) > CHANGE_SPAN * min(start.value, end.value):
        return None
    if quantity.dimension == "percentage_point" or _in_points(quantity, text) and start.dimension == "percent":
        return end.value - start.value if start.dimension == "percent" else None
    if quantity.dimension == "percent":
        return None if start.dimension in PERCENTS else (end.value / start.value - 1) * 100
    if start.dimension != quantity.dimension or not named_as_change(quantity, text):
        return None
    return end.value - start.value


def named_as_change(quantity: Quantity, text: str) -> bool:
    """Whether ``text`` gives the figure as the size of a change or a difference, by the words right before it
    ("rose by", "climbed", 增加了) or the comparative right after it ("$500 million higher", "twelve minutes later")."""
    return _CHANGE_BEFORE.search(text, max(0, quantity.start - _REACH), quantity.start) is not None \
        or _CHANGE_AFTER.match(text, quantity.end) is not None


def _in_points(quantity: Quantity, text: str) -> bool:
    """Whether a count is written in points ("by 11 points", 上升11个点): between two percents, percentage points."""
    return quantity.dimension == COUNT and not quantity.unit and _POINTS_AFTER.match(text, quantity.end) is not None


def _share(quantity: Quantity, part: Quantity, whole: Quantity) -> float | None:
    """``part`` as a percent of ``whole``, when the quantity is a percent and the two count or measure alike."""
    if quantity.dimension != "percent" or part.dimension in PERCENTS:
        return None
    return part.value / whole.value * 100


def _figure(like: Quantity, value: float, unit_of: Quantity) -> Quantity:
    """A worked-out figure, shaped as an evidence quantity in the unit of ``unit_of``."""
    return replace(unit_of, value=value, kind="value", high=None, bound=None, approximate=False, fraction=False,
                   whole=None, surface=like.surface, start=like.start, end=like.end)
