"""The size of a change reached is no level: 增幅达到50% after 多出四千吨 is the rise from 8000吨 to 1.2万吨 worked out
as a percent, not a level the capacity reached; 能力达到1.2万吨 is still a level."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify

CAPACITY = "公司山杏仁加工生产线扩建项目已投产，年处理山杏仁能力由原来的8000吨提升至1.2万吨。"

CASES = [
    ("扩建后年处理能力比原来多出四千吨，增幅达到五成。", True),
    ("扩建后年处理能力比原来多出四千吨，增幅达到50%。", True),
    ("扩建后年处理能力比原来多出四千吨，增幅达到六成。", False),
    ("扩建后年处理能力达到1.2万吨。", True),
    ("扩建后年处理能力达到1.5万吨。", False),
]


@pytest.mark.parametrize(("answer", "publishable"), CASES)
def test_size_of_a_change_reached(answer: str, publishable: bool) -> None:
    assert verify(answer, CAPACITY)["publishable"] is publishable
