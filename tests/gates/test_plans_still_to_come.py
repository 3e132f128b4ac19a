"""A plan of the evidence (拟, 计划) is kept by a Chinese sentence that tells it as still to come: not done yet (尚未,
还在公示) or needing doing (需按原样补配), as it is by the future (将); told as done, it still blocks (FD002)."""

from __future__ import annotations

import pytest

from report_workflow import verify

NOTICE = ("东湖街道办事处关于老街商铺店招统一设计方案的公示：本办拟对老街沿街商铺店招实施统一设计，店招尺寸、材质均按方案执行。"
          "公示期为2024年6月3日至6月17日。")
MINUTES = ("古桥修缮专家评审会纪要：全桥栏板共36块，其中28块保存较好，可原位保留；5块采用粘接加固；3块缺失，拟按原样补配。"
           "专家一致同意方案上报审批。")


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("东湖街道对老街沿街商铺店招实施统一设计的方案目前还在公示[1]。", NOTICE, True),
    ("东湖街道对老街沿街商铺店招实施统一设计的方案尚未定案[1]。", NOTICE, True),
    ("东湖街道已对老街沿街商铺店招实施统一设计[1]。", NOTICE, False),
    ("缺失的三块栏板需按原样补配[1]。", MINUTES, True),
    ("缺失的三块栏板已按原样补配[1]。", MINUTES, False),
    ("缺失的三块栏板按原样补配[1]。", MINUTES, False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert verify(answer, [source])["publishable"] is passes
