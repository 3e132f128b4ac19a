"""The one quantity parser: every figure in a text, with its unit, scale, range, bound and kind.

``find_quantities`` returns, in order and without overlaps, a ``Quantity`` for each figure. ``kind`` says
what the figure is, so that gates compare like with like:

- ``value``: a measurement or count: ``5%``, ``$1.2 billion``, ``1.5 km``, ``1.2亿元``, ``三点二``, ``twenty-five``;
  a share written as a fraction is an exact percent (``fraction``): ``one in five`` and ``五分之一`` are 20%,
  ``two-thirds of``, ``half of the patients``, ``半数``, ``一半`` (where, see ``text.proportions``).
- ``range``: ``10–20%``, ``between 5 and 7 million``, ``3至5年``; ``value`` is the low end, ``high`` the high end.
- ``bound``: ``more than 5%``, ``不超过3天``, ``10+``, ``5%以上``, ``5000台以上`` (after the classifier of what is
  counted); ``bound`` is ``lt``, ``le``, ``gt`` or ``ge``.
- ``year``: ``2023`` standing alone, ``FY23``, ``2023年``, ``mid-2023``; a span of years (``2020-21``,
  ``2019至2021年``, ``the 1990s``) sets ``high``.
- ``date``: ``2023-05-01``, ``May 1, 2023``, ``1 May 2023``, ``5月1日``; ``value`` is YYYYMMDD with 00 for
  the parts not written (``May 2023`` is 20230500, ``5月1日`` is 501).
- ``quarter``: ``Q3 2023``, ``3Q23``, ``2023年第三季度``, ``the third quarter``; ``value`` is year*10+q, or q.
- ``ordinal``: ``3rd``, ``third``, ``第三``; one counting a run of years ("the third year running", 连续第三年) is a
  ``value`` of that many years.
- ``clock``: a time of day, ``10:30``, ``3 p.m.``; ``value`` is seconds after midnight.
- ``test``: the speed range of an acceleration test, ``0-100 km/h`` in ``0-100 km/h加速3.8秒``, ``accelerates from
  0-60 mph``: the conditions the time was measured under, not a figure; ``value`` is the top speed.
- ``label``: a number that names rather than measures: ``ISO 9001``, ``COVID-19``, ``GPT-4``, ``H2O``,
  ``5G``, ``v3.2.1``, ``IPv6``, ``Table 3``, ``Figure 2``, ``page 12``, ``section 4.2``, ``#12``,
  ``010-1234-5678``; ``value`` is the number in it.

Only ``value``, ``range`` and ``bound`` are measurements (``Quantity.is_measurement``). Citation markers
(``[1]``, ``[1, 2]``, ``[CITE:ev-12ab]``) are skipped altogether: they are references, not content.
Values are canonical: the written number times its scale, converted to the base unit of its dimension
(``1,500 ms`` and ``1.5 s`` are both 1.5 s; ``1.2亿`` and ``120 million`` are both 1.2e8) and rounded to
12 significant digits so that equal statements compare equal. A bare figure right after a unit in brackets
(``tensile strength (MPa) was 315.2``, ``营业收入（万元）为5800``) is read in that unit, as a table cell is read in
its header's. A flight level (``FL350``, ``flight level 350``) is a length in hundreds of feet. Two Chinese units
double as other words and count only where they cannot be those: 日 counts days after a figure no month has
(``90日``) or before 内 (``15日内``), not in ``3日召开``; 两 is 50 g after a numeral where nothing it could count
follows (``二两。``, not ``一两个月``). A half written with a Chinese unit counts (``3年半``, ``4个半小时``), not the half of the day
``上午半天`` names; 一 before a dose or a period with a figure after it writes "per" and is no count (``一次0.5克，一日3次``); a
unit word written again after a preposition compares periods and is no unit (``$510 million year over year``); two
pressures written one over the other share the unit and the bound around them (``<140/90 mmHg``). Where a reading is
doubtful the parser prefers less: a bare number rather than a wrong unit.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass, fields, make_dataclass, replace
from functools import lru_cache
from typing import Any

from report_workflow.text.dates import (
    DECADE,
    Figure,
    calendar_figure,
    chinese_century,
    chinese_month,
    dotted_clock,
    MONTH_WORDS,
    english_clock,
    lone_month,
    month_span_opening,
    named_century,
    ordinal_or_quarter,
    quarter_after_q,
    quarter_after_year,
    span_start,
    spelled_chinese_clock,
    spelled_race_time,
    spelled_seconds,
    two_digit_year,
    years_of_span,
)
from report_workflow.text.numerals import (
    CJK_DIGITS,
    CJK_NUMERAL_CHARS,
    NUMBER_WORDS,
    ORDINAL_WORDS,
    SCALE_WORDS,
    WORD_NUMBER,
    compound_ordinal,
    parse_cjk_numeral,
    parse_word_number,
)
from report_workflow.text.proportions import DENOMINATOR_WORDS, SHARE_WORDS, share_after, share_of_word
from report_workflow.text.qualifiers import BOUNDS, Name, Prefix, look_behind
from report_workflow.text.markers import CITATION_MARKER
from report_workflow.text.terms import STOPWORDS, ascii_words
from report_workflow.text.units import (
    CURRENCY_PREFIXES,
    SYMBOL_STARTS,
    WORD_STARTS,
    Unit,
    UnitMatch,
    currency,
    flight_level,
    match_unit,
    over_area,
    over_period,
    over_volume,
)

MEASUREMENT_KINDS = frozenset({"value", "range", "bound"})
# The sides of a bound (``Quantity.bound``): more than or at least, less than or at most.
LOWER_BOUNDS = frozenset({"gt", "ge"})
UPPER_BOUNDS = frozenset({"lt", "le"})


@dataclass(frozen=True, slots=True)
class Quantity:
    """A figure found in a text, with its canonical value and exactly where it was written."""

    value: float
    unit: str
    dimension: str
    kind: str
    surface: str
    start: int
    end: int
    magnitude: float
    scale: float = 1.0
    decimals: int = 0
    high: float | None = None
    bound: str | None = None
    approximate: bool = False
    negative: bool = False
    spelled: bool = False  # written in words or Chinese numerals rather than digits
    unit_factor: float = 1.0  # canonical units per written unit (1000 for km)
    counted: str = ""  # what a count names right after it (31 *votes*, 312*例*); "" for a bare figure
    fraction: bool = False  # a share written as a fraction (a third, one in five, 三分之二): exact, not rounded
    whole: float | None = None  # the whole of a share written with counts ("3 out of 5 matches": 5)

    @property
    def part(self) -> float | None:
        """The part of a share written with counts ("3 out of 5 matches": 3)."""
        return None if self.whole is None else round(self.value * self.whole / 100, 6)

    @property
    def precision(self) -> float:
        """The resolution of the figure as written, in canonical units: 3.50 km -> 10 m, 1.2亿 -> 1e7; 0 for a
        fraction, which states its share exactly ("a third" is 33.33...%, not a rounding of it)."""
        if self.fraction:
            return 0.0
        return 10.0**-self.decimals * self.scale * abs(self.unit_factor)

    @property
    def is_measurement(self) -> bool:
        return self.kind in MEASUREMENT_KINDS

    @property
    def zero(self) -> float:
        """Where the figure's scale starts, in its base unit: 273.15 for a temperature in ℃ (25 ℃ is 298.15 K), 0 for
        any other figure."""
        if self.dimension != "temperature" or self.kind not in MEASUREMENT_KINDS:
            return 0.0
        return self.value - self.magnitude * self.scale * self.unit_factor

    def as_difference(self) -> Quantity:
        """The figure read as a difference of two of its kind: a temperature without the offset of its scale's zero
        (a rise of 0.9 ℃ is 0.9 K, as 27.0 ℃ less 26.1 ℃ is, not 274.05 K); any other figure as it is."""
        offset = self.zero
        if not offset:
            return self
        high = None if self.high is None else _round(self.high - offset)
        return replace(self, value=_round(self.value - offset), high=high)

    def to_record(self) -> dict[str, Any]:
        """The JSON-ready form stored in the evidence ledger."""
        return {
            "value": self.value, "unit": self.unit, "dimension": self.dimension, "kind": self.kind,
            "surface": self.surface, "start": self.start, "end": self.end, "magnitude": self.magnitude,
            "scale": self.scale, "decimals": self.decimals, "precision": self.precision, "high": self.high,
            "bound": self.bound, "approximate": self.approximate, "negative": self.negative,
            "spelled": self.spelled,
        }


# A frozen dataclass sets each field through ``object.__setattr__``, which made building a Quantity cost more
# than finding it. A draft with the same slots takes plain stores and then becomes the Quantity that
# ``Quantity(...)`` would have built (a change to the fields changes both, or the class swap fails loudly).
_QuantityDraft = make_dataclass("_QuantityDraft", [(field.name, field.type) for field in fields(Quantity)],
                                slots=True)


def _quantity(*values: Any) -> Quantity:
    """``Quantity(*values)`` with every field given, built cheaply."""
    draft = _QuantityDraft(*values)
    draft.__class__ = Quantity  # type: ignore[assignment]
    return draft  # type: ignore[return-value]


# -- scanning ------------------------------------------------------------------------------------------

# Full-width forms become ASCII in a scanning copy of the same length. The full-width comma stays: it is a
# thousands separator only between groups of exactly three digits (１２３，４５６), otherwise it lists (3，5，7).
_WIDE = re.compile("[\uff04\uff05\uff0b\uff0d-\uff1a\uff1c-\uff1e\uff21-\uff3a\uff41-\uff5a\uff5e"
                   "\u2212\ufe63\uffe5\u301c\u3000]")
_NARROW = {chr(code): chr(code - 0xFEE0) for code in range(0xFF01, 0xFF5F)}
_NARROW.update({"\u2212": "-", "\ufe63": "-", "\uffe5": "¥", "\u301c": "~", "\u3000": " "})


# A year written digit by digit in Chinese numerals (二〇二三年, 一九二一年), read as its digits are, so that a month and a
# day after it date it as they date 2023年.
_SPELLED_YEAR = re.compile("[一二][〇零一二三四五六七八九]{3}(?=年)")
_SPELLED_YEAR_DIGITS = str.maketrans("〇零一二三四五六七八九", "00123456789")


def _narrowed(text: str) -> str:
    """``text`` with the full-width characters that matter to figures made ASCII (a regex pass, not
    ``str.translate``, which is slow on Chinese text), and years written digit by digit in Chinese numerals in
    ASCII digits."""
    narrowed = _WIDE.sub(lambda found: _NARROW[found.group()], text)
    if "年" in narrowed:
        narrowed = _SPELLED_YEAR.sub(lambda found: found.group().translate(_SPELLED_YEAR_DIGITS), narrowed)
    return narrowed


_DIGITS = (r"(?:[0-9]{1,3}(?:,[0-9]{3})+(?![0-9])|[0-9]{1,3}(?:[\u00a0\u202f\u2009][0-9]{3})+(?![0-9])"
           r"|[0-9]{1,3}(?:，[0-9]{3})+(?![0-9])|[0-9]+)")
_CJK_DIGIT_CHARS = "".join(CJK_DIGITS)
# 千 before 瓦, 克 or 米 opens a unit (五十万千瓦, 一万千瓦), not a place of the numeral; 五千米 is five kilometres, as
# 5,000 metres is.
_CJK_RUN = rf"(?:(?!千[瓦克米])[{CJK_NUMERAL_CHARS}])+(?:点[{_CJK_DIGIT_CHARS}]+)?"
# Anchors are found in two steps, which is several times faster than one search with the full pattern:
# a character class finds where a figure or a citation marker may start, the full pattern is then matched.
_ANCHOR_START = re.compile(rf"[\[［【0-9{CJK_NUMERAL_CHARS}半]")
_ANCHOR = re.compile(
    rf"(?P<cite>{CITATION_MARKER})|(?P<num>{_DIGITS}(?:\.[0-9]+)?)|(?P<half>半数|一半)"
    rf"|(?P<half_unit>(?<!上午)(?<!下午)半(?=个?(?:小时|钟头|月)|[天年](?![度报刊龄级纪])))|(?P<cjk>{_CJK_RUN})")
_DIGIT_CORE = re.compile(rf"{_DIGITS}(?:\.[0-9]+)?")
_ASCII_DIGIT = re.compile("[0-9]")
_CJK_RUN_AT = re.compile(_CJK_RUN)
_ASCII_LETTERS = frozenset(string.ascii_letters)
_WORD_CHARACTERS = frozenset(string.ascii_letters + string.digits)
_NUMBER_WORD_BYTES = frozenset(word.encode() for word in NUMBER_WORDS | SHARE_WORDS | MONTH_WORDS)
# "a" or "an" counting one unit of time in a bound or beside a word of approximation: "just under a minute", "more
# than a year", "about an hour", "a year or more", "a week to ten days". Elsewhere the article names no amount ("a
# year of growth", "£3 a week"), nor after a comparative, where it names what is compared with ("720,000 tonnes more
# than a year earlier"; "more than an hour before the train leaves" is a length of time before an event);
# after a word of approximation it is the amount an event moved by ("roughly a week earlier than usual").
_TIME_UNIT_WORD = r"(an?)\s+(?:second|minute|hour|day|week|month|year)\b(?! and a half)"
# Before a comparative of size, "a" or "an" counts one unit of mass or length: "an ounce lighter", "a foot taller".
_MEASURE_UNIT_WORD = (r"(an?)\s+(?:ounce|pound|kilo|kilogram|gram|tonne|ton|inch|foot|yard|mile|(?:kilo|centi|milli)?"
                      r"(?:metre|meter))\b")
_MEASURED_APART = "lighter|heavier|longer|shorter|taller|higher|lower|deeper|wider|narrower|further|farther"
_ARTICLE_AS_ONE = re.compile(
    rf"\b(?:under|over|below|above|(?:more|less|fewer) than|up to|at least)\s+{_TIME_UNIT_WORD}"
    rf"(?!\s+(?:earlier|before(?!\s+(?:the|a|an|its|his|her|their|it|he|she|they|we)\b)|ago|previously|prior)\b)"
    rf"|\b(?:almost|nearly|about|around|roughly|approximately)\s+{_TIME_UNIT_WORD}"
    rf"|\b{_TIME_UNIT_WORD}(?=\s+or\s+more\b|\s+to\s+(?:\d|(?:two|three|four|five|six|seven|eight|nine|ten|eleven"
    rf"|twelve|fourteen|fifteen|twenty)\b))"
    rf"|\b{_MEASURE_UNIT_WORD}(?=\s+(?:{_MEASURED_APART})\b)")
# Every such article and unit holds one of these phrases ("a second", "an hour", "a centimet"...): texts without one
# skip the pattern. One search for them all is several times faster than looking for each in turn.
_ARTICLE_UNITS = re.compile("a (?:second|minute|day|week|month|year|pound|kilo|gram|ton|foot|yard|mile|metre|meter"
                            "|centimet|millimet)|an (?:hour|ounce|inch)")


@dataclass(slots=True)
class _Context:
    text: str  # the original: surfaces are cut from it
    scan: str  # same length, full-width forms folded to ASCII: patterns run on it
    lower: str  # ``scan`` in lower case, same length: words are matched in it
    floor: int = 0  # nothing before this offset may be taken again
    partner: int = -1  # where the second figure of a pair of dimensions starts ("1179" of "2556 x 1179")
    partner_bound: str | None = None  # the bound written before a pair that both figures share ("<140/90 mmHg")


@dataclass(slots=True)
class _Reading:
    """One number being read: where it is, how it was written, and what has been found after it."""

    start: int
    end: int
    magnitude: float
    decimals: int = 0
    scale: float = 1.0
    spelled: bool = False
    negative: bool = False
    digits: str = ""  # the digits when written plainly, as a year is
    unit: Unit | None = None
    bound: str | None = None
    approximate: bool = False
    scaled: bool = False  # a separate scale word or letter followed, which a range may share

    def value(self, unit: Unit | None) -> float:
        figure = -self.magnitude * self.scale if self.negative else self.magnitude * self.scale
        if unit is not None and (unit.factor != 1.0 or unit.offset):
            return _round(figure * unit.factor + unit.offset)
        return figure if self.scale == 1.0 else _round(figure)


def _round(value: float) -> float:
    return float(f"{value:.12g}")


_REMEMBERED_LENGTH = 4096


def find_quantities(text: str) -> list[Quantity]:
    """Every figure in ``text``, in order of position, without overlaps (see the module doc for kinds)."""
    if len(text) <= _REMEMBERED_LENGTH:
        return list(_remembered_quantities(text))  # sources and sentences come back again and again
    return _find_quantities(text)


@lru_cache(maxsize=4096)
def _remembered_quantities(text: str) -> tuple[Quantity, ...]:
    return tuple(_find_quantities(text))


# "for the third year running", "a third straight year", "the 3rd consecutive year", 连续第三年, "his fourth in a
# row": an ordinal that counts a run of that many years, as "three years in a row" and 连续三年 do.
_RUN_AFTER_ORDINAL = re.compile(r"[ \u00a0]+(?:(?:consecutive|straight|successive)[ \u00a0]+years?\b"
                                r"|(?:years?[ \u00a0]+)?(?:running|in[ \u00a0]+a[ \u00a0]+row)\b)", re.IGNORECASE)
YEAR_SECONDS = 31_557_600  # a year of 365.25 days, as the unit table has it


def _run_of_years(text: str, quantity: Quantity) -> Quantity:
    """An ordinal read as the run of years it counts (see ``_RUN_AFTER_ORDINAL``); any other figure as it is."""
    if quantity.kind != "ordinal":
        return quantity
    found = _RUN_AFTER_ORDINAL.match(text, quantity.end)
    if found is not None:
        end = found.end()
    elif text.startswith("年", quantity.end) and text.endswith("连续", 0, quantity.start):
        end = quantity.end + 1
    else:
        return quantity
    return _quantity(quantity.value * YEAR_SECONDS, "s", "time", "value", text[quantity.start:end], quantity.start,
                     end, quantity.value, 1.0, 0, None, None, False, False, quantity.spelled, float(YEAR_SECONDS), "",
                     False, None)


def _find_quantities(text: str) -> list[Quantity]:
    if not text:
        return []
    ascii_text = text.isascii()
    scan = text if ascii_text else _narrowed(text)
    lower = scan.lower()
    if len(lower) != len(scan):
        lower = "".join(char.lower() if len(char.lower()) == 1 else char for char in scan)
    words = _number_word_anchors(scan, lower)
    digits_possible = not ascii_text or _ASCII_DIGIT.search(scan) is not None
    if not digits_possible and not words:
        return []
    context = _Context(text, scan, lower)
    found: list[Quantity] = []
    anchor = _next_anchor(scan, 0) if digits_possible else None
    word_index = 0
    while True:
        if anchor is not None and anchor.start() < context.floor:
            anchor = _next_anchor(scan, context.floor)
        while word_index < len(words) and words[word_index][0] < context.floor:
            word_index += 1
        word = words[word_index] if word_index < len(words) else None
        if anchor is None and word is None:
            return _bounds_after_brackets(text, found) if ")" in text or "\uff09" in text else found
        if word is not None and (anchor is None or word[0] < anchor.start()):
            word_index += 1
            begin = word[0]
            quantity, end = _from_word(context, *word)
        else:
            assert anchor is not None
            begin = anchor.start()
            quantity, end = _from_anchor(context, anchor)
        if quantity is not None:
            if found:
                quantity = _inches_after_feet(text, found[-1], _minutes_after_hours(text, found[-1], quantity))
                quantity = _day_of_this_month(text, found, quantity)
            if found and _parts_of_one_measure(text, found[-1], quantity):
                quantity = _joined_measure(text, found.pop(), quantity)
            elif found and (with_jiao := _yuan_and_jiao(text, found[-1], quantity)) is not None:
                found.pop()
                quantity, end = with_jiao, max(end, with_jiao.end)
            quantity = _after_one_unit(text, _run_of_years(text, quantity))
            found.append(_with_partner_unit(text, found, quantity))
            if len(found) > 1:
                found[-2:] = _part_and_whole_in_one_unit(text, found[-2], found[-1])
                for index in range(len(found) - 2, -1, -1):  # 22、25和28℃: each figure of the list, back from the last
                    listed = _listed_before_unit(text, found[index], found[index + 1])
                    if listed is found[index]:
                        break
                    found[index] = listed
        context.floor = max(context.floor, end, begin + 1)


# A figure restated in brackets right after another: "18 stone (about 114 kg)".
_BRACKET_OPENS = re.compile(r"[ \u00a0]*[(（]\Z")
_BRACKET_CLOSES = re.compile(r"[ \u00a0]*[)）]")
_POSTFIX_REACH = 16


def _bounds_after_brackets(text: str, found: list[Quantity]) -> list[Quantity]:
    """``found`` with a bound written after a bracket that restates a figure given to both figures: "weigh 18 stone
    (about 114 kg) or less" bounds 18 stone and 114 kg alike."""
    for index in range(1, len(found)):
        first, second = found[index - 1], found[index]
        closed = _BRACKET_CLOSES.match(text, second.end)
        if first.kind != "value" or second.kind != "value" or closed is None \
                or not _BRACKET_OPENS.search(text, first.end, second.start):
            continue
        bound = _POSTFIX.match(text[closed.end():closed.end() + _POSTFIX_REACH].lower())
        if bound is not None and (bound.group("ge") or bound.group("le") or bound.group("cge") or bound.group("cle")):
            found[index - 1:index + 1] = [replace(item, kind="bound", bound=_postfix_bound(bound))
                                          for item in (first, second)]
    return found


