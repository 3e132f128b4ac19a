"""A condition inside the clause it governs ("free when accompanied by a paying adult", 凡…消费满30元的顾客) is dropped
by a sentence stating the clause without it (FD002) and kept by one stating it in other words ("with a paying
adult", 消费满30元的堂食顾客). "As long as" is such a condition, and so is a level passed before 时 (阵风超过15米/秒时), with
or without 当 before it, but not 当消防员赶到时."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.lexicon import condition_cues
from tests.support import fired

CHILDREN = "Children under 12 are admitted free to the ropewalk demonstrations when accompanied by a paying adult."
CLAMS = ("Harvesting of Manila clams is permitted in Zone B by licensed harvesters, for as long as weekly biotoxin "
         "test results remain within legal limits.")
BRIDGE = "当桥面阵风超过每秒15米时，跨海大桥将对两轮车实施临时交通管制。"
SOYMILK = ("西关路“粤味坊”肠粉店将于3月1日开业。开业当周（3月1日至7日），凡在店内堂食消费满30元的顾客，可获赠现磨豆浆一杯；"
           "外卖订单不参加此活动。")


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Children under 12 are admitted free to the ropewalk demonstrations.", CHILDREN, False),
    ("Children under 12 are admitted free to the ropewalk demonstrations with a paying adult.", CHILDREN, True),
    ("开业当周到店堂食的顾客均可获赠现磨豆浆一杯。", SOYMILK, False),
    ("开业当周在店内堂食消费满30元的顾客可获赠现磨豆浆一杯。", SOYMILK, True),
    # "as long as", and a level passed before 时 ("when"), with or without 当
    ("Licensed harvesters are permitted to take Manila clams in Zone B.", CLAMS, False),
    ("Licensed harvesters may take Manila clams in Zone B as long as weekly biotoxin results stay within limits.",
     CLAMS, True),
    ("跨海大桥将对两轮车实施临时交通管制。", BRIDGE, False),
    ("阵风超过15米/秒时，跨海大桥将对两轮车实施临时交通管制。", BRIDGE, True),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, source)
    assert bool(result["publishable"]) is passes
    assert passes or "FD002" in fired(result)


@pytest.mark.parametrize(("text", "words"), [
    ("当预报潮高超过1.5米时，美女坝观潮点将临时封闭。", ["当", "超过"]),
    ("阵风超过15米/秒时，跨海大桥将实施管制。", ["超过"]),
    ("当消防员赶到时，火势已得到控制。", []),
    ("停车超过2小时，按每小时5元收费。", []),
    ("The route can take as long as six weeks.", []),
    ("Harvesting is permitted for as long as test results remain within limits.", ["for as long as"]),
])
def test_condition_words(text: str, words: list[str]) -> None:
    assert [word for _, word in condition_cues(text)] == words
