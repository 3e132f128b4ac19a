"""A figure for the first thing and another for each one after it ("75 litres for the first fish and around 40
litres for each additional fish", 第一条…75升，此后每增加一条再加40升) give a count of things the sentence states their
total: 75 + 2 × 40 = 155 litres for three fish."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("By the club's guideline, three fancy goldfish need a tank of about 155 litres [1].",
     "A common guideline for fancy goldfish is to allow at least 75 litres of water for the first fish and around 40 litres for each additional fish.",
     None),
    ("By the club's guideline, three fancy goldfish need a tank of about 165 litres [1].",
     "A common guideline for fancy goldfish is to allow at least 75 litres of water for the first fish and around 40 litres for each additional fish.",
     "FE001"),
    ("养三条金鱼大约需要155升水[1]。",
     "一般建议第一条金鱼准备75升水，此后每增加一条再加40升。",
     None),
    ("养三条金鱼大约需要165升水[1]。",
     "一般建议第一条金鱼准备75升水，此后每增加一条再加40升。",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
