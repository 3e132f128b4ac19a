"""A race's time after the course it took ("pushing their bale round the 1.2-mile circuit in 13 minutes 20
seconds") is the time from the start to the finish the evidence gives, a decimal in the course's length
notwithstanding."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("The Harkers won the men's pairs, pushing their bale round the 1.2-mile circuit in 13 minutes 20 seconds [1].",
     "The men's pairs set off at 10:45am, each pair pushing a bale round the 1.2-mile circuit. First home were the Harkers, who crossed the line at 10:58:20.",
     None),
    ("The Harkers won the men's pairs, pushing their bale round the 1.2-mile circuit in 14 minutes 20 seconds [1].",
     "The men's pairs set off at 10:45am, each pair pushing a bale round the 1.2-mile circuit. First home were the Harkers, who crossed the line at 10:58:20.",
     "FE"),
    ("The Ashby crew won, rowing round the 2.5-mile course in 21 minutes [1].",
     "The crews left the boathouse at 9:10am to row the 2.5-mile course. The Ashby crew won, back at 9:31am.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
