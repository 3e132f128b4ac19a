"""An application only accepted for review (已获得…受理，目前进入审查阶段) is no approval (已获…核准注册, FE028); a word of
applying that names the thing (由县山药协会申请的“怀川山药”商标) tells no stage of the sentence."""

from __future__ import annotations

import pytest

from report_workflow import verify

MARK = ("怀川县市场监督管理局消息：由县山药协会申请的“怀川山药”地理标志证明商标注册申请，已于近日获得国家知识产权局受理，目前进入"
        "审查阶段。此前，该县已有3家山药企业获得绿色食品认证。")
GRANTED = "怀川县市场监督管理局消息：由县山药协会申请的“怀川山药”地理标志证明商标已于近日获国家知识产权局核准注册。"
LICENCE = ("The parish council's application for a premises licence for the hall was accepted for consideration by "
           "the district council; a decision is expected in May.")


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("由县山药协会申请的“怀川山药”地理标志证明商标已获国家知识产权局核准注册[1]。", MARK, False),
    ("由县山药协会申请的“怀川山药”地理标志证明商标注册申请已获国家知识产权局受理[1]。", MARK, True),
    ("由县山药协会申请的“怀川山药”地理标志证明商标已获国家知识产权局核准注册[1]。", GRANTED, True),
    ("The parish council has been granted a premises licence for the hall [1].", LICENCE, False),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
