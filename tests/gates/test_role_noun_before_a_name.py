"""A role noun opening a sentence before the name it describes ("Winner Mira Castell, 11, of Holt Lane
Primary …", "Organiser Jane Doe said …") is capitalised by grammar, no name (no FE021); a name the evidence lacks
after it still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Winner Mira Castell, 11, of Holt Lane Primary completed 15 problems without an error [1].",
     "The individual title went to Mira Castell, 11, of Holt Lane Primary, who completed 15 three-digit addition problems in 48 seconds without an error.",
     None),
    ("Winner Mira Costa, 11, of Holt Lane Primary completed 15 problems without an error [1].",
     "The individual title went to Mira Castell, 11, of Holt Lane Primary, who completed 15 three-digit addition problems in 48 seconds without an error.",
     "FE021"),
    ("Organiser Jane Doe said the fair drew 4,000 visitors [1].",
     "Jane Doe, who organised the fair, said it drew 4,000 visitors.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
