"""A table row's counts under headers numbering the parts of one whole ("Round 1", "Round 2", "Round 3") add
up to the row's total, for a count whose clause names the row."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Quizteama Aguilera won the quiz with 59 points [1].",
     "March scores\n\n| Team | Round 1 | Round 2 | Round 3 |\n|---|---|---|---|\n| Quizteama Aguilera | 18 | 22 | 19 |\n| Les Quizerables | 20 | 17 | 21 |",
     None),
    ("Quizteama Aguilera won the quiz with 61 points [1].",
     "March scores\n\n| Team | Round 1 | Round 2 | Round 3 |\n|---|---|---|---|\n| Quizteama Aguilera | 18 | 22 | 19 |\n| Les Quizerables | 20 | 17 | 21 |",
     "FE"),
    ("Les Quizerables finished with 58 points [1].",
     "March scores\n\n| Team | Round 1 | Round 2 | Round 3 |\n|---|---|---|---|\n| Quizteama Aguilera | 18 | 22 | 19 |\n| Les Quizerables | 20 | 17 | 21 |",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
