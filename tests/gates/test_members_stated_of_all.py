"""A Chinese sentence calling a group all of it (辖区各小学, 所有门店) where the evidence sentence it restates names
members of it by the same head (实验小学和育才小学) and calls none all blocks (FE030); naming the members passes."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.narrowings import NARROWING_DROPPED

NOTICE = ("本学期，区蛋雕艺术研究会在辖区内的实验小学和育才小学试点开设蛋雕兴趣课，每周一课时，所需蛋壳和刻刀由研究会"
          "免费提供。")
ALL_SCHOOLS = "本学期，区蛋雕艺术研究会在辖区各小学开设蛋雕兴趣课，每周一课时，所需蛋壳和刻刀由研究会免费提供。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("本学期，区蛋雕艺术研究会在辖区各小学开设了蛋雕兴趣课，每周一节[1]。", NOTICE, False),
    ("本学期，区蛋雕艺术研究会在所有小学开设了蛋雕兴趣课，每周一节[1]。", NOTICE, False),
    ("本学期，区蛋雕艺术研究会在实验小学和育才小学试点开设了蛋雕兴趣课，每周一节[1]。", NOTICE, True),
    ("本学期，区蛋雕艺术研究会在辖区各小学开设了蛋雕兴趣课，每周一节[1]。", ALL_SCHOOLS, True),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert verify(answer, [source])["publishable"] is passes


def test_the_reason_names_the_members() -> None:
    result = verify("本学期，区蛋雕艺术研究会在辖区各小学开设了蛋雕兴趣课，每周一节[1]。", [NOTICE])
    sentence = result["sentence_results"][0]
    assert sentence["rule"] == NARROWING_DROPPED.code and "实验小学和育才小学" in sentence["reason"]
