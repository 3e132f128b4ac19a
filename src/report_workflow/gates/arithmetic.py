"""What every reading of a worked-out figure shares: the words that give a figure as the size of a change, the
segments a passage gives one thing its figure in, and the worked figure itself.

``derived`` works figures out of one passage (a change, a share); ``totals`` adds and multiplies, ``margins`` takes
one named figure from another, ``change_dates`` dates the two ends of a change and ``durations`` measures time.
Each builds on the helpers here.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from functools import lru_cache

from ..text import content_terms
from ..text.quantities import Quantity
from .inputs import Passage, Statement
from .lexicon import direction_cues
from .phrases import opening

# Whether a sentence figure states an evidence one (``numbers.supports``), passed in to keep the readings apart
# from the number gate that asks them.
Supports = Callable[[Quantity, Quantity], bool]

PERCENTS = frozenset({"percent", "percentage_point"})
COUNT = "number"
MULTIPLE = "multiple"
SMALL_WORD_NUMBER = 10
# What a Chinese amount is given per (每斤, 每人, 每亩): a basis both sides of a comparison share, written between a
# figure and the words naming it.
PER_BASIS = r"每(?:个|位|人|户|亩|公顷|斤|公斤|千克|吨|克|升|米|平方米|天|日|周|月|年|小时|次|件|份|张|台|辆|只|头)"
# A change of a price given per a measure, in the clause after the price, up to the change's figure: 每公斤13元，比去年同期低
# (1元) is a change of 1元 a kilogram.
CHANGE_PER_MEASURE = re.compile(r"每(?P<unit>公斤|千克|吨|斤|克|升|立方米|米|公里)[\u4e00-\u9fff]{0,4}?\d+(?:\.\d+)?元[，,]"
                                r"[^，,。；;\d]{0,10}?(?:低|高|少|多|便宜|贵|涨|跌|降|升|减|增)了?\s*\Z")
# A word of summing: "combined", "in total", "added up to", "counting its …", 合计, 累计; 共 before its figure or a
# verb of one or two characters before it (共获得91枚, 共服6片), but not the 共 of 公共, 共同, 共享 or 共和国.
SUMMING = re.compile(opening(
    r"\b(?:combined|together|altogether|in total|in all|a total of|between them|add(?:s|ed|ing)? up to"
    r"|(?:shared|split|divided) between|counting (?:in )?(?:the|its|their|his|her|our)"
    r"|across (?:both|all|the [\w-]+ and [\w-]+))\b"
    r"|合计|共计|总计|总额|总和|总量|总成绩|总分|加起来|两者合|一共|总共"
    r"|共有|累计|(?<!公)共(?![同享和产识])(?=[^\d\s，。；、]{0,2}\s*[\d一二两三四五六七八九十])"),
    re.IGNORECASE,
)
# Where a movement started or ended, right before a figure: "from $950 million", 由63%; "to 88.2%", 增至3.6亿元; a
# Chinese figure may carry its period between (由2022年的12亿元, 至2023年15亿元, 由上月的5.2%, 由年初的6家, 由原来的2小时40分钟)
# or what it is per (由每碗12元); 由45元调整为52元 ends at 52元.
_CHINESE_PERIOD = (r"(?:(?:(?:19|20)\d{2}年(?:[一二三四]季度|上半年|下半年|\d{1,2}月)?(?:末|底)?|[上本]月|上年|去年|今年"
                   r"|年初|年末|年底|期初|原来|原先|此前|以前)的?)?")
STARTED_FROM = re.compile(rf"(?:\bfrom|(?:由|从){_CHINESE_PERIOD}(?:每[\u4e00-\u9fff]{{1,2}})?)\s*\Z", re.IGNORECASE)
ENDED_AT = re.compile(rf"(?:\bto|(?:至|到|(?:调整|变|改|上调|下调)为){_CHINESE_PERIOD})\s*\Z", re.IGNORECASE)
# Where a passage gives one thing its figure: its clauses, and the items a clause lists ("of which 30,000 acres
# were wheat and 12,000 acres were barley", 其中玉米200万吨，水稻180万吨).
_SEGMENT_BREAK = re.compile(r"[，；。！？、：;!?]|,(?!\d)|\b(?:and|of which|while|whereas)\b|其中|以及|和|及",
                            re.IGNORECASE)
# A figure given as the size of a change: "by three years", "a rise of 1,200", "climbed $500 million", "a saving of
# three dollars", 增加了51万人, 加高1.4米, 增幅为25%, 相差, 净胜12分.
CHANGE_BEFORE = re.compile(opening(
    r"(?:\bby|\b(?:rise|fall|increase|decrease|drop|gain|cut|reduction|decline|growth|margin|gap|difference|lead"
    r"|saving|savings)\s+of|\b(?:rose|risen|climbed|grew|grown|gained|jumped|increased|fell|fallen|dropped|declined"
    r"|decreased|rising|climbing|growing|gaining|jumping|increasing|falling|dropping|declining|decreasing"
    r"|slip(?:s|ped|ping)|shed|lost|widened|narrowed|(?<!made )(?<!make )(?<!makes )up|down)"
    r"|(?:增加|减少|增长|下降|上升|升高|上涨|下跌|回落|提高|降低|[多少][用花耗减降增开]|多出?|少|快|慢|便宜|贵|节省|节约|缩短|延长|提前"
    r"|推迟|缩小|扩大|上调|下调|调高|调低|上浮|下浮|削减|新增|净[增减]|加[高宽长深厚]|增高|拓宽|压缩|(?<![上下])[涨跌降]|[涨降提加减]价)了?"
    r"|(?:增幅|涨幅|升幅|降幅|跌幅|减幅)(?:为|是|达到?)?约?"
    r"|相差|差距为?|高出"
    r"|领先|净胜)(?:整整|足足)?\s*\Z"),  # 快了整整七分钟: a full seven minutes
    re.IGNORECASE,
)
# A figure given as the size of a difference by the comparative right after it: "$500 million higher", "twelve
# minutes later", "three dollars cheaper", "14 km further", "1.3 percentage points lower", "5.5 percentage points
# better", "60 cm below the ten-year average", "0.9 days short of its three-day minimum", "4.4 Hz flat of the 442 Hz
# standard", "40 seconds outside the record".
CHANGE_AFTER = re.compile(
    r"\s+(?:more|less|fewer|higher|lower|later|earlier|longer|shorter|cheaper|faster|slower|larger|bigger|smaller"
    r"|greater|ahead|behind|better|worse|below|above|quicker|further|farther|heavier|lighter|taller|deeper|wider"
    r"|warmer|colder|dearer|inside|outside|under|short of|shy of|flat of|sharp of)\b",
    re.IGNORECASE,
)
REACH = 16
# A Chinese comparison right before a figure, its side in the word before it: 比雄性幼仔重37克 (more), 比上年少 (less),
# 较上年同期高出 (more).
COMPARED_BEFORE = re.compile(r"[比较](?:[^，。；,;]|,(?=\d{3})){1,18}?"  # a thousands separator is no clause break
                             r"(?:(?P<more>[重高多大长快晚贵])|[轻低少小短慢早]|便宜)出?了?约?\s*\Z")
# An English comparison right after a figure: "9 fewer than navigation errors", "$500 million higher than".
_THAN_AFTER = re.compile(CHANGE_AFTER.pattern + r"\s+than\b|\s+(?:below|above|inside|outside|short of|shy of|flat of"
                                                r"|sharp of)\b",
                         re.IGNORECASE)


_CLAUSE_PUNCTUATION = re.compile(r"[;:，；。]|,(?!\d)")


def compared_with_span(quantity: Quantity, text: str, end: int) -> tuple[int, int] | None:
    """Where ``text`` names what the figure is compared with, up to ``end``: after it in English, up to the next
    clause punctuation ("25% below 2022's 50 tonnes", not the level of "27 minutes shorter than a year earlier, at
    3 h 45 min"), between 比 and the figure in Chinese (比2022年的50吨少20%); ``None`` for no comparison."""
    if _THAN_AFTER.match(text, quantity.end) is not None:
        stop = _CLAUSE_PUNCTUATION.search(text, quantity.end, end)
        return quantity.end, stop.start() if stop is not None else end
    before = compared_before(quantity, text)
    return (before.start(), quantity.start) if before is not None else None


def compared_before(quantity: Quantity, text: str) -> re.Match[str] | None:
    """The Chinese comparison right before the figure, from 比 or 较 to its word of more or less (比上年少,
    比2023年实际演出的九十六场多), if ``text`` has one; its ``more`` group tells the side."""
    return COMPARED_BEFORE.search(text, max(0, quantity.start - 3 * REACH), quantity.start)


def given_as_comparison(quantity: Quantity, text: str) -> bool:
    """Whether ``text`` gives the figure as how far the thing its sentence is about stands above or below another
    ("nine fewer than navigation errors", "60 cm below the average", 比乙号渔船少45吨): the figure the sentence states for
    that thing is then the larger or smaller side, not where a change began."""
    return _THAN_AFTER.match(text, quantity.end) is not None or compared_before(quantity, text) is not None


# The rest of a whole after the parts a passage counts (其余受访者, "and the rest", "the remaining 200"), and a part a
# sentence names as that rest ("sources other than the fund", 其他).
# A share told as not done, right after its figure: 还有约三成没有完成, 约三成尚未完工; what it denies is the share's,
# which is checked as the rest of the share done.
NOT_DONE_AFTER = re.compile(r"(?:的)?(?:工程|工作|任务)?(?:尚|还|仍)?(?:没有|没|未)(?:能)?(?:完成|完工|到位|落实|实施|开工|建成|交付)")
# A figure counting a part of a whole named before it by a pronoun: "accounted for 24% of them", "drew 131,000 of
# them".
OF_THEM = re.compile(r"\s*of\s+(?:them|these|those|it|this|that total)\b", re.IGNORECASE)
# A part of the figure before, right before its own: "684 hedgehogs, of which 402", 其中402只; not past another figure
# (其中内画壶最多，有四十三件，约占三分之一 gives 其中 to 四十三, not to the share).
_PART_BEFORE = re.compile(r"(?:\bof (?:which|whom|them|these)|其中)[^\d.;。；零〇一二两三四五六七八九十百千万亿]{0,12}\Z",
                          re.IGNORECASE)
_PART_REACH = 20
# Between a part and the whole written right after it, read with ``fullmatch``: "5,800 of the 48,300 trees", "Twelve
# of the fourteen bays", "12,000 of the zone's 48,000", "125 of the weekend's 312 participants".
OF_WHOLE = re.compile(r"\s+(?:out\s+)?of\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+['\u2019]s\s+)?", re.IGNORECASE)
REST = re.compile(opening(
    r"\b(?:remaining|remainder|the rest|other than|leaving|still to|yet to)\b|其余|剩余|剩下|余下|其他|其它"),
    re.IGNORECASE,
)
# What tells the part a rest is left after, between the rest and the part: "leaving £20,500 once £3,500 of costs".
PART_TAKEN = re.compile(r"\b(?:after|once|net of|less|minus)\b", re.IGNORECASE)
# An age naming who a count is of, not a count: 18岁以下未成年观众, 六十岁及以上老年人, "65-year-olds".
AGE_AFTER = re.compile(r"\s*(?:周?岁|-year-olds?\b)", re.IGNORECASE)


_THOUSANDS_SEPARATOR = re.compile(r"\d[,\uff0c]\d{3}")


def restated_in_brackets(quantity: Quantity, statement: Statement) -> Quantity:
    """The figure of the same dimension right before ``quantity`` when ``quantity`` restates it in brackets
    (六成以上（约64%）, 略高于一半（约52%）, "over 60% (64%)"); else ``quantity`` itself."""
    previous = next((item for item in reversed(statement.quantities) if item.end <= quantity.start), None)
    if previous is not None and previous.dimension == quantity.dimension \
            and statement.text[previous.end:quantity.start].strip() in ("(", "\uff08"):
        return previous
    return quantity


def year_like(quantity: Quantity) -> bool:
    """A bare four-digit whole number that may name a year (1626, 1892): years outside 1900-2099 parse as numbers.

    A figure written with a thousands separator ("2,022 patients") is a count: no year is written so.
    """
    ends = (quantity.value,) if quantity.high is None else (quantity.value, quantity.high)
    return (
        quantity.kind in ("value", "range")
        and quantity.dimension == COUNT
        and quantity.decimals == 0
        and not quantity.spelled
        and quantity.scale == 1
        and not _THOUSANDS_SEPARATOR.search(quantity.surface)
        and all(1000 <= value <= 2100 and float(value).is_integer() for value in ends)
    )


def change_word_before(quantity: Quantity, text: str) -> re.Match[str] | None:
    """The word right before the figure that gives it as the size of a change ("rose by", 增加了, 相差; see
    ``CHANGE_BEFORE``), if any."""
    return CHANGE_BEFORE.search(text, max(0, quantity.start - REACH), quantity.start)


def named_as_change(quantity: Quantity, text: str) -> bool:
    """Whether ``text`` gives the figure as the size of a change or a difference, by the words right before it
    ("rose by", "climbed", 增加了), the comparative right after it ("$500 million higher", "twelve minutes later") or a
    noun of change ("a 54,000 drop", "a 12% year-on-year rise"), or a Chinese comparison before it (比26日的6.8℃低了)."""
    return change_word_before(quantity, text) is not None \
        or CHANGE_AFTER.match(text, quantity.end) is not None \
        or compared_before(quantity, text) is not None \
        or _CHANGE_NOUN_AFTER.match(text, quantity.end) is not None


# A noun of change right after its size, perhaps with one word between: "a 54,000 drop", "a 12% annual rise".
_CHANGE_NOUN_AFTER = re.compile(r"(?:\s+[a-z-]+)?\s+(?:rise|fall|drop|increase|decrease|decline|gain|jump|cut"
                                r"|reduction|slump|surge|climb)s?\b", re.IGNORECASE)


def joined_part_of(statement: Statement, figure: Quantity) -> tuple[int, int]:
    """The span of the statement a sentence joins to others (see ``joined_parts``) that holds ``figure``."""
    return next(span for span in statement.feature(joined_parts) if span[0] <= figure.start < span[1])


# The rest named right before its figure: "the other 110 or so staff", "cleared in all but three of the patients";
# or, in the clause before it, as what lies outside a part named (制造业以外的领域占其中一千二百七十人).
_OTHER_BEFORE = re.compile(r"\b(?:(?:the|its|their)\s+other|all\s+but)\s+(?:(?:about|around|roughly|some)\s+)?\Z",
                           re.IGNORECASE)
_OUTSIDE = re.compile(r"[\u4e00-\u9fff](?:以外|之外)[^，。；,;\d]*\Z")


def given_as_rest(quantity: Quantity, text: str) -> bool:
    """Whether the sentence gives a figure as what is left of a whole, in the figure's own segment: "the remaining
    2.2 million tonnes", 其余; right before it, "the other 110 or so staff"; or as what lies outside a part it names,
    制造业以外的领域占其中一千二百七十人."""
    if quantity.dimension in PERCENTS:
        return False
    if _OTHER_BEFORE.search(text, max(0, quantity.start - REACH - 8), quantity.start) is not None:
        return True
    if _OUTSIDE.search(text, max(0, quantity.start - 2 * REACH), quantity.start) is not None:
        return True
    segment = segment_of(text, quantity.start) or (quantity.start, quantity.end)
    return REST.search(text, *segment) is not None


def direction_of(quantity: Quantity, statement: Statement, axes: tuple[str, ...] = ("magnitude",)) -> set[int]:
    """The sign of the word of rise or fall nearest the figure in its own statement of the sentence, empty when that
    has none: "rose 15% …, even as the number of sales declined" gives the 15% a rise, and "stretches battery life by
    a fifth, to 12 hours, and fixes an issue that could cause data to drop out" takes its rise from "stretches", a
    word of size, where ``axes`` names that scale besides magnitude."""
    low, high = joined_part_of(statement, quantity)
    cues = [cue for cue in statement.feature(direction_cues) if cue.axis in axes and low <= cue.start < high]
    if cues:
        return {min(cues, key=lambda cue: abs(cue.start - quantity.start)).sign}
    moved = _MOVED_BEFORE.search(statement.text, max(low, quantity.start - REACH), quantity.start)
    return set() if moved is None or "magnitude" not in axes else {1 if moved.group("up") else -1}


# A rise or fall told by one character right before the figure (每张涨七元, 票价降三元): no cue word of its own, as the
# character is part of too many words that move nothing (降雨, 跌倒).
_MOVED_BEFORE = re.compile(r"(?:(?<![上下])(?P<up>涨)|(?<![下])[跌降])了?约?\s*\Z")


# Where one statement of a sentence ends and the next it is joined to begins: "…, and …", "; ", "，而", "，并", and a
# clause telling more of what it names (", which raised £3,400").
_JOINED = re.compile(r"[;；]|,?\s+(?:and|but|while|whereas|although|though)\s+|,\s+(?:with|which)\s+"
                     r"|[，,]\s*(?:而|但|且|并)", re.IGNORECASE)


def joined_parts(text: str) -> tuple[tuple[int, int], ...]:
    """The spans of the statements a sentence joins with a conjunction or a semicolon, covering the whole text."""
    cuts = [0, *(point for match in _JOINED.finditer(text) for point in match.span()), len(text)]
    return tuple((cuts[index], cuts[index + 1]) if index + 2 < len(cuts) else (cuts[index], len(text) + 1)
                 for index in range(0, len(cuts) - 1, 2))


def named_figures(text: str, figures: Sequence[Quantity], names: frozenset[str]) -> list[Quantity]:
    """The figures each alone in a segment of ``text`` (a clause, or an item it lists) whose words, the figure
    aside, share a term with ``names`` (see ``told_terms``): 08:16 in "08:16机组报告左发故障" for a sentence naming 报告."""
    return [figure for _, _, figure in lone_figures(text, figures) if names & told_terms(text, figure, figures)]


# A clause led by "with" gives its figure to the clause before it: ", with 120 individuals".
WITH_LED = re.compile(r"\s*with\s", re.IGNORECASE)


def told_terms(text: str, figure: Quantity, figures: Sequence[Quantity]) -> frozenset[str]:
    """The terms of the segment of ``text`` holding ``figure``, the figure aside, with those of the segment before
    it where its own opens with "with" and that one holds none of ``figures``: "Ground beetles were the most
    numerous family, with 120 individuals" tells 120 of ground beetles."""
    spans = segments(text)
    index = next((index for index, span in enumerate(spans) if span[0] <= figure.start < span[1]), None)
    if index is None:
        return frozenset()
    start, end = spans[index]
    if index and WITH_LED.match(text, start):
        low, high = spans[index - 1]
        if not any(low <= item.start < high for item in figures):
            start = low
    return content_terms(text[start:figure.start] + " " + text[figure.end:end])


def lone_figures(text: str, figures: Sequence[Quantity]) -> Iterator[tuple[int, int, Quantity]]:
    """Each segment of ``text`` holding exactly one of ``figures``, with that figure."""
    for start, end in segments(text):
        inside = [item for item in figures if start <= item.start < end]
        if len(inside) == 1:
            yield start, end, inside[0]


def segment_of(text: str, offset: int) -> tuple[int, int] | None:
    """The segment of ``text`` holding ``offset``; none where a break is written there."""
    return next((segment for segment in segments(text) if segment[0] <= offset < segment[1]), None)


@lru_cache(maxsize=4096)
def segments(text: str) -> tuple[tuple[int, int], ...]:
    """The spans of ``text`` between its breaks (``_SEGMENT_BREAK``); kept, as a passage is read again for each of its
    figures."""
    bounds = [0, *(point for found in _SEGMENT_BREAK.finditer(text) for point in found.span()), len(text)]
    return tuple(zip(bounds[::2], bounds[1::2]))


# A segment opening with a participle ("used for 35% of the entries") tells of the subject of the segment before it.
_PARTICIPLE_LED = re.compile(r"\s*[a-z]{2,}(?:ed|ing)\b")


def subject_segment(text: str, figure: Quantity) -> tuple[int, int]:
    """The segment of ``text`` holding ``figure``, from the start of the one before it where it opens with a
    participle: "Birch was the most popular wood, used for 35% of the forty entries" gives the share to birch."""
    spans = segments(text)
    index = next((index for index, span in enumerate(spans) if span[0] <= figure.start < span[1]), None)
    if index is None:
        return figure.start, figure.end
    start, end = spans[index]
    return (spans[index - 1][0] if index and _PARTICIPLE_LED.match(text, start) else start), end


def segment_terms(text: str, figure: Quantity) -> frozenset[str]:
    """The terms of the segment of ``text`` holding ``figure``, the figure aside."""
    start, end = segment_of(text, figure.start) or (figure.start, figure.end)
    return content_terms(text[start:figure.start] + " " + text[figure.end:end])


def clause_around(text: str, figure: Quantity, breaks: re.Pattern[str]) -> tuple[int, int]:
    """The span of the clause of ``text`` holding ``figure``, between the ``breaks`` either side of it."""
    return clause_span(text, figure.start, figure.end, breaks)


def clause_span(text: str, start: int, end: int, breaks: re.Pattern[str]) -> tuple[int, int]:
    """The span of the clause of ``text`` holding ``text[start:end]``, between the ``breaks`` either side of it."""
    starts = [found.end() for found in breaks.finditer(text, 0, start)]
    after = breaks.search(text, end)
    return (starts[-1] if starts else 0), (len(text) if after is None else after.start())


def clause_terms(text: str, figure: Quantity) -> frozenset[str]:
    """The terms of the clause of ``text`` (between commas, semicolons and stops) holding ``figure``, the figure
    aside."""
    return span_clause_terms(text, figure.start, figure.end)


def span_clause_terms(text: str, start: int, end: int, breaks: re.Pattern[str] | None = None) -> frozenset[str]:
    """The terms of the clause of ``text`` holding ``text[start:end]``, that span aside; the clause ends at
    ``breaks`` (commas, semicolons and stops unless given)."""
    low, high = clause_span(text, start, end, CLAUSE_END if breaks is None else breaks)
    return content_terms(text[low:start] + " " + text[end:high])


# Where a clause ends: a comma (not one inside a figure), a semicolon, a stop.
CLAUSE_END = re.compile(r"[，；。;]|,(?!\d)|\.(?!\d)")
# Where a Chinese clause ends: an English sentence is one clause.
CHINESE_CLAUSE = re.compile(r"[，；。]")
# Where a part of a passage ends, between semicolons and full stops: its clauses share a year ("2024年底前，实现…全覆盖")
# and a subject (亚军为东港区选手赵磊，总成绩305公斤), its parts need not.
PART_BREAK = re.compile(r"[；;。]|\.(?!\d)")
# Where a statement a sentence joins to another ends: a Chinese clause, or an English one at a semicolon, at "while"
# or "but", or at an "and" after a comma ("snooker and pool venues" joins two nouns, not two statements).
_STATEMENT_END = re.compile(r"[，；。;]|,\s*(?:and|but|while|whereas|although|though)\b"
                            r"|\s(?:while|whereas|but|although|though)\s", re.IGNORECASE)


def shares_changed(quantity: Quantity, text: str, figures: Sequence[Quantity]) -> list[Quantity]:
    """The shares among ``figures`` that a change in percent is of, stated in its statement: "27% in 2024, an
    increase of 8%" is a change of the 27% (in points, written as percent), not one worked out from another pair of the
    evidence (rates from £8.40 to £9.10, up 8.3%)."""
    if quantity.dimension != "percent":
        return []
    low, high = clause_around(text, quantity, _STATEMENT_END)
    return [item for item in figures if item.dimension == "percent" and item.kind == "value"
            and item is not quantity and low <= item.start < high]


def overlapping(first: Quantity, second: Quantity) -> bool:
    """Whether two figures share text: a figure read out of a range is no witness to the range's other reading."""
    return first.start < second.end and second.start < first.end


def evidence_values(passages: Sequence[Passage]) -> list[Quantity]:
    return [item for passage in passages for item in passage.quantities if item.kind == "value"]


def movements_in(passage: Passage) -> tuple[tuple[Quantity, Quantity], ...]:
    """The (start, end) of each movement a passage gives between two figures of one unit: "from 48 to 16",
    由48人减少到16人, or the end with its start in brackets after it ("£4.80 (was £5.20)", 4.8元（原价5.2元）)."""
    items = [item for item in passage.quantities if item.kind == "value" and item.value > 0]
    found = []
    for first, second in zip(items, items[1:]):
        if unit_key(first) != unit_key(second) or second.start - first.end > _MOVEMENT_REACH:
            continue
        if STARTED_FROM.search(passage.text, max(0, first.start - _MOVEMENT_REACH), first.start) \
                and ENDED_AT.search(passage.text, first.end, second.start):
            found.append((first, second))
        elif _WAS_BETWEEN.fullmatch(passage.text, first.end, second.start):
            found.append((second, first))
    return tuple(found)


# How far apart the start and end of one movement stand at most: "由48人减少到16人", "from 1,200 to 950".
_MOVEMENT_REACH = 16
# What stands between a new figure and its old one in brackets: "£4.80 (was £5.20)", "(previously 12)", （原价.
_WAS_BETWEEN = re.compile(r"\s*[(\uff08]\s*(?:was|previously|formerly|down from|up from|原价|原为|原)\s*",
                          re.IGNORECASE)


def part_of_one_before(text: str, figure: Quantity) -> bool:
    """Whether the text gives ``figure`` as a part of the figure before it ("684 hedgehogs, of which 402")."""
    return _PART_BEFORE.search(text, max(0, figure.start - _PART_REACH), figure.start) is not None


def is_small_word_number(quantity: Quantity) -> bool:
    """Whether a count is a small number written as a word ("two new services"): prose counting things, not a
    figure reported."""
    return (
        quantity.spelled
        and quantity.kind == "value"
        and quantity.dimension == COUNT
        and abs(quantity.value) <= SMALL_WORD_NUMBER
    )


def unit_key(quantity: Quantity) -> tuple[str, str]:
    return quantity.dimension, quantity.unit


def counted_alike(one: Quantity, other: Quantity) -> bool:
    """Whether two figures may count the same things: not when each names what it counts and the names differ
    ("六个城区" and "1,870家")."""
    return not one.counted or not other.counted or one.counted == other.counted


def worked_figure(like: Quantity, value: float, unit_of: Quantity) -> Quantity:
    """A worked-out figure, shaped as an evidence quantity in the unit of ``unit_of``."""
    return replace(unit_of, value=value, kind="value", high=None, bound=None, approximate=False, fraction=False,
                   whole=None, surface=like.surface, start=like.start, end=like.end)
