"""FP002 over a deviation from a named baseline (偏多, 偏少 beside 偏高, 偏低): "较常年同期偏少" says the figure is below
the usual level, so "高于常年同期" turns it round; a comparison with another baseline the evidence also gives is
read against that one."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

SUNSHINE = "今年一季度，全市日照时数为386小时，较常年同期偏少9%，较去年同期偏多4%。"
FLOW = "6月长江干流来水量较多年同期偏多15%，较去年同期偏少6%。"


@pytest.mark.parametrize(("answer", "source"), [
    ("今年一季度全市日照时数为386小时，多于常年同期水平[1]。", SUNSHINE),
    ("今年一季度全市日照时数为386小时，比常年同期偏多9%[1]。", SUNSHINE),
    ("6月长江干流来水量低于多年同期平均水平[1]。", FLOW),
])
def test_a_deviation_from_a_baseline_turned_round_blocks(answer: str, source: str) -> None:
    assert "FP002" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("今年一季度全市日照时数为386小时，少于常年同期水平[1]。", SUNSHINE),
    ("今年一季度全市日照时数为386小时，比常年同期偏少9%[1]。", SUNSHINE),
    # the other baseline: more sunshine than last year
    ("今年一季度全市日照时数为386小时，比去年同期偏多4%，多于去年同期[1]。", SUNSHINE),
    ("6月长江干流来水量高于多年同期平均水平，但比去年同期偏少6%[1]。", FLOW),
])
def test_a_deviation_read_against_its_own_baseline_passes(answer: str, source: str) -> None:
    assert not fired(verify(answer, [source])) & {"FP001", "FP002", "FP003"}
