"""Who did an act to whom (acquire, beat, sue, overtake; 收购, 击败, 起诉) read with its sides (FP010)."""

from __future__ import annotations

import pytest

from report_workflow.gates.inputs import Statement
from report_workflow.gates.roles import acts
from report_workflow.verify import verify
from tests.support import fired

DEAL = "MedAxis Corp. has agreed to acquire Orbis Health for $1.2 billion in cash, the companies announced on Monday."
DEAL_ZH = "乙医疗公司公告称，公司以18亿元现金收购甲科技公司100%股权。"
PLANNED_DEAL_ZH = "乙医疗公司公告称，公司拟以18亿元现金收购甲科技公司100%股权。"
MATCH = "Germany beat Brazil 7-1 in the semi-final in Belo Horizonte."
LAWSUIT = "Globex sued Acme over the patent in March, seeking $40 million in damages."
TABLE = [
    # (answer, source, blocked)
    ("Orbis Health agreed to acquire MedAxis for $1.2 billion in cash [1].", DEAL, True),
    ("MedAxis was acquired by Orbis Health for $1.2 billion in cash.", DEAL, True),
    ("MedAxis agreed to acquire Orbis Health for $1.2 billion in cash.", DEAL, False),
    ("Orbis Health was acquired by MedAxis for $1.2 billion in cash.", DEAL, False),
    ("Brazil beat Germany 7-1 in the semi-final.", MATCH, True),
    ("Germany defeated Brazil 7-1 in the semi-final.", MATCH, False),
    ("Brazil were beaten by Germany 7-1 in the semi-final.", MATCH, False),
    ("Acme sued Globex over the patent in March.", LAWSUIT, True),
    ("Globex sued Acme over the patent in March.", LAWSUIT, False),
    ("甲科技公司宣布以18亿元收购乙医疗公司全部股权。", DEAL_ZH, True),
    ("甲科技公司宣布以18亿元收购乙医疗公司全部股权。", PLANNED_DEAL_ZH, True),
    ("乙医疗公司被甲科技公司以18亿元收购。", DEAL_ZH, True),
    ("乙医疗公司以18亿元收购甲科技公司全部股权。", DEAL_ZH, False),
    ("甲科技公司被乙医疗公司以18亿元收购。", DEAL_ZH, False),
    ("巴西队以7比1击败德国队。", "半决赛中，德国队以7比1击败巴西队。", True),
    ("德国队以7比1战胜巴西队。", "半决赛中，德国队以7比1击败巴西队。", False),
    ("比亚迪季度销量超越特斯拉。", "特斯拉季度销量超越比亚迪。", True),
]


@pytest.mark.parametrize(("answer", "source", "blocked"), TABLE)
def test_swapped_doer_and_receiver_block(answer: str, source: str, blocked: bool) -> None:
    result = verify(answer, [source])
    assert ("FP010" in fired(result)) == blocked, result["sentence_results"]
    assert result["publishable"] != blocked, result["sentence_results"]


@pytest.mark.parametrize(("text", "doer", "receiver"), [
    ("Orbis Health agreed to acquire its rival MedAxis.", {"Orbis", "Health"}, {"MedAxis"}),
    ("MedAxis was acquired by Orbis Health in 2024.", {"Orbis", "Health"}, {"MedAxis"}),
    ("乙公司被甲集团收购。", {"甲集"}, {"乙公"}),
    ("甲集团宣布收购乙公司。", {"甲集"}, {"乙公"}),
])
def test_the_doer_and_the_receiver_are_read(text: str, doer: set[str], receiver: set[str]) -> None:
    ((act,),) = (acts(Statement(text)),)
    assert (set(act.doer.keys), set(act.receiver.keys)) == (doer, receiver)


@pytest.mark.parametrize("text", [
    "Shoppers bought more bicycles in spring.",  # no named receiver
    "The team beat expectations in the second quarter.",
    "该公司收购了部分资产。",  # a generic receiver names no one
])
def test_an_act_without_two_named_sides_is_not_read(text: str) -> None:
    assert acts(Statement(text)) == ()
