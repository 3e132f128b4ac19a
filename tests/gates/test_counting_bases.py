"""FN001: an opening 按…计算 clause states how the figure after it is counted, and lends its words to that figure."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired, verdict_of

TOOTHBRUSH = "充满电约需4小时，满电状态下可连续使用约60天（按每天刷牙2次、每次2分钟计算）。"
PRINTER = "更换墨盒约需2分钟，标准墨盒可使用约6个月（按每月打印500页计算）。"


@pytest.mark.parametrize(("answer", "source"), [
    ("按每天刷两次、每次两分钟计算，这款牙刷充满一次电大约能用两个月。", TOOTHBRUSH),
    ("按每月打印500页计算，一个墨盒大约能用半年。", PRINTER),
])
def test_a_figure_counted_on_the_evidence_basis_passes(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("answer", "source"), [
    ("按每天刷两次计算，这款牙刷充满一次电能用四小时。", TOOTHBRUSH),
    ("这款牙刷充满电需要六十天。", TOOTHBRUSH),
])
def test_a_figure_of_the_other_clause_still_blocks(answer: str, source: str) -> None:
    assert "FN001" in fired(verify(answer, [source]))
