"""A cause the evidence tells only beside the effect, in a sentence opening with 同期, 此外, "Meanwhile" or "At the same
time" that words no cause, is not given as the cause: 客流增长主要是由于…话题走红 blocks (FE023 passed it, the effect
being told in other words); the two facts told side by side still pass."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("客流增长主要是由于社交媒体上“挑战喝豆汁”话题走红[1]。",
     "记者从南城区商务局了解到，今年一季度，区内六家老字号豆汁店接待顾客约十二万人次，同比增加约三成。同期，社交媒体上“挑战喝豆汁”话题累计播放量超过五亿次。此外，琉璃巷街区也于今年一月重新开街。",
     "FE023"),
    ("同期，社交媒体上“挑战喝豆汁”话题的播放量超过五亿次[1]。",
     "记者从南城区商务局了解到，今年一季度，区内六家老字号豆汁店接待顾客约十二万人次，同比增加约三成。同期，社交媒体上“挑战喝豆汁”话题累计播放量超过五亿次。此外，琉璃巷街区也于今年一月重新开街。",
     None),
    ("Footfall rose mainly because the dance challenge went viral [1].",
     "Footfall at the six shops rose by about 30% in the first quarter. Meanwhile, the dance challenge was viewed more than 500 million times.",
     "FE023"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
