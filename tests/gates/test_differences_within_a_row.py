"""A difference the sentence gives between two things (大份比小份贵五元) is worked out from the two figures the evidence
names them by: cell by cell of a table row the sentence names (鲜虾肠 | 15 | 20, bare figures of a price list read in
the sentence's unit), and in a clause whose other side is told short, its thing left to the topic (鲜虾肠小份15元，
大份20元)."""

from __future__ import annotations

import pytest

from report_workflow import verify

PRICES = """“阿婆肠粉”价目表（单位：元）：

| 品类 | 小份 | 大份 |
|---|---|---|
| 鸡蛋肠 | 8 | 11 |
| 瘦肉肠 | 10 | 14 |
| 鲜虾肠 | 15 | 20 |"""
PROSE = "鲜虾肠小份15元，大份20元。"
# the caption's unit given to every cell: a difference of one row is still of that row's cells, not another row's
PRICED = PRICES.replace("（单位：元）：", "（单位：元）")


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("鲜虾肠大份比小份贵五元，鸡蛋肠小份最便宜。", PRICES, True),
    ("鲜虾肠大份比小份贵六元。", PRICES, False),
    ("鸡蛋肠大份比小份贵三元。", PRICES, True),
    ("鸡蛋肠大份比小份贵五元。", PRICES, False),
    ("鲜虾肠大份比小份贵五元。", PROSE, True),
    ("鲜虾肠大份比小份贵六元。", PROSE, False),
    ("鲜虾肠大份比小份贵五元。", PRICED, True),
    ("鲜虾肠大份比小份贵六元。", PRICED, False),
    ("瘦肉肠大份比鸡蛋肠大份贵三元。", PRICED, True),
    ("瘦肉肠大份比鸡蛋肠大份贵四元。", PRICED, False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, source)["publishable"]) is passes
