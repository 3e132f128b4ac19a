"""A Chinese end word after its subject (两站暂停停靠) ends that subject as well as the act after it, so it pairs with
the evidence's end of the same thing (暂停永宁桥北、永宁桥南两站); a sentence keeping the stops open still blocks."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.lexicon import word_negations

NOTICE = ("公交集团通知：受永宁桥修缮影响，自4月1日首班车起，12路公交车双向改经新华路绕行，暂停永宁桥北、永宁桥南两站，"
          "恢复时间另行通知。")


def test_the_subject_is_ended_too() -> None:
    scopes = [negation.scope for negation in word_negations("永宁桥南、北两站暂停停靠") if negation.word == "暂停"]
    assert "停靠" in scopes[0] and any("两站" in scope for scope in scopes[1:])


@pytest.mark.parametrize(("answer", "passes"), [
    ("12路公交同日起双向改走新华路，永宁桥南、北两站暂停停靠，何时恢复尚未公布[1]。", True),
    ("永宁桥北站和永宁桥南站暂停使用[1]。", True),
    ("12路公交改走新华路，永宁桥南、北两站照常停靠[1]。", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify(answer, [NOTICE])["publishable"] is passes
