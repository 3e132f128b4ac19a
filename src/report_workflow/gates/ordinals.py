"""FE ordinals: "the fifth compilation EP" where the evidence has only "the sixth compilation EP".

An ordinal says which one of a series a thing is. Moved by one, it keeps every name and word of the sentence, and
the number gate, which reads amounts and dates, does not read places in a series.
"""

from __future__ import annotations

import re

from ..text import content_terms
from ..text.quantities import Quantity
from .base import Finding, Rule
from .inputs import Evidence, Passage, Statement


class OrdinalNotInEvidence(Rule):
    """The sentence gives a thing a place in a series the evidence numbers otherwise.

    What it does: reads each ordinal of the sentence ("fifth", "5th", "18th-century", 第五) with the word of the
    series right after it ("compilation", "century"; 届, 张专辑), and the places the evidence gives things of that
    series: by ordinals before the same word or before a name holding it ("the 38th Lake Minnaqua Ice Classic" places
    the Ice Classic), or by a number after it ("Stage 4" for "the fourth stage"). When the evidence numbers the series
    and never with the sentence's place, it blocks. A first one the evidence calls the debut, inaugural or maiden one
    is stated. A word of no content ("third in stoppage time") names no series.

    Why it matters: the sixth album, the 19th century or the second term keep every name of the sentence; only the
    place is wrong, and it is what the sentence tells about the thing.

    Example: evidence "COM LAG is the sixth compilation EP by Radiohead.", sentence "COM LAG is the fifth
    compilation EP by Radiohead." blocks; 第六届 for 第五届 blocks the same way.

    Fix: give the place the evidence gives.
    """

    code = "FE039"
    family = "FE"
    message = "the sentence says \u201c{phrase}\u201d; the evidence gives {given}"
    hint = "give the place the evidence gives: {given}"


ORDINAL_NOT_IN_EVIDENCE = OrdinalNotInEvidence()
RULES: tuple[Rule, ...] = (ORDINAL_NOT_IN_EVIDENCE,)

_ENGLISH_SERIES = re.compile(r"[\s-]+([A-Za-z][A-Za-z-]*)")
# A Chinese series: the measure word after 第N and up to two characters of what it counts (第二张专辑, 第五届).
_CHINESE_SERIES = re.compile(r"([\u4e00-\u9fff]{1,3})")
# A number after the word of its series: "Stage 4", "Round 3", "Game 7"; not a day of a date ("weekend 20–22
# September", "week 3 March"). The word opens after no letter: one opening inside a word runs to the same end as the
# one opening at the word's start, and fails where that one failed.
_MONTHS = (r"January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar"
           r"|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec")
_NUMBERED = re.compile(rf"(?<![A-Za-z])([A-Za-z][A-Za-z-]*)\s+(\d{{1,3}})\b(?!\s*[-\u2013\u2014]\s*\d|\s*(?:{_MONTHS})\b)")
# The first of a series named without an ordinal.
_FIRST_WORDS = re.compile(r"\b(?:debut|inaugural|maiden|first-ever)\s+([A-Za-z][A-Za-z-]*)", re.IGNORECASE)


def check(statement: Statement, evidence: Evidence) -> list[Finding]:
    text = statement.text
    for quantity in statement.quantities:
        found = _series_after(text, quantity) if quantity.kind == "ordinal" else None
        if found is None:
            continue
        series, end = found
        given = {place: passage for passage in evidence.passages for place in _places(passage, series)}
        if given and int(quantity.value) not in given:
            passage = next(iter(given.values()))
            return [ORDINAL_NOT_IN_EVIDENCE.finding(
                sentence=text, span=statement.span, evidence=passage.ref, phrase=text[quantity.start:end].strip(),
                given=", ".join(_ordinal(place, series) for place in sorted(given)))]
    return []


def _series_after(text: str, quantity: Quantity) -> tuple[str, int] | None:
    """The series an ordinal places a thing in, and where its words end: the content word after it, stemmed, or the
    Chinese words after 第N; ``None`` when no word of content follows."""
    chinese = text[quantity.start] == "\u7b2c"
    written = (_CHINESE_SERIES if chinese else _ENGLISH_SERIES).match(text, quantity.end)
    series = None if written is None else written.group(1) if chinese else _stem(written.group(1))
    return None if series is None or written is None else (series, written.end())


def _places(passage: Passage, series: str) -> set[int]:
    """The places ``passage`` gives things of ``series``: by ordinals before its word, by numbers after it, and 1
    for a debut, inaugural or maiden one."""
    text = passage.text
    places = {int(quantity.value) for quantity in passage.quantities
              if quantity.kind == "ordinal" and (found := _series_after(text, quantity))
              and (found[0] == series or series in _named_series(text, quantity))}
    if not series.isascii():
        return places
    places |= {int(match.group(2)) for match in _NUMBERED.finditer(text) if _stem(match.group(1)) == series}
    if places and any(_stem(match.group(1)) == series for match in _FIRST_WORDS.finditer(text)):
        places.add(1)
    return places


def _named_series(text: str, ordinal: Quantity) -> frozenset[str]:
    """The words of a name a capitalised series word after an English ordinal opens, each stemmed: "the 38th Lake
    Minnaqua Ice Classic" places the Ice Classic too."""
    written = _ENGLISH_SERIES.match(text, ordinal.end)
    if written is None or not written.group(1)[0].isupper():
        return frozenset()
    run = _NAME_RUN.match(text, written.end())
    return content_terms(run.group()) if run is not None else frozenset()


# The capitalised words that go on a name: "Minnaqua Ice Classic" after "Lake".
_NAME_RUN = re.compile(r"(?:\s+[A-Z][A-Za-z-]*){1,4}")


def _stem(word: str) -> str | None:
    terms = content_terms(word)
    return min(terms) if len(terms) == 1 else None


def _ordinal(place: int, series: str) -> str:
    if not series.isascii():
        return f"\u7b2c{place}"
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"
