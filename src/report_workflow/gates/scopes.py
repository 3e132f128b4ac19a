"""FE scopes: the words that say which record or which average a figure is measured against are the evidence's.

"Broke the Asian record" and "broke the world record" share every word but the one that is the finding; so do
"0.72°C warmer than the 1991-2020 average" and "than the pre-industrial average". The share of terms the coverage
gate asks for lets one swapped qualifier through; here the qualifier of a record, average, baseline or benchmark
is compared with the qualifiers the evidence gives the same noun.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..text import find_quantities
from ..text.quantities import Quantity
from .align import clause_spans
from .base import Finding, Rule
from .inputs import Evidence, Passage, Statement
from .lexicon import CHINESE_CHARACTER, WholeWordScreen, WordScreen
from .numbers import supports
from .phrases import Marks, mentions_any


class ScopeOfReferenceChanged(Rule):
    """The sentence qualifies a record, average, baseline or benchmark otherwise than the evidence does.

    What it does: reads each record, average, baseline or benchmark a sentence names as a noun ("the world
    record", "the 1991-2020 average for July", 亚洲纪录, 全国平均水平, 1991-2020年平均值) with the words just before
    it that say whose or which one it is (world, Asian, national, Olympic; pre-industrial, 1991-2020,
    20th-century; 世界, 亚洲, 全国, 奥运会), leaving out words that only say how new or current it is (new,
    previous, 新); an average, baseline or benchmark only where a figure is compared with it (than, above,
    below; 高于, 比…偏高), since elsewhere "strong baselines" describe. When the evidence qualifies the same
    noun, and the sentence's qualifier swaps a word of every one of the evidence's for another (each has a word
    the other lacks), it blocks. A noun the sentence leaves unqualified ("broke the record") or qualifies with
    fewer of the evidence's words ("world" for "men's 100m world") says less, not otherwise, and passes here (a
    narrower group left out is ``RecordGroupDropped``). The
    area a statistic covers is read the same way: a clause stating a figure over a whole area (全国, 全省, 全市,
    全区, 全县; nationwide, statewide, citywide, countywide), or after a clause naming one and stating no figure
    (在全省…抽检中，共抽检酱油36批次), blocks when the evidence clause stating that figure
    names another whole area and not the sentence's. A high or low stated over all time (历史最高, "an all-time
    high", "the highest on record") blocks where the evidence states it over a stretch of time only (近五年来最高,
    "the highest in five years", "a decade high"), and so does a first ("for the first time", 首次) where the
    evidence states a first since a time ("for the first time since 2015", 九年来首次, 时隔九年再次).

    Why it matters: an Asian record is not a world record, a rise over the 1991-2020 average is not a rise
    over the pre-industrial one, and a province's forest cover is not the nation's; the figure is the same and
    the finding is another.

    Example: evidence "苏炳添跑出9秒83，打破亚洲纪录。", sentence "苏炳添跑出9秒83，打破世界纪录。" blocks; evidence
    "2023年，全省森林覆盖率达到63.2%。", sentence "2023年全国森林覆盖率达到63.2%。" blocks.

    Fix: name the record, the average or the area the evidence names.
    """

    code = "FE022"
    family = "FE"
    message = "the sentence says \u201c{phrase}\u201d, but the evidence says \u201c{evidence_phrase}\u201d"
    hint = "name the {noun} as the evidence does: \u201c{evidence_phrase}\u201d"


class RecordGroupDropped(Rule):
    """The sentence names a record without the group the evidence's record is of.

    What it does: reads each record the sentence names with its qualifier (as ``ScopeOfReferenceChanged`` does) and
    blocks when an evidence record qualified with every word of the sentence's also names a group narrower than all
    comers (junior, youth, masters, veterans, club, county, school, university, indoor; 青年, 少年, 大学生, 中学生,
    俱乐部, 赛会, 室内) that the sentence never writes: "national" for "national junior". The words of an event
    ("world" for "men's 100m world") may be left out, as that rule lets them be.

    Why it matters: a national junior record is no national record; dropping the one word keeps every name and
    figure and claims the best mark of everyone.

    Example: evidence "Demir solved the 4x4x4 in 24.61 seconds, a new national junior record.", sentence "Demir set a
    new national record of 24.61 seconds." blocks; "a new national junior record" passes.

    Fix: keep the group the record is of ("junior").
    """

    code = "FE051"
    family = "FE"
    message = "the sentence says \u201c{phrase}\u201d, but the evidence's record is \u201c{evidence_phrase}\u201d"
    hint = "keep the group the record is of (\u201c{group}\u201d)"


RULES: tuple[Rule, ...] = (ScopeOfReferenceChanged(), RecordGroupDropped())
SCOPE_OF_REFERENCE_CHANGED, RECORD_GROUP_DROPPED = RULES
# Groups narrower than all comers a record may be of, as qualifier words (``_word_parts``: no plural s, pairs of
# Chinese characters).
_NARROW_GROUPS = frozenset("junior youth age-group master veteran club county school university indoor".split()) | {
    "青年", "少年", "大学", "中学", "乐部", "赛会", "室内"}


@dataclass(frozen=True, slots=True)
class Qualified:
    """A reference noun as a text names it: its kind, the words qualifying it, and the phrase they make."""

    noun: str
    words: frozenset[str]
    phrase: str
    compared: bool  # a figure is compared with it: "warmer than the 1991-2020 average", 高于全国平均水平


# Only a record is a reference wherever it is named; an average, baseline or benchmark is one where a figure is
# compared with it (elsewhere "strong baselines" and "standard benchmarks" describe, they do not place a figure).
ALWAYS_A_REFERENCE = "record"
# The noun only where it is one: before a full stop, a comma or a function word ("the world record of 9.58",
# "the 1991-2020 average for July"), not as a modifier ("a record 9.58 seconds", "average temperature") nor in a
# name (Atlantic Records).
_ENGLISH_NOUN = re.compile(
    r"\b(?P<noun>record|average|baseline|benchmark)s?\b(?<!(?-i:Records))"
    r"(?=\s*(?:[,.;:)\]!?\"\u201d]|\Z)|\s+(?:for|of|in|on|at|by|and|or|than|set|was|is|were|are|has|had|which|that"
    r"|from|since|with|held|to|as|but|when|while|after|before)\b)",
    re.IGNORECASE,
)
# Every reference noun holds one of these: texts without one are passed over cheaply.
_REFERENCE_MARKS = Marks("record", "average", "baseline", "benchmark", "纪录", "平均", "均值", "基准")
_CHINESE_NOUN = re.compile(r"(?P<noun>纪录|平均值|平均水平|均值|基准值|基准线|平均(?=[高低偏多少]))")
_CHINESE_KINDS = {"纪录": "record", "平均值": "average", "平均水平": "average", "均值": "average", "平均": "average",
                  "基准值": "baseline", "基准线": "baseline"}
# Words before the noun that end its qualifier (articles, prepositions, verbs of breaking or comparing) and words
# that qualify it without saying which one it is (new, previous).
_ENGLISH_STOPS = frozenset(
    "the a an its his her their our this that these those of for in on at by than to and or with from as is was "
    "were are be been set sets setting broke breaks break breaking beat beats beating equalled equaled equals tied "
    "ties matched smashed above below over under since where which who whose when several many some any all no "
    "both each every few more most other such multiple".split()
)
_ENGLISH_COMPARED = re.compile(
    r"\b(?:than|above|below|over|under|relative to|compared (?:with|to)|against|versus|vs\.?|exceed(?:ed|s|ing)?"
    r"|surpass(?:ed|es|ing)?)\s+(?:the\s+|its\s+|their\s+)?\Z", re.IGNORECASE)
_ENGLISH_GENERIC = frozenset("new previous old former current existing standing long-standing longstanding all-time "
                             "official own".split())
MAX_ENGLISH_QUALIFIER = 3
# A count right before a plural noun: "1.84 million records", "twelve benchmarks".
_COUNTED = re.compile(r"(?:\d|\b(?:thousand|million|billion|hundred|dozen|two|three|four|five|six|seven|eight|nine|ten"
                      r"|eleven|twelve))\s+\Z", re.IGNORECASE)
_ENGLISH_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'\u2019.\-\u2013]*")
_CLAUSE_BREAK = re.compile(r"[,;:()\"\u201c\u201d!?]|\.(?!\d)")
_CHINESE_RUN = re.compile(r"[\u4e00-\u9fff0-9\-\u2013~]{1,12}\Z")
_CHINESE_COMPARED = re.compile(r"比|较|高于|低于|超过|超出|相比|对比|[高低偏多少]")
_CHINESE_STOPS = re.compile(r"打破|刷新|创造|创下|改写|追平|保持|超过|超越|低于|高于|[比较的了新项个次该此这其创破平与和同为是于在有]")
_WORD_PART = re.compile(r"[\u4e00-\u9fff]+|[a-z]+(?:-[a-z]+)*|\d+")


def qualified_references(text: str) -> tuple[Qualified, ...]:
    """The records, averages, baselines and benchmarks ``text`` names with the words qualifying each."""
    if not mentions_any(text, _REFERENCE_MARKS):
        return ()
    found = [_english(text, match) for match in _ENGLISH_NOUN.finditer(text)]
    found += [_chinese(text, match) for match in _CHINESE_NOUN.finditer(text)]
    return tuple(item for item in found if item is not None)


def _english(text: str, match: re.Match[str]) -> Qualified | None:
    before = text[max(0, match.start() - 60):match.start()]
    if _COUNTED.search(before) and match.group().lower().endswith("s"):
        return None  # "1.84 million records", "320 benchmarks": things counted, not a reference
    breaks = list(_CLAUSE_BREAK.finditer(before))
    clause = before[breaks[-1].end():] if breaks else before
    words = list(_ENGLISH_WORD.finditer(clause))
    qualifier: list[str] = []
    opening = len(clause)
    for word in reversed(words[-MAX_ENGLISH_QUALIFIER:]):
        lowered = word.group().lower().rstrip(".")
        if lowered in _ENGLISH_STOPS:
            break
        opening = word.start()
        if lowered not in _ENGLISH_GENERIC:
            qualifier.insert(0, word.group().rstrip("."))
    if not qualifier:
        return None
    noun = match.group("noun").lower()
    compared = _ENGLISH_COMPARED.search(clause, 0, opening) is not None
    return Qualified(noun, _word_parts(" ".join(qualifier)), f"{' '.join(qualifier)} {match.group()}",
                     compared)


def _chinese(text: str, match: re.Match[str]) -> Qualified | None:
    run = _CHINESE_RUN.search(text, max(0, match.start() - 12), match.start())
    if run is None:
        return None
    pieces = [piece for piece in _CHINESE_STOPS.split(run.group()) if piece]
    if not pieces:
        return None
    qualifier = _without_amounts(pieces[-1])
    compared = (_CHINESE_COMPARED.search(text, max(0, match.start() - 12), match.start()) is not None
                or _CHINESE_COMPARED.match(text, match.end()) is not None)
    return Qualified(_CHINESE_KINDS[match.group("noun")], _word_parts(qualifier), qualifier + match.group("noun"),
                     compared)


def _without_amounts(qualifier: str) -> str:
    """A Chinese qualifier without the amounts in it: 此前1108斤的纪录 names the record by its weight, which is what
    the record is, not which record it is (the 2015 of 2015年以来 stays)."""
    amounts = [item for item in find_quantities(qualifier) if item.kind == "value" and item.unit]
    for item in reversed(amounts):
        qualifier = qualifier[:item.start] + qualifier[item.end:]
    return qualifier


def _word_parts(qualifier: str) -> frozenset[str]:
    """What two qualifiers are compared by: English words without a plural s, numbers, and pairs of Chinese
    characters (世界, 亚洲; 全国 and 全省 share none). A lone character after a number (the 年 of 1991-2020年) is
    how the number is written, not which one it is."""
    parts: set[str] = set()
    found = _WORD_PART.findall(qualifier.lower())
    for part in found:
        if not part.isascii():
            if len(part) > 1 or len(found) == 1:
                parts.update(part[index:index + 2] for index in range(max(1, len(part) - 1)))
        else:
            parts.add(part.removesuffix("s") if part.isalpha() and len(part) > 3 else part)
    return frozenset(parts)


def _years_set_after(text: str, mine: Qualified) -> frozenset[str]:
    """The years qualifying ``mine`` that ``text`` writes after its noun: "the 2019 record" names the "event record
    of 34.9 seconds set in 2019"."""
    return frozenset(word for word in mine.words if len(word) == 4 and word.isdigit() and re.search(
        rf"\b{mine.noun}\b(?:[^.;]|\.\d){{0,60}}\b{word}\b", text, re.IGNORECASE))


