"""What a bundle saves on buying its things singly ("a saving of £12" over "A single class costs £18; a block of
six classes is £96": six times £18 less £96) is worked out for a sentence giving a saving."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("The classes cost £18 each, or £96 for a block of six, a saving of £12 [1].",
     "Pottery classes run every Thursday from 7pm to 9pm. A single class costs £18; a block of six classes is £96, payable in advance.",
     None),
    ("The classes cost £18 each, or £96 for a block of six, a saving of £14 [1].",
     "Pottery classes run every Thursday from 7pm to 9pm. A single class costs £18; a block of six classes is £96, payable in advance.",
     "FE001"),
    ("Booking a block of six classes saves £12 on paying singly [1].",
     "Pottery classes run every Thursday from 7pm to 9pm. A single class costs £18; a block of six classes is £96, payable in advance.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
