"""报市政府审批 awaits the approval (批) that 已获…批准, 已获批 and 已获…批复 claim: told as given, it blocks (FE028),
and the reason quotes the evidence's words of awaiting it."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.status import STAGE_NOT_REACHED

MINUTES = ("市规划委员会第九次会议纪要（节选）：会议原则通过《滨江历史风貌区保护规划（草案）》，要求编制单位根据委员意见修改完善后，"
           "报市政府审批。草案划定核心保护范围约12.4公顷。")


@pytest.mark.parametrize(("answer", "passes"), [
    ("滨江历史风貌区保护规划已获市政府批准[1]。", False),
    ("滨江历史风貌区保护规划已获批，进入实施阶段[1]。", False),
    ("滨江历史风貌区保护规划草案已在市规划委员会会议上原则通过，修改完善后将报市政府审批[1]。", True),
    ("滨江历史风貌区保护规划草案划定核心保护范围约12.4公顷[1]。", True),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify(answer, [MINUTES])["publishable"] is passes


def test_the_reason_quotes_the_words_awaiting_it() -> None:
    result = verify("滨江历史风貌区保护规划已获市政府批准[1]。", [MINUTES])["sentence_results"][0]
    assert result["rule"] == STAGE_NOT_REACHED.code
    assert "报市政府审批" in result["reason"]


NOTICE = ("县文物局已委托专业机构编制《通济桥抢险加固方案》，并于8月上旬报送省文物局审批，目前尚未获得批复。"
          "通济桥于1985年完成修缮。")


@pytest.mark.parametrize(("answer", "passes"), [
    ("通济桥抢险加固方案已于8月上旬获省文物局批复[1]。", False),  # a date between 已 and the stage it claims
    ("通济桥抢险加固方案已经于上月获省文物局批准[1]。", False),
    ("通济桥抢险加固方案已于8月上旬报送省文物局审批，尚待批复[1]。", True),
    ("通济桥已于1985年完成修缮[1]。", True),
])
def test_a_date_after_already(answer: str, passes: bool) -> None:
    assert verify(answer, [NOTICE])["publishable"] is passes
