"""A change told as made with 已将…提高到 or 已将…降至 (as with 已将…调整为) over a draft that only proposes it (拟将,
征求意见稿) tells a stage not reached (FE028); told as proposed, it passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

DRAFT = ("县市场监督管理局发布《关于调整银耳干品监督抽检频次的公告（征求意见稿）》，"
         "拟将辖区银耳干品二氧化硫残留量的监督抽检频次由每季度一次调整为每月一次。")

CASES = [
    ("县市场监督管理局已将银耳干品二氧化硫残留的监督抽检频次由每季度一次提高到每月一次。", False),
    ("县市场监督管理局已将银耳干品的监督抽检频次提到每月一次。", False),
    ("县市场监督管理局已将银耳干品二氧化硫残留的监督抽检频次降到每半年一次。", False),
    ("县市场监督管理局拟将银耳干品二氧化硫残留的监督抽检频次由每季度一次提高到每月一次。", True),
]


@pytest.mark.parametrize(("answer", "publishable"), CASES)
def test_changes_told_as_made(answer: str, publishable: bool) -> None:
    result = verify(answer, DRAFT)
    assert result["publishable"] is publishable
    if not publishable:
        assert fired(result, "FE")
