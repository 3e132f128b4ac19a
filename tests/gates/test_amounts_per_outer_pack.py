"""An amount a label gives per small pack times the small packs of a larger one, for a sentence giving it per that
larger pack (每箱净含量合计十公斤 over 每袋净含量500克 and 每箱20袋)."""

from __future__ import annotations

import pytest

from report_workflow import verify

RAISINS = "产品名称：火洲牌绿香妃葡萄干。规格：每袋净含量500克，每箱20袋。保质期：12个月。"
MILK = "规格：每瓶250毫升，每箱装24瓶。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("火洲牌绿香妃葡萄干每箱净含量合计十公斤[1]。", RAISINS, True),
    ("火洲牌绿香妃葡萄干每箱净含量合计十二公斤[1]。", RAISINS, False),
    ("每箱牛奶共6升[1]。", MILK, True),
    ("每箱牛奶共5升[1]。", MILK, False),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
