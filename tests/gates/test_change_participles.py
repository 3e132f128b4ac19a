"""A change told by a participle ("their share climbing three percentage points to 18%") is a change as
"climbed" is: three points from 15% to 18%."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Netherland Dwarfs remained the most popular breed, their share climbing three percentage points to 18% [1].",
     "Netherland Dwarfs were again the most popular breed, making up 18% of entries, up from 15% last year.",
     None),
    ("Netherland Dwarfs remained the most popular breed, their share climbing four percentage points to 18% [1].",
     "Netherland Dwarfs were again the most popular breed, making up 18% of entries, up from 15% last year.",
     "FE"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
