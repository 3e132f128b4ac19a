"""Numbers written in words: Chinese numerals (三点二, 两千, 一万二千, 1.2亿) and English words (twenty-five).

Both parsers are strict on purpose: they return ``None`` for anything that is not a well-formed numeral, so
that words which merely contain numeral characters (万一, 千万, 一一) are not taken for numbers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

CJK_DIGITS = {"〇": 0, "零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_SMALL_UNITS = {"十": 10, "百": 100, "千": 1000}
_BIG_UNITS = {"万": 10_000, "亿": 100_000_000}
CJK_NUMERAL_CHARS = "".join(CJK_DIGITS) + "".join(_SMALL_UNITS) + "".join(_BIG_UNITS)
_TOKEN = re.compile(r"\d+(?:\.\d+)?|.")


@dataclass(frozen=True, slots=True)
class Numeral:
    """A parsed numeral: its value, the place value of its last written unit, and its decimal places."""

    value: float
    scale: float = 1.0
    decimals: int = 0
    digit_sequence: bool = False  # digits read one by one, as in 二〇二三 (a year)


def parse_cjk_numeral(text: str) -> Numeral | None:
    """Parse a Chinese numeral, possibly mixed with ASCII digits (``1.2万``, ``3万5千``); ``None`` if malformed.

    ``scale`` is the place value written last when it is a thousand or more (两千 -> 1000, 三百万 -> 1e6,
    一万二 -> 1000 by the implied unit), otherwise 1; it tells how finely the figure was stated.
    """
    integer, _, fraction = text.partition("点")
    if fraction:
        if not integer or any(char not in CJK_DIGITS for char in fraction):
            return None
        whole = parse_cjk_numeral(integer)
        if whole is None or whole.scale != 1 or whole.digit_sequence:
            return None
        fractional = float("0." + "".join(str(CJK_DIGITS[char]) for char in fraction))
        return Numeral(whole.value + fractional, 1.0, len(fraction))
    tokens = _TOKEN.findall(text)
    if not tokens or len(tokens) > 1 and tokens[-1] == "两":
        return None  # 两 is two only before a place (两千) or alone: 十两 is ten taels, 一两 one or two
    if all(token in CJK_DIGITS for token in tokens):
        if len(tokens) == 1:
            return Numeral(float(CJK_DIGITS[tokens[0]]))
        return Numeral(float("".join(str(CJK_DIGITS[token]) for token in tokens)), digit_sequence=True)
    return _parse_place_values(tokens)


def _parse_place_values(tokens: list[str]) -> Numeral | None:
    total = 0.0  # everything already multiplied by 亿
    myriads = 0.0  # the part multiplied by 万 within the current 亿 group
    section = 0.0  # below 万
    digit: float | None = None
    decimals = 0
    last_unit = 0  # place value of the unit just written, for the implied unit in 一万二
    trailing = 1.0  # product of the units written at the very end
    smallest_in_section = 10_000
    after_zero = False
    digit_follows_unit = False
    previous: str | None = None
    for token in tokens:
        if token in CJK_DIGITS or token[0].isdigit():
            if digit is not None:
                return None
            if token == "零" or token == "〇":
                if previous is None or previous in CJK_DIGITS:
                    return None
                after_zero = True
                previous = token
                continue
            digit = CJK_DIGITS[token] if token in CJK_DIGITS else float(token)
            digit_follows_unit = previous is not None and previous not in CJK_DIGITS
            if token[0].isdigit() and "." in token:
                if previous is not None:
                    return None
                decimals = len(token.partition(".")[2])
            trailing = 1.0
        elif token in _SMALL_UNITS:
            unit = _SMALL_UNITS[token]
            if unit >= smallest_in_section:
                return None
            if digit is None:
                if token != "十" or section or previous not in (None, "零", "〇", "万", "亿"):
                    return None
                digit = 1
            section += digit * unit
            smallest_in_section = unit
            digit, last_unit, trailing = None, unit, float(unit)
            after_zero = False
        elif token in _BIG_UNITS:
            unit = _BIG_UNITS[token]
            if digit is None and not section:
                if not (token == "亿" and previous == "万"):
                    return None
                total = (total + myriads) * unit  # 万亿: the whole myriad group is multiplied again
                myriads, last_unit, trailing = 0.0, 10**12, trailing * unit
                previous = token
                continue
            group = section + (digit or 0)
            if unit == 10_000:
                if myriads:
                    return None
                myriads = group * unit
            else:
                total = (total + myriads + group) * unit
                myriads = 0.0
            directly_after_unit = digit is None
            section, digit, smallest_in_section = 0.0, None, 10_000
            last_unit, after_zero = unit, False
            trailing = trailing * unit if directly_after_unit else float(unit)  # 三百万: 100 x 10000
        else:
            return None
        previous = token
    if digit is not None:
        if digit_follows_unit and not after_zero:
            # 一万二 = 12000, 两千五 = 2500, 二十五 = 25: a bare final digit counts in the next lower place
            place = max(last_unit // 10, 1)
            section += digit * place
            trailing = float(place) if place >= 1000 else 1.0
        else:
            section += digit
            trailing = 1.0
    elif previous in ("零", "〇"):
        return None
    value = total + myriads + section
    scale = trailing if trailing >= 1000 else 1.0
    return Numeral(value, scale, decimals)


_ONES = {"zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
         "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
         "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19}
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
         "ninety": 90}
ORDINAL_WORDS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
                 "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
                 "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
                 "nineteenth": 19, "twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50, "sixtieth": 60,
                 "seventieth": 70, "eightieth": 80, "ninetieth": 90}
SCALE_WORDS = {"hundred": 100.0, "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12, "dozen": 12.0}
# Every word that can start or make up a number in words, for a cheap first look at a text.
NUMBER_WORDS = frozenset((*_ONES, *_TENS, *ORDINAL_WORDS, *SCALE_WORDS, "half"))

_BELOW_HUNDRED = (
    rf"(?:(?:{'|'.join(_TENS)})(?:[- ](?:{'|'.join(w for w in _ONES if _ONES[w] in range(1, 10))}))?"
    rf"|{'|'.join(sorted(_ONES, key=len, reverse=True))})"
)
# An ordinal of tens and ones in words: "thirty-eighth", "twenty-first".
_COMPOUND_ORDINAL = re.compile(
    rf"({'|'.join(_TENS)})[- ]({'|'.join(word for word, value in ORDINAL_WORDS.items() if value < 10)})(?![a-z])")


def compound_ordinal(lower: str, position: int) -> tuple[int, int] | None:
    """The value and end of an ordinal of tens and ones written in words at ``position`` ("thirty-eighth" is 38)."""
    found = _COMPOUND_ORDINAL.match(lower, position)
    return None if found is None else (_TENS[found[1]] + ORDINAL_WORDS[found[2]], found.end())


# "twenty-five", "three hundred and five", "a hundred", "two and a half", "three and three-quarter", matched
# against lower-cased text; the scale after it ("two million") is read like any other scale.
WORD_NUMBER = re.compile(
    rf"(?:{_BELOW_HUNDRED}|an?(?=\s+(?:hundred|thousand|million|billion|trillion|dozen)\b))"
    rf"(?:\s+hundred(?:\s+(?:and\s+)?{_BELOW_HUNDRED})?)?"
    rf"(?:\s+and\s+(?:a\s+half|a\s+quarter|(?:one|a|three)[- ]quarters?))?(?![a-z])"
)
_WORD = re.compile(r"[a-z]+")
# A fraction after a whole number in words, with its value: "and a half", "and a quarter", "and three-quarters".
_AND_A_FRACTION = re.compile(r"\s+and\s+(?:a\s+(?P<half>half)|a\s+quarter|(?P<three>three)?(?:one|a)?[- ]quarters?)\Z")


def parse_word_number(text: str) -> float:
    """Value of a match of ``WORD_NUMBER``: ``"twenty-five"`` -> 25, ``"a hundred"`` -> 100, ``"two and a half"``
    -> 2.5, ``"three and three-quarter"`` -> 3.75."""
    fraction = _AND_A_FRACTION.search(text)
    if fraction is not None:
        part = 0.5 if fraction.group("half") else 0.75 if fraction.group("three") else 0.25
        return parse_word_number(text[:fraction.start()]) + part
    value = 0
    for word in _WORD.findall(text):
        if word in _ONES:
            value += _ONES[word]
        elif word in _TENS:
            value += _TENS[word]
        elif word == "hundred":
            value = max(value, 1) * 100
        elif word in ("a", "an"):
            value = 1
    return value
