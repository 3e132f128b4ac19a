"""The stretches of the year a text names (上半年, 前三季度, "the first half", Q3, 1—5月, "January to May") and the
figures each governs: read by the period gate and by the totals of a year's parts.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass

from ..text.dates import MONTHS
from ..text.numerals import parse_cjk_numeral, parse_word_number
from ..text.quantities import MEASUREMENT_KINDS, Quantity
from .align import clause_spans
from .arithmetic import is_small_word_number
from .inputs import Analysed
from .phrases import Marks, mentions_any


@dataclass(frozen=True, slots=True)
class Period:
    """A stretch of the year a text names: its first and last month, the phrase and where it stands."""

    first: int
    last: int
    phrase: str
    start: int
    end: int

    @property
    def months(self) -> tuple[int, int]:
        return (self.first, self.last)


# Month names keep their capital ("may" is a verb) inside the otherwise case-blind pattern.
ENGLISH_MONTH = rf"(?-i:{'|'.join(sorted(MONTHS, key=len, reverse=True))})\.?"
_ORDINAL_QUARTERS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
_CHINESE_NUMBER = r"(?:\d{1,2}|[一二两三四五六七八九十]{1,3})"
_ENGLISH_COUNT = r"(?:two|three|four|five|six|seven|eight|nine|ten|eleven|\d{1,2})"
_PERIODS = re.compile(
    r"(?P<first_half>上半年|\b(?:first|1st) half\b|\bH1\b)"
    r"|(?P<second_half>下半年|\b(?:second|2nd) half\b|\bH2\b)"
    r"|前(?P<quarters>[二两三])季度|\bfirst (?P<english_quarters>two|three) quarters\b"
    rf"|第?(?P<quarter>[一二三四1-4])季度|\b(?P<english_quarter>{'|'.join(_ORDINAL_QUARTERS)}) quarter\b"
    r"|\bQ(?P<q>[1-4])\b|(?P<first_quarter>首季度)"
    rf"|前(?P<months>{_CHINESE_NUMBER})个?月|\bfirst (?P<english_months>{_ENGLISH_COUNT}) months\b"
    rf"|(?<![\d.])(?P<from>{_CHINESE_NUMBER})月?份?\s*[—–\-~～至到]\s*(?P<to>{_CHINESE_NUMBER})月"
    rf"|\b(?P<between>between\s+)?(?P<from_month>{ENGLISH_MONTH})(?:\s+\d{{4}})?"
    rf"\s*(?:-|–|—|\bto\b|\bthrough\b|\buntil\b|(?(between)\band\b|(?!)))\s*(?P<to_month>{ENGLISH_MONTH})(?![a-z])",
    re.IGNORECASE,
)
# Every period but a span of months named in English holds one of these; that span holds a match of
# ``_MONTHS_SPANNED``, a quick search of its months and what joins them: texts without either are passed over cheaply.
_PERIOD_MARKS = Marks("半年", "季度", "月", "half", "h1", "h2", "quarter", "q1", "q2", "q3", "q4", "months")
_MONTHS_SPANNED = re.compile(
    rf"{ENGLISH_MONTH}(?:\s+\d{{4}})?\s*(?:-|–|—|(?i:to|through|until|and))\s*{ENGLISH_MONTH}")
MONTHS_IN_A_QUARTER = 3
MONTHS_IN_A_YEAR = 12


def periods(text: str) -> tuple[Period, ...]:
    """The stretches of the year ``text`` names: 上半年 is months 1 to 6, "Q3" 7 to 9, 1—5月 and "the first five
    months" 1 to 5."""
    if not mentions_any(text, _PERIOD_MARKS) and not _MONTHS_SPANNED.search(text):
        return ()
    found = []
    for match in _PERIODS.finditer(text):
        months = _matched_months(match)
        if months is not None and 1 <= months[0] <= months[1] <= MONTHS_IN_A_YEAR:
            found.append(Period(*months, match.group(0), match.start(), match.end()))
    return tuple(found)


def _matched_months(match: re.Match[str]) -> tuple[int, int] | None:
    groups = match.groupdict()
    if groups["first_half"]:
        return (1, 6)
    if groups["second_half"]:
        return (7, 12)
    if groups["first_quarter"]:
        return (1, 3)
    if quarters := groups["quarters"] or groups["english_quarters"]:
        return (1, MONTHS_IN_A_QUARTER * _count(quarters))
    if quarter := groups["quarter"] or groups["q"]:
        return _quarter(_count(quarter))
    if quarter := groups["english_quarter"]:
        return _quarter(_ORDINAL_QUARTERS[quarter.lower()])
    if months := groups["months"] or groups["english_months"]:
        return (1, _count(months))
    if groups["from"]:
        return (_count(groups["from"]), _count(groups["to"]))
    if groups["from_month"]:
        return (_month(groups["from_month"]), _month(groups["to_month"]))
    return None


def _count(numeral: str) -> int:
    """A small count written in digits, Chinese numerals or English words: "5", 五, 两, "five"."""
    if numeral.isdigit():
        return int(numeral)
    if numeral == "两":
        return 2
    parsed = parse_cjk_numeral(numeral)
    return int(parsed.value) if parsed is not None else int(parse_word_number(numeral.lower()))


def _quarter(number: int) -> tuple[int, int]:
    return (MONTHS_IN_A_QUARTER * (number - 1) + 1, MONTHS_IN_A_QUARTER * number)


def _month(name: str) -> int:
    return MONTHS[name.rstrip(".")]


def period_figures(text: Analysed) -> tuple[tuple[Quantity, tuple[Period, ...]], ...]:
    """The measured figures of a text, each with the periods governing it: those in its clause, and those of the
    clause opening the text ("1—5月，全市…480万平方米", "In the first half, sales rose 12%").

    A figure inside a period ("five months" of "the first five months") is the period, not a figure; small numbers
    in words are as often idiom ("Capital One", "one of the") as figures and are left out.
    """
    named = text.feature(periods)
    if not named:
        return ()
    starts = [start for start, _ in clause_spans(text.text)]

    def clause_of(position: int) -> int:
        return bisect_right(starts, position) - 1

    dated = []
    for quantity in text.quantities:
        if quantity.kind not in MEASUREMENT_KINDS or is_small_word_number(quantity) or any(
                period.start < quantity.end and quantity.start < period.end for period in named):
            continue
        clause = clause_of(quantity.start)
        dated.append((quantity, tuple(period for period in named if clause_of(period.start) == clause
                                      or clause_of(period.start) == 0 and period.start < quantity.start)))
    return tuple(dated)
