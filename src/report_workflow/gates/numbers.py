"""FE numbers: every number of the sentence is stated by its evidence, after unit and scale conversion.

Values are compared in canonical units (``text.quantities``: 1,500 ms == 1.5 s, 1.2亿 == 120,000,000), and within
the precision the *sentence* states: the evidence value rounded to the sentence's last digit must give the
sentence's value (3.47 supports 3.5 and 3; 3.5 does not support 3.52). Approximate wording (about, nearly,
approximately, around, 约, 近, 左右) widens that to the sentence's last significant digit, so "nearly 1,200" is
supported by 1,180 while a bare "1,200" is not. A figure is never rounded up to the sentence's from below three
quarters of it, which rounding a leading 1 at its own digit would allow: "1 kg" is stated by 1.4 kg and 800 g, not by
600 g; 一斤 (500 g) not by 300 g. Months and years are calendar averages (a month is a twelfth of 365.25 days), so a
figure of whole months, read to the nearest month, holds any months of 28 to 31 days: 约三个月 is stated by 90天,
约两个月 is not. An approximate figure is stated by a range when every value of the range rounds to it ("about two
weeks" by "12 to 15 days", not by "10 to 20 days"); a plain one never is. A share written as a fraction ("one in
five", "a third of", 五分之一, 半数) is an exact percent, so it is compared at the rounding of the figure on the
other side: "a third" is stated by
33% and by 33.3% and states them, but not 30% or 33.4%; "two-thirds" is 67% or 66.7%, not 66%. With approximate
wording a fraction is compared within a tenth of its value ("about a third": 30% to 36.7%). Percent and percentage
points are different dimensions; when one side is a bare figure, naming neither a unit nor what it counts, the
figures are compared as written ("30" and
"30 years", a table cell whose unit is in its header), while a count of named things ("31 votes", "312例") is
never read as a figure in some unit, and Chinese counts of people (名, 例) and of other things (家) are apart. A
bound ("below 5 ms", "超过3000人") is not a reading and a range is not a single value; a stated bound is supported
by an evidence value that satisfies it or an evidence bound at least as strong, of its own dimension (a bare
figure may give only its limit) and, for a lower bound, within an order of magnitude; a rule's limit ("must not
exceed 5 s", 不应大于5秒) is stated only by that limit, since a looser one misstates the rule; the two ends of a range
may be stated as two values. Years, dates and quarters must be stated as such (a bare 1626 may name
the year of "1626–1682"); a date or quarter the evidence writes without its year is of the one year its passage
gives (3月9日 of "2025年3月1日至3月9日"). Small numbers written as words ("two evening shifts", "两个") block only when the
evidence counts the same thing with another number: in prose they are as often idiom ("one of the") as
statistic. A figure after a word of decrease ("fell 4.8%", "同比下降4.8%", "净亏损5,432万元") states the change or
profit the other side writes with a minus sign ("-4.8%", "净利润为-5,432万元"), and only that: "rose 4.8%" is not
"-4.8%". A gap, a difference or a margin is a size: "a gap of 1.2 days" and 相差1.5天 state "difference −1.2" and
差值为−1.5天. A figure in brackets converting the one before it to other units ("up to 25 km/h (about 15.5 mph)")
restates that figure and its bound, and is judged with it; where something stops ("assistance stops above 25 km/h")
restates the limit it works up to ("assistance up to 25 km/h"). A range right after a word giving the size of a change ("cut by three years to nine years",
减少3年至9年) may be that change and the level it reached, and is stated when both are. A sentence copied word
for word from one passage states that passage's numbers, whatever their reading ("115" lifted from "between 106
and 115 lb").
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

from ..text import fold
from ..text.dates import HALF_DAY, MONTHS, date_parts, date_readings
from ..text.numerals import NUMBER_WORDS
from ..text.qualifiers import NEAR_BOUNDS
from ..text.quantities import (
    LOWER_BOUNDS, MEASUREMENT_KINDS, UPPER_BOUNDS, YEAR_SECONDS, Quantity, in_cjk_score, vulgar_denominator,
)
from .base import Finding, Rule
from ..text import content_terms
from .inputs import Analysed, Evidence, Passage, Statement
from ..readers.cells import row_cells
from .arithmetic import SMALL_WORD_NUMBER, clause_terms, is_small_word_number, year_like
from .change_dates import PREVIOUS_YEAR, RELATIVE_YEAR, named_back_by_evidence
from .clock_times import ends_a_span_of_times
from .datelines import dateline_of, told_by_dateline
from .derived import change_and_level, with_rejoined_clauses, worked_out, worked_out_across
from .durations import DAY_NAME_BEFORE, MONTH_SECONDS
from .year_spans import holds_a_stated_year
from .multiples import judged_figures
from .one_step import basis_of_a_ratio
from .plain_steps import plain_steps
from .phrases import find_phrase, opening

CALENDAR_KINDS = frozenset({"year", "date", "quarter", "clock"})
CALENDAR_DIMENSIONS = CALENDAR_KINDS
RELATIVE_EPSILON = 1e-9
NEAREST_SHOWN = 3
COUNT = "number"
ORDER_OF_MAGNITUDE = 10
APPROXIMATE_FRACTION_STEP = 0.2  # "about a third" is read to a fifth of its value: within a tenth either side
# Rounding a leading 1 at its own digit would raise a figure by up to half of it ("1 kg" from 600 g, 一斤 from 300 g):
# a figure is rounded up to the sentence's from three quarters of it at least.
LEAST_ROUNDED_UP = 0.75
PEOPLE_CLASSIFIERS = frozenset("人名位例")
# Classifiers that count people as well as things: 个 counts anything, and 份 what each person fills in, sends or is
# given (1200份有效问卷 are 1200 respondents, 3000份申请 3000 applicants).
EITHER_CLASSIFIERS = frozenset("个份")


# Every word the quantity parser reads as a number ("seventeen", "dozen", "fourth"), and a few it does not but
# that still state an amount: a passage saying only "a dozen" must not be screened out before it is parsed.
_NUMBER_WORDS = r"\b(?:" + "|".join(sorted(NUMBER_WORDS | {"half", "double", "quarter"})) + r")\b"
_NUMERAL = re.compile(r"[0-9\uff10-\uff19\u96f6\u3007\u4e00\u4e8c\u4e24\u4e09\u56db\u4e94\u516d\u4e03\u516b\u4e5d\u5341"
                      r"\u767e\u5343\u4e07\u4ebf\u534a]|" + _NUMBER_WORDS, re.IGNORECASE)
_ASCII_DIGIT = re.compile(r"[0-9]")
_LOWER_NUMBER_WORD = re.compile(_NUMBER_WORDS)


def has_numeral(text: str) -> bool:
    """Whether a text writes any number at all (a cheap test before parsing its quantities)."""
    if text.isascii():
        # The same test, faster: ASCII text holds no wide digit or Chinese numeral, and its words match
        # case-insensitively exactly when its lower-case form matches case-sensitively.
        return _ASCII_DIGIT.search(text) is not None or _LOWER_NUMBER_WORD.search(text.lower()) is not None
    return _NUMERAL.search(text) is not None


class NumberNotInEvidence(Rule):
    """A number in the sentence is not stated by the evidence.

    What it does: every number of the sentence (with its unit, scale and sign) must match a number the evidence states,
    after converting units and scales (1,500 ms = 1.5 s, 1.2亿 = 120 million, $2.4 million = $2,400,000; a fraction
    restates a scale written as a ratio, 八分之一 of 1:8缩比模型) and rounding the evidence to the precision the sentence states
    (3.47 → 3.5). With approximate wording (about, nearly, approximately, around, roughly, 约, 近, 左右, 大约) the sentence's
    last significant digit sets the precision (1,180 → nearly 1,200), never further than a quarter of the figure (148 is
    not "about 100"). A number the sentence writes as a small word ("two", "两个") blocks only if the evidence counts the
    same thing with a different number. A change is stated by the two figures it is between when the sentence states one
    of them too and the change is exact at the precision written: "rose 4 percentage points, from 63%" over "from 63% to
    67%", "a 20% increase to $3.6 billion" over "$3.0 billion in 2021 and $3.6 billion in 2023"; a rise or fall must
    agree with the order of the figures, while a gap is a size without a sign ("a gap of 1.2 days" over "difference
    −1.2"), and one the passage writes as one movement has its size however far apart its ends are (下调了七十四万元 over
    由80万元下调至6万元). "Cut by three years to nine years" and 减少3年至9年 may also be read as a change and the level it reached,
    not a range. So is a share, a sum, a product, a rate or a duration the evidence's figures work out to, when the
    sentence ties it to them: "7,500 pallets in total" over 3,000, 2,500 and 2,000; "Wheat accounted for 60%" over
    "30,000 acres were wheat" of 50,000 (a figure given as the size of a change, "rose by 25%" or 增加两成半, is never read
    as a share); 每天共15毫升 over 一次5ml，一日3次; 停航两天 over 9月14日 and 9月16日; 历时一年半 over 2022年9月15日 and 2024年3月15日 (whole months
    to the day); 2021年为9.3厘米 over 12.4厘米，较2021年增加了3.1厘米; 早市九折…只需十六元二角 over 售价18元 and 早市…九折 (a price after a discount the
    sentence names by its rate, or by the full price and whom it is for; or after a premium, service charge or tax the
    sentence writes with the price); "its 240 goats produce around 600 litres a day" over 240 goats and "about 2.5
    litres of milk per goat per day" (an amount for each of a thing times the count the sentence states); 一年增长百分之二十五
    over 2024年…3.0亿元，上年为2.4亿元 (the years a change runs over). Last, one step over two evidence figures stands when the
    sentence's words name it at the figure and its side and part agree ("rose by a fifth, to 96" over 80 and 96; "about
    43 hours per call-out" over 4,150 hours and 96 call-outs; "half of the mine's shafts" over "two of the mine's
    four"), and a sum no word names ("21 albums" over 16 and 5) blocks unless the sentence lists its parts right after
    it ("Twenty teams have entered, twelve in the men's event and eight in the women's", 二十支队伍参赛，其中男子十二支、女子八支).

    Why it matters: an invented or altered figure is the most damaging error a report can carry, and the easiest
    to repeat.

    Example: evidence "The trial enrolled 408 patients.", sentence "The trial enrolled 480 patients." blocks and
    names 408 as the nearest stated value.

    Fix: state the evidence's value (the reason names the nearest ones), or cite the evidence that states it.
    """

    code = "FE001"
    family = "FE"
    message = "{number} is not stated in the evidence{nearest}"
    hint = "state the value the evidence gives{suggestion}, or cite the evidence that states {number}"


class PercentPointConfusion(Rule):
    """The sentence gives percentage points where the evidence gives percent, or the other way round.

    What it does: matches the figure across the two dimensions and blocks when the sentence's dimension differs.

    Why it matters: a rate rising from 40% to 42% rose 2 percentage points, or 5%; swapping the two misstates the
    change by an order of magnitude or more.

    Example: evidence "市场份额提高了3个百分点", sentence "市场份额提高了3%" blocks.

    Fix: use the evidence's unit (percent or percentage points).
    """

    code = "FE002"
    family = "FE"
    message = "{number} is in {sentence_unit}, but the evidence states {evidence_number} in {evidence_unit}"
    hint = "write {evidence_number} as the evidence does ({evidence_unit})"


class PrecisionInflated(Rule):
    """The sentence states a number more precisely than the evidence does.

    What it does: when a sentence value rounds to an evidence value at the evidence's precision but differs from
    it at the sentence's precision (evidence 3.5, sentence 3.52; evidence "about 2 million", sentence
    2,134,000), the extra digits are invented.

    Why it matters: false precision tells the reader the figure was measured more finely than it was.

    Example: evidence "Accuracy reached 91%.", sentence "Accuracy reached 91.3%." blocks.

    Fix: state the number with the evidence's precision.
    """

    code = "FE003"
    family = "FE"
    message = "{number} is more precise than the evidence, which states {evidence_number}"
    hint = "write {evidence_number}, the precision the evidence gives"


class BoundStatedAsValue(Rule):
    """The sentence states a reading where the evidence only gives a bound, or a bound the evidence contradicts.

    What it does: an evidence bound (below 5 ms, more than 200, 超过3000人, 不足10%) does not support a point value, and a
    sentence bound must be implied by an evidence value or bound ("more than 1,000" by 1,180, but not "more than 1,500";
    "limited to 20 people" is not implied by "children under 12", a bound of another thing). A value the sentence names
    as the limit itself restates a bound on that side: "a maximum daily dose of 1.2 g", "cuts the maximum team size by
    two dogs, to twelve", "can reach 80 km/h" for "up to 80 km/h", "the longest dives ran to 7 hours 40 minutes"
    (longest, largest, highest, shortest; 最长, 最多, 最短) for "up to"; and a bound near such a limit holds it ("the longest
    dives ran to just over seven and a half hours"). "As long as six weeks", "as high as 40%" are upper bounds like "up
    to"; "as low as £5", "as little as" lower ones.

    Why it matters: "latency stayed below 5 ms" does not say latency was 4 ms; inventing the reading invents a
    measurement.

    Example: evidence "超过3000人参加了马拉松", sentence "共有3500人参加了马拉松" blocks.

    Fix: state the bound, or the figure, as the evidence does.
    """

    code = "FE004"
    family = "FE"
    message = "{number} is not supported: the evidence {relation} {evidence_number}"
    hint = "state {evidence_number} as the evidence does"


class RangeStatedAsValue(Rule):
    """The sentence gives a single value or a different range where the evidence states a range.

    What it does: a point value is not supported by a range containing it (3-5 ms does not say 4 ms), and a
    range needs both ends stated, as a range or as two values. A small number written as a word, which otherwise
    passes unless the evidence counts its thing otherwise, blocks when the sentence gives it as the only one and the
    evidence as one end of a range (仅在三年级 over 三至五年级).

    Why it matters: picking a value inside a range, or stretching the range, reports a precision or an extent the
    evidence does not have.

    Example: evidence "预计增速为5%-6%", sentence "预计增速为6%" blocks.

    Fix: state the range as the evidence does.
    """

    code = "FE005"
    family = "FE"
    message = "{number} is not supported: the evidence states the range {evidence_number}"
    hint = "state the range as the evidence does: {evidence_number}"


class DateNotInEvidence(Rule):
    """A year, date or quarter in the sentence is not stated by the evidence.

    What it does: years (1998), dates (1 March 2021, 2019年1月1日) and quarters (Q3 2022, 第三季度) must occur in the
    evidence; a date may be stated less precisely than the evidence (March 2021 for 1 March 2021), not more. A date
    the evidence gives only as the one first set and then given up ("originally scheduled for Saturday 8 March",
    "postponed from", 原定于) is no date the event took place on, unless the sentence tells it as the first one.

    Why it matters: a shifted date moves an event into another period, where other figures of the report will
    be read against it.

    Example: evidence "公司成立于2008年", sentence "公司成立于2018年" blocks.

    Fix: use the date the evidence states.
    """

    code = "FE006"
    family = "FE"
    message = "{number} is not a date the evidence states{nearest}"
    hint = "use the date the evidence gives{suggestion}"


class UnitMismatch(Rule):
    """The sentence's figure matches the evidence but its unit or dimension does not.

    What it does: when the evidence states the same figure with another unit (450 g and 450 kg, 12 km and 12
    miles, 500 升 and 500 毫升), the sentence blocks with the evidence's unit named.

    Why it matters: a wrong unit changes a value by a factor of a thousand or more while looking correct.

    Example: evidence "The battery pack weighs 450 g.", sentence "The battery pack weighs 450 kg." blocks.

    Fix: use the evidence's unit, converting correctly if you change it.
    """

    code = "FE007"
    family = "FE"
    message = "{number} has a different unit from the evidence, which states {evidence_number}"
    hint = "use the evidence's unit: {evidence_number}"


class BoundQualifierDropped(Rule):
    """The sentence states the limit of an evidence bound as a plain value ("300" for "over 300").

    What it does: warns (does not block) when a sentence number equals the limit of a lower bound the evidence
    states and no evidence states the number itself. The figure is the evidence's own; what is lost is the
    qualifier (over, at least, 超过). The limit of an upper bound (up to, at most, 不超过, 不足) stated as the value
    blocks under FE004: it makes a cap a fact. A *different* number inside the bound blocks under FE004.

    Why it matters: "over 300 employees" and "300 employees" differ; short answers drop such qualifiers often, and
    300 understates what the evidence says, so this is worth a look rather than a block.

    Example: evidence "The firm has over 300 employees.", answer "300" warns.

    Fix: keep the qualifier ("over 300").
    """

    code = "FE008"
    family = "FE"
    severity = "warn"
    message = "{number} drops the qualifier of the evidence's bound {evidence_number}"
    hint = "keep the qualifier: {evidence_number}"


RULES: tuple[Rule, ...] = (
    NumberNotInEvidence(),
    PercentPointConfusion(),
    PrecisionInflated(),
    BoundStatedAsValue(),
    RangeStatedAsValue(),
    DateNotInEvidence(),
    UnitMismatch(),
    BoundQualifierDropped(),
)
(NUMBER_NOT_IN_EVIDENCE, PERCENT_POINT_CONFUSION, PRECISION_INFLATED, BOUND_STATED_AS_VALUE, RANGE_STATED_AS_VALUE,
 DATE_NOT_IN_EVIDENCE, UNIT_MISMATCH, BOUND_QUALIFIER_DROPPED) = RULES
PERCENT_DIMENSIONS = frozenset({"percent", "percentage_point"})


def _close(first: float, second: float, tolerance: float) -> bool:
    return abs(first - second) <= tolerance + RELATIVE_EPSILON * max(abs(first), abs(second))


def _within_rounding(figure: float, reading: float, tolerance: float) -> bool:
    """Whether an evidence reading rounds to the sentence's figure at ``tolerance``, and not up from below three
    quarters of it: 1.4 kg and 800 g round to "1 kg", 600 g does not."""
    return _close(figure, reading, tolerance) and (
        abs(reading) >= abs(figure) * LEAST_ROUNDED_UP - RELATIVE_EPSILON * abs(figure))


def _step(quantity: Quantity) -> float:
    """How finely the sentence states the value: its last digit, or its last significant digit if approximate (a
    half written in words or a vulgar fraction, to its half or quarter); a fraction, exact, has no step of its own
    unless it is approximate."""
    if quantity.fraction:
        return abs(quantity.value) * APPROXIMATE_FRACTION_STEP if quantity.approximate else 0.0
    if quantity.approximate and quantity.spelled and quantity.decimals == 1 and abs(quantity.magnitude) % 1 == 0.5:
        return quantity.precision * 5  # "about six and a half weeks", 约两个半月: read to the half, 46 days among them
    if quantity.approximate and (denominator := vulgar_denominator(quantity.surface)):
        return quantity.precision * 10**quantity.decimals / denominator  # "roughly 4¾ inches": to the quarter
    if not quantity.approximate or quantity.decimals:
        return quantity.precision
    return _round_step(quantity)


def _round_step(quantity: Quantity) -> float:
    """The step of the round number a figure is written as: 10,000 for "10,000", 10 for "80", 1 for "38,001"."""
    if quantity.decimals:
        return quantity.precision
    integer = str(int(abs(quantity.magnitude)))
    trailing = len(integer) - len(integer.rstrip("0")) if integer.strip("0") else 0
    return quantity.precision * 10**trailing


def _upper_end(quantity: Quantity) -> float:
    """The upper end of a range: the quantity parser gives every quantity of kind "range" one."""
    assert quantity.high is not None, f"a range without an upper end: {quantity.surface}"
    return quantity.high


def _ends(quantity: Quantity) -> tuple[float, ...]:
    return (quantity.value,) if quantity.high is None else (quantity.value, quantity.high)


def _years(quantity: Quantity) -> tuple[float, ...]:
    """The years a quantity states: a year or span of years, a date's or quarter's year, a year-like number."""
    if quantity.kind == "year" or year_like(quantity):
        return _ends(quantity)
    year = calendar_year(quantity)
    return () if year is None else (float(year),)


def _in_sentence_units(sentence: Quantity, evidence: Quantity) -> Callable[[float], float] | None:
    """How to read the evidence's values in the sentence's units, or ``None`` when they cannot be compared.

    The same dimension compares directly (currencies only within one currency, cents in any currency counted in
    them, counts only of the same kind of thing). A bare figure, one that names neither a unit nor what it counts,
    is compared as written with a figure that has a unit: "30" and "30 years", or "5 million dollars" and "5 mln" (a
    table cell whose unit stands in its header). A count of named things ("31 votes", "312例") is never a figure
    whose unit was left out, nor is an English number word a percent ("flocks of five Call ducks" states no 5%); a
    count of "pounds" is read in pounds of the mass or sterling it is compared with.
    """
    if sentence.dimension == evidence.dimension:
        if sentence.dimension == "currency" and sentence.unit != evidence.unit \
                and not (_in_cents(sentence) and evidence.unit in CENT_CURRENCIES
                         or _in_cents(evidence) and sentence.unit in CENT_CURRENCIES):
            return None
        if sentence.dimension == COUNT and _count_different_things(sentence.counted, evidence.counted):
            return None
        return lambda value: value
    evidence_pound = _per_pound(evidence) if _in_pounds(sentence) else None
    if evidence_pound:
        return lambda value: value / evidence_pound
    sentence_pound = _per_pound(sentence) if _in_pounds(evidence) else None
    if sentence_pound:
        return lambda value: value * sentence_pound
    if _bare(sentence) and evidence.dimension not in CALENDAR_DIMENSIONS and evidence.unit_factor:
        # read from the scale's zero ("二十五度组" against "25℃组"); a bare evidence figure is no temperature ("1日")
        factor, zero = evidence.unit_factor, evidence.zero
        return lambda value: (value - zero) / factor
    if _bare(evidence) and sentence.dimension not in CALENDAR_DIMENSIONS and sentence.unit_factor \
            and not (evidence.spelled and evidence.surface.isascii() and sentence.dimension == "percent"):
        factor = sentence.unit_factor
        return lambda value: value * factor
    return None


# "Pounds" alone is a mass or sterling; the figure it is compared with says which ("lost 10 pounds" and "4.5 kg").
POUND_WORDS = frozenset({"pound", "pounds"})
POUND_IN_KILOGRAMS = 0.45359237


# Currencies counted in hundredths called cents: "15 cents" is a deposit of €0.15 as much as of $0.15.
CENT_CURRENCIES = frozenset({"USD", "EUR", "AUD", "CAD", "NZD", "HKD", "SGD"})
_CENTS = re.compile(r"\bcents?\b|\u00a2", re.IGNORECASE)


def _in_cents(quantity: Quantity) -> bool:
    """Whether an amount is written in cents, of whichever currency it is compared with."""
    return _CENTS.search(quantity.surface) is not None


def _in_pounds(quantity: Quantity) -> bool:
    return quantity.dimension == COUNT and quantity.counted in POUND_WORDS


def _per_pound(quantity: Quantity) -> float | None:
    """A pound in the canonical unit of ``quantity`` when it is a mass (kilograms) or in sterling."""
    if quantity.dimension == "mass":
        return POUND_IN_KILOGRAMS
    return 1.0 if quantity.unit == "GBP" else None


def _bare(quantity: Quantity) -> bool:
    """A figure written without a unit and without naming what it counts ("Duration: 31", "aged 30")."""
    return quantity.dimension == COUNT and not quantity.counted


def _count_different_things(counted: str, other: str) -> bool:
    """Whether two Chinese classifiers count different kinds of thing: people (人, 名, 位, 例) or anything else.

    Only that line is drawn: classifiers of things overlap too much (家 and 所 both count hospitals), 个 and 份
    count either (see ``EITHER_CLASSIFIERS``), and English nouns name one thing many ways (patients, participants,
    people).
    """
    if not counted or not other or counted.isascii() or other.isascii() \
            or not EITHER_CLASSIFIERS.isdisjoint((counted, other)):
        return False
    return (counted in PEOPLE_CLASSIFIERS) != (other in PEOPLE_CLASSIFIERS)


# A group named by a bound: "under-12s", "the over-65s".
_GROUP_LABEL = re.compile(r"(under|below|over|above)-\d", re.IGNORECASE)


def supports(sentence: Quantity, evidence: Quantity) -> bool:
    """Whether one evidence quantity states the sentence quantity (see the module doc)."""
    if _race_time_as_clock(sentence, evidence):
        return True
    if sentence.kind in CALENDAR_KINDS or evidence.kind in CALENDAR_KINDS:
        return _calendar_supports(sentence, evidence)
    if year_like(sentence) and sentence.kind == "value" and year_like(evidence) and evidence.kind == "range":
        return sentence.value in _ends(evidence)  # 1626 from "(1626 - 1682)": a span of years states both years
    if evidence.kind == "label":
        return _group_bound(sentence, evidence)
    read = _in_sentence_units(sentence, evidence)
    if read is None:
        return False
    low = read(evidence.value)
    high = read(evidence.high) if evidence.high is not None else low
    if sentence.kind == "bound":
        evidence_step = abs(read(evidence.value + _step(evidence)) - low) if evidence.kind == "bound" else 0.0
        return _bound_supported(sentence, evidence, low, high, evidence_step)
    tolerance = _tolerance(sentence, evidence, read)
    if sentence.approximate and sentence.kind == "value" and evidence.kind == "range":
        return _within_rounding(sentence.value, low, tolerance) and _within_rounding(sentence.value, high, tolerance)
    if evidence.kind != sentence.kind:
        return False
    if sentence.kind == "range":
        return _within_rounding(sentence.value, low, tolerance) and _within_rounding(
            _upper_end(sentence), high, tolerance)
    return _within_rounding(sentence.value, low, tolerance)


# A time written as minutes and seconds, with no half of the day: "6:42".
_MINUTES_AND_SECONDS = re.compile(r"\d{1,2}:\d{2}")


def _race_time_as_clock(sentence: Quantity, evidence: Quantity) -> bool:
    """Whether one of the two is a duration and the other the same seconds written as hours, minutes and seconds
    with no word of a race before it: a results list gives "2:08:35" where a sentence writes 2小时8分35秒. A time of
    day is rarely written to the second, so the two readings are one figure; nor is one exactly as many hours and
    minutes as a duration's minutes and seconds ("her quickest solve, 6:42" for "6 minutes 42 seconds")."""
    if (sentence.kind == "clock") == (evidence.kind == "clock"):
        return False
    clock, duration = (sentence, evidence) if sentence.kind == "clock" else (evidence, sentence)
    if duration.kind != "value" or duration.dimension != "time":
        return False
    if clock.surface.count(":") == 1 and _MINUTES_AND_SECONDS.fullmatch(clock.surface):
        return duration.value * 60 == clock.value  # "6:42" for 6 minutes 42 seconds, not 06:42
    return clock.surface.count(":") == 2 and duration.value == clock.value


def _group_bound(sentence: Quantity, label: Quantity) -> bool:
    """Whether a bound states the group a label names by it: "children under twelve" for "under-12s", "over 65"
    for "the over-65s"."""
    side = _GROUP_LABEL.match(label.surface)
    if sentence.kind != "bound" or side is None or sentence.value != label.value:
        return False
    return sentence.bound in (UPPER_BOUNDS if side.group(1).lower() in ("under", "below") else LOWER_BOUNDS)


def same_value(sentence: Quantity, other: Quantity) -> bool:
    """Whether two quantities give the same figure, whatever their kinds ("exceeding 10%" and "10%")."""
    read = _in_sentence_units(sentence, other)
    return read is not None and _within_rounding(sentence.value, read(other.value), _tolerance(sentence, other, read))


# How far a round figure given as approximate may be from what it rounds: "about 100 feet" holds 120, not 148, though
# 148 rounds to 100 at the hundreds.
_ROUND_FIGURE_SHARE = 0.25


def _tolerance(sentence: Quantity, evidence: Quantity, read: Callable[[float], float]) -> float:
    """Half the step at which the two figures are compared: the sentence's, or for a fraction the sentence states
    exactly, the evidence's rounding: "a third" is stated by 33% and by 33.3%, not by 30%."""
    if sentence.fraction:
        return max(_step(sentence), read(_step(evidence))) / 2
    return _half_step(sentence)


def _half_step(quantity: Quantity) -> float:
    """Half the step the sentence states a figure to, for an approximate round figure no more than a share of it."""
    if quantity.approximate and not quantity.fraction:
        return min(_step(quantity) / 2, abs(quantity.value) * _ROUND_FIGURE_SHARE)
    return _step(quantity) / 2


def _calendar_supports(sentence: Quantity, evidence: Quantity) -> bool:
    if sentence.kind == "year" or (sentence.kind not in CALENDAR_KINDS and year_like(sentence)):
        if sentence.high is not None:
            return evidence.kind in ("year", "range") and _years(evidence) == _ends(sentence)
        return sentence.value in _years(evidence)
    if sentence.kind == "quarter" and evidence.kind == "date":
        return _quarter_holds(sentence, evidence)
    if sentence.kind != evidence.kind:
        return False
    if sentence.kind == "date":
        return any(all(part == 0 or part == other for part, other in zip(date_parts(sentence.value), date_parts(value)))
                   for value in date_readings(evidence.value, evidence.surface))
    if sentence.kind == "quarter":
        year, quarter = divmod(int(sentence.value), 10)
        other_year, other_quarter = divmod(int(evidence.value), 10)
        return quarter == other_quarter and (year == 0 or year == other_year)
    if sentence.kind == "clock" and (sentence.spelled or evidence.spelled):
        return _same_on_the_dial(sentence.value, evidence.value)
    return sentence.value == evidence.value


def _same_on_the_dial(first: float, second: float) -> bool:
    """Whether two times of day are one reading of a twelve-hour dial: a time told in words ("quarter to three")
    does not say which half of the day it is in, so 02:45 and 14:45 both state it."""
    return first % HALF_DAY == second % HALF_DAY


def _counts_of(share: Quantity) -> tuple[float, float] | None:
    """The two counts a share written with counts states ("3 out of 5 matches": 3 and 5); none when its part is
    one, since "one in five adults" is a rate, not a count of five."""
    part = share.part
    return None if part is None or part <= 1 or share.whole is None else (part, share.whole)


def _quarter_holds(quarter: Quantity, date: Quantity) -> bool:
    """Whether the calendar quarter holds the date's month: Q1 2021 holds 15 March 2021 and March 2021. A quarter
    without its year ("the fourth quarter") is not placed by a date: it may be a fiscal one of any year."""
    year, number = divmod(int(quarter.value), 10)
    date_year, month, _ = date_parts(date.value)
    return month != 0 and (month + 2) // 3 == number and year == date_year


def calendar_year(quantity: Quantity) -> int | None:
    """The year a year, date or quarter names, or ``None`` when it names none (5月1日, the third quarter)."""
    if quantity.kind == "year":
        return int(quantity.value)
    if quantity.kind == "date":
        return date_parts(quantity.value)[0] or None
    if quantity.kind == "quarter":
        return int(quantity.value) // 10 or None
    return None


def _near_share(sentence: Quantity) -> float:
    """How far from its limit, as a share of it, a value "just over" or "slightly below" it lies at most: a tenth, a
    fifth for a length of time ("just under two hours" for 1 h 47 min, "a little over a year" for 14 months) and
    three twentieths for a fraction in words ("just over a quarter" for 18 of 64, 28.1%)."""
    if sentence.dimension == "time":
        return 0.2
    return 0.15 if sentence.fraction and sentence.spelled else 0.1


def _bound_supported(sentence: Quantity, evidence: Quantity, low: float, high: float,
                     evidence_step: float = 0.0) -> bool:
    """A sentence bound is implied by an evidence value satisfying it or an evidence bound at least as strong; an upper
    bound by one whose limit it restates, at the coarser of the two precisions ("under 12.50 euros" for "under twelve
    euros"), or rounds up to the next round number ("under 10 ms" for "under 5 ms") when both count the same thing
    ("limited to 20 people" is not "children under 12"), not "under £38,000" for "less than £28,000": a ceiling
    moved is another group or rule, though the one bound implies the other
    (``evidence_step`` is the evidence bound's precision in the sentence's units).

    A figure of another dimension (a bare figure, whose unit is not known) may state the bound's limit but is no
    witness that a value lies beyond it: "31" does not show that a debate lasted more than four hours. Nor is a
    figure an order of magnitude above a lower bound, or an amount of money one below an upper one: "at least 40"
    does not restate 1,206, nor "more than four hours" three years, nor "under £38,000" a payment of £750; such a
    bound restates another figure, which the evidence does not give. The limit is a
    threshold, not a rounded reading: "over 2 million" is not stated by 1.6 million, nor 超过八成 by 78.4%, unless the
    bound says it is rounded: "up to about 50 pounds" is stated by "up to 23 kg" (50.7 lb). A
    highest figure ("up to 40", 最多20毫升) is the evidence's highest, not a limit some lower figure keeps under.
    A bound close to its figure ("just over", "slightly below") holds a value near its limit (see ``_near_share``).
    """
    limit = sentence.value
    tolerance = _half_step(sentence)
    slack = tolerance if sentence.approximate else 0.0  # "up to about 50 pounds" holds 23 kg, 50.7 lb
    lower = sentence.bound in LOWER_BOUNDS
    if evidence.kind != "bound" and sentence.surface.lower().startswith(tuple(NEAR_BOUNDS)) \
            and abs((low if lower else high) - limit) > _near_share(sentence) * abs(limit) * (1 + 1e-9):
        return False  # "just over two-thirds" is not 81%
    if sentence.dimension != evidence.dimension and not _close(limit, low if lower else high, tolerance):
        return False
    if evidence.kind == "bound" and (_prescribed(evidence) or _prescribed(sentence)) \
            and not _close(limit, low, tolerance):
        return False
    if not lower and _states_a_peak(sentence) and not _close(limit, high, tolerance):
        return False
    if not lower and evidence.kind == "bound" and not _close(limit, high, max(tolerance, evidence_step / 2)) \
            and (abs(limit - high) >= _round_step(sentence) or sentence.counted != evidence.counted):
        return False
    if lower:
        if evidence.kind == "bound" and evidence.bound not in LOWER_BOUNDS:
            return False
        if limit > 0 and low > limit * ORDER_OF_MAGNITUDE:
            return False
        if sentence.bound == "gt" and evidence.kind != "bound":
            return low > limit and not _close(low, limit, 0)
        return low >= limit or _close(low, limit, slack)
    if evidence.kind == "bound" and evidence.bound not in UPPER_BOUNDS:
        return False
    if sentence.dimension == evidence.dimension == "currency" and high > 0 and limit > high * ORDER_OF_MAGNITUDE:
        return False
    if sentence.bound == "lt" and evidence.kind != "bound":
        return high < limit and not _close(high, limit, 0)
    return high <= limit or _close(high, limit, slack)


# Bound words that prescribe a limit rather than describe a reading: "must not exceed 3 s", 不应大于5秒, 不得少于90分钟.
_PRESCRIBING = ("not exceed", "not to exceed", "不应", "不得", "不宜", "不能", "不可", "不要", "勿")


# Bound words that give the highest a figure reaches: "up to 40 L/min", "as many as 20 people", 最多服用20毫升. The
# highest is the evidence's own: a lower one ("at most 20 ml" over 5 ml three times a day) misstates it.
_PEAK = ("up to", "at most", "a maximum of", "maximum of", "as much as", "as many as", "最多", "至多", "最高")
# Written after the figure: "must weigh 17 stone or less" gives the most allowed, as "up to 17 stone" does.
_PEAK_AFTER = ("or less", "or fewer", "or under", "or below", "and under", "and below")


def _states_a_peak(bound: Quantity) -> bool:
    surface = bound.surface.lower()
    return surface.startswith(_PEAK) or surface.endswith(_PEAK_AFTER)


def _prescribed(bound: Quantity) -> bool:
    """Whether a bound is a rule's limit: one of the evidence is stated only by its own limit, since a looser one ("no
    more than 10 s" for "must not exceed 5 s") misstates the rule even though it follows from it; so is one of the
    sentence (不要超过十分钟 for 建议不超过5分钟)."""
    return bound.surface.lower().startswith(_PRESCRIBING)


# Water, whose volume states its mass (not 水平, a level; 水果, fruit; 水泥, cement).
# A scale written as a ratio before what it scales, or after 比例尺: "a 1:8 scale model", 1:8缩比模型, 1:20复原模型,
# 比例尺1:500.
_SCALE = re.compile(r"(?<![\d.:])(?P<part>\d{1,4})\s?[:：]\s?(?P<whole>\d{1,6})(?![\d.:])"
                    r"(?=\s?(?:scale\b|缩比|缩尺|[\u4e00-\u9fff]{0,2}模型))"
                    r"|比例尺\s?(?P<part2>\d{1,4})\s?[:：]\s?(?P<whole2>\d{1,6})")


def _scale_of(text: str, percent: float) -> bool:
    """Whether ``text`` writes a scale (see ``_SCALE``) of one part to a whole that is ``percent`` of it: "one eighth"
    of a 1:8 scale model."""
    if ":" not in text and "\uff1a" not in text:
        return False
    for found in _SCALE.finditer(text):
        part, whole = (int(found["part"]), int(found["whole"])) if found["part"] else (
            int(found["part2"]), int(found["whole2"]))
        if whole and math.isclose(100 * part / whole, percent):
            return True
    return False


_WATER = re.compile(r"水(?![平准果泥])|\bwater\b", re.IGNORECASE)
_WATER_KG_PER_M3 = 1000


def _as_water(volume: Quantity) -> Quantity:
    """A volume of water read as its mass in kilograms."""
    return replace(volume, dimension="mass", unit="kg", value=volume.value * _WATER_KG_PER_M3,
                   high=None if volume.high is None else volume.high * _WATER_KG_PER_M3,
                   unit_factor=volume.unit_factor * _WATER_KG_PER_M3)


# A date given up: "originally scheduled for Saturday 8 March", "postponed from 8 March", 原定于3月8日举行.
_GIVEN_UP_BEFORE = re.compile(opening(
    r"\b(?:originally|initially|first)\s+(?:scheduled|planned|set|due|booked)\s+(?:for|on)\s+"
    + DAY_NAME_BEFORE + r"\Z|\b(?:postponed|moved|rescheduled|put back|brought forward)\s+"
    r"from\s+" + DAY_NAME_BEFORE + r"\Z|原定(?:于)?\s*\Z|原计划(?:于)?\s*\Z"),
    re.IGNORECASE,
)
# The sentence tells the date as the one first set: "was originally scheduled", "postponed from", 原定.
_GIVEN_UP_WORDS = re.compile(opening(
    r"\b(?:originally|initially|scheduled|planned|postponed|rescheduled|moved|put back"
    r"|put off|delayed|brought forward|due|(?:push|put)\w*\s+(?:[\w'-]+\s+){0,6}?back)\b"
    r"|原定|原计划|推迟|延期|改期|提前"),
    re.IGNORECASE,
)
_GIVEN_UP_REACH = 48


def _date_given_up(quantity: Quantity, statement: Statement, evidence: Evidence) -> Passage | None:
    """The passage of the one evidence date a sentence's date restates when the evidence gives that date only as the
    one first set and then given up ("The grand final, originally scheduled for Saturday 8 March, was held on
    Saturday 15 March"): the event did not happen on it, unless the sentence says so (``_GIVEN_UP_WORDS``)."""
    if quantity.kind != "date" or _GIVEN_UP_WORDS.search(statement.text):
        return None
    stating = [(item, passage) for item, passage in evidence.quantities
               if item.kind == "date" and supports(quantity, item)]
    given_up = [passage for item, passage in stating
                if _GIVEN_UP_BEFORE.search(passage.text, max(0, item.start - _GIVEN_UP_REACH), item.start)]
    return given_up[0] if stating and len(given_up) == len(stating) else None


def stated_by(quantity: Quantity, evidence: Evidence) -> bool:
    """Whether any evidence quantity supports ``quantity`` (a range's ends, or the counts of a share written with
    counts, may also be stated as two values)."""
    quantities = [item for item, _ in evidence.quantities]
    if any(supports(quantity, item) for item in quantities):
        return True
    if quantity.kind == "value" and not quantity.unit and any(
            quantity.value in (_counts_of(item) or ()) for item in quantities):
        return True  # "3 matches" from "3 out of 5 matches"
    if quantity.dimension == "mass" and any(supports(quantity, _as_water(item)) for item, passage in evidence.quantities
                                            if item.dimension == "volume" and _WATER.search(passage.text)):
        return True  # 约1200吨 of water from 日涌水量约一千二百立方米: a cubic metre of water weighs a tonne
    if quantity.fraction and any(_scale_of(passage.text, quantity.value) for passage in evidence.passages):
        return True  # 八分之一缩比模型 from 1:8缩比模型
    counts = _counts_of(quantity)
    if counts is not None:  # "3 out of 5 matches" from "three of its five matches"
        return set(counts) <= {item.value for item in quantities if item.kind == "value" and not item.unit}
    if quantity.kind == "year" and quantity.high is None and _year_before_named(quantity.value, evidence):
        return True  # 2023 from "2024年…比上年增加51万人"
    if quantity.kind == "year" and quantity.high is None and _year_after_compared(quantity.value, evidence):
        return True  # 2023 from "报告期内，矿产铜产量21.7万吨（2022年：18.6万吨）"
    if quantity.kind in ("date", "quarter") and _stated_without_its_year(quantity, evidence):
        return True  # 2025-03-09 from "2025年3月1日至3月9日"
    if quantity.kind == "quarter" and _same_quarter_of(quantity, evidence):
        return True  # "Q2 2023" from "52,600 in the second quarter of 2024, against 48,200 in the same quarter of 2023"
    if quantity.kind == "date" and told_by_dateline(quantity, evidence):
        return True  # "June 14" from "… began yesterday" in a paper dated 15 June
    if quantity.kind == "date" and _month_named(quantity, evidence):
        return True  # "in January" from "the last weekend of January"
    if quantity.kind == "date" and (_month_row_of_the_year(quantity, evidence)
                                    or _month_of_the_year_before(quantity, evidence)):
        return True  # "August 2024" from a row keyed "August" of a table titled "summer 2024 rentals"
    if quantity.kind in CALENDAR_KINDS and quantity.high is not None:  # "between 2019 and 2023", 2019年至2023年
        ends = {item.value for item in quantities if item.kind == quantity.kind and item.high is None}
        return quantity.value in ends and quantity.high in ends
    if quantity.kind == "range":
        return _ends_stated(quantity, quantities)
    return False


# The first months of a year, before their count (前十一个月), and as the span of months the evidence gives (1—11月).
_FIRST_BEFORE = re.compile(r"前\s*\Z")
# The same stretch written in the evidence as the months from January (1—11月), as the first quarters (前三季度) or
# as the first half (上半年).
_MONTHS_FROM_JANUARY = re.compile(r"1\s*[—–\-~～至到]\s*(?P<months>\d{1,2})\s*月|前(?P<quarters>[一二三123])(?:个)?季度"
                                  r"|(?P<half>上半年)")
_QUARTERS = {"一": 1, "二": 2, "三": 3, "1": 1, "2": 2, "3": 3}


def _first_months(quantity: Quantity, statement: Statement, evidence: Evidence) -> bool:
    """Whether ``quantity`` counts the first months of a year (前十一个月, 前9个月) that the evidence gives as the
    months from January (1—11月), its first quarters (前三季度) or its first half (上半年): the same stretch of the
    year, counted or spanned."""
    if quantity.kind != "value" or quantity.unit_factor != MONTH_SECONDS or not quantity.magnitude.is_integer() \
            or not _FIRST_BEFORE.search(statement.text, max(0, quantity.start - 2), quantity.start):
        return False
    return any(_months_of(found) == quantity.magnitude for passage in evidence.passages
               for found in _MONTHS_FROM_JANUARY.finditer(passage.text))


def _months_of(found: re.Match[str]) -> int:
    if found.group("quarters"):
        return 3 * _QUARTERS[found.group("quarters")]
    return 6 if found.group("half") else int(found.group("months"))


# The month names, longest first, as one alternation.
_MONTH_WORDS = "|".join(sorted(MONTHS, key=len, reverse=True))
# Three months a sentence spans by their first and last ("between January and March", "from April to June").
_MONTH_SPAN = re.compile(rf"\b(?:between|from)\s+(?P<first>{_MONTH_WORDS})\s+"
                         rf"(?:and|to|until|through)\s+(?P<last>{_MONTH_WORDS})\b")
# A span of three months a passage gives: a quarter ("first quarter", Q1, 一季度) or "the three months to 31 March".
_THREE_MONTHS_TO = re.compile(rf"\bthree months (?:to|ending|ended)\s+(?:\d{{1,2}}\s+)?"
                              rf"(?P<last>{_MONTH_WORDS})\b")


def _months_of_a_quarter(quantity: Quantity, statement: Statement, evidence: Evidence) -> bool:
    """Whether ``quantity`` is an end of a span of three months the sentence writes ("between January and March")
    that the evidence gives as a quarter (first quarter 2024) or as "the three months to 31 March"."""
    if quantity.kind != "date" or date_parts(quantity.value)[2]:
        return False
    span = next((found for found in _MONTH_SPAN.finditer(statement.text)
                 if found.start() <= quantity.start < found.end()), None)
    if span is None:
        return False
    first, last = MONTHS[span["first"]], MONTHS[span["last"]]
    if last - first != 2:
        return False
    quarter = not last % 3 and any(item.kind == "quarter" and int(item.value) % 10 == last // 3
                                   for item, _ in evidence.quantities)
    return quarter or any(MONTHS[found["last"]] == last for passage in evidence.passages
                          for found in _THREE_MONTHS_TO.finditer(passage.text))


# The months a sentence has listed, referred back to by their count: "of those three months", "in all four months".
_BACK_TO_LISTED = re.compile(r"\b(?:those|these|the|all|both)\s+\Z", re.IGNORECASE)
_MONTH_NAME = re.compile(rf"\b(?:{_MONTH_WORDS})\b")


def _months_listed(quantity: Quantity, statement: Statement) -> bool:
    """Whether ``quantity`` counts the months the sentence names before it, referred back to ("over June, July and
    August 2024, and of those three months"): the sentence states that count itself."""
    if quantity.kind != "value" or quantity.unit_factor != MONTH_SECONDS or not quantity.magnitude.is_integer() \
            or not _BACK_TO_LISTED.search(statement.text, max(0, quantity.start - 8), quantity.start):
        return False
    named = {MONTHS[found.group()] for found in _MONTH_NAME.finditer(statement.text, 0, quantity.start)}
    return len(named) == quantity.magnitude


# A day of the month written by its number alone, the month left to the reader: 6日下午, 15号.
_DAY_OF_MONTH = re.compile(r"[日号](?!内|以|后|起|之)")


def _day_of_a_date(quantity: Quantity, statement: Statement, evidence: Evidence) -> bool:
    """Whether ``quantity`` names a day of the month alone (6日下午发布) that a full date of the evidence has as its
    day (2024年6月6日16时发布): a Chinese report names the day and leaves the month and year to its dateline."""
    if quantity.kind != "value" or quantity.unit or not quantity.magnitude.is_integer() \
            or not 1 <= quantity.value <= 31 or not _DAY_OF_MONTH.match(statement.text, quantity.end):
        return False
    return any(item.kind == "date" and int(item.value) % 100 == quantity.value for item, _ in evidence.quantities)


def _month_named(quantity: Quantity, evidence: Evidence) -> bool:
    """Whether ``quantity`` is a month named alone ("in August", see ``text.dates.lone_month``) that the evidence
    names too, also where it reads no date ("the last weekend of January", "It's February")."""
    return quantity.surface in MONTHS and any(
        find_phrase(passage.folded, fold(quantity.surface)) != -1 for passage in evidence.passages)


def _month_row_of_the_year(quantity: Quantity, evidence: Evidence) -> bool:
    """Whether a month of a year ("August 2024") is a row of a table keyed by month ("Month: August; …") and the
    one year its source's other passages name is that year (a title, "summer 2024 rentals")."""
    year, month, day = date_parts(quantity.value)
    if not year or not month or day:
        return False
    sources = {passage.source_id for passage in evidence.passages
               if (row := passage.feature(row_cells))[1] and MONTHS.get(row[0]) == month}
    return any({named for other in evidence.passages if other.source_id == source_id
                and not other.feature(row_cells)[1] for named in _years_named(other)} == {year}
               for source_id in sources)


# A decade named without a figure ("in a decade"): ten years, where "two decades" is read as a measure.
A_DECADE = re.compile(r"\b(?:a|one)\s+decade\b", re.IGNORECASE)


def _decades_named(quantity: Quantity, evidence: Evidence) -> bool:
    """Whether a span of ten years is the decade the evidence names without a figure: "in ten years" for "the
    highest I have heard in a decade"."""
    return quantity.dimension == "time" and quantity.kind == "value" and quantity.value == 10 * YEAR_SECONDS \
        and "decad" in evidence.terms and any(A_DECADE.search(passage.text) for passage in evidence.passages)


def _month_of_the_year_before(quantity: Quantity, evidence: Evidence) -> bool:
    """Whether a month of a year ("August 2024", 2024年3月) is the month of a date the evidence writes without a year
    ("Between 6 and 9 August", 今年3月) where the one year its source names before that date is that year: a title
    ("Rock Pool Survey 2024: summary") or a dateline (《城南晚报》2024年4月8日报道：…今年3月)."""
    year, month, day = date_parts(quantity.value)
    if not year or not month or day:
        return False
    for passage in evidence.passages:
        for item in passage.quantities:
            if item.kind == "date" and date_parts(item.value)[:2] == (0, month):
                before = {named for other in evidence.passages
                          if other.source_id == passage.source_id and other.start < passage.start
                          for named in _years_named(other)}
                before |= {int(named) for other in passage.quantities if other.kind in CALENDAR_KINDS
                           and other.end <= item.start for named in _years(other)}
                if before == {year}:
                    return True
    return False


def _ends_stated(quantity: Quantity, quantities: list[Quantity]) -> bool:
    """Whether the evidence states both ends of a range: as two values ("$90 million … $100 million"), or as a lower
    and an upper bound ("不低于5亿元且不超过10亿元" for 5亿元至10亿元)."""
    tolerance = _step(quantity) / 2
    lows, highs = [], []
    for item in quantities:
        read = _in_sentence_units(quantity, item)
        if read is None or item.kind not in ("value", "bound"):
            continue
        if item.kind == "value" or item.bound in LOWER_BOUNDS:
            lows.append(read(item.value))
        if item.kind == "value" or item.bound in UPPER_BOUNDS:
            highs.append(read(item.value))
    return any(_within_rounding(quantity.value, low, tolerance) for low in lows) and any(
        _within_rounding(_upper_end(quantity), high, tolerance) for high in highs)


def _year_before_named(year: float, evidence: Evidence) -> bool:
    """Whether a passage names one year, the one after ``year``, and refers to the year before it ("2024年…比上年
    增加51万人"); with two years named, which one "the previous year" follows is not read. A Chinese bulletin names
    its year once and then counts from it (2023年，…。PM2.5年均浓度…同比下降3微克): where the evidence names that one
    year, 同比 or 上年 in any of its passages refers to the year before it."""
    named = {item.value for passage in evidence.passages for item in passage.quantities
             if item.kind == "year" and item.high is None}
    for passage in evidence.passages:
        own = {item.value for item in passage.quantities if item.kind == "year" and item.high is None}
        if own == {year + 1} and PREVIOUS_YEAR.search(passage.text) is not None:
            return True
        if named == {year + 1} and not own and _CHINESE_YEAR_BEFORE.search(passage.text):
            return True
    return False


_CHINESE_YEAR_BEFORE = re.compile(r"同比|上一?年|去年")
# A reporting period's figure with the year before it in brackets: "报告期内…21.7万吨（2022年：18.6万吨）", "revenue for
# the year was £4.1m (2022: £3.8m)".
_COMPARED_IN_BRACKETS = re.compile(r"[（(]((?:19|20)\d{2})年?\s*[：:]")
_REPORTING_PERIOD = re.compile(r"报告期|本年度|本期|\b(?:for|in|during) the (?:year|period)\b", re.IGNORECASE)


def _year_after_compared(year: float, evidence: Evidence) -> bool:
    """Whether a passage of a reporting period gives its figures against the year before ``year`` in brackets, and
    names no year of its own: the period it reports is ``year`` ("报告期内…（2022年：18.6万吨）" reports 2023)."""
    for passage in evidence.passages:
        brackets = {int(found.group(1)) for found in _COMPARED_IN_BRACKETS.finditer(passage.text)}
        if brackets == {int(year) - 1} and _REPORTING_PERIOD.search(passage.text) and not any(
                item.kind == "year" and item.value not in brackets for item in passage.quantities):
            return True
    return False


def _stated_without_its_year(quantity: Quantity, evidence: Evidence) -> bool:
    """Whether the evidence states a date or quarter of the sentence without its year, in a passage that gives that
    year (see ``_year_given``): 2025-03-09 by "2025年3月1日至3月9日", "Q4 2024" by "2024 revenue of $1.2 billion.
    Q4 revenue was $340 million"."""
    year = calendar_year(quantity)
    if year is None:
        return False
    return any(item.kind == quantity.kind and calendar_year(item) is None
               and supports(quantity, _in_year(item, year)) and _year_given(item, passage, evidence) == year
               for item, passage in evidence.quantities)


# A quarter named by the one before it in another year: "the same quarter of 2023".
_SAME_QUARTER = re.compile(r"\bsame quarter (?:of|in) ((?:19|20)\d{2})\b", re.IGNORECASE)


def _same_quarter_of(quantity: Quantity, evidence: Evidence) -> bool:
    """Whether a passage names the sentence's quarter as "the same quarter of" its year after a quarter of another
    year: "compared with 48,200 in the same quarter of 2023" after "in the second quarter of 2024"."""
    year = calendar_year(quantity)
    if year is None:
        return False
    for passage in evidence.passages:
        for found in _SAME_QUARTER.finditer(passage.text):
            named = [item for item in passage.quantities if item.kind == "quarter" and item.end <= found.start()]
            if int(found.group(1)) == year and named and calendar_year(named[-1]) not in (None, year) \
                    and named[-1].value % 10 == quantity.value % 10:
                return True
    return False


def _in_year(item: Quantity, year: int) -> Quantity:
    return replace(item, value=item.value + year * (10_000 if item.kind == "date" else 10))


def _year_given(item: Quantity, passage: Passage, evidence: Evidence) -> int | None:
    """The year of a date or quarter written without one: the one year its passage names, or when it names none,
    the one year the sentence right before it names. None when that is two years, when the passage refers to a year
    by another (去年四季度, "next year"), or when the calendar runs back before the figure, which may then be of the
    next year ("from 20 December 2024 to 6 January"), unless the figure is compared back (较第一季度), or when the
    sentence before is a dateline earlier in the year than the date, which may then be of the year before."""
    if RELATIVE_YEAR.search(passage.text):
        return None
    years = _years_named(passage)
    if not years:
        before = next((other for other in evidence.passages if passage.follows(other)), None)
        years = _years_named(before) if before is not None else set()
        line = dateline_of(before) if before is not None else None
        if line is not None and item.kind == "date" and _within_year(line) < _within_year(item):
            return None  # "28 December" under "Harbour notice — 5 January 2024" may be of 2023
    if len(years) != 1 or not _COMPARED_BACK.search(passage.text, max(0, item.start - 4), item.start) and any(
            _within_year(other) > _within_year(item) for other in passage.quantities
            if other.kind == item.kind and other.end <= item.start):
        return None
    return years.pop()


# A figure compared back to an earlier one of the same year: "2024年第四季度…较第一季度", "up from the first quarter".
_COMPARED_BACK = re.compile(r"(?:较|比|相比|对比)\s*\Z|\b(?:than|from|against|compared with)\s+(?:the\s+)?\Z",
                            re.IGNORECASE)


def _years_named(passage: Passage) -> set[int]:
    return {int(year) for item in passage.quantities if item.kind in CALENDAR_KINDS for year in _years(item)}


def _within_year(item: Quantity) -> int:
    """A date's month and day, or a quarter's number, whatever its year."""
    return int(item.value) % (10_000 if item.kind == "date" else 10)


# A word of decrease right before a figure, with at most a linking word between: the figure is the size of a fall,
# a loss or an outflow, which a table or a statement of change writes as a negative number; 负 is a minus sign.
# "fell to 945" and "降至945" give the level reached, not the change, and are not read so. Matched against the
# text before the figure.
_DECREASE_BEFORE = re.compile(opening(
    r"(?:\b(?:fell|fallen|falls?|falling|dropped|drops?|declined|declines?|decreased|decreases?|down|slipped|shrank"
    r"|contracted|lost|los(?:e|es|ing)|shed(?:s|ding)?)(?:\s+by)?"
    r"|\b(?:(?:net\s+)?loss(?:es)?|declines?|decreases?|drops?|reductions?)"
    r"(?:\s+(?:of|was|were|is|are)|\s*:)"
    r"|(?:下降|减少|下滑|下跌|降低|回落|缩减)了?|(?:净亏损|亏损|降幅|跌幅|减幅|下降幅度|净流出)(?:为|是|达到|达|了|[:：])?"
    r"|(?<!正)负)\s*\Z"),
    re.IGNORECASE,
)
_DECREASE_REACH = 24
# A comparative of less told before the size of the gap, by "by": "reported less bloating than the other group, by
# 0.6 points" is a difference of -0.6.
_LESS_BY = re.compile(r"\b(?:less|lower|fewer|smaller|shorter|lighter|cheaper)\b[^.;:!?]{0,80}\bby\s+\Z",
                      re.IGNORECASE)
_LESS_BY_REACH = 100


def _as_change(quantity: Quantity, text: str) -> Quantity:
    """The figure with the sign its words give it: after a word of decrease, "fell 4.8%" reads as -4.8%, and so does
    "less …, by 4.8%"."""
    if quantity.kind != "value" or quantity.value <= 0 or quantity.start == 0:
        return quantity
    if _DECREASE_BEFORE.search(text, max(0, quantity.start - _DECREASE_REACH), quantity.start) is None \
            and _LESS_BY.search(text, max(0, quantity.start - _LESS_BY_REACH), quantity.start) is None:
        return quantity
    return _negated(quantity)


def _negated(quantity: Quantity) -> Quantity:
    return replace(quantity, value=-quantity.value, magnitude=-quantity.magnitude, negative=not quantity.negative)


def _stated_as_change(quantity: Quantity, statement: Statement, evidence: Evidence) -> bool:
    """Whether the evidence states the figure with the other sign and a word of decrease on one side only:
    "同比下降4.8%" and "同比变化为-4.8%", "净亏损为5,432.10万元" and "净利润为-5,432.10万元"."""
    mine = _as_change(quantity, statement.text)
    for item, passage in evidence.quantities:
        theirs = _as_change(item, passage.text)
        if (mine is quantity) != (theirs is item) and supports(mine, theirs):
            return True
    return False


# Words giving the size of a gap right before its figure: "a gap of 1.2 days", "the difference in pain scores between
# the groups was 0.8", 相差1.5天, 差距为3分. A size is written without a sign, whichever side is ahead.
_SIZE_BEFORE = re.compile(
    r"(?:\b(?:gap|difference|margin)(?:(?:\s[^,;.\d]{1,48}?)?\s+(?:of|was|is|were|stood\s+at))?"
    r"|相差|差距|差值|差额)(?:为|是|了|[:：])?\s*\Z",
    re.IGNORECASE,
)
_SIZE_REACH = 64


def _stated_as_size(quantity: Quantity, statement: Statement, evidence: Evidence) -> bool:
    """Whether the sentence gives the size of a gap the evidence writes with a minus sign: "a gap of 1.2 days" for
    "difference −1.2", 两组相差1.5天 for 组间差值为−1.5天."""
    if quantity.kind != "value" or quantity.value <= 0 or _SIZE_BEFORE.search(
            statement.text, max(0, quantity.start - _SIZE_REACH), quantity.start) is None:
        return False
    size = _negated(quantity)
    return any(item.kind == "value" and item.value < 0 and supports(size, item) for item, _ in evidence.quantities)


# A word of stopping before a lower bound ("assistance stops above 25 km/h", "cuts out at speeds above") or soon after
# it (超过25公里/小时后电机停止助力, 超过80℃时自动断电): the bound is where something stops working.
_STOPS_BEFORE = re.compile(
    r"\b(?:stops?|stopped|ceases?|ceased|(?:cuts?|shuts?|switch(?:es)?|turns?)\s+(?:out|off))\b[^,;.\d]{0,20}\Z",
    re.IGNORECASE,
)
_STOPS_AFTER = re.compile(r"[^，。；,;.\d]{0,8}?(?:停止|切断|断电|关闭|不再)")
_STOPS_REACH = 40


def _stated_as_where_it_stops(quantity: Quantity, statement: Statement, evidence: Evidence) -> bool:
    """Whether a lower bound at which something stops restates the evidence's upper bound it works up to, at the same
    limit: "assistance stops above 25 km/h" for "provides assistance up to 25 km/h"."""
    if quantity.kind != "bound" or quantity.bound not in LOWER_BOUNDS:
        return False
    if _STOPS_BEFORE.search(statement.text, max(0, quantity.start - _STOPS_REACH), quantity.start) is None \
            and _STOPS_AFTER.match(statement.text, quantity.end) is None:
        return False
    return any(item.kind == "bound" and item.bound in UPPER_BOUNDS and same_value(quantity, item)
               for item, _ in evidence.quantities)


def worked_out_from(quantity: Quantity, statement: Statement, evidence: Evidence) -> bool:
    """Whether the evidence's figures work out to ``quantity``: a change, a share, a sum or a duration of one
    passage, or a product or a rate of figures apart (see ``derived``). A temperature is read as a difference, as
    the difference of two temperatures is (see ``Quantity.as_difference``)."""
    quantity = quantity.as_difference()
    return any(rounds_to(quantity, figure) for passage in _rows_of_its_clause(quantity, statement, evidence)
               for figure in worked_out(quantity, statement, passage, supports)) \
        or any(rounds_to(quantity, figure)
               for figure in worked_out_across(quantity, statement, evidence.passages, supports))


def _rows_of_its_clause(quantity: Quantity, statement: Statement, evidence: Evidence) -> tuple[Passage, ...]:
    """The passages a figure is worked out of: where the sentence's clause holding it names the key of a table row
    ("the share seen within four hours improved by 5%" names the row "Seen within 4 hours"), not the other rows,
    whose figures are of other things (a 4.8% rise in attendances)."""
    passages = _arithmetic_passages(evidence)
    keys = {id(passage): key for passage in passages
            if passage.source_text is not None and (key := content_terms(passage.feature(row_cells)[0]))}
    if not keys:
        return passages
    terms = clause_terms(statement.text, quantity)
    named = {at for at, key in keys.items() if key <= terms}
    return tuple(passage for passage in passages if id(passage) in named or id(passage) not in keys) \
        if named else passages


def plainly_worked(quantity: Quantity, statement: Statement, evidence: Evidence) -> bool:
    """Whether one plain step over two evidence figures, of the kind the sentence's words name, gives the figure
    (see ``plain_steps``): asked last, after every reading that ties the result to named operands."""
    quantity = quantity.as_difference()
    return any(rounds_to(quantity, figure) for figure in plain_steps(quantity, statement, evidence, supports))


def _range_ends_worked(quantity: Quantity, statement: Statement, evidence: Evidence) -> bool:
    """Whether each end of a range of time is stated or worked out: "around four to five months, from February until
    late June" over work that began in February and ended in late June (four months between, five counted). Other
    ranges are a forecast's or an estimate's, which two figures stated apart do not give."""
    if quantity.kind != "range" or quantity.high is None or quantity.dimension != "time":
        return False
    ends = [replace(quantity, kind="value", value=value, high=None, magnitude=value / quantity.unit_factor)
            for value in (quantity.value, quantity.high)]
    return all(stated_by(end, evidence) or worked_out_from(end, statement, evidence)
               or plainly_worked(end, statement, evidence) for end in ends)


def _arithmetic_passages(evidence: Evidence) -> tuple[Passage, ...]:
    return evidence.answer(with_rejoined_clauses, lambda: with_rejoined_clauses(evidence.passages))


# An approximate figure may round a worked one up from exactly halfway when its last digit is this small a share
# of it: "about 265" for 264.5, not "about three hours" for two and a half.
_HALF_UP_SHARE = 0.01


def rounds_to(quantity: Quantity, figure: Quantity) -> bool:
    """Whether a worked-out figure rounds to the sentence's, and not from exactly halfway: 2 h 30 min is neither
    "three hours" nor "two hours", as 12.5% is neither 12% nor 13%; who works the figure out writes the half, save
    where an approximate figure rounds it up by a step of a hundredth of itself or less ("about 265" for 23% of
    1,150, 264.5). A bound is kept or not, however it is rounded ("just under one in five" holds 18%)."""
    read = _in_sentence_units(quantity, figure)
    if read is None or not supports(quantity, figure):
        return False
    tolerance = _tolerance(quantity, figure, read)
    return quantity.kind == "bound" or tolerance == 0 \
        or not math.isclose(abs(quantity.value - read(figure.value)), tolerance) \
        or quantity.approximate and abs(quantity.value) > abs(read(figure.value)) \
        and tolerance <= abs(quantity.value) * _HALF_UP_SHARE


def _changed_to_level(quantity: Quantity, statement: Statement, evidence: Evidence) -> bool:
    """Whether a range after a word of change is stated when read as the change and the level it reached
    (``derived.change_and_level``): the level stated, the change worked out with it as one end."""
    read = change_and_level(quantity, statement.text)
    if read is None:
        return False
    change, level = read[0].as_difference(), read[1]
    return stated_by(level, evidence) and any(
        rounds_to(change, figure) for passage in _arithmetic_passages(evidence)
        for figure in worked_out(change, statement, passage, supports, also_stated=(level,)))


def _of_opposite_sign(quantity: Quantity, statement: Statement, evidence: Evidence) -> Quantity | None:
    """An evidence figure the sentence states with the other sign ("rose 4.8%" for "-4.8%"), read with the words
    of decrease of both sides."""
    mine = _as_change(quantity, statement.text)
    if mine.kind != "value" or not mine.value:
        return None
    flipped = _negated(mine)
    for item, passage in evidence.quantities:
        if item.kind == "value" and supports(flipped, _as_change(item, passage.text)):
            return item
    return None


def _range_end_with_partner(quantity: Quantity, statement: Statement, evidence: Evidence) -> bool:
    """Whether ``quantity`` is one end of an evidence range whose other end the sentence states too.

    "between $90 million and $100 million" may be read as two values; together they state the range.
    """
    tolerance = _step(quantity) / 2
    for ends in _ranges_read(quantity, evidence):
        for end, other in (ends, ends[::-1]):
            if _within_rounding(quantity.value, end, tolerance) and any(
                mine is not quantity and mine.kind == "value" and _within_rounding(mine.value, other, _step(mine) / 2)
                for mine in statement.quantities
            ):
                return True
    return False


# Words giving the figure after them as the low or the high end of what a range spans: "the cheapest seat is £18",
# "prices start at", 最低, "the dearest seat is £68", 最高.
_RANGE_END_BEFORE = {
    0: re.compile(r"(?:\b(?:cheapest|lowest|least expensive|smallest|start(?:s|ing)? at)\b|最低|最便宜)"
                  r"[^,;.\d\uff0c\uff1b\u3002]{0,40}\Z", re.IGNORECASE),
    1: re.compile(r"(?:\b(?:dearest|most expensive|priciest|highest|largest|top)\b|最高|最贵)"
                  r"[^,;.\d\uff0c\uff1b\u3002]{0,40}\Z", re.IGNORECASE),
}


def _range_end_named(quantity: Quantity, statement: Statement, evidence: Evidence) -> bool:
    """Whether ``quantity`` is the end of an evidence range the sentence names it as: "the cheapest seat is £18" over
    "£18-£30", "the dearest is £30"."""
    if quantity.kind != "value":
        return False
    before = statement.text[max(0, quantity.start - 48):quantity.start]
    named = [end for end, pattern in _RANGE_END_BEFORE.items() if pattern.search(before)]
    return bool(named) and any(_within_rounding(quantity.value, ends[end], _step(quantity) / 2)
                               for ends in _ranges_read(quantity, evidence) for end in named)


def _ranges_read(quantity: Quantity, evidence: Evidence) -> Iterator[tuple[float, float]]:
    """The low and high ends of each evidence range, read in the units of the sentence's ``quantity``."""
    for item, _ in evidence.quantities:
        read = _in_sentence_units(quantity, item) if item.kind == "range" else None
        if read is not None:
            yield read(item.value), read(_upper_end(item))


def _states_more_than(statement: Statement, quantity: Quantity) -> bool:
    """Whether the sentence says something besides ``quantity`` (a bare answer such as "0.9 s." does not)."""
    return bool(statement.terms - content_terms(quantity.surface))


# Words naming the value after them as a limit itself ("maximum daily dose of", 每日最大剂量为, "minimum age of",
# 最低工资为, "cuts the maximum team size by two dogs, to", "the longest dives ran to" over "lasted up to"), or as what
# something can reach: such a value restates an evidence bound on the same side.
_MOVED_TO = r"[^,;.\d\uff0c\uff1b\u3002]{0,24}(?:\bby\b[^,;.]{1,24},?\s+to\s+)?\Z"
_LIMIT_NAMES = {
    "upper": re.compile(r"(?:\b(?:maximum|max|upper limit|ceiling|cap|longest|largest|biggest|highest|heaviest"
                        r"|deepest|furthest|farthest|tallest|oldest)\b|最大|最高|最长|最多|最远|最深|最重|上限)" + _MOVED_TO
                        + r"|\bcan\s+reach\s+\Z", re.IGNORECASE),
    "lower": re.compile(r"(?:\b(?:minimum|min|lower limit|floor|shortest|smallest|lowest|youngest)\b"
                        r"|最小|最低|最短|最少|下限)" + _MOVED_TO, re.IGNORECASE),
}
LIMIT_NAME_REACH = 48
# The same right after the value: "the 2% cap", "a 45 km/h safety limit", 合同约定的2%上限, 500元封顶.
_LIMIT_NAMES_AFTER = {
    "upper": re.compile(r"\s*(?:的\s*)?(?:上限|封顶)|(?:\s+[a-z-]+)?\s+(?:cap|ceiling|maximum|limit|upper limit)\b",
                        re.IGNORECASE),
    "lower": re.compile(r"\s*(?:的\s*)?(?:下限|保底)|(?:\s+[a-z-]+)?\s+(?:floor|minimum|lower limit)\b", re.IGNORECASE),
}


# A capacity told right before an amount, which is the most a thing takes ("takes a dozen people per session", "a
# full 18 kg wash", "seats 40"): of an upper bound, never of a time ("takes 12 minutes" is how long, not the most).
_CAPACITY_BEFORE = re.compile(r"\b(?:full|takes|holds|seats|sleeps|room for|places for|capacity of)\s+\Z",
                              re.IGNORECASE)


def _named_as_limit(statement: Statement, quantity: Quantity, bound: Quantity) -> bool:
    """Whether the sentence names ``quantity`` as the limit on the side of the evidence's ``bound``, before it or
    right after it, or as a capacity (an upper one)."""
    side = "upper" if bound.bound in UPPER_BOUNDS else "lower" if bound.bound in LOWER_BOUNDS else None
    return side is not None and (_LIMIT_NAMES[side].search(
        statement.text, max(0, quantity.start - LIMIT_NAME_REACH), quantity.start) is not None
        or _LIMIT_NAMES_AFTER[side].match(statement.text, quantity.end) is not None
        or side == "upper" and quantity.dimension != "time"
        and _CAPACITY_BEFORE.search(statement.text, max(0, quantity.start - LIMIT_NAME_REACH), quantity.start)
        is not None)


# A total told as going past a mark, right before the mark: "the library passed 18,000 items", 突破1万册.
_PASSED_BEFORE = re.compile(r"\b(?:passed|topped|surpassed|crossed|broke|exceeded)\s+(?:the\s+)?\Z|突破\s*\Z",
                            re.IGNORECASE)
_PASSED_REACH = 12


def _passed_as_told(quantity: Quantity, evidence: Evidence) -> bool:
    """Whether a lower bound the sentence sets ("past eighteen thousand items") restates a mark the evidence tells a
    total went past ("passed 18,000 items"), at the same figure."""
    if quantity.kind != "bound" or quantity.bound not in LOWER_BOUNDS:
        return False
    return any(item.kind == "value" and same_value(quantity, item)
               and _PASSED_BEFORE.search(passage.text, max(0, item.start - _PASSED_REACH), item.start) is not None
               for item, passage in evidence.quantities)


def _bounds_named_limit(quantity: Quantity, statement: Statement, evidence: Evidence) -> bool:
    """Whether a bound the sentence sets on a figure it names as a limit ("the longest dives ran to just over seven
    and a half hours") holds the limit of an evidence bound on that side ("lasted up to 7 hours 40 minutes")."""
    if quantity.kind != "bound":
        return False
    for item, _ in evidence.quantities:
        read = _in_sentence_units(quantity, item) if item.kind == "bound" else None
        if read is not None and _named_as_limit(statement, quantity, item):
            limit = read(item.value)
            if _bound_supported(quantity, replace(item, kind="value", bound=None), limit, limit):
                return True
    return False


def restated_limit(quantity: Quantity, evidence: Evidence) -> tuple[Quantity, Passage] | None:
    """An evidence bound whose limit the sentence states as a plain value ("300" for "over 300")."""
    if quantity.kind != "value":
        return None
    for item, passage in evidence.quantities:
        read = _in_sentence_units(quantity, item) if item.kind == "bound" else None
        if read is not None and _within_rounding(quantity.value, read(item.value), _step(quantity) / 2):
            return item, passage
    return None


_NEXT_WORD = re.compile(r"\s*(?:(?:consecutive|successive)\s+)?([A-Za-z]+|[\u3400-\u9fff]{1,2})", re.IGNORECASE)


def _counted(text: str, quantity: Quantity) -> str | None:
    """The word right after a number, past a word of running order ("four consecutive Saturdays"): what it counts
    (beds, 张, 个)."""
    match = _NEXT_WORD.match(text, quantity.end)
    return match.group(1).lower() if match else None


def counted_terms(item: Analysed) -> frozenset[str]:
    """The content terms of the words that follow the numbers of a text: what the numbers count (a year counts
    nothing: the word after "2023年" in "2023年华南地区" is what the sentence is about)."""
    words = (_counted(item.text, quantity) for quantity in item.quantities if quantity.kind not in CALENDAR_KINDS)
    return content_terms(" . ".join(word for word in words if word))


# "Only" right before a figure: 仅在三年级, 只有两个, "only in Year 3".
_ONLY_BEFORE = re.compile(r"(?:仅|只|\bonly)\s*(?:在|有|于|\bin|\bfor)?\s*\Z", re.IGNORECASE)
_ONLY_REACH = 8


def _only_an_end(quantity: Quantity, statement: Statement, evidence: Evidence) -> bool:
    """Whether the sentence gives a figure as the only one where the evidence gives a range it is one end of: 仅在
    三年级 over 三至五年级 leaves out the grades after it."""
    return _ONLY_BEFORE.search(statement.text, max(0, quantity.start - _ONLY_REACH), quantity.start) is not None \
        and any(item.kind == "range" and quantity.value in _ends(item) for item, _ in evidence.quantities)


# What makes a small number written as a word a margin between two figures: "nine points behind", "two clear of".
_SMALL_MARGIN = re.compile(r"(?:\s+(?:points?|goals?|runs?|votes?|shots?|strokes?|places?|lengths?|laps?|seconds?|"
                           r"minutes?|pins?|tries|try|wickets?|games?|frames?|sets?|spots?))?"
                           r"\s+(?:behind|ahead|clear|adrift|short)\b", re.IGNORECASE)


def _contradicted_count(statement: Statement, quantity: Quantity, evidence: Evidence) -> Quantity | None:
    """An evidence number counting the same thing as a small word number of the sentence, with another value: the
    word after both is the same, or the last word of what the sentence counts is one of the evidence's ("three
    Emmys" over "two Daytime Emmy Awards")."""
    noun = _counted(statement.text, quantity)
    if noun is None or _ONE_ALONE.match(statement.text, quantity.start):
        return None
    words = _counted_words(statement.text, quantity)
    for item, passage in evidence.quantities:
        if item.kind == "value" and item.dimension == COUNT and (
                _counted(passage.text, item) == noun or words and words[-1] in _counted_words(passage.text, item)):
            return item
    return None


# 一 of "one thing alone" (李家庄一个村就连演了五场): it singles one out, counting nothing against the evidence's counts.
_ONE_ALONE = re.compile(r"一[个家座所间名位户]?[\u4e00-\u9fff]{0,3}?就")
_CHANGE_AFTER = re.compile(r"\s*(?:fewer|more|less|extra|additional|further|other|new|times|percent)\b", re.IGNORECASE)
_WORD_RUN = re.compile(r"(?:\s+(?:consecutive|successive))?((?:\s+[A-Za-z][A-Za-z-]*){1,3})")


def _counted_words(text: str, quantity: Quantity) -> tuple[str, ...]:
    """The content terms of up to three English words after a number, up to one with none: what it counts, its
    last word the thing ("Daytime Emmy Awards")."""
    match = _WORD_RUN.match(text, quantity.end)
    if match is None or _CHANGE_AFTER.match(match.group(1)):
        return ()  # "four fewer lanes" tells a change, "two new courts" a part: no count of all
    terms: list[str] = []
    for word in match.group(1).split():
        found = content_terms(word)
        if not found:
            break
        terms.extend(sorted(found))
    return tuple(terms)


def _nearest(quantity: Quantity, evidence: Evidence) -> list[Quantity]:
    """The evidence figures closest to the sentence's, compared in the sentence's units."""
    calendar = quantity.kind in CALENDAR_KINDS
    readings: list[tuple[Quantity, float]] = []
    for item, _ in evidence.quantities:
        if (item.kind in CALENDAR_KINDS) != calendar:
            continue
        read = (lambda value: value) if calendar else _in_sentence_units(quantity, item)
        if read is not None:
            readings.append((item, read(item.value)))

    def distance(value: float) -> float:
        if quantity.value and value and (quantity.value > 0) == (value > 0):
            return abs(math.log(abs(value) / abs(quantity.value)))
        return abs(value - quantity.value) + 1e6

    shown: list[Quantity] = []
    for item, _ in sorted(readings, key=lambda reading: (distance(reading[1]), reading[0].start)):
        if item.surface not in [seen.surface for seen in shown]:
            shown.append(item)
        if len(shown) == NEAREST_SHOWN:
            break
    return shown


def _diagnose(statement: Statement, quantity: Quantity, evidence: Evidence) -> Finding:
    """The most specific rule explaining why no evidence quantity supports ``quantity``."""
    number = f"\u201c{quantity.surface}\u201d"
    where: dict[str, Any] = {"sentence": statement.text, "span": statement.span}
    if quantity.kind not in CALENDAR_KINDS:
        # figures of the sentence's own kind first: an age bound is explained by an age, not by a length beside it
        for item, passage in sorted(evidence.quantities, key=lambda pair: pair[0].dimension != quantity.dimension):
            if item.kind in CALENDAR_KINDS:
                continue
            same_figure = _close(abs(item.magnitude * item.scale), abs(quantity.magnitude * quantity.scale), 0)
            if {quantity.dimension, item.dimension} == PERCENT_DIMENSIONS and same_figure:
                return PERCENT_POINT_CONFUSION.finding(
                    **_against(where, number, item, passage), sentence_unit=_unit_name(quantity),
                    evidence_unit=_unit_name(item)
                )
            written_units_differ = (item.unit, item.unit_factor) != (quantity.unit, quantity.unit_factor)
            if same_figure and written_units_differ and COUNT not in (quantity.dimension, item.dimension):
                return UNIT_MISMATCH.finding(**_against(where, number, item, passage))
            read = _in_sentence_units(quantity, item)
            if read is None:
                continue
            near = _near(quantity.value, read(item.value), read(item.high) if item.high is not None else None)
            if near and item.kind == "bound" and quantity.kind != "bound":
                return BOUND_STATED_AS_VALUE.finding(**_against(where, number, item, passage),
                                                     relation="only states the bound")
            inside = item.kind == "range" and read(item.value) <= quantity.value <= read(_upper_end(item))
            if inside and quantity.kind != "range":  # a value outside a range is not taken from it
                return RANGE_STATED_AS_VALUE.finding(**_against(where, number, item, passage))
            if near and quantity.kind == "bound" and item.kind != "bound":
                return BOUND_STATED_AS_VALUE.finding(**_against(where, number, item, passage),
                                                     relation="states a figure outside that bound:")
            # precision is a difference of values: read in the sentence's units like the values themselves
            if (quantity.kind == item.kind == "value" and quantity.precision < read(item.precision)
                    and _close(quantity.value, read(item.value), read(_step(item)) / 2)):
                return PRECISION_INFLATED.finding(**_against(where, number, item, passage))
    opposite = _of_opposite_sign(quantity, statement, evidence) if quantity.kind not in CALENDAR_KINDS else None
    if opposite is not None:
        stated = f"\u201c{opposite.surface}\u201d"
        return NUMBER_NOT_IN_EVIDENCE.finding(**where, evidence=_passage_of(opposite, evidence).ref, number=number,
                                              nearest=f"; the evidence states {stated}, with the opposite sign",
                                              suggestion=f" ({stated})")
    nearest = _nearest(quantity, evidence)
    if nearest:
        listed = ", ".join(f"\u201c{item.surface}\u201d" for item in nearest)
        nearest_text, suggestion = f"; the nearest it states: {listed}", f" ({listed})"
        ref = _passage_of(nearest[0], evidence).ref
    else:
        nearest_text, suggestion = "", ""
        ref = evidence.closest(statement.terms).ref
    rule = DATE_NOT_IN_EVIDENCE if quantity.kind in CALENDAR_KINDS else NUMBER_NOT_IN_EVIDENCE
    return rule.finding(**where, evidence=ref, number=number, nearest=nearest_text, suggestion=suggestion)


def _against(where: dict[str, Any], number: str, item: Quantity, passage: Passage) -> dict[str, Any]:
    """The fields of a finding that sets the sentence's figure against one evidence figure, built only for the
    figure a finding names."""
    return {**where, "evidence": passage.ref, "number": number, "evidence_number": f"\u201c{item.surface}\u201d"}


def _passage_of(target: Quantity, evidence: Evidence) -> Passage:
    return next(passage for item, passage in evidence.quantities if item is target)


def _near(value: float, low: float, high: float | None) -> bool:
    """Whether a value lies within a factor of two of an evidence value or range: the one it most likely restates."""
    high = low if high is None else high
    if value > 0 and low > 0:
        return min(low, high) / 2 <= value <= max(low, high) * 2
    return _close(value, low, 0)


def _unit_name(quantity: Quantity) -> str:
    return "percentage points" if quantity.dimension == "percentage_point" else "percent"


def _copied(statement: Statement, evidence: Evidence) -> bool:
    """Whether the whole sentence stands word for word in one passage: its numbers are then the passage's own."""
    return any(find_phrase(passage.folded, statement.folded) != -1 for passage in evidence.passages)


# One period after a word of each or of an average: the period a rate is for (人均一年多挣约八千五百元, 每人一年可领),
# no figure of its own.
_EACH_BEFORE = re.compile(r"(?:人均|户均|平均|每人|每户|每)\s*\Z")


def _period_of_a_rate(statement: Statement, quantity: Quantity) -> bool:
    return quantity.dimension == "time" and quantity.value > 0 and quantity.magnitude == 1 and quantity.spelled \
        and _EACH_BEFORE.search(statement.text, max(0, quantity.start - 3), quantity.start) is not None


# What opens a figure's restatement in other units: a bracket, or a comma ("to 70 m, roughly 77 yards"), perhaps
# with a word of converting (150斤左右，折合约75公斤; "68 kg, or 150 lb").
_RESTATEMENT_OPENS = re.compile(r"\s*[(（,，]\s*(?:折合|约合|合|即|相当于|or\b|i\.e\.)?\s*约?")


def converts_the_figure_before(statement: Statement, quantity: Quantity) -> bool:
    """Whether ``quantity`` opens a bracket or follows a comma right after a figure it converts to other units, at
    its own precision: "up to 25 km/h (about 15.5 mph)", 不得超过2.5米（约8.2英尺）, "to 70 m, roughly 77
    yards", 在150斤左右，折合约75公斤. It restates that figure, bound and all, which is checked in its own right."""
    before = [item for item in statement.quantities if item.end <= quantity.start]
    if quantity.kind != "value" or not before:
        return False
    figure = before[-1]
    if figure.kind == "range" and figure.high is not None:  # "from 50 m to 70 m, roughly 77 yards": its last end
        figure = replace(figure, kind="value", value=figure.high)
    return (figure.kind in ("value", "bound") and figure.dimension == quantity.dimension
            and figure.unit_factor != quantity.unit_factor
            and _RESTATEMENT_OPENS.fullmatch(statement.text, figure.end, quantity.start) is not None
            and same_value(quantity, figure))


_POINTS_AFTER = re.compile(r"\s+points?\b", re.IGNORECASE)


def _as_points(quantity: Quantity, statement: Statement, evidence: Evidence) -> Quantity | None:
    """A count of points read as percentage points where the evidence gives percents: "lost six points" over "fell
    from 22% to 17%" is a change of five percentage points misstated, not a count of things; ``None`` otherwise."""
    points = _POINTS_AFTER.match(statement.text, quantity.end)
    if quantity.kind != "value" or quantity.dimension != "number" or quantity.unit or points is None \
            or not any(item.dimension == "percent" for item, _ in evidence.quantities):
        return None
    return replace(quantity, unit="pp", dimension="percentage_point", end=points.end(),
                   surface=statement.text[quantity.start:points.end()])


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    figures = [quantity for quantity in statement.quantities
               if quantity.kind in MEASUREMENT_KINDS or quantity.kind in CALENDAR_KINDS]
    if not figures:
        return []  # only measurements and calendar figures are checked, never an ordinal, a label or a test speed
    findings = []
    copied: bool | None = None
    multiples = judged_figures(statement, evidence)
    for quantity in figures:
        if any(quantity.start <= at < quantity.end for at in multiples):
            continue  # "3倍" over "由1.2亿元增至3.6亿元": a ratio the multiples gate compares with the change
        if converts_the_figure_before(statement, quantity) or _period_of_a_rate(statement, quantity) \
                or basis_of_a_ratio(statement, quantity):
            continue
        given_up = _date_given_up(quantity, statement, evidence)
        if given_up is not None:
            findings.append(DATE_NOT_IN_EVIDENCE.finding(
                sentence=statement.text, span=statement.span, evidence=given_up.ref,
                number=f"\u201c{quantity.surface}\u201d", nearest="; the evidence names it only as the date first set, "
                "which was given up", suggestion=" for when it took place"))
            continue
        if stated_by(quantity, evidence) or _range_end_with_partner(quantity, statement, evidence) \
                or _range_end_named(quantity, statement, evidence) \
                or _stated_as_change(quantity, statement, evidence) or _stated_as_size(quantity, statement, evidence) \
                or _stated_as_where_it_stops(quantity, statement, evidence) \
                or worked_out_from(quantity, statement, evidence) \
                or _changed_to_level(quantity, statement, evidence) or _day_of_a_date(quantity, statement, evidence) \
                or _first_months(quantity, statement, evidence) or _months_listed(quantity, statement) \
                or _months_of_a_quarter(quantity, statement, evidence) \
                or plainly_worked(quantity, statement, evidence) \
                or named_back_by_evidence(quantity, statement, evidence.passages) \
                or _bounds_named_limit(quantity, statement, evidence) or _decades_named(quantity, evidence) \
                or _range_ends_worked(quantity, statement, evidence) or _passed_as_told(quantity, evidence) \
                or holds_a_stated_year(quantity, statement, evidence):
            continue
        points = _as_points(quantity, statement, evidence)
        if points is not None and (stated_by(points, evidence) or worked_out_from(points, statement, evidence)):
            continue  # "nine points short of the 90% target" over 81%: percentage points
        if is_small_word_number(quantity) and not in_cjk_score(statement.text, quantity.start, quantity.end) \
                and points is None and _contradicted_count(statement, quantity, evidence) is None \
                and not _only_an_end(quantity, statement, evidence) and not ends_a_span_of_times(quantity, statement) \
                and not _SMALL_MARGIN.match(statement.text, quantity.end):
            continue  # "two new services" counts things; a side of a score (以四比一战胜), an hour or a margin
            # ("nine points behind the winners") is a figure
        limit = restated_limit(quantity, evidence)
        if limit is None:
            copied = _copied(statement, evidence) if copied is None else copied
            if copied:
                continue  # "115" lifted from "between 106 and 115 lb" states what the passage states
        if limit is not None and _named_as_limit(statement, quantity, limit[0]):
            continue  # "a maximum daily dose of 1.2 g" for "not more than 1,200 mg a day": the limit as a limit
        if limit is not None:
            bound, passage = limit
            found: dict[str, Any] = {"sentence": statement.text, "span": statement.span, "evidence": passage.ref,
                     "number": f"\u201c{quantity.surface}\u201d", "evidence_number": f"\u201c{bound.surface}\u201d"}
            if bound.bound in UPPER_BOUNDS and _states_more_than(statement, quantity):
                # "will buy back 20 million shares" for "up to 20 million": a cap made a fact; a bare "0.9 s"
                # answering "up to how far off?" only drops the question's qualifier
                findings.append(BOUND_STATED_AS_VALUE.finding(**found, relation="only states the bound"))
            else:
                findings.append(BOUND_QUALIFIER_DROPPED.finding(**found))
            continue
        findings.append(_diagnose(statement, quantity, evidence))
    return findings
