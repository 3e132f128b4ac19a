"""Year spans: a decade or century a sentence names for a year the evidence gives.

"Probably dates from the early 1890s" restates "curators believe it dates from around 1892", and 属十八世纪后期
restates 约为1780年前后: a span of years written as a whole (a decade, "the 1890s"; a century, "the 18th century",
十八世纪, "the 1700s") claims no more than that the year lies in it, in the part the sentence names (early, mid, late;
初, 中叶, 后期, 末), not that the evidence gives its first and last years.
"""

from __future__ import annotations

import re

from ..text.dates import date_parts
from ..text.quantities import Quantity
from .arithmetic import year_like
from .inputs import Evidence, Statement

# Where in a span the sentence places its year, before the span ("the early 1890s", "the mid-1890s") or, in
# Chinese, after it (十八世纪后期, 十九世纪初), as the share of the span's years it runs over.
_PART_BEFORE = re.compile(r"\b(?P<part>early|mid|middle|late)[\s-]*\Z", re.IGNORECASE)
_PART_AFTER = re.compile(r"(?P<part>初期|初|前期|上半叶|中期|中叶|后期|末期|末|下半叶)")
_PARTS = {"early": (0.0, 0.4), "mid": (0.3, 0.7), "middle": (0.3, 0.7), "late": (0.6, 1.0),
          "初": (0.0, 0.4), "初期": (0.0, 0.4), "前期": (0.0, 0.4), "上半叶": (0.0, 0.5), "中期": (0.3, 0.7),
          "中叶": (0.3, 0.7), "后期": (0.6, 1.0), "末期": (0.6, 1.0), "末": (0.6, 1.0), "下半叶": (0.5, 1.0)}
# The words that write a span of years as a whole: the "s" of a decade, a century.
_WHOLE_SPAN = re.compile(r"(?:\d0s|century|世纪)\Z", re.IGNORECASE)


def named_as_whole(quantity: Quantity) -> bool:
    """Whether a span of years is written as a whole, a decade or a century: when, not how many years."""
    return quantity.kind == "year" and quantity.high is not None and _WHOLE_SPAN.search(quantity.surface) is not None


def holds_a_stated_year(quantity: Quantity, statement: Statement, evidence: Evidence) -> bool:
    """Whether a decade or century the sentence names holds, in the part of it the sentence names, a year the
    evidence gives (a year alone, or a date's year)."""
    if not named_as_whole(quantity):
        return False
    low, high = _part_named(quantity, statement.text)
    return any(low <= year <= high for item, _ in evidence.quantities for year in _year_alone(item))


def _part_named(quantity: Quantity, text: str) -> tuple[float, float]:
    """The first and last years of the part of the span the sentence names, the whole span where it names none."""
    assert quantity.high is not None
    found = _PART_BEFORE.search(text, max(0, quantity.start - 8), quantity.start) \
        or _PART_AFTER.match(text, quantity.end)
    if found is None:
        return quantity.value, quantity.high
    first, last = _PARTS[found.group("part").lower()]
    years = quantity.high - quantity.value + 1
    return quantity.value + first * years, quantity.value + last * years


def _year_alone(item: Quantity) -> tuple[float, ...]:
    """The one year an evidence quantity gives: a year that is no span, a figure that may be one ("around 1892"),
    or a date's year."""
    if item.kind == "year" and item.high is None or item.kind == "value" and year_like(item):
        return (item.value,)
    if item.kind == "date" and date_parts(item.value)[0]:
        return (float(date_parts(item.value)[0]),)
    return ()
