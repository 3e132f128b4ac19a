"""A table's row key is named in a sentence without what it adds in brackets (手串 of 手串（菩提、木质）), so a rank
is read against the row it names, not another the sentence names later."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("西坊古玩城2023年的文玩成交额中，手串以四亿八千万元居首，蜜蜡琥珀以3.5亿元次之[1]。",
     "西坊古玩城管委会公布2023年主要文玩品类成交情况：\n\n| 品类 | 成交额（亿元） | 同比 |\n|---|---|---|\n| 手串（菩提、木质） | 4.8 | +12% |\n| 核桃 | 2.1 | −6% |\n| 橄榄核雕 | 1.6 | +3% |\n| 蜜蜡琥珀 | 3.5 | +9% |",
     None),
    ("西坊古玩城2023年的文玩成交额中，核桃以2.1亿元居首[1]。",
     "西坊古玩城管委会公布2023年主要文玩品类成交情况：\n\n| 品类 | 成交额（亿元） | 同比 |\n|---|---|---|\n| 手串（菩提、木质） | 4.8 | +12% |\n| 核桃 | 2.1 | −6% |\n| 橄榄核雕 | 1.6 | +3% |\n| 蜜蜡琥珀 | 3.5 | +9% |",
     "FP008"),
    ("Hazel sticks (all hand-cut) sold the most, ahead of blackthorn [1].",
     "Sales by wood:\n\n| Wood | Sticks sold |\n|---|---|\n| Hazel (hand-cut) | 212 |\n| Blackthorn | 140 |\n| Holly | 96 |",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
