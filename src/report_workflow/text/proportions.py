"""Where English writes a share of something as a fraction: "one in five", "3 out of 10", "two-thirds of",
"a quarter of", "1/3 of", "half of the patients", "half its revenue".

``text.quantities`` reads such a share as an exact percent ("one in five" is 20%, "a third" 33.33...%); this
module only decides where one is written. Fraction words write much else, so a share is read only where it is a
share *of* something: not "the second half of 2023", "half-time", "a half-hour", "half an hour", "cut in half",
"a third straight session", "the third quarter", "a quarter of an hour", "one third of the way" or "half the
time" (a part of a stretch of time is a time, not a proportion). A fraction after "by" and a verb of change is the
size of the change ("rose by a third", "cut costs by a quarter"). "N in M" is read only for a round whole of at
most twenty or a power of ten ("1 in 5", "one in every four", "1 in 1,000"): "245 out of 300 patients" counts
patients, and "15 in 2012" is a year.
"""

from __future__ import annotations

import re

from report_workflow.text.numerals import WORD_NUMBER, parse_word_number
from report_workflow.text.units import match_unit

DENOMINATOR_WORDS = {
    "half": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10,
}
# Fraction words that are not number words, and where a share may therefore start: "half of", "a quarter of".
SHARE_WORDS = frozenset({"half", "quarter"})
_LARGEST_SMALL_WHOLE = 20
_POWERS_OF_TEN = frozenset(10**power for power in range(1, 7))

_S = r"[ \u00a0]+"
_TIME_SPANS = (r"way|time|times|year|years|month|months|week|weeks|day|days|decade|century|season|game|match"
               r"|race|hour|minute|night|period|term|quarter|half|inning|innings|episode")
# What "of" must not be followed by for a fraction to be a share: "a third of a mile", "half of the year",
# "three quarters of 2023", "the second half of the 1960s".
_NOT_A_WHOLE = (rf"(?:an?|(?:(?:the|this|that|its|their|his|her|our|each){_S})?(?:{_TIME_SPANS}))(?![a-z])"
                rf"|(?:the{_S})?(?:fy[ \u00a0]?)?(?:19|20)\d\d(?!\d)")
_OF_A_WHOLE = re.compile(rf"{_S}of{_S}(?!{_NOT_A_WHOLE})")
# "half the members", "half its revenue": half takes a determiner without "of".
_HALF_A_WHOLE = re.compile(
    rf"{_S}(?:of{_S}|(?=(?:the|its|their|his|her|our|these|those|all){_S}))(?!{_NOT_A_WHOLE})")
_DENOMINATOR_AFTER = re.compile(r"[ \u00a0-](" + "|".join(DENOMINATOR_WORDS) + r")(s?)(?![a-z-])")
_IN_EVERY = re.compile(rf"{_S}(?:in(?:{_S}every)?|out{_S}of){_S}")
_WHOLE_DIGITS = re.compile(r"[0-9]{1,3}(?:,[0-9]{3})+(?![0-9])|[0-9]+")
_SLASH_DIGITS = re.compile(r"/([0-9]{1,2})(?![0-9./])")
# After the whole of "one in five": a figure or a scale makes it something else ("1 in 5.5", "1 in 5 million").
_FIGURE_GOES_ON = re.compile(r"[.,]?[0-9]|[ \u00a0]?(?:hundred|thousand|million|billion|trillion|dozen|bn|mn)\b|%")
_NOT_BEFORE_HALF = frozenset(
    "a an the this that each either every its their his her our my your other better first second third fourth "
    "last latter former back front top bottom upper lower early earlier late later final opening closing".split())
_ARTICLES = frozenset({"a", "an"})
_WORD_BEFORE = re.compile(r"([a-z]+)[ \u00a0]+\Z")


def share_after(lower: str, start: int, position: int, part: int) -> tuple[int, int, bool] | None:
    """(whole, end, counted) when the whole number ``part`` ending at ``position`` of ``lower`` is a share: "one in
    five", "3 out of 10", "one in every four", "two-thirds of", "averaged four-fifths", "one-half of", "1/3 of", "by
    up to one-third" (the part written from ``start``); ``None`` otherwise. ``counted`` says the whole is written as
    a count ("in five", "out of 10"), not as a fraction word or slash."""
    if part < 1:
        return None
    found = _DENOMINATOR_AFTER.match(lower, position)
    if found is not None:
        word, plural = found.groups()
        whole = DENOMINATOR_WORDS[word]
        if bool(plural) != (part > 1) or part >= whole or not (
                _of_a_whole(lower, found.end(), word) or _size_of_a_change(lower, start)
                or lower[position] == "-" and part > 1):  # "averaged four-fifths", "was two-thirds"
            return None
        return whole, found.end(), False
    found = _SLASH_DIGITS.match(lower, position)
    if found is not None:
        whole = int(found.group(1))
        return (whole, found.end(), False) if 2 <= whole <= 10 and part < whole and _of_a_whole(
            lower, found.end(), "") else None
    found = _IN_EVERY.match(lower, position)
    if found is None:
        return None
    whole_at = _whole_at(lower, found.end())
    if whole_at is None:
        return None
    whole, end = whole_at
    if part > whole or not (2 <= whole <= _LARGEST_SMALL_WHOLE or whole in _POWERS_OF_TEN):
        return None
    return whole, end, True


