"""如 opening a clause is "if" (如复检确认超标，将依法责令…): the clause after it holds only on that condition, so a sentence telling
the consequence as settled blocks (FD002), and one keeping the condition passes. 如 in 如下, 如何, 如此, 如期 and 例如 is no
condition. 当…时 ("when", 当预报潮高超过1.5米时，…将临时封闭) is one too, but not 当天, 当地 or 当年; 凭 before a grant
(凭证免费, "free on showing proof") is one."""

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
    ("当预报潮高超过1.5米时，美女坝观潮点将临时封闭。", ["当", "超过"]),
    ("当天下午3时，展馆闭馆；当地居民凭证免费。", ["凭"]),
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


TIDE = "农历八月十六至十九日期间，当预报潮高超过1.5米时，美女坝观潮点将临时封闭。其他时段美女坝观潮点正常开放。"


@pytest.mark.parametrize(("answer", "passes"), [
    ("农历八月十六至十九日期间，美女坝观潮点将临时封闭[1]。", False),
    ("农历八月十六至十九日期间，当预报潮高超过1.5米时，美女坝观潮点将临时封闭[1]。", True),
])
def test_a_condition_told_with_when(answer: str, passes: bool) -> None:
    assert verify(answer, [TIDE])["publishable"] is passes