# A bare figure set against a measured one takes its unit when written as its earlier or other reading: "14.62
# million tonnes (H1 2024: 13.90 million)", "€43.20 (2023: 41.10)", "to 9.1 µg/m³ from 8.7", "38 µg/m³, against 43".
_PAIRED_IN_BRACKETS = re.compile(r"[(（][^()（）:：]{1,24}[:：][ \u00a0]*\Z")
_PAIRED_AFTER = re.compile(r"[ \u00a0]*,?[ \u00a0]*(?:(?:up|down)[ \u00a0]+)?(?:from|against|compared[ \u00a0]+"
                           r"(?:with|to)|vs\.?|versus)[ \u00a0]+\Z", re.IGNORECASE)
_LEVEL_BEFORE = re.compile(r"\b(?:to|at)[ \u00a0]+\Z", re.IGNORECASE)
_PAIRED_REACH = 40
_PAIRED_RATIO = 10  # an earlier reading of the same thing is of like size


def _with_partner_unit(text: str, found: list[Quantity], bare: Quantity) -> Quantity:
    """``bare`` with the unit of the measured figure it is paired with (see ``_PAIRED_IN_BRACKETS``), or as it is.

    After "from" the measured figure must be a level ("to 9.1 µg/m³ from 8.7"): in "rose 5% from 12 million" the
    figure after "from" is not a share. Both are written with the same scale word and are of like size."""
    if not _is_bare(bare):
        return bare
    before = text[max(0, bare.start - _PAIRED_REACH):bare.start]
    bracket = _PAIRED_IN_BRACKETS.search(before)
    gap_start = bare.start - len(before) + bracket.start() if bracket is not None else bare.start
    partner = next((quantity for quantity in reversed(found) if quantity.end <= gap_start), None)
    if partner is None or not _of_like_kind(bare, partner):
        return bare
    gap = text[partner.end:gap_start]
    if bracket is not None:
        paired = not gap.strip()
    else:
        paired = _PAIRED_AFTER.fullmatch(gap) is not None and (
            not gap.strip().lower().endswith("from")
            or _LEVEL_BEFORE.search(text, max(0, partner.start - 4), partner.start) is not None)
    if not paired:
        return bare
    return _in_unit_of(bare, partner)


# What joins two figures of a list whose unit is written once, after the last: "runs of 55.82 and 56.10 seconds",
# 22、25和28℃.
_LISTED_WITH = re.compile(r"[ \u00a0]*(?:,|and|or|&|[、和及与或])[ \u00a0]*|[ \u00a0]*,[ \u00a0]*(?:and|or)[ \u00a0]+")


def _listed_before_unit(text: str, bare: Quantity, listed: Quantity) -> Quantity:
    """``bare`` in the unit of the figure listed right after it, written to the same decimals and of like size
    ("55.82 and 56.10 seconds" are both seconds, 二十二、二十五和二十八摄氏度 all degrees), or as it is."""
    if not _is_bare(bare, words=listed.spelled) or not _of_like_kind(bare, listed, temperatures=True) \
            or listed.decimals != bare.decimals or _LISTED_WITH.fullmatch(text, bare.end, listed.start) is None:
        return bare
    return _read_in_unit_of(bare, listed)


def _is_bare(quantity: Quantity, *, words: bool = False) -> bool:
    """Whether a figure is a plain number that may take the unit of a figure paired with it: no unit, no count, not
    a fraction, and not written in words unless ``words`` (the figure lending its unit is in words too)."""
    return quantity.kind == "value" and not (quantity.unit or quantity.counted or quantity.spelled and not words
                                             or quantity.fraction) and bool(quantity.magnitude)


def _of_like_kind(bare: Quantity, measured: Quantity, *, temperatures: bool = False) -> bool:
    """Whether a measured figure can lend ``bare`` its unit: a value with a unit (a temperature only when
    ``temperatures``), written with the same scale word and of like size."""
    return measured.kind == "value" and bool(measured.unit) \
        and (temperatures or measured.dimension != "temperature") \
        and measured.scale == bare.scale and bool(measured.magnitude) \
        and 1 / _PAIRED_RATIO <= bare.magnitude / measured.magnitude <= _PAIRED_RATIO


# A part written right before the whole it is of, one of the two a bare figure taking the other's unit: "around 320
# of the union's 1,280 hectares", "about half a million kilograms of the 4.1 million offered".
_PART_OF_WHOLE = re.compile(
    r"[ \u00a0]+of[ \u00a0]+(?:(?:the|its|their|our)[ \u00a0]+)?(?:[\w-]+['\u2019]s?[ \u00a0]+)?\Z")


def _part_and_whole_in_one_unit(text: str, part: Quantity, whole: Quantity) -> list[Quantity]:
    """``part`` and ``whole``, the bare one of them in the other's unit when the first counts a part of the second
    (see ``_PART_OF_WHOLE``)."""
    if part.kind != "value" or whole.kind != "value" or bool(part.unit) == bool(whole.unit) \
            or not 0 < part.magnitude * part.scale < whole.magnitude * whole.scale \
            or _PART_OF_WHOLE.fullmatch(text, part.end, whole.start) is None:
        return [part, whole]
    measured = part if part.unit else whole
    if measured.dimension in ("temperature", "percent", "percentage_point") or measured.fraction:
        return [part, whole]  # "one in four of the 1,240 pupils": a share of a count, not a part in its unit
    return [_in_unit_of(item, measured) if item is not measured else item for item in (part, whole)]


def _in_unit_of(bare: Quantity, measured: Quantity) -> Quantity:
    if bare.counted or bare.spelled or bare.fraction:
        return bare
    return _read_in_unit_of(bare, measured)


def _read_in_unit_of(bare: Quantity, measured: Quantity) -> Quantity:
    """``bare`` read in the unit of ``measured``, from that unit's zero (二十二 of 二十二、二十五和二十八摄氏度 is 295.15 K)."""
    return replace(bare, value=_round(bare.value * measured.unit_factor + measured.zero), unit=measured.unit,
                   dimension=measured.dimension, unit_factor=measured.unit_factor)


# "2 hours 14 minutes", 4小时29分钟, 两年零八个月, "3 years and 6 months", "2 lb 9 oz", "5 ft 10 in": one measure written in two
# units; a comma joins parts only where "and" brings in a last one ("two hours, 24 minutes and 12 seconds"), as "2
# hours, 14 minutes" is a list.
_DURATION_JOINS = frozenset({"", " ", "\u00a0", " and ", "又", "零"})
# The last character of a larger unit 零 may join a smaller part to in Chinese numerals: 两年零八个月, 三年零一百天.
_LARGER_PART_UNITS = frozenset("年天时")
_LAST_PART_AFTER = re.compile(r" and (?:\d|[a-z]+[ -])", re.IGNORECASE)
_TWO_UNIT_DIMENSIONS = frozenset({"time", "mass", "length"})


def _parts_of_one_measure(text: str, first: Quantity, second: Quantity) -> bool:
    """Whether ``second`` is the smaller part of the measure ``first`` opens; a bound before the first part ("up to
    7 hours 40 minutes") and a word of about after the last (一小时四十分钟左右) are the whole's. A mass or a length
    counts less than one of its larger unit in the smaller (9 oz of "2 lb 9 oz"), or it is another measure."""
    join = text[first.end:second.start]
    return (first.kind in ("value", "bound") and first.high is None and second.kind == "value"
            and first.dimension == second.dimension and first.dimension in _TWO_UNIT_DIMENSIONS
            and first.unit_factor > second.unit_factor and not second.bound
            and (first.dimension == "time" or second.value < first.unit_factor)
            and (join in _DURATION_JOINS or join == ", " and _LAST_PART_AFTER.match(text, second.end) is not None))


# "an hour and 35 minutes", "a day and 6 hours": the larger part of a duration is one of its unit, told by "a".
_ONE_UNIT_AND = re.compile(r"(?<![A-Za-z])an?[ \u00a0]+(week|day|hour|minute)[ \u00a0]+and[ \u00a0]+\Z", re.IGNORECASE)
_ONE_UNIT_REACH = 20


def _after_one_unit(text: str, part: Quantity) -> Quantity:
    """``part`` joined with the one larger unit written before it with "a" or "an" ("an hour and 35 minutes"), or
    ``part`` as it is."""
    if part.kind != "value" or part.dimension != "time" or part.bound or part.approximate:
        return part
    one = _ONE_UNIT_AND.search(text, max(0, part.start - _ONE_UNIT_REACH), part.start)
    unit = match_unit(one.group(1), 0) if one is not None else None
    seconds = unit.unit.factor if unit is not None else 0.0
    if one is None or seconds <= part.unit_factor or part.value >= seconds:
        return part
    whole = replace(part, value=seconds, unit_factor=seconds, start=one.start(), end=one.end(1))
    return _joined_measure(text, whole, part)


def _minutes_after_hours(text: str, hours: Quantity, count: Quantity) -> Quantity:
    """``count`` as minutes where it is written with 分 right after a time in hours (1小时18分), where 分 alone, which
    may count points or cents elsewhere, counts the minutes of that time, or with "m" a space after hours written
    "h" ("3h 04m", where "m" alone would be metres); otherwise ``count`` as it is."""
    if not (hours.dimension == "time" and hours.unit_factor == 3600 and count.kind == "value"
            and count.magnitude.is_integer() and 0 < count.magnitude < 60):
        return count
    if count.dimension == "number" and hours.end == count.start \
            and text.startswith("分", count.end) and not text.startswith("分之", count.end):
        return replace(count, value=count.value * 60, unit="s", dimension="time",
                       surface=text[count.start:count.end + 1], end=count.end + 1, unit_factor=60.0)
    if count.unit == "m" and text[hours.end - 1:hours.end] == "h" and text[hours.end:count.start] in (" ", "") \
            and text[count.end - 1:count.end] == "m":
        return replace(count, value=count.magnitude * 60, unit="s", dimension="time", unit_factor=60.0)
    return count


# A day of the month a report dates by the month of its dateline: 本月15日, 本月20号.
_THIS_MONTH = "本月"
_DAY_AFTER = ("日", "号")


