"""如 opening a clause is "if" (如复检确认超标，将依法责令…): the clause after it holds only on that condition, so a
sentence telling the consequence as settled blocks (FD002), and one keeping the condition passes. 如 in 如下, 如何,
如此, 如期 and 例如 is no condition."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.lexicon import condition_cues

NOTICE = ("区市场监管局通报：清溪镇一家米酒作坊的一个批次产品甲醇含量接近国家标准限值，目前已对该批次产品封存并开展复检。"
          "如复检确认超标，将依法责令该作坊停产整改。")


@pytest.mark.parametrize(("text", "words"), [
    ("如复检确认超标，将依法责令该作坊停产整改。", ["如"]),
    ("如复检确认超标", ["如"]),
    ("工程如期完工，费用如下。", []),
    ("例如米酒和黄酒，如何检测尚无定论。", []),
])
def test_condition_cues(text: str, words: list[str]) -> None:
    assert [word for _, word in condition_cues(text)] == words


@pytest.mark.parametrize(("answer", "passes"), [
    ("监管部门将依法责令这家作坊停产整改[1]。", False),
    ("如复检确认超标，监管部门将依法责令这家作坊停产整改[1]。", True),
    ("该批次米酒已被封存并开展复检[1]。", True),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify(answer, [NOTICE])["publishable"] is passes
