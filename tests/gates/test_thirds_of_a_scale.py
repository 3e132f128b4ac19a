"""A third of a million is 333,333, not 330,000: "just under a third of a million" holds 332,000 and not 335,000."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Just under a third of a million people visited the fair [1].",
     "332,000 people visited the fair.",
     None),
    ("Just under a third of a million people visited the fair [1].",
     "335,000 people visited the fair.",
     "FE004"),
    ("About two thirds of a billion dollars was raised [1].",
     "The appeal raised $667 million.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