def _day_of_this_month(text: str, found: list[Quantity], day: Quantity) -> Quantity:
    """``day`` as a date of the month of the last date before it ("（本报2024年3月10日讯）…自本月15日起" is 15 March
    2024) where it is written after 本月 and before 日 or 号; otherwise ``day`` as it is."""
    if not (day.kind == "value" and not day.unit and day.magnitude.is_integer() and 1 <= day.value <= 31
            and text.startswith(_THIS_MONTH, day.start - len(_THIS_MONTH)) and text.startswith(_DAY_AFTER, day.end)):
        return day
    dated = next((item for item in reversed(found) if item.kind == "date" and int(item.value) // 100 % 100), None)
    if dated is None:
        return day
    start, end = day.start - len(_THIS_MONTH), day.end + 1
    value = float(int(dated.value) // 100 * 100 + int(day.value))
    return replace(dated, value=value, surface=text[start:end], start=start, end=end, magnitude=value)


# "in" after a count of inches: the abbreviation, which is no unit alone, as "in" is mostly a preposition.
_INCHES = re.compile(r"[ \u00a0]?in\b\.?")
_FOOT = 0.3048
_INCH = 0.0254


def _inches_after_feet(text: str, feet: Quantity, count: Quantity) -> Quantity:
    """``count`` as inches where it is written with "in" right after a length in feet ("4 ft 6 in"), where the "in"
    counts the inches of that length; otherwise ``count`` as it is."""
    join = text[feet.end:count.start]
    match = _INCHES.match(text, count.end)
    if not (feet.dimension == "length" and feet.unit_factor == _FOOT and join in _DURATION_JOINS and join
            and count.dimension == "number" and count.kind == "value" and count.magnitude.is_integer()
            and 0 < count.value < 12 and match is not None):
        return count
    return replace(count, value=_round(count.value * _INCH), unit="m", dimension="length",
                   surface=text[count.start:match.end()], end=match.end(), unit_factor=_INCH)


# The tenths and hundredths of a yuan written after it: 4元8角, 2元5毛, 3元2角5分, 三元二角五分.
_JIAO = re.compile(r"[角毛](?:([\d一二两三四五六七八九])分)?")


# Tenths of a yuan with no yuan before: 两角五分, 五角钱, 三毛钱, 涨了五角。 (not 三角形, 三毛 or 五分 alone).
_JIAO_ALONE = re.compile(r"[角毛](?:([一二两三四五六七八九])分|钱)|角(?=[，。；、,;.）)[［]|\Z)")


def _jiao_alone(context: _Context, start: int, end: int, tenths: float) -> tuple[Quantity | None, int] | None:
    """An amount of 角 (and 分) written with no yuan before it, at ``[start, end)`` and after; else ``None``."""
    found = _JIAO_ALONE.match(context.scan, end)
    if found is None or tenths not in range(1, 10):
        return None
    fen = CJK_DIGITS[found.group(1)] if found.group(1) else 0
    return _measure(context, _Reading(start, found.end(), _round(tenths / 10 + fen / 100), 2 if fen else 1,
                                      spelled=True, unit=currency("CNY")))


def _yuan_and_jiao(text: str, yuan: Quantity, count: Quantity) -> Quantity | None:
    """One amount of yuan where a count of 角 follows the yuan right after it (4元8角 is 4.80元); else ``None``."""
    if not (yuan.unit == "CNY" and yuan.kind == "value" and yuan.end == count.start and text[yuan.end - 1] == "元"
            and count.dimension == "number" and count.kind == "value" and count.value in range(10)):
        return None
    found = _JIAO.match(text, count.end)
    if found is None:
        return None
    fen = found.group(1) or "0"
    value = _round(yuan.value + count.value / 10 + (int(fen) if fen.isdigit() else CJK_DIGITS[fen]) / 100)
    return replace(yuan, value=value, magnitude=value, surface=text[yuan.start:found.end()], end=found.end(),
                   decimals=2 if found.group(1) else 1, scale=1.0)


def _joined_measure(text: str, first: Quantity, second: Quantity) -> Quantity:
    """The two parts as one measure, as precise as its smaller unit, bounded as the first and about as either."""
    value = _round(first.value + second.value)
    return _quantity(
        value, second.unit, first.dimension, first.kind, text[first.start:second.end], first.start, second.end,
        value / second.unit_factor, 1.0, second.decimals, None, first.bound, first.approximate or second.approximate,
        False, first.spelled and second.spelled, second.unit_factor, "", False, None,
    )


def _next_anchor(scan: str, position: int) -> re.Match[str] | None:
    while True:
        start = _ANCHOR_START.search(scan, position)
        if start is None:
            return None
        found = _ANCHOR.match(scan, start.start())
        if found is not None:
            return found
        position = start.start() + 1


def _number_word_anchors(scan: str, lowered: str) -> list[tuple[int, str]]:
    """Where English number words start, found cheaply: a byte-level word split first, then ``find``."""
    tokens = ascii_words(scan)
    anchors = [next((found.start(group), found.group(group)) for group in (1, 2, 3, 4) if found.group(group))
               for found in _ARTICLE_AS_ONE.finditer(lowered)] \
        if _ARTICLE_UNITS.search(lowered) else []
    if _NUMBER_WORD_BYTES.isdisjoint(tokens):
        return anchors
    for token in _NUMBER_WORD_BYTES.intersection(tokens):
        word = token.decode()
        position = lowered.find(word)
        while position >= 0:
            end = position + len(word)
            if (position == 0 or lowered[position - 1] not in _ASCII_LETTERS) and (
                end == len(lowered) or lowered[end] not in _ASCII_LETTERS
            ):
                anchors.append((position, word))
            position = lowered.find(word, end)
    anchors.sort()
    return anchors


def _from_anchor(context: _Context, anchor: re.Match[str]) -> tuple[Quantity | None, int]:
    kind = anchor.lastgroup
    if kind == "cite":
        return None, anchor.end()
    if kind == "num":
        return _from_digits(context, anchor.start(), anchor.end())
    if kind == "half":
        return _chinese_half(context, anchor.start(), anchor.end())
    if kind == "half_unit":
        return _half_of_a_unit(context, anchor.start(), anchor.end())
    return _from_cjk(context, anchor.start(), anchor.end())


# -- numbers written with digits --------------------------------------------------------------------------

_SEPARATORS = str.maketrans("", "", ",，\u00a0\u202f\u2009")


# A vulgar fraction written right after a whole number ("29½ hours", "a 2¼-mile walk"): its numerator, its
# denominator and the decimals it is read to (a half to tenths, quarters and eighths to hundredths, thirds to the
# hundredths they are rounded to).
_VULGAR_FRACTIONS = {"½": (1, 2, 1), "¼": (1, 4, 2), "¾": (3, 4, 2), "⅓": (1, 3, 2), "⅔": (2, 3, 2),
                     "⅛": (1, 8, 3), "⅜": (3, 8, 3), "⅝": (5, 8, 3), "⅞": (7, 8, 3)}


def vulgar_denominator(surface: str) -> int:
    """The denominator of the vulgar fraction a figure is written with ("4¾ inches": 4), or 0 for none."""
    return next((_VULGAR_FRACTIONS[character][1] for character in surface if character in _VULGAR_FRACTIONS), 0)


def _digits_at(context: _Context, start: int, end: int) -> _Reading:
    """The number written with digits in ``[start, end)``, and a vulgar fraction right after a whole number."""
    core = context.scan[start:end]
    if core.isdigit():
        fraction = _VULGAR_FRACTIONS.get(context.scan[end:end + 1])
        if fraction is not None:
            numerator, denominator, decimals = fraction
            return _Reading(start, end + 1, float(core) + numerator / denominator, decimals)
        return _Reading(start, end, float(core), 0, 1.0, False, False, core)
    point = core.find(".")
    figure = float(core) if core.replace(".", "", 1).isdigit() else float(core.translate(_SEPARATORS))
    return _Reading(start, end, figure, len(core) - point - 1 if point >= 0 else 0)


def _from_digits(context: _Context, start: int, end: int) -> tuple[Quantity | None, int]:
    scan = context.scan
    if start > context.floor and scan[start - 1] == "." and "." not in scan[start:end] and (
            start < 2 or scan[start - 2] not in _WORD_CHARACTERS and scan[start - 2] not in "._"):
        start -= 1  # ".5"; in "Fig.5" the full stop is not a decimal point
    reading = _digits_at(context, start, end)
    end = reading.end
    core = scan[start:end]
    before = scan[start - 1] if start > context.floor else ""
    after = scan[end] if end < len(scan) else ""
    plain = bool(reading.digits)
    magnitude = reading.magnitude
    if start == context.partner:
        return _measure(context, reading)  # "1179" of "2556x1179" or "2556-by-1179": a figure, not a name
    if plain and before in _FLIGHT_LEVEL_ENDS and len(core) in _FLIGHT_LEVEL_DIGITS:
        level = _FLIGHT_LEVEL_BEFORE.search(scan, max(context.floor, start - _FLIGHT_LEVEL_REACH), start)
        if level is not None:  # FL350, flight level 350: hundreds of feet
            return _measure(context, _Reading(level.start(), end, magnitude, unit=flight_level()))
    if not plain and len(core) <= 5:
        clock = dotted_clock(scan, start, context.lower)
        if clock is not None:
            return _from_figure(context, clock)
    named, prefix = look_behind(scan, context.lower, context.floor, start)
    if before in _ASCII_LETTERS:
        letters = _after_letters(context, start, end, core, plain, magnitude)
        if letters is not None:
            return letters
    elif before == "-" and start - 2 >= context.floor and scan[start - 2] in _ASCII_LETTERS:
        return _after_hyphenated_word(context, start, end, core, plain, magnitude)
    elif before in ("#", "§"):
        return _label(context, start - 1, end, magnitude)
    elif before in ("+", "(") and start - 1 >= context.floor:
        telephone = _TELEPHONE.match(scan, start - 1)
        if telephone is not None:
            return _label(context, start - 1, telephone.end(), magnitude)
    elif before == "第":
        return _from_figure(context, ordinal_or_quarter(scan, start - 1, end, magnitude, spelled=False))
    if plain:
        month_before = (named.month, start - named.length, named.spaced) if named and named.kind == "month" else None
        figure = calendar_figure(scan, start, end, before, month_before)
        if figure is not None:
            return _from_figure(context, figure)
    elif after == "." and end + 1 < len(scan) and scan[end + 1].isdigit():
        named_start = start - named.length if named is not None and named.kind == "keyword" else start
        return _label(context, named_start, end, magnitude)  # version 3.2.1, 192.168.0.1
    if plain and len(core) <= 2 and (clock := span_start(scan, start)) is not None:
        return _from_figure(context, clock)  # "from 2 to 4:30 p.m."
    if plain and len(core) == 4 and (clock := _hours_of_a_range(context, start, end)
                                     or _hhmm_time(context, start, end)) is not None:
        return _from_figure(context, clock)  # "open 0730–1600", "from 0800 on 3 June"
    if plain and core[0] == "0" and len(core) > 1 and not _padded_duration_part(scan, start, end):
        return _label(context, start, end, magnitude)  # 010-12345678, 007: a code, not a count
    if named is not None and named.kind != "month":
        by_name = _named_number(context, start, end, core, magnitude, named)
        if by_name is not None:
            return by_name
    if start >= 2 and scan.startswith("零下", start - 2):
        reading.start, reading.negative, reading.digits = start - 2, True, ""  # 零下2.6℃ is -2.6℃
        return _measure(context, reading)
    if (minus := _minus_before(context.lower, start)) is not None:
        reading.start, reading.negative, reading.digits = minus, True, ""  # "minus 110 degrees Celsius"
        return _measure(context, reading)
    # A sign, unless it joins two words or figures (COVID-19, 10-20); in 增长为-3.2% it is a sign.
    if before in ("-", "+") and (start < 2 or scan[start - 2] not in _WORD_CHARACTERS
                                 and scan[start - 2] not in ")]%."):
        reading.start, reading.negative, reading.digits = start - 1, before == "-", ""
        return _measure(context, reading)
    return _measure(context, reading, prefix)


# "minus" as the sign of the figure after it, not a difference of two ("10 minus 3") nor a margin either way ("plus or
# minus 3.5 points").
_MINUS = re.compile(r"\bminus[ \u00a0]+\Z")
_MINUS_REACH = 8
_NOT_A_SIGN_BEFORE = (*"0123456789)%", "plus or", "plus")


def _minus_before(lower: str, start: int) -> int | None:
    """Where a "minus" signing the figure at ``start`` begins, if one does."""
    found = _MINUS.search(lower, max(0, start - _MINUS_REACH), start)
    if found is None or lower[:found.start()].rstrip().endswith(_NOT_A_SIGN_BEFORE):
        return None
    return found.start()


# "1 min 06 s", "2 h 05 min", "3h 04m": the smaller part of a duration is padded to two digits, as on a clock.
_PADDED_PART_BEFORE = re.compile(r"\d[ \u00a0]?(?:h|hrs?|hours?|min|mins|minutes?)[ \u00a0]\Z")
_PADDED_PART_AFTER = re.compile(r"[ \u00a0]?(?:s|secs?|seconds?|m|min|mins|minutes?)\b")
_PADDED_PART_REACH = 10


def _padded_duration_part(scan: str, start: int, end: int) -> bool:
    """Whether the two zero-led digits in ``[start, end)`` count the minutes or seconds of a duration begun in a
    larger unit right before them, not a code."""
    return (end - start == 2 and int(scan[start:end]) < 60
            and _PADDED_PART_BEFORE.search(scan, max(0, start - _PADDED_PART_REACH), start) is not None
            and _PADDED_PART_AFTER.match(scan, end) is not None)


# Opening hours on the 24-hour clock written without a colon: "open 0730–1600", "0900-1730 daily". A pair of years
# (1990–2010) is none: the first time must open with 0 or follow a word of opening hours.
_HHMM = r"(?:[01]\d|2[0-3])[0-5]\d"
_HHMM_DIGITS = re.compile(_HHMM)
_HHMM_RANGE = re.compile(rf"(?<!\d)({_HHMM})[ \u00a0]?[–—-][ \u00a0]?({_HHMM})(?![\d]|[.,]\d)")
_HOURS_WORDS = re.compile(r"\b(?:open|opens|opening|hours|from|between|daily|times?|closed|staffed)\b[^.;\d]{0,20}\Z")
_HOURS_REACH = 40
_RANGE_DASHES = frozenset("–—-")


def _hours_of_a_range(context: _Context, start: int, end: int) -> Figure | None:
    """The time of day of four digits that open or close a range of opening hours (see ``_HHMM_RANGE``)."""
    scan = context.scan
    if _RANGE_DASHES.isdisjoint(scan[end:end + 2]) and _RANGE_DASHES.isdisjoint(scan[max(0, start - 2):start]):
        return None  # the two times of a range stand a dash apart, with at most a space on either side of it
    pair = _HHMM_RANGE.match(scan, start) or next(
        (found for found in _HHMM_RANGE.finditer(scan, max(0, start - 7), end) if found.end(2) == end), None)
    if pair is None or int(pair[1]) >= int(pair[2]):
        return None
    if not (pair[1].startswith("0") or _HOURS_WORDS.search(context.lower, max(0, pair.start() - _HOURS_REACH),
                                                           pair.start())):
        return None
    return _hhmm_clock(scan, start, end)


def _hhmm_clock(scan: str, start: int, end: int) -> Figure:
    """The time of day four digits at ``[start, end)`` write on the 24-hour clock (0730: 07:30)."""
    digits = scan[start:end]
    return Figure("clock", start, end, int(digits[:2]) * 3600 + int(digits[2:]) * 60)


# Four digits as a time of day in a notice's 24-hour form: after a word of when and before the day it falls on ("from
# 0800 on 3 June 2024 to 1800 on 7 June"), or after "at", "from" or "until" and before "hours" ("at 1430 hours"; not
# "rose to 1200 hours", an amount); never a year ("from 1800 on the site").
_HHMM_BEFORE_DAY = re.compile(r"\b(?:at|from|to|until|till|by|between|and|after|before)[ \u00a0]+\Z")
_DAY_AFTER_HHMM = re.compile(r"[ \u00a0]+on[ \u00a0]+(?:\d{1,2}[ \u00a0]+[A-Z][a-z]+|[A-Z][a-z]+day)")
_HHMM_BEFORE_HOURS = re.compile(r"\b(?:at|from|until|till)[ \u00a0]+\Z")
_HOURS_AFTER_HHMM = re.compile(r"[ \u00a0]+(?:hours|hrs)\b")


def _hhmm_time(context: _Context, start: int, end: int) -> Figure | None:
    """The time of day of four digits written in a notice's 24-hour form (see ``_HHMM_BEFORE_DAY``)."""
    scan, lower = context.scan, context.lower
    if not _HHMM_DIGITS.fullmatch(scan, start, end):
        return None
    reach = max(0, start - 10)
    if not (_HHMM_BEFORE_DAY.search(lower, reach, start) and _DAY_AFTER_HHMM.match(scan, end)
            or _HHMM_BEFORE_HOURS.search(lower, reach, start) and _HOURS_AFTER_HHMM.match(lower, end)):
        return None
    return _hhmm_clock(scan, start, end)


# A flight level is written before its two or three digits: FL350, FL 80, flight level 350 (not FL 32801, a
# Florida postcode).
_FLIGHT_LEVEL_BEFORE = re.compile(r"\b(?:FL[ \u00a0]?|(?i:flight[ \u00a0]+level)[ \u00a0])\Z")
_FLIGHT_LEVEL_DIGITS = (2, 3)
_FLIGHT_LEVEL_ENDS = frozenset("L \u00a0")
_FLIGHT_LEVEL_REACH = 14

# What follows a whole number of pence: "80p more", "50p each", "20p off", "12p a litre".
_PENCE_AFTER = re.compile(r"[ \u00a0]+(?:more|less|cheaper|dearer|each|off|extra|per|a|an)\b")
_LABEL_TAIL = re.compile(r"[A-Za-z0-9]*(?:[.\-/:][A-Za-z0-9]+)*")


def _label(context: _Context, start: int, end: int, value: float) -> tuple[Quantity, int]:
    end = _LABEL_TAIL.match(context.scan, end).end()  # type: ignore[union-attr]
    return _fixed(context, "label", "label", start, end, value), end


def _fixed(context: _Context, kind: str, dimension: str, start: int, end: int, value: float,
           high: float | None = None, spelled: bool = False, unit: str = "") -> Quantity:
    """A quantity that is not a measurement: a year, date, quarter, ordinal, time of day or label."""
    return _quantity(float(value), unit, dimension, kind, context.text[start:end], start, end, float(value),
                     1.0, 0, None if high is None else float(high), None, False, False, spelled, 1.0, "", False, None)


def _from_figure(context: _Context, figure: Figure) -> tuple[Quantity, int]:
    if figure.kind == "duration":
        surface = context.text[figure.start:figure.end]
        decimals = len(surface.rpartition(".")[2]) if "." in surface \
            else len(surface.rpartition("秒")[2]) if "秒" in surface else 0  # 2分03秒41; 2:05:12
        return _quantity(figure.value, "s", "time", "value", surface, figure.start, figure.end, figure.value, 1.0,
                         decimals, None, None, False, False, False, 1.0, "", False, None), figure.end
    dimension, unit = ("time_of_day", "s") if figure.kind == "clock" else (figure.kind, "")
    return _fixed(context, figure.kind, dimension, figure.start, figure.end, figure.value, figure.high,
                  figure.spelled, unit), figure.end


# Telephone numbers and codes: +1 (555) 123-4567, (010) 1234-5678.
_TELEPHONE = re.compile(r"(?:\+\d{1,3}[ \u00a0.-]?(?:\(\d{1,4}\)[ \u00a0.-]?)?|\(\d{2,4}\)[ \u00a0]?)"
                        r"\d{2,4}[ \u00a0.-]\d{3,4}(?:[ \u00a0.-]\d{3,4})?(?!\d)")


def _letters_before(context: _Context, position: int) -> int:
    start = position
    while start > context.floor and position - start < 12 and context.scan[start - 1] in _ASCII_LETTERS:
        start -= 1
    return start


def _after_letters(context: _Context, start: int, end: int, core: str, plain: bool,
                   magnitude: float) -> tuple[Quantity | None, int] | None:
    """Digits glued to letters: a currency code (RMB5), a quarter (Q3), a fiscal year (FY23) or a name (H2O)."""
    word_start = _letters_before(context, start)
    word = context.scan[word_start:start]
    if word in CURRENCY_PREFIXES:
        return None
    if word == "Q" and core in ("1", "2", "3", "4"):
        quarter = quarter_after_q(context.scan, word_start, end)
        if quarter is not None:
            return _from_figure(context, quarter)
    if word.upper() in ("FY", "CY") and plain:
        fiscal = _fiscal_year(context, word_start, end, core)
        if fiscal is not None:
            return fiscal
    return _label(context, word_start, end, magnitude)


def _fiscal_year(context: _Context, start: int, end: int, core: str) -> tuple[Quantity, int] | None:
    """FY23, FY 2023, and the split year FY2025/26, from the digits ``core`` ending at ``end``."""
    if len(core) not in (2, 4):
        return None
    year = int(core) if len(core) == 4 else two_digit_year(int(core))
    second = _second_of_split_year(context.scan, end, year)
    return _year(context, start, end, year) if second is None else _year(context, start, second, year, year + 1)


def _second_of_split_year(scan: str, end: int, year: int) -> int | None:
    """Where "/26" of "2025/26" ends, when the year after the slash is the next one."""
    found = _SPLIT_YEAR.match(scan, end)
    return found.end() if found is not None and int(found.group(1)) % 100 == (year + 1) % 100 else None


_YEAR_PREFIXES = frozenset({"mid", "pre", "post", "early", "late", "end", "start", "full", "fiscal", "calendar"})


def _after_hyphenated_word(context: _Context, start: int, end: int, core: str, plain: bool,
                           magnitude: float) -> tuple[Quantity, int]:
    word_start = _letters_before(context, start - 1)
    if context.scan[word_start:start - 1].lower() in _YEAR_PREFIXES and plain and len(core) == 4:
        decade = DECADE.match(context.scan, start) if core.endswith("0") else None
        if decade is not None:  # "mid-1890s"
            return _year(context, start, decade.end(), int(core), int(core) + years_of_span(int(core)))
        return _year(context, start, end, int(core))
    return _label(context, word_start, end, magnitude)  # COVID-19, GPT-4, SHA-256


_SPLIT_YEAR = re.compile(r"/((?:19|20)?\d\d)(?![\d/])")


def _year(context: _Context, start: int, end: int, year: int, high: int | None = None) -> tuple[Quantity, int]:
    return _fixed(context, "year", "year", start, end, year, high), end


# Plural nouns of things that are counted, not dated: right after a four-digit number they make it a count.
# Nouns that often follow a year ("2019 levels", "2023 sales", "2015 dollars") are left out on purpose.
_COUNTED_NOUN = re.compile(
    r"\s(?:(?:new|more|other|additional|full-time|part-time|registered|active) )?(?:employees|workers|staff|people"
    r"|persons|residents|citizens|inhabitants|students|pupils|teachers|patients|doctors|nurses|members|users"
    r"|customers|clients|subscribers|visitors|tourists|passengers|participants|respondents|volunteers|soldiers"
    r"|troops|refugees|children|adults|families|households|homes|houses|dwellings|apartments|jobs|vehicles|cars"
    r"|buses|trucks|units|items|copies|books|beds|rooms|seats|tickets|votes|animals|trees|species|samples"
    r"|stores|shops|branches|outlets|schools|hospitals|farms|acres|downloads|deaths|injuries|births|flights"
    r"|devices|machines|computers|servers|phones|robots|aircraft|ships|containers|barrels|bottles|parcels|meals"
    r"|pieces|parts|products|orders|packages|boxes|pages|words|posts|articles|photos|videos|songs)\b"
)
# What a year is compared by: "below 1990 levels", "above the 2019 peak", "a quarter below 2022's 52 hl/ha".
_COMPARED_YEAR = re.compile(r"\s(?:levels?|baselines?|peaks?)\b|['\u2019]s\b")
# "over 2023." and "over 2022-23" name the period something happened in, not an amount above it.
_OVER_A_YEAR = re.compile(r"\s*(?:[.,;:)]|\Z|[-–/]\d\d(?!\d)|\s(?:and|to)\s(?:19|20)\d\d\b)")
_YEAR_PREPOSITION = re.compile(r"\b(?:in|since|until|till|during|before|after|by|from|of the)\s+\Z")
# Chinese classifiers: the measure word after a count says what kind of thing it counts (3000家, 312例, 32名).
CJK_CLASSIFIERS = "个名项次人家位只条件台辆种类份批所座架艘本张篇例户间套支根块片层届轮场笔股款门道处栋幢颗粒枚首封瓶杯部口棵头匹盏尊锭束枝盆罐箱桶盒串株"
_CJK_COUNTED = re.compile(
    rf"[{CJK_CLASSIFIERS.replace('部', '')}年天元倍级期岁周月日号斤亩吨克米升秒万亿千百%]|部(?!分)"
    r"|(?<!一)成(?=为)|成(?!不变|功|为|本|果|立|熟|就|绩|交|长)"  # 六成为人工种植 is 60%; 一成为 is "once it becomes"
    r"|季度|小时|分钟|刻钟|公[里斤顷]|市斤|平方|立方|[美欧日港韩]元|英镑|摄氏度|华氏度|毫|厘|纳|微"
    r"|(?<=元[一二两三四五六七八九])[角毛]"  # 四元五角: the tenths of the yuan before
)
_NEXT_WORD = re.compile(r"[ \u00a0]+([a-z]+)")  # matched against lower-cased text
_PLURALS_WITHOUT_S = frozenset("people children men women staff personnel".split())
# Words after a figure that end like plurals but name a unit or nothing counted: "5 times", "2 points", "0.42 vs".
_NOT_COUNTED = frozenset("times points vs".split())


def _counted(context: _Context, end: int) -> str:
    """What a figure without a unit counts: the Chinese classifier or the English plural noun right after it.

    "31 votes", "1,206 patients", "312例患者" count things; "Duration: 31", "12 had delirium", "aged 30, ..." name
    nothing, and may be figures whose unit is written elsewhere (a table header, the question asked). Only a
    plural is taken for what is counted, and a short word without a vowel ("120 bpm", "40 mpg", "85 dB"), which
    writes a unit the parser does not know: such a figure is not one whose unit was left out.
    """
    char = context.scan[end:end + 1]
    if char and char in CJK_CLASSIFIERS:
        return char
    found = _NEXT_WORD.match(context.lower, end)
    if found is None:
        return ""
    word = found.group(1)
    plural = word.endswith("s") and not word.endswith(("ss", "us", "is")) or word in _PLURALS_WITHOUT_S
    named = (plural or _unknown_unit(word)) and word not in STOPWORDS and word not in _NOT_COUNTED
    return word if named else ""


_VOWELS = frozenset("aeiouy")
_UNKNOWN_UNIT_LENGTHS = range(2, 5)  # a single letter is as often a sign ("2556 x 1179") or a name


def _unknown_unit(word: str) -> bool:
    """Whether a word after a figure abbreviates a unit: short and without a vowel (bpm, ppm, mpg, db, lx)."""
    return len(word) in _UNKNOWN_UNIT_LENGTHS and _VOWELS.isdisjoint(word)


def _named_number(context: _Context, start: int, end: int, core: str, magnitude: float,
                  name: Name) -> tuple[Quantity, int] | None:
    """A number named by the word before it: "Table 3", "ISO 9001", "FY 2023", "表3"."""
    scan = context.scan
    if name.kind == "fy":
        return _fiscal_year(context, start - name.length, end, core) if core.isdigit() else None
    if not scan[start - 1].isascii() and _CJK_COUNTED.match(scan, end):
        return None  # 代表3个: "表" ends another word here
    if _PLURAL_NAMING.search(scan, start - name.length, start) and _YEAR_DIGITS.fullmatch(core):
        return None  # "Global Higher Education Tables 2026": a title's year, not a table's number
    if _UNIT_AFTER_LABEL.match(context.lower, end):
        return None  # "crossing the line 12.4 seconds faster": a measure after the word, not a line's number
    return _label(context, start - name.length, end, magnitude)


# A unit of time, length or mass or a percent right after the number a naming word stands before: no label has one.
_UNIT_AFTER_LABEL = re.compile(r"[ \u00a0]*(?:seconds?|secs?|s\b|minutes?|mins?|hours?|hrs?|days?|weeks?|%|per ?cent"
                               r"|points?|metres?|meters?|m\b|km\b|kg\b)")


# A naming word in the plural ("Tables", "Figures"), which names several things and so no single one by a number.
_PLURAL_NAMING = re.compile(r"[a-z]s\.?\s*\Z")
_YEAR_DIGITS = re.compile(r"(?:19|20)\d{2}")


# -- what is written after a number ------------------------------------------------------------------------

_EXPONENT = re.compile(r"[eE]([+-]?\d{1,2})(?![A-Za-z0-9])|[ \u00a0]?[×xX*·][ \u00a0]?10(?:\^([+-]?\d{1,2})|"
                       r"([⁺⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,2}))(?![\d⁰¹²³⁴⁵⁶⁷⁸⁹])")
_SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻", "0123456789+-")
_CJK_SCALES = {"万亿": 1e12, "千亿": 1e11, "百亿": 1e10, "十亿": 1e9, "亿": 1e8, "千万": 1e7, "百万": 1e6, "十万": 1e5,
               "万": 1e4, "千": 1e3, "百": 1e2}
_NOT_SCALE_AFTER_千 = "(?![克米瓦卡焦兆])"
_CJK_SCALE = re.compile(
    rf"(?P<scale>万亿|千亿|百亿|十亿|亿|千万|百万|十万|万|千{_NOT_SCALE_AFTER_千}|百(?!分))"
    rf"(?P<more>(?:\d+|[一二两三四五六七八九])(?:千{_NOT_SCALE_AFTER_千}|百(?!分)))?"
)
_SCALE_WORD = re.compile(  # matched against lower-cased text
    r"[ \u00a0]?(?:(?P<word>hundred|thousand|million|billion|trillion|dozen)|(?P<short>bn|mn|mln|tn))(?![a-z])")
_SCALE_LETTER = re.compile(r"[kKMBm](?![A-Za-z0-9])")
_SHORT_SCALES = {"bn": 1e9, "mn": 1e6, "mln": 1e6, "tn": 1e12}
_SCALE_STARTS = frozenset("hHtTmMbBdDkK")
_POSTFIX_STARTS = frozenset(" \u00a0以及左上")
_LETTER_SCALES = {"k": 1e3, "K": 1e3, "M": 1e6, "B": 1e9, "m": 1e6}
# A bound written after the figure: "18 or more", "ages 12 and up", "100 kg at most", "Force 3 or lighter",
# 5000台以上, 三百人左右; not the "and up" of a movement told next ("since 2011 and up from 187 in 2023"), nor a word
# bounding the figure after it ("below 12 knots or above 25 knots").
_POSTFIX = re.compile(
    r"[ \u00a0]+(?:(?P<ge>or (?:more|above|higher|greater|over|older|longer|larger|bigger|heavier|stronger)"
    r"|and (?:above|over|up(?! (?:from|by|on|to)\b))|at (?:the )?least)"
    r"|(?P<le>or (?:less|fewer|below|lower|under|younger|shorter|smaller|lighter|weaker)|and (?:below|under)"
    r"|at (?:the )?most)"
    r"|(?P<so>or so))(?![A-Za-z])(?![ \u00a0]*[$\u20ac\u00a3\u00a5]?\d)"
    r"|(?:(?P<cge>及?以上)|(?P<cle>及?以下|以内))(?P<open>[（(]不(?:含|包括)[^）)]{0,12}[）)])?|(?P<capprox>左右|上下)"
)


def _postfix_bound(found: re.Match[str]) -> str:
    """The bound a postfix writes: "or more" and 以上 close it, 以下（不含1.2米） leaves the figure out."""
    upward = found.group("ge") or found.group("cge")
    if found.group("open"):
        return "gt" if upward else "lt"
    return "ge" if upward else "le"
_SPACED_ONLY_UNITS = frozenset({"B", "K"})  # 5B and 300K are scales or names, 5 B and 300 K are units
# Every character at which one of the readers of ``_read_tail`` can match: after any other (a full stop, a
# comma, a bracket) nothing is written after the number, and the readers need not be asked.
_TAIL_STARTS = (frozenset("eE×xX*·多余十百千万亿+- \u00a0\u202f") | _SCALE_STARTS | _POSTFIX_STARTS | SYMBOL_STARTS
                | frozenset(CJK_CLASSIFIERS) | {"级"})


def _read_tail(context: _Context, reading: _Reading, money: bool) -> None:
    """Extend ``reading`` over an exponent, a scale, a unit and a bound written after the number."""
    scan = context.scan
    size = len(scan)
    position = reading.end
    if position >= size or scan[position] not in _TAIL_STARTS and context.lower[position] not in WORD_STARTS:
        return
    char = scan[position]
    following = scan[position + 1] if position + 1 < size else ""
    if (char in "eE×xX*·" or char == " " and following in "×xX*·") and not reading.spelled:
        found = _EXPONENT.match(scan, position)
        if found is not None:
            exponent = found.group(1) or found.group(2) or found.group(3).translate(_SUPERSCRIPTS)
            reading.scale *= 10.0 ** int(exponent)
            reading.digits = ""
            position = reading.end = found.end()
            char = scan[position] if position < size else ""
    if char in ("多", "余"):
        reading.bound, reading.approximate = "gt", True  # 100多, 10余: a little over
        position = reading.end = position + 1
        char = scan[position] if position < size else ""
    if char and char in "十百千万亿":
        _read_chinese_scale(context, reading, position)
    elif char in _SCALE_STARTS and not reading.spelled or char in " \u00a0" and following in _SCALE_STARTS:
        found = _SCALE_WORD.match(context.lower, position)
        if found is not None:
            word = found.group("word")
            reading.scale *= SCALE_WORDS[word] if word else _SHORT_SCALES[found.group("short")]
        elif not reading.spelled and (letter := _SCALE_LETTER.match(scan, position)) is not None \
                and (letter.group() in "kKM" or money):  # 5k, 5M; $3B and $5m only for money
            found = letter
            reading.scale *= _LETTER_SCALES[letter.group()]
        if found is not None:
            reading.scaled, reading.digits = True, ""
            reading.end = found.end()
            if reading.spelled and found.group("word") in _COMPOUND_SCALES:
                _read_word_remainder(context, reading)
    position = reading.end
    if reading.scaled and reading.bound is None and position < size and scan[position] in ("多", "余"):
        reading.bound, reading.approximate = "gt", True  # 1260万余元, 3万多人: a little over, after the scale
        position = reading.end = position + 1
    if position < size and scan[position] == "+" and (position + 1 == size or not scan[position + 1].isdigit()):
        reading.bound = "ge"  # 10+, 5K+
        position = reading.end = position + 1
    _read_unit(context, reading, position, money)
    _read_spoken_tenth(context, reading)
    position = reading.end
    # 5000台以上, 三百人左右, 3级及以下: a Chinese postfix after the classifier of what is counted, or after a level,
    # bounds the figure, which ends before the classifier, so the classifier is still read as what it counts.
    classified = reading.unit is None and position < size and (scan[position] in CJK_CLASSIFIERS
                                                                or scan[position] == "级")
    position += classified
    if position >= size or scan[position] not in _POSTFIX_STARTS:
        return
    found = _POSTFIX.match(context.lower, position)
    if found is None or classified and found.group("ge", "le", "so") != (None, None, None):
        return
    if found.group("so") or found.group("capprox"):
        reading.approximate = True
    else:
        reading.bound = _postfix_bound(found)
    if not classified:
        reading.end = found.end()


# A number in words goes on after "thousand" or "million" with what is below it: "three thousand six hundred",
# "two million four hundred thousand" is read as far as "two million four hundred", "one thousand and twelve".
_COMPOUND_SCALES = frozenset({"thousand", "million", "billion"})
_SCALE_AFTER = tuple(f" {word}" for word in SCALE_WORDS)
_WORD_REMAINDER = re.compile(rf"[ \u00a0]+(?:and[ \u00a0]+)?(?={WORD_NUMBER.pattern})")


def _read_word_remainder(context: _Context, reading: _Reading) -> None:
    """Add to ``reading`` (a number in words ending in a scale word) the smaller number in words written after
    it, stated to the units it names (3.6 thousand to one decimal, 3.65 thousand to two)."""
    link = _WORD_REMAINDER.match(context.lower, reading.end)
    if link is None:
        return
    found = WORD_NUMBER.match(context.lower, link.end())
    assert found is not None
    rest, end = parse_word_number(found.group()), found.end()
    if reading.scale >= 1e6 and context.lower.startswith(" thousand", end):
        rest, end = rest * 1000, end + len(" thousand")  # "two million four hundred thousand"
    if found.group().startswith("a") or not 0 < rest < reading.scale or context.lower.startswith(_SCALE_AFTER, end):
        return
    places = len(str(int(reading.scale))) - 1
    reading.magnitude += rest / reading.scale
    reading.decimals = max(reading.decimals, places - (len(str(int(rest))) - len(str(int(rest)).rstrip("0"))))
    reading.end = end


# A height in metres with its tenth said after it, as a height is spoken: 一米二 is 1.2 m, 两米五 2.5 m; after one
# digit only (一千米二 is no height), and not before another numeral or a unit (一米二十, 一米二分).
_SPOKEN_TENTH = re.compile(f"[{''.join(digit for digit, value in CJK_DIGITS.items() if value)}]"
                           f"(?![{CJK_NUMERAL_CHARS}点米分厘毫])")


def _read_spoken_tenth(context: _Context, reading: _Reading) -> None:
    scan = context.scan
    if reading.spelled and reading.end > reading.start and scan[reading.end - 1] == "块" and reading.unit is not None \
            and reading.unit.dimension == "currency" and scan[reading.end:reading.end + 1] in CJK_DIGITS:
        reading.magnitude += CJK_DIGITS[scan[reading.end]] / 10  # 三十九块八: 39.8 yuan
        reading.decimals, reading.end = 1, reading.end + 1
        return
    if reading.spelled and reading.end - reading.start == 2 and scan[reading.start] in CJK_DIGITS \
            and reading.unit is not None and reading.unit.key == "m" and scan.startswith("米", reading.start + 1) \
            and (tenth := _SPOKEN_TENTH.match(scan, reading.end)) is not None:
        reading.magnitude += CJK_DIGITS[tenth.group()] / 10
        reading.decimals, reading.end = 1, tenth.end()


def _read_chinese_scale(context: _Context, reading: _Reading, position: int) -> None:
    found = _CJK_SCALE.match(context.scan, position)
    if found is None:
        return
    if found.group("more") and reading.decimals == 0 and not reading.negative:
        numeral = parse_cjk_numeral(context.scan[reading.start:found.end()].replace(",", ""))
        if numeral is not None:  # 3万5千
            reading.magnitude, reading.scale = numeral.value / numeral.scale, numeral.scale
            reading.scaled, reading.digits, reading.end = True, "", found.end()
            return
    reading.scale *= _CJK_SCALES[found.group("scale")]
    reading.scaled, reading.digits, reading.end = True, "", found.end("scale")


_OF_A = re.compile(r"of an?[ \u00a0]+")


def _unit_of_a(context: _Context, position: int) -> UnitMatch | None:
    """The unit word after "of a" that a figure under one is a part of ("0.9 of a percentage point")."""
    link = _OF_A.match(context.lower, position)
    if link is None:
        return None
    found = match_unit(context.scan, link.end(), context.lower)
    return found if found is not None and found.word else None


# A noun right after "barrel" that makes it the kind of a thing counted, not a unit of volume.
_BARREL_AS_A_KIND = re.compile(r"[ -](?:organs?|vaults?|racing|racers?|roll|rolls|bags?|chairs?|jellyfish|cactus)\b")


def _read_unit(context: _Context, reading: _Reading, position: int, money: bool) -> None:
    scan = context.scan
    size = len(scan)
    if position >= size:
        return
    spaced = hyphen = False
    if scan[position] in " \u00a0\u202f":
        position, spaced = position + 1, True
    elif scan[position] == "-" and position + 1 < size and scan[position + 1].isalpha():
        position, hyphen = position + 1, True
    if scan.startswith("个半", position) and not spaced and _read_and_a_half(context, reading, position):
        return
    if scan.startswith("个多", position) and not spaced and _read_a_little_over(context, reading, position):
        return
    found = match_unit(scan, position, context.lower)
    if found is None and spaced and reading.magnitude < 1 and not money:
        found = _unit_of_a(context, position)  # "0.9 of a percentage point"
    if found is None and not money and not hyphen:
        found = _per_area_after_count(context, reading.end)
    if found is None or found.word and _compares_periods(context, found):
        return
    if money and found.unit.dimension == "per_area":
        return  # "$3,000 per square metre" is a price: an amount of money
    if money and spaced and found.unit.dimension == "time":
        return  # "the £6 day ticket", "a $10 week pass": the span names what the money buys
    surface = found.surface
    if surface in _SPACED_ONLY_UNITS and not spaced:
        return
    if surface == "日" and not _counts_days(context, reading, found.end):
        return  # 3日 names the third of a month; 90日 and 15日内 count days
    if surface == "s" and not spaced and reading.digits.endswith("0"):
        return  # 1990s, the 20s: a decade or an age, not seconds
    if surface in ("x", "X") and spaced:
        return
    if surface.lower() == "barrel" and _BARREL_AS_A_KIND.match(context.lower, found.end):
        return  # "twenty-two barrel organs", "three barrel vaults": a kind of thing, not barrels of oil
    if surface == "p" and (spaced or hyphen or not reading.decimals and not _PENCE_AFTER.match(scan, found.end)):
        return  # 6.8p is pence; a whole number before p is as often a name (1080p, the 99p Challenge, 17p), unless
        # money words follow it ("80p more than last summer", "50p each")
    if surface in ("x", "×") and _DIGIT_CORE.match(scan, found.end + (scan[found.end:found.end + 1] == " ")):
        return  # 3 x 4: a product, not a multiple
    if surface in CURRENCY_PREFIXES and _DIGIT_CORE.match(scan, found.end):
        return  # "a Saturday one £90 more": the sign is the next figure's
    if hyphen and not (found.word or (len(surface) >= 2 and surface[0].isalpha())):
        return
    if reading.spelled and surface[0] in _ASCII_LETTERS and not (spaced or hyphen):
        return
    reading.unit, reading.end = found.unit, found.end
    if surface == "成":
        _read_tenths_digit(context, reading)
    elif _HALF_AFTER_UNIT.match(scan, found.end) and found.unit.dimension in _HALVED_DIMENSIONS \
            and not surface.isascii() and _whole(reading):
        _add_half(reading, found.end + 1)
    elif reading.bound is None and not surface.isascii() and found.unit.dimension != "multiple" \
            and _OVER_AFTER_UNIT.match(scan, found.end):
        reading.bound, reading.approximate = "gt", True  # 十一亩多, 3公里余: a little over (两倍多 is for the multiples)
        reading.end = found.end + 1


# "year over year", "month-on-month", "day to day": a unit word written again after a preposition compares periods;
# it is not the unit of the figure before it ("rose by $510 million year over year").
_PERIOD_COMPARED = re.compile(r"[ \u00a0-](?:over|on|to|by|after)[ \u00a0-]([a-z]+)")


def _compares_periods(context: _Context, found: UnitMatch) -> bool:
    after = _PERIOD_COMPARED.match(context.lower, found.end)
    return after is not None and after.group(1) == found.surface.lower()


# A half written after a Chinese unit (3年半, 两天半, 2斤半) or between a count and its unit (4个半小时, 两个半月); not
# the 半 that starts a word of its own (3年半年报, 两天半价).
_HALF_AFTER_UNIT = re.compile(r"半(?![年月天日周小个数导岛价场径决程成衰球边身山路夜途])")
_HALVED_DIMENSIONS = frozenset({"time", "mass", "length"})
# 多 or 余 right after a Chinese unit and closing the phrase: 占地十一亩多, 走了3公里余；not 多云, 多少, 多地.
_OVER_AFTER_UNIT = re.compile(r"[多余](?![\u3400-\u9fff])|[多余](?=的|来|时间)")
_COUNTED_TIME = "个"  # 个小时, 个月, 个星期: the classifier a count of hours, months or weeks takes


def _read_and_a_half(context: _Context, reading: _Reading, position: int) -> bool:
    """Read "个半<unit>" after ``reading`` (4个半小时, 一个半月) as its unit and half of one more."""
    rest = context.scan[position + 2:position + 8]
    found = match_unit(_COUNTED_TIME + rest, 0) or match_unit(rest, 0)
    if found is None or found.unit.dimension != "time" or not _whole(reading):
        return False
    reading.unit = found.unit
    _add_half(reading, position + 2 + len(found.surface) - (found.surface[0] == _COUNTED_TIME))
    return True


def _read_a_little_over(context: _Context, reading: _Reading, position: int) -> bool:
    """Read "个多<unit>" after ``reading`` (两个多小时, 十五个多百分点) as its unit, a little over the count."""
    found = match_unit(_COUNTED_TIME + context.scan[position + 2:position + 8], 0)
    if found is None or not found.surface.startswith(_COUNTED_TIME) or reading.bound is not None:
        return False
    reading.unit, reading.bound, reading.approximate = found.unit, "gt", True
    reading.end = position + 1 + len(found.surface)
    return True


def _whole(reading: _Reading) -> bool:
    return not reading.decimals and reading.scale == 1 and reading.magnitude.is_integer()


def _add_half(reading: _Reading, end: int) -> None:
    """A whole count with half of one more (3年半 is 3.5 years), stated to the half."""
    reading.magnitude += 0.5
    reading.decimals, reading.end = 1, end


_WITHIN_DAYS = re.compile(r"[以之]?内")
LAST_DAY_OF_A_MONTH = 31


# A verb of lasting right before a figure: what follows counts a span (持续15日, 为期7日, 限期15日), not a day of a month.
# 近 before a length of time is "the last" (近40年来, 近三年), save after a word of having lasted: 开了近四十年, 已有近.
_NEARLY_LASTED = frozenset("了有达已")
_LASTING_BEFORE = re.compile(r"(?:持续|历时|为期|长达|连续|用时|耗时|停留|限期)(?:了|约|近)?\Z")


def _counts_days(context: _Context, reading: _Reading, end: int) -> bool:
    """Whether 日 after a figure counts days rather than naming a day of a month: no month has the figure (90日,
    1.5日), something happens within them (15日内), or they are how long something lasts (持续15日)."""
    return bool(reading.decimals or reading.magnitude * reading.scale > LAST_DAY_OF_A_MONTH
                or _WITHIN_DAYS.match(context.scan, end)
                or _LASTING_BEFORE.search(context.scan, max(0, reading.start - 4), reading.start))


# What a density counts, between its figure and the area: "4,120 people per square kilometre", "4120人/平方公里".
_COUNT_BEFORE_AREA = re.compile(r"[ \u00a0]?(?:[a-z]+(?:[ \u00a0]+|(?=/))|人(?=[/每]))")


def _per_area_after_count(context: _Context, position: int) -> UnitMatch | None:
    """The unit of area of a density whose figure names what it counts first ("4,120 people per square mile")."""
    count = _COUNT_BEFORE_AREA.match(context.lower, position)
    if count is None:
        return None
    found = match_unit(context.scan, count.end(), context.lower)
    return found if found is not None and found.unit.dimension == "per_area" else None


_TENTHS_DIGIT = re.compile(r"[一二三四五六七八九半](?![0-9〇零一二两三四五六七八九十百千万亿])")


def _read_tenths_digit(context: _Context, reading: _Reading) -> None:
    """七成五 is 75% and 五成半 55%: a digit or a half right after 成 counts tenths of it, unless it starts a count of
    its own (三成五个)."""
    found = _TENTHS_DIGIT.match(context.scan, reading.end)
    if found is None or reading.decimals or _CJK_COUNTED.match(context.scan, found.end()):
        return
    reading.magnitude += 0.5 if found.group() == "半" else CJK_DIGITS[found.group()] / 10
    reading.decimals, reading.end = 1, found.end()


# -- ranges and measurements ---------------------------------------------------------------------------------

# "18- to 29-year-olds": a hyphen left hanging before the link word shares the unit of the second end; in
# "18-to-29-year-olds" the link word is hyphened into one compound with both ends.
_RANGE_LINK = re.compile(
    r"(?:-(?P<joined>to|through)-(?=[0-9])|(?P<left>(?:-(?=[ \u00a0]))?[ \u00a0]*)(?:(?P<dash>[-–—~]|至|到)"
    r"|(?P<word>to|through|and)(?![A-Za-z]))(?P<right>[ \u00a0]*))(?P<sign>-)?(?P<money>US\$|\$|€|£|¥)?"
)


_RANGE_STARTS = frozenset(" \u00a0-–—~至到")
# A verb of change right before "from X to Y" or "X to Y": the figures are where a movement started and ended
# ("rose from 4.2% to 5.1%") or its size and the level it reached ("fell by 1,200 to 18,400"), not a range.
_MOVEMENT_VERB = (
    r"(?:rose|risen|rises?|rising|fell|fall(?:s|en|ing)?|gr[eo]w(?:s|n|ing)?|(?:in|de)creas(?:e[ds]?|ing)|climbed"
    r"|jumped|dropped|declined|slipped|slid|surged|soared|plunged|tumbled|gained|improv(?:e[ds]?|ing)|worsened"
    r"|widened|narrowed|expanded|shrank|contracted|went|moved|changed|cuts?|lower(?:s|ed)|rais(?:e[ds]?|ing)"
    r"|reduc(?:e[ds]?|ing)|boost(?:s|ed|ing)?|lift(?:s|ed)|extend(?:s|ed)|lengthen(?:s|ed)|shorten(?:s|ed)|up|down)"
)
# The verb may name what moved between it and "from": "improves battery life in GPS mode from 10 hours to 12 hours".
_MOVED_FROM = re.compile(rf"\b{_MOVEMENT_VERB}(?:[ \u00a0]+[A-Za-z][A-Za-z'-]*){{0,5}}[ \u00a0]+\Z")
_MOVED_BY = re.compile(rf"\b(?:{_MOVEMENT_VERB}|{_MOVEMENT_VERB}[ \u00a0]+by|by)[ \u00a0]+\Z")
# A change and the level it reached differ this much at least ("fell 1.2% to 14.1%"); a range after a verb of
# change has closer ends ("expected to rise 10% to 15%"). A change told as done, by how much ("jumped by fourteen
# to 52"), needs only half of that.
CHANGE_TO_LEVEL_RATIO = 4
_MOVED_BY_IN_THE_PAST = re.compile(
    rf"\b(?=(?:rose|risen|fell|fallen|gr[eo]wn?|slid|shrank|went|[a-z]{{2,}}ed)[ \u00a0])"
    rf"{_MOVEMENT_VERB}[ \u00a0]+by[ \u00a0]+\Z")


def _read_core(context: _Context, position: int) -> _Reading | None:
    """Read just the number written at ``position``: digits, a Chinese numeral or English words."""
    scan = context.scan
    if position >= len(scan):
        return None
    char = scan[position]
    if char.isdigit():
        found = _DIGIT_CORE.match(scan, position)  # None for a digit of another form: the ² of "0-²"
        return None if found is None else _digits_at(context, position, found.end())
    if char in CJK_NUMERAL_CHARS:
        found = _CJK_RUN_AT.match(scan, position)
        assert found is not None
        numeral = parse_cjk_numeral(found.group())
        if numeral is None or numeral.digit_sequence:
            return None
        return _Reading(position, found.end(), numeral.value / numeral.scale, numeral.decimals, numeral.scale,
                        spelled=True)
    found = WORD_NUMBER.match(context.lower, position)
    if found is None:
        return None
    return _word_reading(position, found)


def _read_range(context: _Context, first: _Reading, prefix: Prefix, money: bool) -> _Reading | None:
    """The high end of a range starting with ``first``, or ``None`` when no range is written."""
    scan = context.scan
    if first.end >= len(scan) or scan[first.end] not in _RANGE_STARTS:
        return None
    link = _RANGE_LINK.match(scan, first.end)
    if link is None:
        return None
    if link.group("money") and first.unit is not None and first.unit.dimension != "currency":
        return None  # "rose 5% to $1.2 billion"
    word = link.group("word") or link.group("joined")
    if word == "and" and prefix.opener != "between":
        return None
    dash = link.group("dash")
    if dash in ("-", "–", "—") and bool(link.group("left")) != bool(link.group("right")):
        return None  # "5 -3" is two numbers, "5-3" and "5 - 3" are a range
    if link.group("sign") and not word:
        return None
    if word == "to" and prefix.opener == "from" and _after_movement(context, first.start - prefix.opener_length,
                                                                   _MOVED_FROM):
        return None  # "rose from 4.2% to 5.1%"
    second = _read_core(context, link.end())
    if second is None:
        return None
    second.negative = bool(link.group("sign"))
    _read_tail(context, second, money or bool(link.group("money")))
    if link.group("money") and second.unit is None:
        second.unit = currency(CURRENCY_PREFIXES[link.group("money")])
    if first.unit is not None and second.unit is not None and first.unit != second.unit:
        return None  # "rose 5% to $1.2 billion": two figures of different kinds
    if first.unit is not None and second.unit is None and second.scaled:
        return None
    if word == "to" and second.magnitude >= CHANGE_TO_LEVEL_RATIO * first.magnitude and _after_movement(
            context, first.start - prefix.length, _MOVED_BY):
        return None  # "fell by 1,200 to 18,400", "fell 1.2% to 14.1%"
    if word == "to" and 2 * second.magnitude >= CHANGE_TO_LEVEL_RATIO * first.magnitude and _after_movement(
            context, first.start - prefix.length, _MOVED_BY_IN_THE_PAST):
        return None  # "jumped by fourteen to 52"
    return second


def _after_movement(context: _Context, position: int, movement: re.Pattern[str]) -> bool:
    """Whether a verb of change (and "by") ends the text just before ``position``."""
    return movement.search(context.lower, max(context.floor, position - _MOVEMENT_REACH), position) is not None


_MOVEMENT_REACH = 60  # a verb of change, with what moved named after it, before "from"


def _join_range(first: _Reading, second: _Reading, money: Unit | None) -> bool:
    """Share unit and scale between the two ends ("10-20%", "1–2 million"); ``False`` if not a range."""
    if first.unit is not None and second.unit is None:
        return False  # "dropped by 1.8% to 945" states a change and a level: a range writes its unit last or twice
    unit = first.unit or second.unit or money
    if _falls_to_scaled(first, second):
        return False
    scale = first.scale
    if second.scaled and not first.scaled:
        scale = second.scale  # 1–2 million, 1.2至1.5亿
    low = _Reading(first.start, first.end, first.magnitude, scale=scale, negative=first.negative).value(unit)
    if second.value(unit) < low:
        return False  # "fell from 20 to 10" states two figures, not a range
    first.unit = second.unit = unit
    first.scale = scale
    return True


def _falls_to_scaled(first: _Reading, second: _Reading) -> bool:
    """Whether a bare figure runs down to a scaled one: "from 158 to 142 million litres" falls from 158 million, and
    "in 2023 to 1.1 million hectolitres" names a year; neither is a range."""
    return second.scaled and not first.scaled and first.magnitude > second.magnitude


# "rose 18% in 2023 to 412,000 litres": the year a change was made in, then the level it reached.
_MOVED_IN = re.compile(rf"\b{_MOVEMENT_VERB}\b[^.;:!?]{{0,40}}\bin[ \u00a0]+\Z")


def _year_of_a_move(context: _Context, start: int) -> bool:
    """Whether the year starting at ``start`` follows "in" after a verb of change."""
    return _MOVED_IN.search(context.lower, max(0, start - _MOVEMENT_REACH), start) is not None


def _may_run_up_to(first: _Reading, second: _Reading) -> bool:
    """Whether a bare figure and a figure with a unit after it can be the ends of a range ("1950 to 2050 °C"): the
    second is not below the first, and not an amount of money, which a range writes as money at both ends or the
    first. "in 2020 to 4.2%", "in 2019 to $2.4 million" and "in 2019 to $2,400" are a year and the level reached."""
    return second.unit is not None and second.unit.dimension != "currency" and second.value(second.unit) >= _Reading(
        first.start, first.end, first.magnitude).value(second.unit)


def _measure(context: _Context, first: _Reading, prefix: Prefix | None = None) -> tuple[Quantity | None, int]:
    """Read what surrounds a number (prefix, scale, unit, bound, range) and decide what it is."""
    scan = context.scan
    if prefix is None:
        prefix = look_behind(scan, context.lower, context.floor, first.start)[1]
    money = prefix.currency is not None
    number_end = first.end
    if not money and not prefix.negative:
        share = _share_after(context, first)
        if share is not None:
            return share
    _read_tail(context, first, money)
    if prefix.negative:
        first.negative = True
    second = _read_range(context, first, prefix, money)
    shares = _range_of_shares(context, first, second, prefix) if second is not None and not money else None
    if shares is not None:
        return shares
    if second is None and first.end == number_end and not first.scaled and not money:
        in_brackets = _in_bracketed_unit(context, first, prefix)
        if in_brackets is not None:
            return in_brackets, first.end
    paired = second is None and not money and (
        _read_dimension_pair(context, first) or _read_pressures_over(context, first, prefix)
        or context.partner == first.start)
    if second is None and not money and not paired:
        _read_uncertainty(context, first)
    if second is None and first.unit is not None and first.unit.dimension == "mass":
        volume = _PER_VOLUME_BEFORE.search(scan, max(context.floor, first.start - _AREA_REACH), first.start)
        yielded = _PER_AREA_OF_MASS.search(scan, max(context.floor, first.start - _YIELD_REACH), first.start)
        if volume is not None:  # 每立方米二十八微克: a concentration written with its volume first
            first.unit = over_volume(first.unit, volume.group(1))
        elif yielded is not None:  # 每亩产出鲜海带约4.4吨: a yield written with its area first
            first.unit = over_area(first.unit, yielded.group(1))
    lead_start = None
    if second is None and first.unit is not None:
        period = _PER_PERIOD_BEFORE.search(scan, max(context.floor, first.start - _AREA_REACH), first.start)
        if period is not None and (rate := over_period(first.unit, period["period"] or "小时")) is not None:
            first.unit = rate  # 每小时21.6公里: a speed written with its period first
            if not prefix.length:  # 超过每秒5米: the bound is written before the period
                prefix = look_behind(scan, context.lower, context.floor, period.start())[1]
                lead_start = period.start() - prefix.length if prefix.length else None
    area = _area_before(context, first.start - prefix.length) \
        if second is None and not money and first.unit is None else None
    if area is not None:
        first.unit, lead_start = area
        if not prefix.length:  # 约每平方公里4120人: what qualifies the density is written before its area
            prefix = look_behind(scan, context.lower, context.floor, lead_start)[1]
            lead_start -= prefix.length
    year = None if paired else _year_candidate(context, first, prefix)
    if year:
        span_end = _year_span_end(scan, first, second, year)
        if span_end is not None:
            assert second is not None
            start = first.start - prefix.opener_length if prefix.opener else first.start
            return _year(context, start, second.end, year, span_end)
        split_end = _second_of_split_year(scan, first.end, year) if second is None else None
        if split_end is not None:
            return _year(context, first.start, split_end, year, year + 1)  # 2025/26: a fiscal or school year
        if second is None or second.unit is None or not _may_run_up_to(first, second) \
                or _falls_to_scaled(first, second) or _year_of_a_move(context, first.start):
            quarter = quarter_after_year(scan, first.start, first.end, year)
            if quarter is not None:
                return _from_figure(context, quarter)
            return _year(context, first.start, first.end, year)
    if not paired and first.end == number_end and not first.spelled and number_end < len(scan) and (
            scan[number_end] in _ASCII_LETTERS or scan.startswith("-", number_end)
            and scan[number_end + 1:number_end + 2].isupper()):
        return _label(context, first.start, number_end, first.magnitude)  # 5G, 3D, 7B, 10-K: a name
    if second is not None and not _join_range(first, second, prefix.currency):
        second = None
    unit = first.unit or prefix.currency or (_unit_after_comparative(context, first.end) if second is None else None)
    if second is None and unit is not None and unit.dimension == "percent" \
            and _CONFIDENCE_LEVEL.match(context.lower, first.end):
        return _label(context, first.start, first.end, first.magnitude)  # 95% CI names the interval after it
    if second is not None and unit is not None and _acceleration_test(context, first, second, unit):
        return _fixed(context, "test", "speed", first.start, second.end, second.value(unit), unit=unit.key), second.end
    approximate = first.approximate or (prefix.approximate_word is not None and not (
        prefix.approximate_word == "近" and unit is not None and unit.dimension == "time"
        and not (0 < first.start - prefix.length and scan[first.start - prefix.length - 1] in _NEARLY_LASTED)))
    bound = prefix.bound or first.bound or (context.partner_bound if first.start == context.partner else None)
    end = second.end if second is not None else first.end
    start = first.start - (prefix.opener_length if second is not None and prefix.opener else prefix.length)
    if _bound_word_tells_when(context, prefix, unit, start):
        bound, start = first.bound, first.start
    start = min(start, first.start) if lead_start is None else lead_start
    kind = "range" if second is not None else ("bound" if bound else "value")
    magnitude = -first.magnitude if first.negative else first.magnitude
    quantity = _quantity(
        first.value(unit), unit.key if unit else "", unit.dimension if unit else "number", kind,
        context.text[start:end], start, end, magnitude, first.scale, first.decimals,
        second.value(unit) if second is not None else None, bound, approximate, first.negative,
        first.spelled, unit.factor if unit else 1.0, "" if unit or _is_age(context, start) else _counted(context, end),
        False, None,
    )
    return quantity, end


# "aged 10 to 15 needs", "ages 8 and up": an age is a bare figure of years, whatever word follows it.
_AGE_BEFORE = re.compile(r"\b(?:aged|ages?)[ \u00a0]+\Z")


def _is_age(context: _Context, start: int) -> bool:
    """Whether the figure starting at ``start`` is an age ("aged 10 to 15")."""
    return _AGE_BEFORE.search(context.lower, max(0, start - 6), start) is not None


# "9 fewer litres", "three more hours": the size of a difference with its unit after the comparative.
_COMPARATIVE_BEFORE_UNIT = re.compile(r"[ \u00a0]+(?:more|fewer|less|extra)[ \u00a0]+")


def _unit_after_comparative(context: _Context, end: int) -> Unit | None:
    """The unit a bare figure ending at ``end`` is counted in when a comparative stands between them."""
    between = _COMPARATIVE_BEFORE_UNIT.match(context.lower, end)
    found = match_unit(context.scan, between.end(), context.lower) if between is not None else None
    return found.unit if found is not None and found.word else None


# "the past 12 months", "these past 3 seasons": a span of time counted back from now, not a bound.
_COUNTED_BACK = re.compile(r"(?<![a-z])(?:the|these|those|this|its|their|our|his|her|my|your|in)[ \u00a0]+\Z")


# A verb of spreading a few words before "over": "spread the £234 fee over twelve monthly payments" divides it.
_SPREAD_BEFORE = re.compile(r"\b(?:spread|split|divided|paid|payable|repaid|repayable|staggered|phased|amorti[sz]ed"
                            r"|spaced)\b(?:[ \u00a0]+[\w'£$€¥,.-]+){0,5}[ \u00a0]+\Z")
_SPREAD_REACH = 60


def _bound_word_tells_when(context: _Context, prefix: Prefix, unit: Unit | None, start: int) -> bool:
    """Whether the bound word at ``start`` tells when or how rather than bounds the figure: "over three years" and
    "the past 12 months" tell when, "spread over twelve payments" how; "over 5 ms" and "past 12,000 flight cycles"
    are bounds."""
    timed = unit is not None and unit.dimension == "time"
    if prefix.bound_word == "over":
        return timed and unit is not None and unit.factor >= 86_400 \
            or _SPREAD_BEFORE.search(context.lower, max(0, start - _SPREAD_REACH), start) is not None
    if prefix.bound_word == "past":
        return timed or _COUNTED_BACK.search(context.lower, max(0, start - 8), start) is not None
    return False


# A confidence level names the interval written after it: "95% CI", "90% confidence interval", 95%置信区间.
_CONFIDENCE_LEVEL = re.compile(r"[ \u00a0]*(?:ci|ui|cri|(?:confidence|credible|uncertainty|prediction)[ \u00a0]+"
                               r"(?:interval|limits?|bounds?)|置信区间|可信区间|置信限)(?![a-z])")


# The link of a pair of dimensions: "2556 x 1179", "1920x1080", "2556×1179", "2556-by-1179", "12 by 8 feet".
# Spaced on both sides or neither: "Windows 10 x64" names an edition.
_PAIR_LINK = re.compile(r"(?P<times>[x×X]|[ \u00a0][x×X][ \u00a0]|-by-)(?=[0-9])|[ \u00a0]by[ \u00a0](?=[0-9])")
_MOST_DIMENSIONS = 3
# A letter x glued to short figures names rather than measures (a 4x4, a 2x4, the 4x100m relay); glued to figures
# of three digits or more it writes a resolution or an image size (1920x1080, 640x480).
_GLUED_LETTERS = frozenset("xX")
_LEAST_GLUED_DIMENSION = 100
# Units the dimensions of one thing share when written once, after the last: "12 x 8 m", "2556 x 1179 pixels".
# Others are left to the figure they follow: "3 x 20 mg" is three doses, "2 x 16 GB" two modules.
_SHARED_DIMENSIONS = frozenset({"length", "pixel"})
_LIKE_SIZE = 10  # "4 x 100 m" is four legs of a relay, not 4 m by 100 m


def _read_dimension_pair(context: _Context, first: _Reading) -> bool:
    """Whether ``first`` starts dimensions written with a link ("2556 x 1179", "2556-by-1179-pixel", "10 x 20 x
    30 cm"): then each is a figure of its own, never a year or a name (1920x1080), the next is marked to be read so,
    and a length or pixel unit written after the last is ``first``'s too when the two are of like size. A spaced
    "by" links dimensions only when a unit follows ("12 by 8 feet"); "cut by 45 by 2030" names a deadline."""
    if first.spelled or first.scaled or not first.magnitude:
        return False  # 0x1F is a hexadecimal number
    chain: list[_Reading] = []
    position = first.end
    while len(chain) < _MOST_DIMENSIONS - 1 and (link := _PAIR_LINK.match(context.scan, position)) is not None:
        following = _read_core(context, link.end())
        assert following is not None  # the link is followed by a digit
        _read_tail(context, following, False)
        if not link.group("times") and following.unit is None:
            break
        if link.group() in _GLUED_LETTERS and min(first.magnitude, following.magnitude) < _LEAST_GLUED_DIMENSION:
            break
        chain.append(following)
        position = following.end
        if following.unit is not None:
            break
    if not chain:
        return False
    context.partner = chain[0].start
    last = chain[-1]
    if first.unit is None and last.unit is not None and last.unit.dimension in _SHARED_DIMENSIONS \
            and last.magnitude / _LIKE_SIZE <= first.magnitude <= last.magnitude * _LIKE_SIZE:
        first.unit = last.unit
    return True


# Two pressures written one over the other, the higher first, as blood pressure is (systolic/diastolic): "<140/90 mmHg",
# "140/90 mmHg以下". The unit written after the second and a bound written around the pair hold for both.
_OVER = re.compile(r"/(?=[0-9])")


def _read_pressures_over(context: _Context, first: _Reading, prefix: Prefix) -> bool:
    """Whether ``first`` is the upper of two pressures written "A/B <unit>"; then it takes the unit and the bound
    written after the second, and the second is marked to take the bound written before the first."""
    if first.spelled or first.scaled or first.unit is not None or not _OVER.match(context.scan, first.end):
        return False
    lower = _read_core(context, first.end + 1)
    assert lower is not None  # a digit follows the slash
    _read_tail(context, lower, False)
    if lower.unit is None or lower.unit.dimension != "pressure" or lower.magnitude >= first.magnitude:
        return False
    first.unit, first.bound = lower.unit, first.bound or lower.bound
    context.partner, context.partner_bound = lower.start, prefix.bound
    return True


# The uncertainty written after a figure, before the unit both are in: "712 ± 9 m", "36.5±0.4℃", "4.2 +/- 0.3 kg".
_PLUS_MINUS = re.compile(r"[ \u00a0]*(?:±|\+/-)[ \u00a0]*(?=[0-9])")


def _read_uncertainty(context: _Context, first: _Reading) -> None:
    """Give ``first`` the unit written after the uncertainty that follows it ("712 ± 9 m" is 712 m)."""
    if first.spelled or first.scaled or first.unit is not None:
        return
    link = _PLUS_MINUS.match(context.scan, first.end)
    if link is None:
        return
    spread = _read_core(context, link.end())
    assert spread is not None  # the sign is followed by a digit
    _read_tail(context, spread, False)
    first.unit = spread.unit


# An acceleration test named before or after its speed range, in the same clause: "accelerates from 0-60 mph",
# "0-100 km/h sprint", "0-100km/h加速", "加速时间（0-100公里/小时）".
_ACCELERATION_BEFORE = re.compile(r"(?:accelerat|sprint|加速|破百)[^.;!?。；！？]{0,24}\Z")
_ACCELERATION_AFTER = re.compile(r"[^.;!?。；！？]{0,12}?(?:accelerat|sprint|加速|破百)")
_ACCELERATION_REACH = 40


def _acceleration_test(context: _Context, first: _Reading, second: _Reading, unit: Unit) -> bool:
    """Whether a speed range from standstill names an acceleration test ("0-100 km/h" of "0-100 km/h in 3.8 s").

    Such a range is read as a ``test``, a kind the gates do not compare: it names the test the time was measured
    on, which a source may name in other words (百公里加速, "0 to 60") or not at all; the time is the figure, and
    it is checked like any other. Nor is it a ``label``: the letters in it are a unit, not a name to be found in
    the evidence. A range from any other speed ("20-60 mph") is a measurement.
    """
    if first.magnitude or unit.dimension != "speed":
        return False
    lower = context.lower
    return _ACCELERATION_BEFORE.search(lower, max(0, first.start - _ACCELERATION_REACH), first.start) is not None \
        or _ACCELERATION_AFTER.match(lower, second.end) is not None


# A density written with its area first: 每平方公里4120人, 每平方公里约4120人.
_PER_AREA_BEFORE = re.compile(r"每平方(?:公里|千米|米|英里)(?:有|为|达|是)?\Z")
_AREA_REACH = 8


# The volume a Chinese concentration is written over, before its figure: 每立方米二十八微克, 每升含铅0.01毫克.
# The area a Chinese yield is written over, before a word of yielding and the figure: 每亩产出鲜海带约4.4吨,
# 每公顷产玉米9吨. Another amount for an area (每亩施肥30公斤) and a change of a yield (每亩多收21公斤, told against 亩产)
# are not read so; ``gates.totals`` restates the masses the evidence gives for an area.
_PER_AREA_OF_MASS = re.compile(r"每(公顷|亩)(?:平均)?(?:产出?|产量|单产)[^\W\d比多少增减高低提降]{0,6}?(?:约|为|达|是)?\s*\Z")
_YIELD_REACH = 16
# The period a rate is written after, first: 每小时21.6公里; 时速 is per hour, with words between (最高时速限制在60公里).
_PER_PERIOD_BEFORE = re.compile(r"(?:每(?P<period>秒钟|秒|分钟|小时)|时速[^，。；,;\d每]{0,8}?)(?:约|可达|达|为|是)?\s*\Z")
_PER_VOLUME_BEFORE = re.compile(r"每(立方米|升|毫升)(?:含[\u4e00-\u9fff]{0,4}|为|是|约|达)?\s*\Z")


def _area_before(context: _Context, start: int) -> tuple[Unit, int] | None:
    """The unit of the area written before a density's figure (每平方公里4120人), and where the area starts."""
    found = _PER_AREA_BEFORE.search(context.scan, max(context.floor, start - _AREA_REACH), start)
    if found is None:
        return None
    area = match_unit(context.scan, found.start())
    assert area is not None  # every area the pattern names is a unit
    return area.unit, found.start()


# A unit in brackets closing just before a figure, with at most a linking word between: "tensile strength (MPa)
# was 315.2", "营业收入（万元）为5800", "Revenue (£m): 412". Matched against the text before the figure.
_UNIT_BRACKET_BEFORE = re.compile(
    r"[)）\]][ \t\u00a0]*(?:(?i:was|were|is|are|of|at|reached)[ \t\u00a0]+|(?:为|是|达到|达)|[:：])?[ \t\u00a0]*\Z")
_BRACKET_REACH = 40
_LINK_REACH = 12


def _in_bracketed_unit(context: _Context, first: _Reading, prefix: Prefix) -> Quantity | None:
    """A bare figure read in the unit a bracket names just before it, as if the unit were written after it.

    The bracket counts as a table header's does (``text.written_units.header_unit``): only when the parser reads
    "<number> <unit>" as one measured value. A bracket glued to a word ("participant(s)") names no unit.
    """
    scan = context.scan
    start = first.start - prefix.length
    reach = max(0, start - _LINK_REACH)
    before = scan[reach:start]
    if ")" not in before and "）" not in before and "]" not in before or _counted(context, first.end):
        return None
    link = _UNIT_BRACKET_BEFORE.search(scan, reach, start)
    if link is None:
        return None
    close = link.start()
    window = scan[max(0, close - _BRACKET_REACH):close + 1]
    opening = max(window.rfind("("), window.rfind("（"), window.rfind("["))
    if opening <= 0 or window[opening - 1].isascii() and not window[opening - 1].isspace():
        return None
    from .written_units import header_unit, with_unit  # they read units with this parser

    unit = header_unit(window)[1]
    if unit is None:
        return None
    found = find_quantities(with_unit(scan[first.start:first.end], unit))
    if len(found) != 1 or found[0].kind != "value":
        return None
    stated = found[0]
    bound = prefix.bound
    return _quantity(
        stated.value, stated.unit, stated.dimension, "bound" if bound else "value", context.text[start:first.end],
        start, first.end, stated.magnitude, stated.scale, stated.decimals, None, bound,
        prefix.approximate_word is not None, stated.negative, first.spelled, stated.unit_factor, "", False, None,
    )


def _year_candidate(context: _Context, first: _Reading, prefix: Prefix) -> int | None:
    """The year a plain four-digit number names, unless what surrounds it makes it a count or an amount."""
    digits = first.digits
    if len(digits) != 4 or first.start != first.end - 4 or not "1900" <= digits <= "2099":
        return None
    if first.unit is not None or first.scaled or first.bound or prefix.currency is not None \
            or _CJK_COUNTED.match(context.scan, first.end):
        return None
    over_a_year = prefix.bound_word == "over" and _OVER_A_YEAR.match(context.lower, first.end) and int(digits) % 100
    if (prefix.bound or prefix.approximate_word) and not _COMPARED_YEAR.match(context.lower, first.end) \
            and not over_a_year:
        return None  # "over 2000", "about 1990" are amounts; "below 1990 levels" compares with the year
    if _COUNTED_NOUN.match(context.lower, first.end) and not _YEAR_PREPOSITION.search(
            context.lower, max(0, first.start - 12), first.start):
        return None  # "2000 employees" counts them; "in 2000 people voted" still names the year
    return int(digits)


def _year_span_end(scan: str, first: _Reading, second: _Reading | None, year: int) -> int | None:
    """The last year of "2020-2021", "2020–21", "2019 to 2021", or ``None`` when no span of years is written."""
    if second is None or second.scaled or second.negative:
        return None
    if second.unit is not None and scan[second.end - 1] != "年":  # 2019至2021年
        return None
    digits = second.digits
    if len(digits) == 4 and "1900" <= digits <= "2099" and int(digits) > year:
        return int(digits)
    if len(digits) == 2 and scan[first.end] in "-–—" and int(digits) > year % 100:
        return year // 100 * 100 + int(digits)
    return None


# -- numbers written in Chinese numerals and English words ---------------------------------------------------

_PER_PARTS = {"百": 1.0, "千": 0.1, "万": 0.01}  # percent per part: 百分之十二 is 12%, 千分之五 0.5%
_CJK_RANGE_TO = re.compile(rf"[到至~-][0-9{CJK_NUMERAL_CHARS}]")  # 十到二十: a range, not part of a word
# A side of a score written in Chinese numerals: 以四比一战胜, 三比三战平.
_CJK_SCORE_AFTER = re.compile(rf"比[0-9{CJK_NUMERAL_CHARS}]")
_CJK_SCORE_BEFORE = re.compile(rf"[0-9{CJK_NUMERAL_CHARS}]比\Z")


def in_cjk_score(scan: str, start: int, end: int) -> bool:
    """Whether the numeral at ``[start, end)`` is a side of a score written with 比 (以四比一战胜, 三比三战平)."""
    return _CJK_SCORE_AFTER.match(scan, end) is not None \
        or _CJK_SCORE_BEFORE.search(scan, max(0, start - 2), start) is not None


# What names a period before 一, from another (上一年, 前一天, 后一日, 下一个月, 次一年) or as one (这一年 "this year",
# 同一天 "the same day", 每一年 "every year"), and the periods so named.
_NAMES_ONE_BEFORE = frozenset("上下前后次这那同每哪")
# A character that makes a word with 一 after it: 唯一, 统一, 单一, 逐一, 专一, 划一.
_WORD_OF_ONE_BEFORE = frozenset("唯统单逐专划")
_ONE_PERIOD_NAMED = re.compile(r"(?:个)?(?:年度?|天|日|周|星期|月|季度|财年|学年)")
# One period told as what an amount is per, before an adverb of amount or ability: 一天大约用掉, 一年至少 (not 一周,
# which after a verb of going round is a lap: 绕地球一周大约需要27天).
_ONE_PERIOD_PER = re.compile(r"(?:个)?(?:天|日|月|年)(?=大约|大概|约|能够|能|可以|可|要|就|最多|最少|至少|平均|需要|需|有"
                             r"|(?:里|间|中|来)?(?:净增|净减|新增|增加|减少|增长|下降|多了|少了))")
# One measure a price is told for, before a verb of selling: 一斤卖二十八元, 一碗要十五块 ("a jin sells for 28 yuan").
_ONE_MEASURE_PRICED = re.compile(r"(?:斤|公斤|千克|两|碗|份|瓶|杯|袋|盒|箱|吨|串|张)(?:卖|要|收|售价?|价格?|定价)"
                                 rf"[0-9{_CJK_DIGIT_CHARS}十]")


# What names two days as a pair, before 两天: a weekend's, a span's first and last.
_TWO_DAYS_NAMED = ("周末", "首尾", "头尾")


def _from_cjk(context: _Context, start: int, end: int) -> tuple[Quantity | None, int]:
    scan = context.scan
    run = scan[start:end]
    before = scan[start - 1] if start > context.floor else ""
    if len(run) > 1 and run[0] == "零" and scan[start - 1:start] in _LARGER_PART_UNITS:
        return _from_cjk(context, start + 1, end)  # 两年零八个月: 零 joins the smaller part of one span
    if scan.startswith("分之", end):
        return _per_part(context, start, end + 2, run)
    if "点" in run or scan.startswith(("点", "时"), end):
        clock = spelled_chinese_clock(scan, start)
        if clock is not None:
            return _from_figure(context, clock)
    if scan.startswith(("分", "小时", "个小时", "秒"), end):
        race = spelled_race_time(scan, start) or spelled_seconds(scan, start)
        if race is not None:
            return _from_figure(context, race)
    if (before in ("数", "几", "若", "好") or scan.startswith("几", end)) and not scan.startswith("季度", end):
        return None, end  # 数十家, 十几个: an indefinite amount (若二季度 is "if in the second quarter")
    if run == "一" and before in _NAMES_ONE_BEFORE and _ONE_PERIOD_NAMED.match(scan, end) \
            and not scan.startswith("提前", start - 2):
        return None, end  # 上一年, 这一天, 下一季度: a period named, no span of one (提前一周 is a week ahead)
    if run == "两" and scan.startswith(_TWO_DAYS_NAMED, start - 2) and scan.startswith("天", end):
        return None, end  # 周末两天都休诊, 首尾两天都算在内: the two days a weekend or a span's ends are, named
    if run == "一" and before in _WORD_OF_ONE_BEFORE:
        return None, end  # 唯一周日开诊, 统一, 逐一: a word, not one of anything
    if run == "一" and before not in _NAMES_ONE_BEFORE and _ONE_PERIOD_PER.match(scan, end):
        return None, end  # 一天大约用掉, 一个月有九个集日, 一年里净增25家: what happens per period or in one
    if run == "一" and _ONE_MEASURE_PRICED.match(scan, end):
        return None, end  # 一斤卖二十八元: the measure a price is for, no amount of one
    if len(run) > 1 and run[-1] == "两" and _MASS_AFTER_LIANG.match(scan, end):
        return _in_liang(context, start, end - 1)
    numeral = parse_cjk_numeral(run)
    if numeral is None:
        return None, end
    if numeral.digit_sequence:
        if len(run) == 4 and scan.startswith("年", end):
            return _year(context, start, end + 1, int(numeral.value))
        return None, end
    if scan.startswith(("角", "毛"), end) and scan[start - 1:start] != "元" and numeral.scale == 1 \
            and not numeral.decimals and (jiao := _jiao_alone(context, start, end, numeral.value)) is not None:
        return jiao
    if before == "第":
        return _from_figure(context, ordinal_or_quarter(scan, start - 1, end, numeral.value, spelled=True))
    if before == "\u521d" and numeral.value <= 10:
        return None, end  # 初三: a day of a lunar month (正月初三到十五) or a school year, no figure
    century = chinese_century(scan, start, end, int(numeral.value)) \
        if numeral.scale == 1 and numeral.value.is_integer() else None
    if century is not None:
        return _from_figure(context, century)  # 十八世纪
    if scan.startswith("等奖", end) and numeral.scale == 1 and 1 <= numeral.value <= 9:
        return _from_figure(context, ordinal_or_quarter(scan, start, end, numeral.value, spelled=True))  # 一等奖
    if run == "一" and (_PER_ONE.match(scan, end) or _TIMES_PER_ONE.match(scan, end)) \
            and not _ONE_DURATION.match(scan, end):
        return None, end  # 一次0.5克, 一日3次: "per dose", "per day", what a rate is counted over, not a count
    if len(run) == 1 and (run in "零〇" and _CJK_RANGE_TO.match(scan, end) is None or _CJK_COUNTED.match(
            scan, end) is None and _CJK_RANGE_TO.match(scan, end) is None and not in_cjk_score(scan, start, end)):
        return None, end  # 一些, 统一, 十分: part of a word; 零 alone opens only a range (零到四摄氏度)
    if scan.startswith(("到", "至", "-", "~"), end):
        opening = month_span_opening(scan, start, end, spelled=True)
        if opening is not None:
            return _from_figure(context, opening)  # the 六 of 六到八月: June
    if scan.startswith("季度", end) and numeral.value in (1, 2, 3, 4):
        return _fixed(context, "quarter", "quarter", start, end + 2, numeral.value, spelled=True), end + 2
    if scan.startswith("月", end) and numeral.scale == 1 and 1 <= numeral.value <= 12 and numeral.decimals == 0:
        month = chinese_month(scan, start, spelled=True)
        if month is not None:
            return _from_figure(context, month)
    reading = _Reading(start, end, numeral.value / numeral.scale, numeral.decimals, numeral.scale, spelled=True,
                       scaled=numeral.scale > 1)
    if start >= 2 and scan.startswith("零下", start - 2):
        reading.start, reading.negative = start - 2, True  # 零下四摄氏度 is -4℃, as 零下2.6℃ is -2.6℃
    return _measure(context, reading)


# 一 before a dose or a period with a figure right after it, or after a verb of taking or a limit, writes "per":
# 成人一次0.5克，一日3次, 一天服药3次, 一周2次, 一日不超过6片, 一日之内最多服用6片.
_TAKING = "服药|服用|口服|用药|给药|使用|服|用|吃|喷|涂|滴"
_LIMIT = "最多|至多|最少|至少|最高|不得超过|不应超过|不宜超过|不超过|不得少于|不少于|不低于"
# ... or a verb of opening or working: 一天营业四个半小时, 一周开放5天, 一天工作8小时.
_RUNNING = "营业|开放|开馆|运行|运营|工作"
_PER_ONE = re.compile(rf"(?:次|日|天|周|年|小时|个小时|个月|星期|个星期)(?:之?内)?(?:{_LIMIT})?(?:{_TAKING}|{_RUNNING})?"
                      rf"(?:{_LIMIT})?[0-9{_CJK_DIGIT_CHARS}十半]")
# ... or any short verb before a count of times: 一年调一到两次音, 一周练三回.
_COUNT_OF_TIMES = rf"[0-9{_CJK_DIGIT_CHARS}十]+(?:[到至~\-][0-9{_CJK_DIGIT_CHARS}十]+)?[次回遍]"
_TIMES_PER_ONE = re.compile(rf"(?:日|天|周|年|个月|星期)[\u4e00-\u9fff]{{1,2}}?{_COUNT_OF_TIMES}")
# A period with the half or the smaller units after it is one time, not a rate per period: 一小时十五分钟, 一小时15分,
# 一年半, 一年六个月; 一天半片 is half a tablet a day.
_ONE_DURATION = re.compile(rf"个?小时又?[0-9{_CJK_DIGIT_CHARS}十]+分|(?:年|天|日|个?小时)半(?![片粒袋支瓶包勺])"
                               rf"|年又?[0-9{_CJK_DIGIT_CHARS}十]+个月")


# 两 after a numeral is the market unit (二两, 十两, 50 g each) where nothing it could count follows: 一两个 and
# 三两句话 count one or two, two or three.
_MASS_AFTER_LIANG = re.compile(r"(?:[^\u3400-\u9fff]|的|重|左右|上下|以[上下内]|多|余|半|\Z)")


def _in_liang(context: _Context, start: int, end: int) -> tuple[Quantity | None, int]:
    """The numeral in ``[start, end)``, read with the 两 after it as its unit."""
    numeral = parse_cjk_numeral(context.scan[start:end])
    if numeral is None or numeral.digit_sequence:
        return None, end + 1
    return _measure(context, _Reading(start, end, numeral.value / numeral.scale, numeral.decimals, numeral.scale,
                                      spelled=True, scaled=numeral.scale > 1))


def _per_part(context: _Context, start: int, position: int, whole: str) -> tuple[Quantity | None, int]:
    """百分之十二 (12%) and 千分之五 (0.5%), rounded at their last digit like any percent; the fractions 五分之一
    (20%) and 三分之二, exact."""
    part = _read_core(context, position)
    if part is None:
        return None, position
    spelled = not context.scan[position].isdigit()
    factor = _PER_PARTS.get(whole)
    if factor is not None and context.scan[part.end:part.end + 1] in _UNIT_OPENERS:
        measured = _part_of_a_unit(context, start, part, factor, spelled)
        if measured is not None:
            return measured
    if factor is not None:
        percent = part.value(Unit("%", "percent", factor))
        return _share(context, start, part.end, percent, spelled=spelled, fraction=False, magnitude=part.magnitude,
                      scale=part.scale, decimals=part.decimals, unit_factor=factor)
    numeral = parse_cjk_numeral(whole)
    if numeral is None or numeral.digit_sequence or numeral.decimals or numeral.value < 2 or part.decimals \
            or not 0 < part.magnitude * part.scale <= numeral.value:
        return None, position
    if context.scan.startswith(_TIME_OPENERS, part.end):  # 四分之三小时 is 45 minutes, no share
        time, after = _measure(context, _Reading(start, part.end, part.magnitude * part.scale / numeral.value,
                                                 decimals=2, spelled=spelled))
        if time is not None and time.dimension == "time":
            return time, after
    return _fraction(context, start, part.end, part.magnitude * part.scale, numeral.value, spelled)


# The units of time a fraction may be of: 四分之三小时, 三分之一个月 (not 天, 年 or 秒, which open words: 三分之一年轻人).
_TIME_OPENERS = ("小时", "个小时", "个月", "个钟头", "分钟")


# The first characters of the units a part of one may be told in: 万分之一毫米, 千分之五秒.
_UNIT_OPENERS = frozenset("毫厘微纳米克秒升吨公分")
_PART_DECIMALS = {1.0: 2, 0.1: 3, 0.01: 4}


def _part_of_a_unit(context: _Context, start: int, part: _Reading, factor: float,
                    spelled: bool) -> tuple[Quantity, int] | None:
    """A hundredth, thousandth or ten-thousandth part of a unit written after it (万分之一毫米 is 0.0001 mm), or
    ``None`` when what follows is no unit of measure."""
    fraction = _Reading(start, part.end, part.magnitude * part.scale * factor / 100,
                        decimals=part.decimals + _PART_DECIMALS[factor], spelled=spelled)
    quantity, end = _measure(context, fraction)
    return (quantity, end) if quantity is not None and quantity.unit and quantity.dimension != "percent" else None


# 另一半 is a partner, 前一半 and 后一半 the first and second half of something, not a share of it.
_NOT_A_SHARE_BEFORE_HALF = frozenset(f"另前后上下这那{CJK_NUMERAL_CHARS}0123456789")


# 上半年, 下半天 and 这半年 name a part of a period or a period, not half of one; 三个半月 is read from its count, and
# 过半 is more than half (过半年龄在六十岁以上).
_NOT_A_HALF_UNIT_BEFORE = frozenset(f"上下前后这那个过超{CJK_NUMERAL_CHARS}0123456789")


def _half_of_a_unit(context: _Context, start: int, end: int) -> tuple[Quantity | None, int]:
    """半小时, 半个月, 半天 and 半年: half of one unit of time, stated to the half."""
    if start > context.floor and context.scan[start - 1] in _NOT_A_HALF_UNIT_BEFORE:
        return None, end
    quantity, after = _measure(context, _Reading(start, end, 0.5, decimals=1, spelled=True))
    return (quantity, after) if quantity is not None and quantity.dimension == "time" else (None, end)


def _chinese_half(context: _Context, start: int, end: int) -> tuple[Quantity | None, int]:
    """半数 and 一半: half of something; 过半数 and 一半多 are more than half."""
    scan = context.scan
    before = scan[start - 1] if start > context.floor else ""
    if before in _NOT_A_SHARE_BEFORE_HALF:
        return None, end
    bound = None
    if before == "过" and (start - 2 < context.floor or scan[start - 2] != "超"):
        start, bound = start - 1, "gt"
    elif scan.startswith("多", end) and not scan.startswith("多数", end):
        end, bound = end + 1, "gt"
    return _fraction(context, start, end, 1, 2, spelled=True, bound=bound)


# What a share goes on with after its part: a space ("one in five"), a hyphen ("two-thirds") or a slash ("1/3").
_SHARE_GOES_ON = frozenset(" \u00a0-/")


def _share_after(context: _Context, first: _Reading) -> tuple[Quantity, int] | None:
    """A whole number that starts a share, read as an exact percent: "one in five", "3 out of 10", "two-thirds
    of", "1/3 of" (``text.proportions`` says where)."""
    if first.decimals or first.scale != 1 or first.negative or not first.magnitude.is_integer() \
            or context.lower[first.end:first.end + 1] not in _SHARE_GOES_ON:
        return None
    found = share_after(context.lower, first.start, first.end, int(first.magnitude))
    if found is None:
        return None
    whole, end, counted = found
    return _fraction(context, first.start, end, first.magnitude, whole, first.spelled, counted=counted)


def _range_of_shares(context: _Context, first: _Reading, second: _Reading,
                     prefix: Prefix) -> tuple[Quantity, int] | None:
    """A range of two whole numbers that are the parts of a share of the one whole written after it, as a range of
    exact percents: "between three and four in every ten" is 30% to 40%."""
    if first.unit is not None or second.unit is not None or first.scale != 1 or second.scale != 1 \
            or not (first.magnitude.is_integer() and second.magnitude.is_integer()):
        return None
    found = share_after(context.lower, second.start, second.end, int(second.magnitude))
    if found is None or not found[2]:
        return None
    whole, end, _ = found
    start = first.start - prefix.opener_length if prefix.opener else first.start
    low, high = _round(100 * first.magnitude / whole), _round(100 * second.magnitude / whole)
    return _quantity(low, "%", "percent", "range", context.text[start:end], start, end, low, 1.0, 0, high, None,
                     False, False, first.spelled, 1.0, "", True, None), end


def _fraction(context: _Context, start: int, end: int, part: float, whole: float, spelled: bool,
              bound: str | None = None, counted: bool = False) -> tuple[Quantity, int]:
    """``part`` of ``whole`` as an exact percent; ``counted`` when both are written as counts ("3 out of 5")."""
    percent = _round(100 * part / whole)
    return _share(context, start, end, percent, spelled=spelled, fraction=True, magnitude=percent, bound=bound,
                  whole=whole if counted else None)


def _share(context: _Context, start: int, end: int, percent: float, *, spelled: bool, fraction: bool,
           magnitude: float, scale: float = 1.0, decimals: int = 0, unit_factor: float = 1.0,
           bound: str | None = None, whole: float | None = None) -> tuple[Quantity, int]:
    """A share of something as a percent, with the bound or approximation written around it ("more than half of",
    "三分之一以上", "约百分之二十")."""
    approximate = False
    found = _POSTFIX.match(context.lower, end)
    if found is not None:
        if found.group("so") or found.group("capprox"):
            approximate = True
        else:
            bound = _postfix_bound(found)
        end = found.end()
    prefix = look_behind(context.scan, context.lower, context.floor, start)[1]
    bound = prefix.bound or bound
    begin = start - prefix.length
    approximate = approximate or prefix.approximate_word is not None
    of_whole = _CHINESE_SHARE_OF.search(context.scan, max(context.floor, start - _SHARE_OF_REACH), start) \
        if not prefix.length else None
    if of_whole is not None and of_whole["word"] in _CHINESE_COMPARATIVES \
            and _FIGURE_BEFORE.search(context.scan, max(0, of_whole.start() - 12), of_whole.start()):
        of_whole = None  # 为百分之八，低于每周组的百分之二十三: the other side's own figure, no bound
    if of_whole is not None:  # 超过奖牌总数的一半, 接近全部发电量的三分之一: the word before the whole qualifies the share
        begin = of_whole.start()
        bound = bound or BOUNDS.get(of_whole["word"])
        approximate = approximate or of_whole["word"] not in BOUNDS
    elif fraction and not prefix.length and context.floor > start - _SHARE_OF_REACH:
        # 大约是对照样地（约十五种）的一半: the whole's figure, read before, told in brackets between
        aside = _ABOUT_A_SHARE_OF.search(context.scan, max(0, start - _SHARE_OF_REACH), start)
        approximate = approximate or aside is not None
    quantity = _quantity(
        percent, "%", "percent", "bound" if bound else "value", context.text[begin:end], begin, end, magnitude, scale,
        decimals, None, bound, approximate, False, spelled, unit_factor, "", fraction, whole,
    )
    return quantity, end


_CHINESE_SHARE_OF = re.compile(
    r"(?P<word>超过|高于|逾|多于|不到|不足|低于|少于|接近|将近|近|约占|约为|约)[^，。；！？,;:：\d]{1,10}的\Z")
_SHARE_OF_REACH = 16
# A comparative after a figure compares it with the figure of what it names (低于每周组的百分之二十三).
_CHINESE_COMPARATIVES = frozenset(("高于", "低于", "多于", "少于"))
_FIGURE_BEFORE = re.compile(r"(?:[\d%％]|百分之[零〇一二两三四五六七八九十百点]+|[一二三四五六七八九十]成)\s*[，,]?\s*\Z")
_ABOUT_A_SHARE_OF = re.compile(r"(?:大约|大概|约为|约是|接近|将近)[^，。；！？,;:：\d（(]{1,8}[（(][^）)]{1,12}[）)]的\Z")


_PREVIOUS_WORD = re.compile(r"([A-Za-z]+)[ \t\u00a0]+\Z")
_NOT_A_COUNT_BEFORE_ONE = frozenset(
    "no any every each some the this that which such last next same only someone anyone".split())
_BEFORE_SECOND = frozenset("the its their our his her every".split())
_QUARTER_WORD = re.compile(  # matched against lower-cased text
    r"[ \u00a0-]+quarter(?:[ \u00a0]+(?:of[ \u00a0]+)?(?:fy[ \u00a0]?)?(\d{4})(?!\d))?(?![a-z])")


# A part of one before "a million" or "a dozen": "half a million", "a quarter of a million", "three quarters of a
# billion", "a third of a million"; or before a unit: "three-quarters of an hour", "half a mile", "four-tenths of a
# point" (of a score). The scale or unit after it is read like any other.
_COUNTED_PARTS = ("third", "quarter", "fifth", "tenth")  # "two thirds", "four-tenths"; half is never counted
_PARTS_OF_ONE = {"half": 1 / DENOMINATOR_WORDS["half"]} | {
    word + plural: 1 / DENOMINATOR_WORDS[word] for word in _COUNTED_PARTS for plural in ("", "s")}
_PART_COUNTS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "six": 6, "seven": 7, "nine": 9}
_NEXT_PART_WORD = re.compile(rf"[ \u00a0-]+((?:{'|'.join(_COUNTED_PARTS)})s?)(?![a-z])")
_BEFORE_A_SCALE = re.compile(r"(?P<of>[ \u00a0]+of)?[ \u00a0]+an?(?=[ \u00a0]+(?:hundred|thousand|million|billion"
                             r"|trillion|dozen|hour|minute|day|mile|(?P<small>second|point))(?![a-z]))")


def _part_of_a_scale(context: _Context, position: int, word: str, counted: tuple[str, int]) -> _Reading | None:
    """``word`` ("half", "quarters") with the count before it (``counted``: the word and where it starts) and the
    "a" after it, read as the part of one they write before a scale word; ``None`` when no scale word follows."""
    after = _BEFORE_A_SCALE.match(context.lower, position + len(word))
    if after is None or bool(after.group("of")) == (word == "half") or word == "half" and after.group("small"):
        return None  # "half a point" and "half a second" stay unread: mostly a bound of a margin ("less than half a
        # point further back"), which is not worked out
    start, part = position, _PARTS_OF_ONE[word]
    if word != "half":
        count, count_start = counted
        if count not in _PART_COUNTS or (_PART_COUNTS[count] == 1) == word.endswith("s"):
            return None
        start, part = count_start, _PART_COUNTS[count] * part
    decimals = 1 if word == "half" else 2
    return _Reading(start, after.end(), _round(part), decimals=decimals, spelled=True)  # a third of a million: 333,333


def _previous_word(context: _Context, position: int) -> tuple[str, int]:
    """The word just before ``position`` (lower case) and where it starts."""
    low = max(context.floor, position - 16)
    found = _PREVIOUS_WORD.search(context.scan, low, position)
    return (found.group(1).lower(), found.start(1)) if found else ("", position)


def _from_word(context: _Context, position: int, word: str) -> tuple[Quantity | None, int]:
    scan = context.scan
    end = position + len(word)
    if word in MONTH_WORDS:
        return _from_month(context, position, end)
    clock = english_clock(context.lower, position)
    if clock is not None:
        return _from_figure(context, clock)  # "quarter to twelve", "ten o'clock"
    part_word = _NEXT_PART_WORD.match(context.lower, end) if word in _PART_COUNTS else None
    if part_word is not None:
        part = _part_of_a_scale(context, part_word.start(1), part_word.group(1), (word, position))
        if part is not None:
            return _measure(context, part)  # "three quarters of a million", "two-thirds of a billion dollars"
    if word in _PARTS_OF_ONE:
        part = _part_of_a_scale(context, position, word, _previous_word(context, position))
        if part is not None:
            return _measure(context, part)  # "half a million", "a quarter of a billion dollars"
    if word in SHARE_WORDS or word in ORDINAL_WORDS:
        share = share_of_word(context.lower, position, word, context.floor)
        if share is not None:
            start, whole, end = share
            return _fraction(context, start, end, 1, whole, spelled=True)
        if word in SHARE_WORDS:
            return None, end
    if word in ORDINAL_WORDS:
        value = ORDINAL_WORDS[word]
        quarter = _QUARTER_WORD.match(context.lower, end)
        if quarter is not None and value <= 4:
            value += int(quarter.group(1) or 0) * 10
            return _fixed(context, "quarter", "quarter", position, quarter.end(), value, spelled=True), quarter.end()
        if word == "second" and _previous_word(context, position)[0] not in _BEFORE_SECOND:
            if not (scan[position] == "S" and scan.startswith(",", end)):
                return None, end  # "a second", "per second": time, not the ordinal
        return _ordinal_or_century(context, position, end, value)
    if word in ("a", "an"):
        return _measure(context, _Reading(position, end, 1.0, spelled=True))  # "under a minute" (see _ARTICLE_AS_ONE)
    if word in SCALE_WORDS:
        article, article_start = _previous_word(context, position)
        if article not in ("a", "an"):
            return None, end
        position = article_start  # "a million", "a dozen"
    ordinal = compound_ordinal(context.lower, position)
    if ordinal is not None:
        return _ordinal_or_century(context, position, ordinal[1], ordinal[0])
    found = WORD_NUMBER.match(context.lower, position)
    if found is None:
        return None, end
    if word == "one" and (_previous_word(context, position)[0] in _NOT_A_COUNT_BEFORE_ONE
                          or scan.startswith(" another", found.end())):
        return None, found.end()  # "no one", "the one", "one another"
    return _measure(context, _word_reading(position, found))


def _ordinal_or_century(context: _Context, start: int, end: int, value: float) -> tuple[Quantity, int]:
    """An ordinal written in words, or the century it names: "the eighteenth century" (see ``century_span``)."""
    century = named_century(context.scan, start, end, int(value))
    if century is not None:
        return _from_figure(context, century)
    return _fixed(context, "ordinal", "ordinal", start, end, value, spelled=True), end


def _from_month(context: _Context, start: int, end: int) -> tuple[Quantity | None, int]:
    """A month's name: a date of its own where a word places a time in it ("in early August"); before a day or a
    year ("August 2024", "May 5") the figure after it is read with it as its name."""
    month = lone_month(context.scan, start, end)
    if month is not None:
        return _from_figure(context, month)
    between = _BEFORE_FIGURE.match(context.scan, end)
    if between is None:
        return None, end
    after = _next_anchor(context.scan, between.end())
    if after is not None and after.start() == between.end():
        return _from_anchor(context, after)
    return None, end


_BEFORE_FIGURE = re.compile(r"[ \u00a0,.]*(?=\d)")


def _word_reading(position: int, found: re.Match[str]) -> _Reading:
    """A number written in words; "two and a half" is stated to a tenth, "three and a quarter" to a hundredth."""
    value = float(parse_word_number(found.group()))
    decimals = 0 if value.is_integer() else 1 if (2 * value).is_integer() else 2
    return _Reading(position, found.end(), value, decimals=decimals, spelled=True)
