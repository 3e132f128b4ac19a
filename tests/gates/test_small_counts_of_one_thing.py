"""A small number written as a word counts things and is usually left alone, but not when the evidence counts
the same thing with another figure: the last word of what the sentence counts is one of the words after the
evidence's figure ("three Emmys" over "two Daytime Emmy Awards"). A word of change after it ("four fewer lanes")
tells a difference, not a count."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("He has won three Emmys for the game show [1].",
     "He is the host of the game show, for which he has won two Daytime Emmy Awards.",
     "FE001"),
    ("He has won two Emmys for the game show [1].",
     "He is the host of the game show, for which he has won two Daytime Emmy Awards.",
     None),
    ("Katharine Hepburn received five Best Actress Academy Awards [1].",
     "Katharine Hepburn received four Academy Awards, a record for any performer.",
     "FE001"),
    ("Strikers Lanes reopens on 1 March with four fewer lanes than before [1].",
     "Strikers Lanes will reopen on 1 March, with its 24 lanes cut to 20 to make room for a bar.",
     None),
    ("The club opened two new courts this spring [1].",
     "The club, which has 12 courts and 400 members, opened a café this spring along with new courts.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