def _swapped(mine: frozenset[str], theirs: frozenset[str]) -> bool:
    """Whether each qualifier has a word the other lacks: "world" for "Asian", 男子100米世界 for 男子100米亚洲. A
    qualifier with fewer words ("world" for "men's world", 世界 for 男子100米世界) says less, not otherwise."""
    return bool(mine - theirs) and bool(theirs - mine)


def _reordered(mine: Qualified, theirs: Qualified) -> bool:
    """Whether a Chinese qualifier writes only characters of the evidence's, in another order: 场地单圈最快纪录 for
    本月场地最快单圈纪录 names the same record (its character pairs differ, its characters do not)."""
    return not mine.phrase.isascii() \
        and set(CHINESE_CHARACTER.findall(mine.phrase)) <= set(CHINESE_CHARACTER.findall(theirs.phrase))


# A whole area a figure is stated over: 全省森林覆盖率达到63.2%, "forest cover reached 63.2% statewide"; not the
# name of a national body (全国人大, 全国政协) nor the whole of a market or region (全市场, 全区域).
_AREA = re.compile(r"全(?:国|省|市|区|县|州)(?!人大|政协|总工会|妇联|场|域)|\b(?:nation|state|city|county|province)-?wide\b", re.IGNORECASE)
# Every whole area holds one of these: 全国, "nationwide".
_AREA_MARKS = Marks("全", "wide")


