"""Durations worked out from the times and dates of the evidence.

A duration is the time between two clock times, or in days or weeks the days between two dates: the two the
sentence names, or whose events it names ("起飞后约10分钟报告" over "08:05起飞，08:16机组报告…08:47安全落地"), or the
only two a passage gives (自9月14日起停航，预计9月16日恢复 is two days).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from ..text.dates import days_between
from ..text.quantities import Quantity
from .inputs import Passage, Statement

DAY_SECONDS = 86_400
DAY_UNITS = frozenset({DAY_SECONDS, 7 * DAY_SECONDS})  # the units a span of dates is counted in: days and weeks

Supports = Callable[[Quantity, Quantity], bool]
# The figures of a text each alone in a clause whose words share a term with the given names.
NamedFigures = Callable[[str, list[Quantity], frozenset[str]], list[Quantity]]


def journey(quantity: Quantity, statement: Statement, passage: Passage, supports: Supports,
            named: NamedFigures) -> Iterator[tuple[Quantity, float]]:
    """The time between two clock times of a passage ("leaves 07:15, arrives 09:29" takes 2 h 14 min), or the days
    between two of its dates for a duration written in days or weeks (自9月14日起停航，预计9月16日恢复: two days), in
    seconds, each with the mark it runs from; an age or a span in years or months is counted down, not rounded
    (born 23 August 1905, died 20 August 1946: 40 years old), and is not worked out. A duration stated as a value,
    not a bound, which would meet it within half its unit ("不到4小时" for 4 h 29 min)."""
    clocks = _ends([item for item in passage.quantities if item.kind == "clock"], statement, passage, supports, named)
    if clocks is not None:
        yield clocks[0], (clocks[1].value - clocks[0].value) % DAY_SECONDS
    if quantity.unit_factor not in DAY_UNITS:
        return
    dates = _ends([item for item in passage.quantities if item.kind == "date"], statement, passage, supports, named)
    if dates is not None and (days := days_between(dates[0].value, dates[1].value)) is not None:
        yield dates[0], days * DAY_SECONDS


def _ends(marks: list[Quantity], statement: Statement, passage: Passage, supports: Supports,
          named: NamedFigures) -> tuple[Quantity, Quantity] | None:
    """The two times or dates a duration runs between: the two the sentence names, in a timetable listing stops
    between them; or the two whose events it names ("起飞后约10分钟报告" over "08:05起飞，08:16机组报告…08:47安全落地");
    or the passage's only two."""
    if len(marks) < 2:
        return None
    stated = [item for item in marks if any(supports(mine, item) for mine in statement.quantities)]
    for ends in (stated, named(passage.text, marks, statement.terms), marks):
        if len(ends) == 2:
            return ends[0], ends[1]
    return None
