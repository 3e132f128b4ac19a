"""不得 denies the verb after it as 不能 does (不得与其他商品混放销售 denies 混放销售, which 可以…混放销售 affirms), and a ban
(禁止出售) pairs with it."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("零售点可以与其他商品混放销售[1]。",
     "零售点不得与其他商品混放销售。",
     "FP001"),
    ("零售点不能与其他商品混放销售[1]。",
     "零售点不得与其他商品混放销售。",
     None),
    ("食品、药品和易燃易爆物品不得出售[1]。",
     "市场内禁止出售食品、药品及易燃易爆物品。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