def area_scopes(item: Statement | Passage) -> tuple[tuple[str, tuple[Quantity, ...]], ...]:
    """Each whole area a clause of ``item`` names, with the figures the clause states over it, or the clauses after
    it that name no area of their own where it states none (在全省第三季度抽检中，共抽检酱油三十六批次)."""
    if not mentions_any(item.text, _AREA_MARKS) or not _AREA.search(item.text):
        return ()
    found = []
    carried: str | None = None
    for start, end in item.feature(clause_spans):
        areas = {match.group(0).lower() for match in _AREA.finditer(item.text, start, end)}
        figures = tuple(quantity for quantity in item.quantities
                        if quantity.kind == "value" and start <= quantity.start < end)
        if len(areas) == 1 and figures:
            found.append((next(iter(areas)), figures))
        elif not areas and figures and carried is not None:
            found.append((carried, figures))
        if areas:
            carried = next(iter(areas)) if len(areas) == 1 and not figures else None
    return tuple(found)


def _check_areas(statement: Statement, evidence: Evidence) -> list[Finding]:
    for area, figures in statement.derived(area_scopes):
        stated = [(passage, other) for passage in evidence.passages for other, theirs in passage.derived(area_scopes)
                  if any(supports(mine, their) for mine in figures for their in theirs)]
        if stated and all(other != area for _, other in stated):
            passage, other = stated[0]
            return [SCOPE_OF_REFERENCE_CHANGED.finding(
                sentence=statement.text, span=statement.span, evidence=passage.ref,
                phrase=area, evidence_phrase=other, noun="area",
            )]
    return []


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    return _check_references(statement, evidence) or _check_groups(statement, evidence) \
        or _check_areas(statement, evidence) or _check_highs(statement, evidence)


