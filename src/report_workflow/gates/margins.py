"""How much more or less one figure is than another, where the two need not share a passage.

Two named things: each the one figure of the evidence named as the sentence names it on its side of 比, or before "ahead
of", "behind" or "won … by … from" ("a further six points back" is behind the one named before); when the two were
measured, written after the other thing ("than massive Porites over the past year"), names neither side. Two figures the
sentence states itself, each stated by the evidence, with the difference it names ("from $312 million to $368 million,
an increase of $56 million"; 以108比96战胜…，净胜12分). Either way the sentence's word of more or less agrees. And the other
side of a margin the evidence gives after a figure the sentence states (以218次夺冠，比第二名多出9次: 209).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from itertools import chain, product

from ..readers.cells import row_cells
from ..text import content_terms, find_quantities
from ..text.quantities import Quantity
from .arithmetic import (COUNT, MULTIPLE, PART_BREAK, PER_BASIS, PERCENTS, REACH, Supports, change_word_before,
                         clause_around, clause_terms, compared_before, compared_with_span, direction_of,
                         evidence_values, is_small_word_number, named_as_change, named_figures, overlapping,
                         segment_of, segment_terms, segments, unit_key, worked_figure)
from .columns import sharing_most
from .durations import YEAR_SECONDS
from .inputs import Passage, Statement
from .lexicon import direction_cues


def difference_of_named(quantity: Quantity, statement: Statement,
                        passages: Sequence[Passage]) -> Iterator[Quantity]:
    """How much more or less one thing is than another, each the one figure of the evidence named by the words the
    sentence names it with on its side and not on the other ("最终录取人数比招生总计划多出35人" over "招生计划为4200人"
    and "最终录取本科新生4235人"; "finishing 1.6 seconds ahead of Hana Sato" over "1. Marta Oliveira 30:12.45; 2.
    Hana Sato 30:14.02"), and the sentence's word of more or less agreeing. A difference in percentage points is of
    two percents, or of two changes in points ("降幅比安慰剂组多1.1个百分点" over "下降1.4个百分点" and "下降0.3个百分点")."""
    if quantity.dimension == "percent":
        return  # the difference of two percents is in points: "提高了5.5%" over 78.5% and 84.0% states neither
    sides = _compared_sides(quantity, statement)
    if sides is None:
        return
    subject, other, signs = sides
    units = {("percent", "%"), unit_key(quantity)} if quantity.dimension == "percentage_point" else {unit_key(quantity)}
    times = _count_of_other(quantity, statement)
    stated = _stated_sides(quantity, statement)
    if stated is not None and not signs <= {1 if stated[0].value > stated[1].value * times else -1}:
        return  # 683峰，比2020年的612峰少了71峰: the sentence's own figures go the other way
    pairs = _named_pairs(subject, other, units, passages)
    if stated is None:
        pairs = chain(pairs, ((own, theirs) for own in _own_side(quantity, statement)
                              for theirs in _named_other(other, units, passages)),
                      _against_the_lead(quantity, statement, subject, units, passages),
                      _against_one_price(quantity, statement, other, units, passages))
    for mine, theirs in pairs:
        if signs <= {1 if mine.value > theirs.value * times else -1}:
            yield worked_figure(mine, abs(mine.value - theirs.value * times), quantity)


# How much of the other side's words a segment of the evidence must name for its figure to be the other side's.
_OTHER_NAMED_SHARE = 0.6


def _own_side(quantity: Quantity, statement: Statement) -> list[Quantity]:
    """The figures of the difference's unit a Chinese comparison states before 比, when it states none between 比 and
    the difference: 总成绩313公斤…比亚军赵磊多出8公斤 sets 313 against the evidence's figure for 亚军赵磊; in English, those
    the sentence states before the difference ("Its total of 41,600 beat Aladdin's record by 2,700"). Each is a
    figure of the sentence, checked against the evidence on its own."""
    _, than = _than_before(quantity, statement.text)
    end = than if than >= 0 else quantity.start
    return [item for item in statement.quantities if item.kind == "value" and item.end <= end
            and unit_key(item) == unit_key(quantity)]


# The other side of a difference named only as the price of one thing: "£4 less than the single price", "the usual
# fare": any price the evidence gives is that price, the sentence's own side checked in its own right.
_ONE_PRICE = content_terms("single usual regular standard normal full price fee fare cost one each")


def _against_one_price(quantity: Quantity, statement: Statement, other: frozenset[str], units: set[tuple[str, str]],
                       passages: Sequence[Passage]) -> Iterator[tuple[Quantity, Quantity]]:
    """The sentence's own side against each figure of ``units`` the evidence states, where the other side is named
    only as the price of one thing (see ``_ONE_PRICE``)."""
    if not other or not other <= _ONE_PRICE:
        return
    for own in _own_side(quantity, statement):
        yield from ((own, theirs) for passage in passages for theirs in passage.quantities
                    if theirs.kind == "value" and unit_key(theirs) in units)


def _named_other(other: frozenset[str], units: set[tuple[str, str]],
                 passages: Sequence[Passage]) -> Iterator[Quantity]:
    """The figures of ``units`` first of their unit in their part of the evidence (``PART_BREAK``: from the last full
    stop or semicolon before them), where that part names most of the other side's words before them (亚军为东港区选手赵磊，
    总成绩305公斤 for 亚军赵磊; not 陈悦's time in 周宁以1分03秒29获得第二名，陈悦以1分04秒10, for 第二名)."""
    for passage in passages:
        text = passage.text
        alike = [item for item in passage.quantities if item.kind == "value" and unit_key(item) in units]
        for item in alike if other else ():
            start, _ = clause_around(text, item, PART_BREAK)
            if not any(start <= earlier.start < item.start for earlier in alike) \
                    and len(other & content_terms(text[start:item.start])) >= _OTHER_NAMED_SHARE * len(other):
                yield item


def share_of_stated_sides(quantity: Quantity, statement: Statement) -> Iterator[Quantity]:
    """How many percent more or less one side of a Chinese comparison is than the other, when the sentence states
    both sides (一百二十辆，比2019年的150辆少了两成: 20% fewer), its word of more or less agreeing; each side is checked
    against the evidence in its own right."""
    if quantity.kind != "value" or quantity.dimension != "percent":
        return
    measures = [item for item in statement.quantities if item.kind == "value" and item.dimension not in PERCENTS]
    stated = _sides_around_than(quantity, statement, measures)
    sides = _compared_sides(quantity, statement) if stated is not None else None
    if stated is None or sides is None:
        return
    mine, theirs = stated
    if unit_key(mine) != unit_key(theirs) or not theirs.value:
        return
    if sides[2] <= {1 if mine.value > theirs.value else -1}:
        yield worked_figure(quantity, abs(mine.value - theirs.value) / theirs.value * 100, quantity)


# The other side of a Chinese comparison told by pointing back: 比这一水平, 比这个数字, 比该标准.
_POINTING_BACK = re.compile(r"比(?:这一|这个|该|此)(?:水平|数字|数|标准|价格|金额)")


def _against_the_lead(quantity: Quantity, statement: Statement, subject: frozenset[str], units: set[tuple[str, str]],
                      passages: Sequence[Passage]) -> Iterator[tuple[Quantity, Quantity]]:
    """The figure the subject names in the evidence, against the last figure of the part of the sentence before its
    semicolon, for a comparison pointing back to it: 保姆月薪的中位数为六千八百元…；育儿嫂的中位数比这一水平高出一千七百元."""
    _, than = _than_before(quantity, statement.text)
    if than < 0 or not statement.lead or not _POINTING_BACK.match(statement.text, than):
        return
    earlier = [item for item in find_quantities(statement.lead) if item.kind == "value" and unit_key(item) in units]
    if earlier:
        yield from ((mine, earlier[-1]) for mine in _named_other(subject, units, passages))


def _stated_sides(quantity: Quantity, statement: Statement) -> tuple[Quantity, Quantity] | None:
    """The figures of the difference's unit a Chinese comparison states on each side, when it states both: the last
    before 比 in the sentence and the one between 比 and the difference (683峰，比2020年的612峰多了71峰)."""
    alike = [item for item in statement.quantities if item.kind == "value" and unit_key(item) == unit_key(quantity)
             and item is not quantity]
    return _sides_around_than(quantity, statement, alike)


def _sides_around_than(quantity: Quantity, statement: Statement,
                       figures: list[Quantity]) -> tuple[Quantity, Quantity] | None:
    """Of ``figures``, the last before the 比 of the figure's segment and the one between 比 and the figure, when
    there is one on each side."""
    _, than = _than_before(quantity, statement.text)
    if than < 0:
        return None
    before = [item for item in figures if item.end <= than]
    between = [item for item in figures if than < item.start and item.end <= quantity.start]
    return (before[-1], between[0]) if before and len(between) == 1 else None


def _than_before(quantity: Quantity, text: str) -> tuple[int, int]:
    """Where the segment of the figure starts and where 比 stands in it before the figure (-1 for none)."""
    start, _ = segment_of(text, quantity.start) or (0, quantity.start)
    return start, text.find("比", start, quantity.start)


def years_apart_of_named(quantity: Quantity, statement: Statement,
                         passages: Sequence[Passage]) -> Iterator[Quantity]:
    """How many years later or earlier one thing is than another, each the one year the evidence names by the
    words the sentence names it with (南安楼比居安楼晚建成十三年 over a column of the years the towers were built,
    1931 and 1918), the sentence's word of later or earlier agreeing."""
    if quantity.dimension != "time" or quantity.unit_factor != YEAR_SECONDS:
        return
    sides = _compared_sides(quantity, statement)
    if sides is None:
        return
    subject, other, signs = sides
    for mine, theirs in _named_pairs(subject, other, {("year", "")}, passages, kind="year"):
        if mine.value != theirs.value and signs <= {1 if mine.value > theirs.value else -1}:
            yield worked_figure(mine, abs(mine.value - theirs.value) * YEAR_SECONDS, quantity)


def _count_of_other(quantity: Quantity, statement: Statement) -> float:
    """How many of the other thing a Chinese comparison sets against the thing itself: 2 in "往返票…比买两张单程票省二十元";
    1 when it names no count between 比 and the figure."""
    text = statement.text
    _, than = _than_before(quantity, text)
    if than < 0:
        return 1.0
    counts = [item.value for item in statement.quantities if than < item.start < quantity.start
              and item.kind == "value" and item.dimension == "number" and item.value in _SMALL_COUNTS]
    return counts[0] if len(counts) == 1 else 1.0


_SMALL_COUNTS = frozenset(range(2, 11))


def scoreline_margin(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """How far a winner won by, for a figure the sentence gives as a winning margin ("a 45-point win over Millbrook",
    "won the final by 45 points", 净胜12分): the difference of the score the evidence gives a win with ("beat the
    Millbrook Maulers 212–167", 以108比96战胜), where the sentence names the winner before the margin as the evidence
    does before its word of winning, and not as it names the loser."""
    text = statement.text
    if quantity.kind != "value" or quantity.dimension != "number" or not _given_as_margin(quantity, text):
        return
    winner = content_terms(text[:quantity.start])
    for passage in passages:
        for score in (*_SCORE_AFTER_WIN.finditer(passage.text), *_SCORE_BEFORE_WIN.finditer(passage.text)):
            high, low = int(score["high"]), int(score["low"])
            if high > low and winner & content_terms(passage.text[:score.start()]) \
                    and not winner & content_terms(score["loser"]):
                figure = next((item for item in passage.quantities if item.start == score.start("high")), None)
                if figure is not None:
                    yield worked_figure(figure, high - low, quantity)


def _given_as_margin(quantity: Quantity, text: str) -> bool:
    """Whether the sentence gives the figure as the margin of a win: "won the final by 45 points", "a 45-point win",
    "a winning margin of 45", 净胜45分."""
    before = text[max(0, quantity.start - _WON_REACH):quantity.start]
    return bool(_WON_BY.search(before) or _MARGIN_BEFORE.search(before) or _MARGIN_AFTER.match(text, quantity.end))


# A margin named before its figure: "a winning margin of", 净胜 (净胜对手), 赢了.
_MARGIN_BEFORE = re.compile(r"(?:\bmargin of|净胜[^，,。；;\d]{0,6}|赢了?)\s*\Z", re.IGNORECASE)
# A margin named after its figure: "45-point win", "three-goal victory", "a 12-run margin".
_MARGIN_AFTER = re.compile(r"\s*-?\s*(?:point|goal|run|try|shot|stroke)s?\s+(?:win|victory|triumph|margin)\b",
                           re.IGNORECASE)
# A score after a word of winning and the loser: "beat the Millbrook Maulers 212–167", "won 3-1 against".
_SCORE_AFTER_WIN = re.compile(r"\b(?:beat|beats|defeated|defeats|edged|edges|overcame|overcomes|thrashed|routed"
                              r"|downed|won|wins)\b(?P<loser>[^.;:\d]{0,60}?)\s(?P<high>\d{1,3})\s?[–—-]\s?"
                              r"(?P<low>\d{1,3})(?![\d.,]\d)", re.IGNORECASE)
# A score before a Chinese word of winning and the loser: 以108比96战胜东海队.
_SCORE_BEFORE_WIN = re.compile(r"以\s*(?P<high>\d{1,3})\s*比\s*(?P<low>\d{1,3})\s*(?:战胜|击败|力克|险胜|大胜|胜)"
                               r"(?P<loser>[^，,。；;\d]{0,20})")


def ratio_pairs(statement: Statement, start: int, end: int,
                passages: Sequence[Passage]) -> Iterator[tuple[Quantity, Quantity]]:
    """The figures, of any one unit, of the thing the multiple at ``statement.text[start:end]`` is said of and of the
    thing it is a multiple of, each the one figure of the evidence named by the words the sentence names it with on
    its side and not on the other: "《长河落日》拿下30.72亿元，约为第三名《雪线之上》的三倍" over 30.72亿元 and 10.15亿元,
    "Harbour Lights took about three times as much as Dry Season" over £3.1m and £1.0m."""
    text = statement.text
    segment_start, _ = segment_of(text, start) or (0, start)
    before = _TIMES_OF_BEFORE.search(text, segment_start, start)
    after = _TIMES_AS_AFTER.match(text, end) if before is None else None
    if before is not None:
        subject, other = _named_before(text, segment_start, before.start()), _side_terms(before["other"])
    elif after is not None:
        _, segment_end = segment_of(text, after.end()) or (0, len(text))
        subject, other = _named_before(text, segment_start, start), content_terms(text[after.end():segment_end])
    else:
        return
    units = dict.fromkeys(unit_key(item) for passage in passages for item in passage.quantities
                          if item.kind == "value" and item.dimension not in (MULTIPLE, *PERCENTS))
    for unit in units:  # amounts, in the order written: a multiple of two growth rates is rarely meant
        yield from _named_pairs(subject, other, {unit}, passages)


def _named_before(text: str, segment_start: int, end: int) -> frozenset[str]:
    """The terms naming the thing a multiple is said of: those of its segment before it, or, when that names nothing
    but what is measured (约为…的三倍, 价格是…的三倍), of the segment before (《长河落日》拿下30.72亿元，约为…)."""
    own = content_terms(text[segment_start:end]) - _MEASURES
    if any(len(term) > 1 for term in own):
        return own
    before = max((segment[0] for segment in segments(text) if segment[1] <= segment_start), default=0)
    return content_terms(text[before:segment_start])


# What is measured of a thing, which names neither side of a multiple: 精选蝈蝈每只四十五元，价格是普通蝈蝈的三倍.
_MEASURES = frozenset({"价格", "售价", "单价", "票价", "价钱", "数量", "人数", "面积", "产量", "销量", "收入", "金额",
                       "重量", "长度", "高度", "速度", "规模"})
# The other thing a multiple is of, before it: 约为第三名《雪线之上》的三倍, 是去年同期的2倍, 相当于…的.
_TIMES_OF_BEFORE = re.compile(r"(?:是|为|相当于)(?P<other>[^，,。；;\d]{1,24}?)的\s*\Z")
# After it: "three times as much as Snow Line", "three times as much glass as Westgate", "three times that of".
_TIMES_AS_AFTER = re.compile(r"\s+(?:as\s+(?:much|many|large|high|big|long)(?:\s+[a-z-]+){0,2}?\s+as|that\s+of"
                             r"|those\s+of)\s+", re.IGNORECASE)


def _named_pairs(subject: frozenset[str], other: frozenset[str], units: set[tuple[str, str]],
                 passages: Sequence[Passage], kind: str = "value") -> Iterator[tuple[Quantity, Quantity]]:
    """The figures of ``units`` the evidence names by the sentence's words for one thing (``subject``) and for
    another (``other``), one each, column by column of a table or cell by cell of a row: the words both sides share
    with every figure (成绩, 提高) tell nothing apart, and a figure's own segment names it where it names a side
    ("Korir won in 2:09:47, pulling away from Brennan"). A row the sentence names is read cell by cell, its bare
    figures (a price list "单位：元") in the sentence's unit when no two figures are in it. Where prose names no one pair
    so, the figures of each passage are read alone (see below). ``kind`` is the kind of figure read: values, or years
    (a column of the years things were built)."""
    found = [(item, segment_terms(passage.text, item), _naming_terms(item, passage), _column(item, passage))
             for passage in passages for item in passage.quantities
             if item.kind == kind and item.value > 0 and unit_key(item) in units]
    if any(not item.spelled for item, *_ in found):  # prose counts beside digits ("2A (two looping yo-yos): 1st …")
        found = [entry for entry in found if not is_small_word_number(entry[0])]
    columns = [[(item, own, terms) for item, own, terms, its in found if its == column]
               for column in dict.fromkeys(column for *_, column in found)] if len(found) > 1 else []
    # two cells of one row, where the sides name their columns (鲜虾肠大份比小份贵五元 over 鲜虾肠 | 15 | 20)
    cell_units = units if len(found) > 1 else {*units, (COUNT, "")}
    rows = [[(item, own, own) for item in row.quantities if item.kind == "value" and item.value > 0
             and unit_key(item) in cell_units and _column(item, row) is not None
             for own in (segment_terms(row.text, item),)]
            for row in passages if row.source_text is not None]
    named_rows = [row for row in rows if len(row) > 1  # the sentence names the row (鲜虾肠), not only its columns
                  and frozenset.intersection(*(own for _, own, _ in row)) & (subject | other)]
    # one row named alone is compared with itself: its cells are the two sides, not a cell of another row's
    paired = False
    for alike in named_rows if len(named_rows) == 1 else (*columns, *named_rows):
        pair = _named_pair(subject, other, alike)
        if pair is not None:
            paired = True
            yield pair
    if paired or named_rows:
        return
    # two figures one passage states side by side ("刮痧组平均下降2.1分，对照组平均下降1.3分") where another names both
    # sides at once ("随机分为刮痧组和对照组，每组60例")
    for passage in passages:
        own = {id(item) for item in passage.quantities}
        alike = [(item, segment, terms) for item, segment, terms, column in found
                 if column is None and id(item) in own]
        if 1 < len(alike) < len(found) and (pair := _named_pair(subject, other, alike)) is not None:
            yield pair


def _named_pair(subject: frozenset[str], other: frozenset[str],
                alike: list[tuple[Quantity, frozenset[str], frozenset[str]]]) -> tuple[Quantity, Quantity] | None:
    """The one figure of ``alike`` each side names (see ``_named_pairs``)."""
    # 男子组冠军 against 女子组冠军: told apart by 男子 and 女子, not by what every figure is named with (成绩, 提高);
    # a figure neither side names (女生74人 beside 计划招收新生320人 and 实际报到新生296人) leaves 新生 telling nothing apart
    named_at_all = [terms for _, _, terms in alike if terms & (subject | other)]
    shared = frozenset.intersection(*(named_at_all if len(named_at_all) >= 2 else [terms for *_, terms in alike]))
    mine_side, their_side = subject - other - shared, other - subject - shared
    figures = [(item, own if own & (mine_side | their_side) else terms) for item, own, terms in alike]
    told = [item for item, terms in figures if terms & their_side]
    if len(told) == 1 and not _named_by(figures, their_side, frozenset(), mine_side):
        # the one figure the other side's own words name, though the sentence's side names it too: the other side
        # told short, its thing left to the sentence's topic (鲜虾肠大份比小份 over 鲜虾肠小份15元，大份20元), or a word
        # of the sentence's side cut across two words (者中 of 受访者中), either naming it too
        mine_side -= dict(figures)[told[0]]
        theirs = told
    else:
        theirs = _named_by(figures, their_side, other, mine_side)
    mine = _named_by(figures, mine_side, subject, their_side)
    if len(mine) > 1:  # named by its own segment, not only by the topic of its whole passage (佳味食品…营业收入2.48亿元)
        own_named = [item for item, own, _ in alike if any(item is named for named in mine) and own & mine_side]
        mine = own_named if len(own_named) == 1 else _most_named(mine, figures, mine_side)
    if len(mine) == 1 and len(theirs) == 1 and mine[0] is not theirs[0] and unit_key(mine[0]) == unit_key(theirs[0]):
        return mine[0], theirs[0]
    return None


def _most_named(named: list[Quantity], figures: list[tuple[Quantity, frozenset[str]]],
                own: frozenset[str]) -> list[Quantity]:
    """The one of several figures a side names that is named by more of its own words than any other ("a berth in a
    shared two-berth cabin" names "berth in a shared two-berth cabin £165" over "solo cabin £240"); all of them when
    none is."""
    counts = sorted(((len(terms & own), item) for item, terms in figures if any(item is one for one in named)),
                    key=lambda pair: -pair[0])
    return [counts[0][1]] if len(counts) > 1 and counts[0][0] > counts[1][0] else named


def _named_by(figures: list[tuple[Quantity, frozenset[str]]], own: frozenset[str], name: frozenset[str],
              other: frozenset[str]) -> list[Quantity]:
    """The figures named by a side's own words (``own``) and not by the other side's; when its own words name
    none, as where its name lies inside the other's (会员 in 非会员, "members" in "non-members"), those named by
    any word of its ``name`` and not by the other side's own words."""
    named = [item for item, terms in figures if terms & own and not terms & other]
    if named or not other:
        return named
    return [item for item, terms in figures if terms & name and not terms & other]


def _column(figure: Quantity, passage: Passage) -> str | None:
    """The header of the table cell holding a figure of a table row, so that two rows are compared column by
    column ("Rating: 2291" against "Rating: 2234", not against the rank); None in prose."""
    if passage.source_text is None:
        return None
    _, cells = passage.feature(row_cells)
    # the cell's value follows its label (the row's key before the header: "1 Rating: 2291")
    return next((header for header, start, end in cells
                 if start <= figure.start < end and passage.text.find(": ", start, figure.start) != -1), "")


def _naming_terms(figure: Quantity, passage: Passage) -> frozenset[str]:
    """The words that name a figure: those of its segment, or of its whole passage when it is the passage's only
    figure of its unit ("女子组冠军由外地选手刘思雨获得，成绩为1小时14分08秒": the sentence is about that time) or a table
    row, whose every cell is of the thing the row is about ("Player: Adaeze Okafor; … Rating: 2291"; the row placed
    first is the winner's too); a segment
    opening with "who" or "which" with the segment before it, which names what it is of ("holding off Tesfaye Alemu,
    who finished in 2:08:15")."""
    text = passage.text
    if passage.source_text is not None:
        first = _FIRST_PLACE.search(text) is not None
        return content_terms(text[:figure.start] + " " + text[figure.end:]) | (_WINNER if first else frozenset())
    if sum(unit_key(item) == unit_key(figure) for item in passage.quantities if item.kind == "value") == 1:
        return content_terms(text[:figure.start] + " " + text[figure.end:])
    own = segment_terms(text, figure)
    pieces = segments(text)
    index = next((index for index, (start, end) in enumerate(pieces) if start <= figure.start < end), 0)
    if index and _RELATIVE_OPENING.match(text, pieces[index][0]):
        return own | content_terms(text[slice(*pieces[index - 1])])
    return own


# The header of a results table's column of places, and the row placed first, the winner's: "finished almost twenty
# seconds behind the winners".
PLACE_HEADER = r"(?:(?i:place|pos|position|rank)|名次|排名)"
_FIRST_PLACE = re.compile(rf"(?:^|; ){PLACE_HEADER}\s?:\s1(?:;|$)")
_WINNER = content_terms("winner winners champion champions 冠军")
# A segment that opens by telling more of the thing the segment before it names.
_RELATIVE_OPENING = re.compile(r"\s*(?:who|whose|which)\b", re.IGNORECASE)


# Faster (快) or slower (慢) by a time: less of it, or more.
_PACE = {"快": -1, "慢": 1}
# More (多, 多用, 多减) or less (少, 少花) of anything, higher (高) or lower (低), dearer (贵) or cheaper (便宜), right before
# the figure: it says which side is ahead whatever other words of rise or fall the sentence holds
# ("降幅比安慰剂组多1.1个百分点" is a larger fall).
_MORE_OR_LESS = {"多": 1, "多出": 1, "少": -1, "高": 1, "高出": 1, "低": -1, "多用": 1, "少用": -1, "多花": 1, "少花": -1,
                 "多耗": 1, "少耗": -1, "多减": 1, "少减": -1, "多降": 1, "少降": -1, "多增": 1, "少增": -1,
                 "贵": 1, "便宜": -1, "省": -1, "省下": -1, "晚": 1, "早": -1}
# A bare 高 or 低 before the figure, after 比: "应答率比安慰剂组高47.6个百分点", or 省 (比买两张单程票省二十元), or 晚 and 早
# after a word (比居安楼晚十三年). Alone it is no word of change (最高120公里, 全省20个县, 晚8点).
_HIGHER_OR_LOWER = re.compile(r"(?:[高低]|(?<![全该本外各])省(?:了|下)?|(?<=[\u4e00-\u9fff])[晚早]了?)\s*\Z")
# How far one thing is ahead of or behind another, written after the figure and what it counts: "1.6 seconds ahead
# of Hana Sato", "2 points behind Castleford Rovers", "36 seconds down on Megan Rudd", "won the title by seven points
# from Harbour City", "4.5 metres beyond the hill size", "four and a half percentage points above the East-West
# winners", "40 seconds outside the record" (slower; inside it, faster).
_AHEAD_AFTER = re.compile(r"(?:\s+[a-z]+)?\s+(?:(?P<ahead>ahead of|clear of|beyond|above|inside|(?P<won>from))|behind"
                          r"|below|outside|down on|off(?= the (?:top|lead|pace)))\s+", re.IGNORECASE)
# More or less than the thing named after "than", the figure and what it counts before: "pay £40 an hour more than
# members", "12 minutes slower than the winner".
_THAN_AFTER = re.compile(r"(?:\s+[a-z-]+){0,3}?\s+(?P<word>more|less|fewer|higher|lower|dearer|cheaper|longer|shorter"
                         r"|older|younger|larger|bigger|smaller|greater|heavier|lighter|later|earlier|faster|quicker"
                         r"|slower|further|farther)(?:\s+(?:per|a|an|each|every)(?:\s+[a-z-]+){1,2}?)?\s+than\s+",
                         re.IGNORECASE)  # "£1.75 less per ten-finger pack than"
_MORE_THAN = frozenset({"more", "higher", "dearer", "longer", "older", "larger", "bigger", "greater", "heavier",
                        "later", "slower", "further", "farther"})
_PACE_THAN = frozenset({"faster", "quicker", "slower"})
# Ahead of (领先) or behind (落后) the thing named between the word and the figure: 领先第二名夜枭3分, 落后冠军1.2秒.
_LEAD_BEFORE = re.compile(r"(?P<word>领先|落后)于?(?P<other>[^，,。；;\d]{1,20}?)\s*\Z")
# The same after the figure, told as a gap: 以0.81秒之差落后于渡头队.
_LEAD_AFTER = re.compile(r"\s*之差(?P<word>领先|落后)于?(?P<other>[^，,。；;\d]{1,20})")
# A win by a margin, before the margin: "won the title by", "took the title by", "beat Leeds by", "won the seven-lap
# elite women's race at Ossett Park on 19 November 2023 by".
_WON_BY = re.compile(r"\b(?:won|wins?|winning|beat|beating|took|takes|taking|claimed|claiming|clinched|clinching)\b"
                     r"[^,;]{0,80}\bby\s*\Z", re.IGNORECASE)
# The other side named between a word of beating and the margin: "beat Tesfaye Alemu by", "edged Leeds by",
# "outsold fedoras by".
_BEAT_BY = re.compile(r"\b(?:beat|beats|beating|defeated|defeating|edged|edging|outran|outpaced|pipped"
                      r"|outs(?:old|ells?|elling)|outnumber(?:s|ed|ing)?|outscor(?:e|es|ed|ing))\s+"
                      r"(?P<other>[^,;:.\d]{1,40}?)\s+by\s*\Z", re.IGNORECASE)
# Verbs of beating a mark or a record.
_BEATING = r"\b(?:beat|beats|beating|broke|breaking|bettered|bettering)"
# The margin told before the thing beaten: "beating by two and a half metres the course record she set".
_BEAT_BY_FIRST = re.compile(rf"{_BEATING}\s+by\s*\Z", re.IGNORECASE)
# A record improved by a margin: "took a minute and 21 seconds off the course record", "broke the record by 3.2
# seconds"; the other side is the record before, which the evidence calls previous, old or former.
_A_RECORD = r"\s+(?:the|her|his|their|its|[\w-]+['\u2019]s)\s+(?:[\w'-]+\s+){0,3}?(?:record|best|mark)\b"
_OFF_RECORD = re.compile(r"\s+off" + _A_RECORD, re.IGNORECASE)
_RECORD_BY = re.compile(r"\b(?:broke|breaking|lowered|lowering|improved|improving|bettered|bettering|beat|beats|beating)"
                        r"\s+(?:the|her|his|their|its|[\w-]+['\u2019]s)\s+(?:[\w'\u2013-]+\s+){0,3}?(?:record|best|mark)"
                        r"\s+by\s*\Z", re.IGNORECASE)
# A record raised by a margin: "added four metres to the Hungarian record".
_ADDED = re.compile(r"\b(?:added|adding|adds|add)\s*\Z", re.IGNORECASE)
_TO_RECORD = re.compile(r"\s+to" + _A_RECORD, re.IGNORECASE)
_PREVIOUS_MARK = content_terms("previous prior old former earlier")
# Behind the thing the sentence compared with before: "with Northgate a further six points back".
_FURTHER = re.compile(r"\ba further\s*\Z", re.IGNORECASE)
_BACK_AFTER = re.compile(r"(?:\s+[a-z]+)?\s+(?:back|behind)\b", re.IGNORECASE)
# Nothing after "behind" in its clause: it is behind the thing named before ("Lindqvist won in 6:58.76, with Aoki
# second, 1.16 seconds behind").
_CLAUSE_END = re.compile(r"\s*(?:[,.;:!?，。；：！？]|\Z)")
_WON_REACH = 100


def given_as_difference(quantity: Quantity, statement: Statement) -> bool:
    """Whether the sentence gives the figure as how far one thing it names is ahead of or behind another."""
    return _compared_sides(quantity, statement) is not None


def _topic_before(text: str, end: int) -> frozenset[str]:
    """The terms of the segments before ``end`` that compare nothing: in "临海队获得银牌，比冠军江州队慢2.66秒，领先…"
    the thing ahead is 临海, and 江州 is the other side of another comparison."""
    return frozenset().union(*(content_terms(text[low:high]) for low, high in segments(text)
                               if high <= end and "比" not in text[low:high]))


def _compared_sides(quantity: Quantity, statement: Statement) -> tuple[frozenset[str], frozenset[str], set[int]] | None:
    """The terms naming the thing a difference is of, those naming the thing it is against, and the signs the difference
    may have: Chinese names the two on each side of 比 before the figure (the thing itself in the clauses before when its
    own opens with 比: 试验组应答率约为63%，比对照组高出约24个百分点; 李某以…夺冠，比原纪录快48秒), English the other after it ("ahead of", "won … by
    seven points from", "£40 an hour more than members") or between a word of beating and the margin ("beat Tesfaye
    Alemu by 34 seconds"), the thing itself before; a record improved by a margin ("took 81 seconds off the course
    record", "broke the record by", "added four metres to the national record") is set against the record the evidence
    calls previous, old or former; "a further six points back" is behind the thing the sentence compared with before,
    and "with Aoki second, 1.16 seconds behind" behind the thing the sentence names before the clause. In a time, as of
    a race, being ahead or faster (快) takes less of it. 领先 and 落后 name the other thing between them and the figure, or
    after it (以0.81秒之差落后于渡头队)."""
    text = statement.text
    start, than = _than_before(quantity, text)
    change = change_word_before(quantity, text) \
        or _HIGHER_OR_LOWER.search(text, max(0, quantity.start - REACH), quantity.start)
    if than >= 0 and change is not None:
        word = change.group().strip().rstrip("了")
        pace = _PACE.get(word)
        if pace is not None and quantity.dimension != "time":
            return None
        sign = pace if pace is not None else _MORE_OR_LESS.get(word)
        signs = {sign} if sign is not None else {
            cue.sign for cue in statement.feature(direction_cues) if cue.axis == "magnitude"}
        subject = _named_side(text[start:than]) or _named_side(text[:than])  # 试验组…为63%，比对照组高出
        if _POINTS_BACK.search(text, start, than):  # 河西区…最多，尽管它的回收箱比青云区少四十五个
            subject |= _named_side(text[:start])
        return subject, _side_terms(_BASIS.sub(" ", text[than + 1:change.start()])), signs
    less = -1 if quantity.dimension == "time" else 1
    lead = _LEAD_BEFORE.search(text, start, quantity.start)
    subject_end = quantity.start if lead is None else lead.start()
    lead = lead or _LEAD_AFTER.match(text, quantity.end)
    if lead is not None:
        subject = content_terms(text[start:subject_end]) or _topic_before(text, subject_end)
        return subject, _side_terms(lead["other"]), {(1 if lead["word"] == "领先" else -1) * less}
    if _OFF_RECORD.match(text, quantity.end) or _RECORD_BY.search(text, start, quantity.start):
        return content_terms(text[start:quantity.start]) or content_terms(text[:quantity.start]), \
            _PREVIOUS_MARK, {less}  # the new record against the old, which the evidence calls previous or old
    if _ADDED.search(text, start, quantity.start) and _TO_RECORD.match(text, quantity.end):
        return content_terms(text[:quantity.start]), _PREVIOUS_MARK, {1}  # what added it may be told clauses before
    beat = _BEAT_BY.search(text, max(start, quantity.start - _WON_REACH), quantity.start)
    if beat is not None:
        return content_terms(text[start:beat.start()]) or content_terms(text[:beat.start()]), \
            content_terms(beat["other"]), {less}
    beat = _BEAT_BY_FIRST.search(text, start, quantity.start)
    if beat is not None:  # "beating by two and a half metres the course record she had set"
        _, end = segment_of(text, quantity.end) or (0, len(text))
        return content_terms(text[start:beat.start()]) or content_terms(text[:beat.start()]), \
            content_terms(text[quantity.end:end]), {less}
    than_after = _THAN_AFTER.match(text, quantity.end)
    if than_after is not None and (quantity.dimension == "time" or than_after["word"].lower() not in _PACE_THAN):
        _, end = segment_of(text, than_after.end()) or (0, len(text))
        other = _WHEN_AFTER_THING.sub("", text[than_after.end():end]) + _named_after(text, than_after.end(), end)
        return _subject_of(text, start, quantity), content_terms(other), \
            {1 if than_after["word"].lower() in _MORE_THAN else -1}
    ahead = _AHEAD_AFTER.match(text, quantity.end)
    if ahead is not None and (not ahead["won"] or _WON_BY.search(text, max(0, quantity.start - _WON_REACH),
                                                                  quantity.start)):
        _, end = segment_of(text, ahead.end()) or (0, len(text))
        other = _WHEN_AFTER_THING.sub("", text[ahead.end():end]) + _named_after(text, ahead.end(), end)
        return _subject_of(text, start, quantity), content_terms(other), \
            {(1 if ahead["ahead"] else -1) * less}
    if _FURTHER.search(text, start, quantity.start) and _BACK_AFTER.match(text, quantity.end):
        earlier = [sides for item in statement.quantities if item.end <= start
                   and (sides := _compared_sides(item, statement)) is not None]
        if earlier:
            return content_terms(text[start:quantity.start]), earlier[-1][1], {-less}
    behind = _BACK_AFTER.match(text, quantity.end)
    if behind is not None and start > 0 and _CLAUSE_END.match(text, behind.end()):
        # "with Aoki second, 1.16 seconds behind": the thing behind named in the clause, or the one before it
        own = content_terms(text[start:quantity.start])
        before = max((segment[0] for segment in segments(text) if segment[1] <= start), default=0)
        return own or content_terms(text[before:start]), content_terms(text[:start if own else before]), {-less}
    return None


# A name set after a side the sentence names by its place alone: "more than the next best, Tom Hollis of the Plough".
_BY_PLACE = re.compile(r"\s*(?:the\s+)?(?:next(?:\s+best)?|runner-up|second(?:-placed)?|third(?:-placed)?)\s*\Z",
                       re.IGNORECASE)
_APPOSITIVE_NAME = re.compile(r",\s+(?P<name>[A-Z][^,;.]*)")


def _named_after(text: str, start: int, end: int) -> str:
    """The name set after the side at ``text[start:end]`` when that side names it by its place alone, else ""."""
    if not _BY_PLACE.fullmatch(text, start, end):
        return ""
    named = _APPOSITIVE_NAME.match(text, end)
    return " " + named["name"] if named else ""


# A participle opening a clause: "going clear in the jump-off", "finishing".
_PARTICIPLE = re.compile(r"\s*[a-z]+ing\b")


def _subject_of(text: str, start: int, quantity: Quantity) -> frozenset[str]:
    """The terms naming the thing a margin in English is of: those of its own segment ("and Orme Valley finished
    almost twenty seconds behind", not the crew third before it), or of all the sentence before it where the segment
    names nothing or opens with a participle ("…, going clear 1.45 seconds faster than …"), or holds one word only,
    its verb after a name set off by commas ("The cheapest option, Polar Bay Value, costs £1.75 less than …")."""
    own = content_terms(text[start:quantity.start])
    return content_terms(text[:quantity.start]) if len(own) < 2 or _PARTICIPLE.match(text, start) else own


# When the two things were measured, after the other thing: "than massive Porites over the past year", "than York in
# 2023", "than the Oak kiln last season", "outside the record set in 1995"; it names neither side.
_WHEN_AFTER_THING = re.compile(r"\s+(?:(?:set|held|established)\s+)?(?:(?:over|during|in|across|throughout)\s+"
                               r"(?:the\s+)?(?:past|last|previous|same|whole|entire|\d{4}\b)"
                               r"|(?:last|this|next)\s+(?:year|season|month|week|quarter)\b).*",
                               re.IGNORECASE | re.DOTALL)


# A code that names a thing (D3102, G7601, A320): a name of its own on a side of 比, written in Latin letters and digits.
_CODE = re.compile(r"\b[A-Za-z]{1,4}-?\d{2,}[A-Za-z]?\b")


# What a Chinese amount is given per names neither side, and the pair of characters across its edge (价每 of 采摘价每斤)
# is no word.
_BASIS = re.compile(PER_BASIS)


# A word pointing back to the thing the sentence named before: 它, 其, 该.
_POINTS_BACK = re.compile(r"它|其(?![他它余中实次])|该(?=[\u4e00-\u9fff])")


def _named_side(text: str) -> frozenset[str]:
    """The terms naming the thing a Chinese comparison is of, written before its 比, but for the basis it is per."""
    return content_terms(_BASIS.sub(" ", text))


def _side_terms(text: str) -> frozenset[str]:
    """The terms naming one side of a comparison, and the codes it is named by ("比D3102少用67分钟")."""
    return content_terms(text) | frozenset(code.lower().replace("-", "") for code in _CODE.findall(text))


_NET_BEFORE = re.compile(r"净[增减]少?了?\s*\Z|\bnet\s+(?:gain|loss|increase|decrease|rise|fall|change)\s+of\s+\Z",
                         re.IGNORECASE)


def _compared_sign(quantity: Quantity, text: str) -> set[int]:
    """The way a Chinese comparison naming the figure compared with runs, from that figure to the sentence's own
    (比2023年实际完成的八十场多二十场 runs up), empty for none or for a time, where 快 and 早 take less of it."""
    compared = compared_before(quantity, text)
    if compared is None or quantity.dimension == "time":
        return set()
    return {1 if compared["more"] else -1}


def other_side_of_margin(quantity: Quantity, statement: Statement, passages: Sequence[Passage],
                         supports: Supports) -> Iterator[Quantity]:
    """The figure of the other side of a margin an evidence clause gives after a figure of its own (以218次夺冠，比第二名
    多出9次: the second's 209), for a sentence stating that figure too: the figure less the margin, or plus it."""
    mine = [item for item in statement.quantities if item is not quantity and item.kind == "value"]
    for passage in passages:
        figures = [item for item in passage.quantities if item.kind == "value" and item.value > 0]
        for index, margin in enumerate(figures):
            compared = compared_before(margin, passage.text) if index else None
            base = figures[index - 1] if compared is not None else None
            if base is None or compared is None or unit_key(base) != unit_key(margin) \
                    or base.end > compared.start() or _CLAUSE_BREAK.search(passage.text, base.end, compared.start()):
                continue
            if any(supports(item, base) for item in mine):
                yield worked_figure(base, base.value - margin.value if compared["more"] else base.value + margin.value,
                                    quantity)


_CLAUSE_BREAK = re.compile(r"[。；;]")

# A record the sentence states beside a margin over it: "beat the championship record of 64.8 metres, set in 2019,
# by 6.4 metres", "4.6 seconds inside the previous course record of 2:11.9".
_RECORD_OF_THEN_BY = re.compile(rf"{_BEATING}\s+(?:the|her|his|their|its)"
                                r"\s+(?:[\w'-]+\s+){0,3}?(?:record|best)\s+of\s+(?P<record>[^,;]{1,20}?)"
                                r"(?:,[^,;.]{1,30},)?\s+by\s*\Z", re.IGNORECASE)
_INSIDE_RECORD_OF = re.compile(r"\s+(?P<side>inside|outside|under|over|beyond|short of)\s+(?:the|her|his|their|its)"
                               r"\s+(?:[\w'-]+\s+){0,3}?(?:record|best)\s+of\s+", re.IGNORECASE)
_SIDE_SIGNS = {"inside": -1, "under": -1, "short of": -1, "outside": 1, "over": 1, "beyond": 1}
_RECORD_REACH = 120


def margin_over_stated_record(quantity: Quantity, statement: Statement,
                              passages: Sequence[Passage]) -> Iterator[Quantity]:
    """A margin over a record the sentence states beside it, where the evidence states the mark that beat it (or fell
    short): "beat the championship record of 64.8 metres, set in 2019, by 6.4 metres" over a catch at 71.2 metres;
    "4.6 seconds inside the previous course record of 2:11.9" over a winning time of 2:07.3. Beating a record is a
    longer mark, or a shorter time; "inside" is shorter, "outside" longer."""
    if quantity.kind != "value" or quantity.value <= 0:
        return
    text, record, sign = statement.text, None, -1 if quantity.dimension == "time" else 1
    before = _RECORD_OF_THEN_BY.search(text, max(0, quantity.start - _RECORD_REACH), quantity.start)
    if before is not None:
        record = next((item for item in statement.quantities if item.start >= before.start("record")
                       and item.end <= before.end("record")), None)
    elif (after := _INSIDE_RECORD_OF.match(text, quantity.end)) is not None:
        record = next((item for item in statement.quantities if item.start == after.end()), None)
        sign = _SIDE_SIGNS[after["side"].lower()]
    if record is None or unit_key(record) != unit_key(quantity):
        return
    for passage in passages:
        for item in passage.quantities:
            if item.kind == "value" and unit_key(item) == unit_key(quantity) and (item.value - record.value) * sign > 0:
                yield worked_figure(item, abs(item.value - record.value), quantity)


# A margin behind with no other side named after it: "sit a further six points back in third", "two points behind".
_BEHIND_NAMING_NONE = re.compile(r"\s+(?:points?\s+|pts\s+)?(?:back|behind|adrift)\b(?!\s+(?:of|on|than)\b)",
                                 re.IGNORECASE)


def gap_to_the_row_above(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """How far a table row the sentence names is behind the row placed right above it, column by column, for a margin
    behind that names no other side: "Crown & Anchor sit a further six points back in third" over the rows of Miners
    Welfare (39 points) and Crown & Anchor (33)."""
    if quantity.kind != "value" or not _BEHIND_NAMING_NONE.match(statement.text, quantity.end):
        return
    rows = sorted((passage for passage in passages if passage.source_text is not None), key=lambda row: row.start)
    named = clause_terms(statement.text, quantity)
    found = sharing_most(rows, lambda row: row.terms, named)
    if len(found) != 1 or len(named & found[0].terms) < 2:
        return
    row = found[0]
    above = [other for other in rows if other.source_id == row.source_id and other.start < row.start]
    if not above:
        return
    cells = {_column(item, above[-1]): item for item in above[-1].quantities
             if item.kind == "value" and unit_key(item) == unit_key(quantity)}
    for item in row.quantities:
        if (theirs := cells.get(_column(item, row))) is not None and unit_key(item) == unit_key(quantity):
            yield worked_figure(item, abs(theirs.value - item.value), quantity)


# The runner-up, whose margin behind naming no other side is behind the winner: "Harold Tench was runner-up, 9oz
# behind"; and the words of a passage telling its figure is the winner's ("the heaviest onion", "won", "first").
_RUNNER_UP = re.compile(r"\b(?:runner-up|runners-up|second|2nd)\b", re.IGNORECASE)
_WINNING = re.compile(r"\b(?:won|wins|winner|winning|first|champion|heaviest|longest|tallest|fastest|biggest|largest"
                      r"|best)\b", re.IGNORECASE)


def gap_to_the_winner(quantity: Quantity, statement: Statement, passages: Sequence[Passage]) -> Iterator[Quantity]:
    """How far the runner-up the sentence names is behind the winner, for a margin behind that names no other side:
    "Harold Tench was runner-up, 9oz behind" over "the heaviest onion … weighed 8lb 4oz" and "Second place went to
    Harold Tench with 7lb 11oz"; the runner-up's figure is the one of the unit its passage names the runner-up by."""
    if quantity.kind != "value" or not _BEHIND_NAMING_NONE.match(statement.text, quantity.end) \
            or not _RUNNER_UP.search(statement.text):
        return
    named = statement.terms - content_terms(quantity.surface)
    alike = [(item, passage) for passage in passages for item in passage.quantities
             if item.kind == "value" and unit_key(item) == unit_key(quantity)]
    own = [item for item, passage in alike if item in named_figures(passage.text, passage.quantities, named)]
    leaders = [item for item, passage in alike if item not in own and _WINNING.search(passage.text)]
    for mine, leader in product(own, leaders):  # a heavier onion or a faster time wins
        if leader.value != mine.value:
            yield worked_figure(mine, abs(leader.value - mine.value), quantity)


def difference_of_stated(quantity: Quantity, statement: Statement, passages: Sequence[Passage],
                         supports: Supports) -> Iterator[Quantity]:
    """The difference of two figures the sentence states, each stated by the evidence in whichever passages, for a
    figure it names as a change or a difference: "from $312 million in fiscal 2023 to $368 million in fiscal 2024,
    an increase of $56 million" over a source for each year, "$12 …, against $15 …, a saving of three dollars".
    The change runs from the figure written first to the one after, or from the one any figure of the sentence is
    compared with (比2023年实际演出的九十六场多二十四场，增幅为25%), the way the sentence's word of rise or fall says, or
    its comparison's 多 or 少, save a net change (净增, "a net gain of"), of figures going both ways; points are between
    two percents. A figure the sentence rounds also stands for the exact one of the evidence (see ``_meant``)."""
    if not named_as_change(quantity, statement.text):
        return
    evidence = evidence_values(passages)
    stated = [item for item in statement.quantities if item.kind == "value" and item.value > 0
              and not overlapping(item, quantity) and not (is_small_word_number(item) and not item.counted)
              and any(supports(item, theirs) for theirs in evidence)]
    signs = direction_of(quantity, statement) or _compared_sign(quantity, statement.text)
    compared = [span for item in (quantity, *statement.quantities)
                if (span := compared_with_span(item, statement.text, len(statement.text))) is not None]
    # a net change is of figures going both ways (新开门店十二家、关闭三家，净增九家): it runs from neither to the other
    net = _NET_BEFORE.search(statement.text, max(0, quantity.start - REACH), quantity.start) is not None
    for index, start in enumerate(stated):  # each figure and the next of its unit ("28日…2.6℃，比26日的6.8℃")
        end = next((item for item in stated[index + 1:] if unit_key(item) == unit_key(start)), None)
        if end is None:
            continue
        within = next((span for span in compared if span[0] <= end.start < span[1]), None)
        if within is not None and not within[0] <= start.start:
            start, end = end, start  # "40 tonnes, 25% below 2022's 50 tonnes" runs from 50, the figure compared with
        for low, high in product(_meant(start, evidence, supports), _meant(end, evidence, supports)):
            if not signs <= {1 if high > low else -1} and not net:
                continue
            if quantity.dimension == "percent" and start.dimension not in PERCENTS:
                yield worked_figure(start, abs(high / low - 1) * 100, quantity)
            elif quantity.dimension == "percentage_point" and start.dimension == "percent" \
                    or start.dimension == quantity.dimension != "percent":
                yield worked_figure(start, abs(high - low), quantity)


def _meant(stated: Quantity, evidence: list[Quantity], supports: Supports) -> list[float]:
    """The values a figure of the sentence stands for: its own and, when it rounds ("约六百八十"), each exact figure
    of its unit the evidence states that it rounds ("683"), which a difference the sentence gives is worked from
    ("约六百八十峰，比2020年的612峰多了71峰")."""
    if not stated.approximate:
        return [stated.value]
    return [stated.value, *(theirs.value for theirs in evidence if not theirs.approximate
                            and theirs.value != stated.value and unit_key(theirs) == unit_key(stated)
                            and supports(stated, theirs))]
