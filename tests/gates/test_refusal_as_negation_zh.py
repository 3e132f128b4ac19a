"""谢绝 refuses what it governs as 不能 does: 心脏病患者不能体验 restates 心脏病患者谢绝体验 (FP001 read the sentence's 不
as a denial the evidence lacks); a sentence moving the limit still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("身高不到一米四的儿童和心脏病患者不能体验这个鬼屋[1]。",
     "游客须知：身高不足一百四十厘米的儿童及心脏病患者谢绝体验。每批次最多六人。",
     None),
    ("身高不到一米二的儿童和心脏病患者不能体验这个鬼屋[1]。",
     "游客须知：身高不足一百四十厘米的儿童及心脏病患者谢绝体验。每批次最多六人。",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