def _check_groups(statement: Statement, evidence: Evidence) -> list[Finding]:
    lowered = statement.text.lower()
    for mine in statement.feature(qualified_references):
        if mine.noun != ALWAYS_A_REFERENCE:
            continue
        for passage in evidence.passages:
            for theirs in passage.feature(qualified_references):
                if theirs.noun != mine.noun or not mine.words < theirs.words:
                    continue
                dropped = sorted(group for group in (theirs.words - mine.words) & _NARROW_GROUPS
                                 if group not in lowered)
                if dropped:
                    return [RECORD_GROUP_DROPPED.finding(
                        sentence=statement.text, span=statement.span, evidence=passage.ref, phrase=mine.phrase,
                        evidence_phrase=theirs.phrase, group=dropped[0])]
    return []


# A high or low stated over all time: 历史最高, 历史新高, 有记录以来最高, "an all-time high", "a record low", "the
# highest ever", "the highest on record".
_ALL_TIME = re.compile(r"历史(?:最高|最低|新高|新低)|有(?:史|记录)以来最(?:高|低|多|少)"
                       r"|创(?:下)?历史(?:最高|最低|新高|新低|纪录)|\b(?:all-time|record) (?:high|low)s?\b"
                       r"|\b(?:highest|lowest) (?:ever|on record)\b",
                       re.IGNORECASE)