def share_of_word(lower: str, position: int, word: str, floor: int) -> tuple[int, int, int] | None:
    """(start, whole, end) when the fraction word ``word`` at ``position`` writes one part of a whole: "a third of",
    "a quarter of", "half of the patients", "half its revenue"; ``None`` otherwise."""
    whole = DENOMINATOR_WORDS.get(word)
    if whole is None:
        return None
    end = position + len(word)
    before = _WORD_BEFORE.search(lower, max(0, position - 12), position)  # read even if already taken: "the second"
    article = before.group(1) if before else ""
    if word == "half":
        if article in _NOT_BEFORE_HALF or lower[position - 1:position] == "-":
            return None
        return (position, whole, end) if _of_a_whole(lower, end, word) else None
    if article not in _ARTICLES or not (_of_a_whole(lower, end, word) or _size_of_a_change(lower, position)
                                        or _COMPARED_AFTER.match(lower, end)):
        return None
    assert before is not None
    return (before.start(1), whole, end) if before.start(1) >= floor else None


# A fraction after "by" and a verb of change, with what changed between them, is the size of the change: "rose by a
# third", "stretches battery life in GPS mode by a fifth", "cut costs by a quarter".
_CHANGED_BY = re.compile(
    r"\b(?:rose|ris(?:e|es|en|ing)|grew|grow(?:s|n|ing)?|fell|fall(?:s|en|ing)?|(?:in|de)creas(?:e|es|ed|ing)"
    r"|climb(?:s|ed|ing)?|jump(?:s|ed|ing)?|dropp?(?:s|ed|ing)?|declin(?:e|es|ed|ing)|cut(?:s|ting)?"
    r"|reduc(?:e|es|ed|ing)|rais(?:e|es|ed|ing)|lower(?:s|ed|ing)?|boost(?:s|ed|ing)?|expand(?:s|ed|ing)?|shr[iau]nk"
    r"|extend(?:s|ed|ing)?|improv(?:e|es|ed|ing)|stretch(?:es|ed|ing)?|lengthen(?:s|ed|ing)?|shorten(?:s|ed|ing)?"
    r"|slash(?:es|ed|ing)?|trimm?(?:s|ed|ing)?|up|down)"
    r"(?:[ \u00a0]+[a-z][a-z'-]*){0,5}[ \u00a0]+by[ \u00a0]+"
    r"(?:(?:as[ \u00a0]+much[ \u00a0]+as|up[ \u00a0]+to|about|around|roughly|nearly|almost|some|over|under"
    r"|(?:more|less)[ \u00a0]+than|at[ \u00a0]+(?:least|most))[ \u00a0]+)?(?:an?[ \u00a0]+)?\Z")
_CHANGE_REACH = 64
# A fraction before a comparative is the size of a difference too: "a quarter below 2022's 52 hl/ha", "a fifth higher".
_COMPARED_AFTER = re.compile(r"[ \u00a0]+(?:below|above|higher|lower|more|less|fewer|larger|smaller|bigger|cheaper"
                             r"|dearer|up|down)\b")


def _size_of_a_change(lower: str, position: int) -> bool:
    return _CHANGED_BY.search(lower, max(0, position - _CHANGE_REACH), position) is not None


def _of_a_whole(lower: str, position: int, word: str) -> bool:
    pattern = _HALF_A_WHOLE if word == "half" else _OF_A_WHOLE
    return pattern.match(lower, position) is not None


def _whole_at(lower: str, position: int) -> tuple[int, int] | None:
    """The whole number written at ``position`` in digits or words, and where it ends, if no figure goes on."""
    found = _WHOLE_DIGITS.match(lower, position) or WORD_NUMBER.match(lower, position)
    if found is None:
        return None
    text = found.group()
    whole = int(text.replace(",", "")) if text[0].isdigit() else parse_word_number(text)
    if not float(whole).is_integer():
        return None  # "one in two and a half"
    whole, end = int(whole), found.end()
    if _FIGURE_GOES_ON.match(lower, end):
        return None
    unit_at = end + 1 if lower.startswith(" ", end) else end
    if match_unit(lower, unit_at, lower) is not None:
        return None  # "one in ten years" is how often, not how many
    return whole, end
