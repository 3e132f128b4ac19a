"""A span in whole years a sentence gives a change over is stated by the years a passage dates the change's two
figures to (一年 over 2024年 and 上年; "eight years" over 2015 and 2023)."""

from __future__ import annotations

import pytest

from report_workflow import verify
from tests.support import fired

_TEA = "2024年，全县擂茶产业实现销售额3.0亿元，上年为2.4亿元。"
_SALES = "Sales reached 3.2 million in 2023, up from 2.0 million in 2015."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("销售额从二点四亿元增至三亿元，一年增长百分之二十五[1]。", _TEA, True),
    ("销售额从二点四亿元增至三亿元，两年增长百分之二十五[1]。", _TEA, False),
    ("Sales rose 60% in eight years [1].", _SALES, True),
    ("Sales rose 60% in seven years [1].", _SALES, False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, {"1": source})
    assert bool(result["publishable"]) is passes
    assert passes or "FE001" in fired(result)