# A high or low stated over a stretch of time: 近五年来最高, 十年来新高, 2015年以来最低, "the highest in five
# years", "the highest since 2015", "a five-year high".
_OVER_A_STRETCH = re.compile(
    r"(?:近|过去)?[\d一二三四五六七八九十两]+(?:个)?(?:年|月)(?:来|以来)?的?(?:最高|最低|新高|新低)"
    r"|\d{4}年(?:以来|来)(?:的)?(?:最高|最低|新高|新低)"
    r"|\b(?:highest|lowest|best|worst) (?:in|for) (?:(?:more than|over|almost|nearly) )?(?:\w+ ){0,2}"
    r"(?:years?|decades?|months?)\b|\b(?:highest|lowest|best|worst) since\b"
    r"|\b[\w-]+-(?:year|decade|month) (?:high|low)s?\b", re.IGNORECASE)


# A first stated over all time: "for the first time" (not "since 2015" or "in nine years" after it), "the first
# time ever", "the first woman ever to", 首次 and 第一次 (not 以来首次, 年来首次).
_FIRST_EVER = re.compile(r"\bfor the first time\b(?!\s+(?:since|in|for)\b)|\bthe first (?:[\w-]+ ){0,2}ever\b"
                         r"|(?<!以来)(?<!年来)(?<!年后)(?:首次|第一次)", re.IGNORECASE)
# A first stated over a stretch of time: "for the first time since 2015", "the first time in nine years", "the first
# woman since 2011", 2015年以来首次, 九年来首次, 时隔九年再次.
_FIRST_SINCE = re.compile(r"\b(?:for )?the first (?:time|[\w-]+(?: [\w-]+)?) (?:since|in)\b[^,;.]{0,30}"
                          r"|[^，。；,;]{0,12}(?:以来|年来|年后)(?:首次|第一次)|时隔[^，。；,;]{1,10}(?:首次|第一次|再次|重新)",
                          re.IGNORECASE)
# Each: what states a thing over all time, the words one of which each English match of it holds (a high or low
# whole, a Chinese one a Chinese character), what states it over a stretch only, and what the thing is.
_STRETCHES: tuple[tuple[re.Pattern[str], WordScreen | WholeWordScreen, re.Pattern[str], str], ...] = (
    (_ALL_TIME, WholeWordScreen("high", "highs", "low", "lows", "highest", "lowest", chinese=True), _OVER_A_STRETCH,
     "high or low"),
    (_FIRST_EVER, WordScreen("the first", chinese=True), _FIRST_SINCE, "first"),
)


def _check_highs(statement: Statement, evidence: Evidence) -> list[Finding]:
    """A high, a low or a first the sentence states over all time where the evidence states it over a stretch of
    time only ("an all-time high" for "the highest in five years", 历史最高 for 近五年来最高水平, "entered the top 100
    for the first time" for "returned to the top 100 for the first time since 2015")."""
    for ever, ever_words, stretch, noun in _STRETCHES:
        mine = ever.search(statement.text) if ever_words.may_match(statement.text) else None
        if mine is None or stretch.search(statement.text) \
                or any(ever.search(passage.text) for passage in evidence.passages):
            continue
        for passage in evidence.passages:
            if theirs := stretch.search(passage.text):
                return [SCOPE_OF_REFERENCE_CHANGED.finding(
                    sentence=statement.text, span=statement.span, evidence=passage.ref,
                    phrase=mine.group(), evidence_phrase=theirs.group().strip(), noun=noun,
                )]
    return []


def _check_references(statement: Statement, evidence: Evidence) -> list[Finding]:
    for mine in statement.feature(qualified_references):
        if mine.noun != ALWAYS_A_REFERENCE and not mine.compared:
            continue
        stated = [(passage, theirs) for passage in evidence.passages
                  for theirs in passage.feature(qualified_references) if theirs.noun == mine.noun]
        if stated and all(_swapped(mine.words - _years_set_after(passage.text, mine), theirs.words)
                          and not _reordered(mine, theirs) for passage, theirs in stated):
            passage, theirs = stated[0]
            return [SCOPE_OF_REFERENCE_CHANGED.finding(
                sentence=statement.text, span=statement.span, evidence=passage.ref,
                phrase=mine.phrase, evidence_phrase=theirs.phrase, noun=mine.noun,
            )]
    return []
