"""Of the figures a side of a difference names, the one its own words name most is its figure: "a berth in a
shared two-berth cabin" is the £165 fare, not the £240 "solo cabin" that shares the word cabin; a tie names none."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("A berth in a shared two-berth cabin costs £106 more than a reclining seat [1].",
     "Standard fares, Ashby to Corran: reclining seat £59; berth in a shared two-berth cabin £165; solo cabin £240. Fares are one way.",
     None),
    ("A berth in a shared two-berth cabin costs £181 more than a reclining seat [1].",
     "Standard fares, Ashby to Corran: reclining seat £59; berth in a shared two-berth cabin £165; solo cabin £240. Fares are one way.",
     "FE001"),
    ("A solo cabin costs £181 more than a reclining seat [1].",
     "Standard fares, Ashby to Corran: reclining seat £59; berth in a shared two-berth cabin £165; solo cabin £240. Fares are one way.",
     None),
    ("A solo cabin costs £106 more than a reclining seat [1].",
     "Standard fares, Ashby to Corran: reclining seat £59; berth in a shared two-berth cabin £165; solo cabin £240. Fares are one way.",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
