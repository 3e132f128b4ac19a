"""A multiple said of the end of a range the sentence names right after it: "£4,800, more than three times its
upper estimate" over "Estimate £1,500–2,000. Sold for £4,800" is ×2.4 and blocks (FE009); "more than twice" it
passes, as does a multiple of the lower end it holds."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("The hourglass sold for £4,800, more than three times its upper estimate [1].",
     "Harwell & Stone, lot 214. A four-glass pulpit hourglass, c. 1680. Estimate £1,500–2,000. Sold for £4,800 (hammer) to a telephone bidder.",
     "FE009"),
    ("The hourglass sold for £4,800, more than twice its upper estimate [1].",
     "Harwell & Stone, lot 214. A four-glass pulpit hourglass, c. 1680. Estimate £1,500–2,000. Sold for £4,800 (hammer) to a telephone bidder.",
     None),
    ("The hourglass sold for £4,800, more than three times its lower estimate [1].",
     "Harwell & Stone, lot 214. A four-glass pulpit hourglass, c. 1680. Estimate £1,500–2,000. Sold for £4,800 (hammer) to a telephone bidder.",
     None),
    ("The hourglass sold for £4,800, three times the top of its estimate [1].",
     "Harwell & Stone, lot 214. A four-glass pulpit hourglass, c. 1680. Estimate £1,500–2,000. Sold for £4,800 (hammer) to a telephone bidder.",
     "FE009"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
