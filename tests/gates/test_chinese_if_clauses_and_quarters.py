"""…的话 closing a clause is "if" (试销效果好的话，明年再推向全国), so a condition the evidence gives with 如果 is kept,
not dropped (FD002); and 二季度 after 若 (若二季度原料成本回落) is the second quarter, a date the sentence may restate as
第二季度, not an indefinite amount such as 若干."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

SOURCE = "公司负责人表示，如果试销反响良好，明年将推向全国市场。"
QUARTER = "公司表示，若二季度原料进口成本回落，将适时下调价格。"

CASES = [
    ("公司负责人说，试销效果好的话，明年再把它推向全国。", SOURCE, True, set()),
    ("公司负责人说，明年再把它推向全国。", SOURCE, False, {"FD002"}),
    ("公司称，如果第二季度原料进口成本回落，会适时下调价格。", QUARTER, True, set()),
    ("公司称，如果第三季度原料进口成本回落，会适时下调价格。", QUARTER, False, {"FE006"}),
]


@pytest.mark.parametrize(("answer", "source", "publishable", "rules"), CASES)
def test_if_clauses_and_quarters(answer: str, source: str, publishable: bool, rules: set[str]) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert rules <= fired(result)
