"""How far a figure lies beyond an end of a range the sentence names by that end (比40万至60万元估价的上限高出26万元,
"£26,000 above the top of its £40,000–£60,000 estimate") is the figure less that end; the range after 比 is what
the subject is compared with, no figure moved from the subject's clause (FN001)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("其落槌价比40万至60万元估价的上限高出26万元[1]。",
     "在嘉禾拍卖行秋季拍卖会上，一对清代蛐蛐罐经二十余轮竞价，以86万元落槌，加上佣金成交价为98.9万元。该拍品估价为40万至60万元。",
     None),
    ("其落槌价比40万至60万元估价的上限高出36万元[1]。",
     "在嘉禾拍卖行秋季拍卖会上，一对清代蛐蛐罐经二十余轮竞价，以86万元落槌，加上佣金成交价为98.9万元。该拍品估价为40万至60万元。",
     "FE001"),
    ("The pair sold for £86,000, £26,000 above the top of its £40,000–£60,000 estimate [1].",
     "The pair of pots sold for £86,000 against an estimate of £40,000–£60,000.",
     None),
    ("The pair sold for £86,000, £36,000 above the top of its £40,000–£60,000 estimate [1].",
     "The pair of pots sold for £86,000 against an estimate of £40,000–£60,000.",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
