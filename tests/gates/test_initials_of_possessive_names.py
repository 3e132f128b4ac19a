"""An acronym stands for words with a possessive ending: WI for "Women's Institute"."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Hollybank WI sold 1,350 scones [1].",
     "Hollybank Women's Institute members sold 1,350 scones.",
     None),
    ("Hollybank WA sold 1,350 scones [1].",
     "Hollybank Women's Institute members sold 1,350 scones.",
     "FE"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
