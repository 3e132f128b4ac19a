"""A Chinese title written before who holds it (季军由柳林镇代表队获得) gives that name its place (FP008), and a supply
names whom it is for after 为 (禾丰将为老街坊旗下门店供应汤料包): turning supplier and supplied round blocks (FP010)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

FINAL = "经过三天角逐，东坝社区门球队战胜河湾社区队夺得冠军，河湾社区队获亚军，季军由柳林镇代表队获得。"
DEAL = "老街坊餐饮公司与禾丰食品公司日前签订合作协议：禾丰食品公司将为老街坊旗下32家胡辣汤门店统一供应汤料包。"

CASES = [
    ("东坝社区队夺冠，柳林镇代表队排名第三。", FINAL, None),
    ("柳林镇代表队获得亚军。", FINAL, "FP008"),
    ("河湾社区队排名第三。", FINAL, "FP008"),
    ("双方签约，由老街坊餐饮公司为禾丰旗下32家胡辣汤门店统一供应汤料包。", DEAL, "FP010"),
    ("双方签约，由禾丰食品公司为老街坊旗下32家胡辣汤门店统一供应汤料包。", DEAL, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_who_holds_it(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
