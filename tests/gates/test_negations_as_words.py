"""FP001 and FP002 read negations written as words and movements given to a respectively list.

A word stating an end negates the act it ends ("drops support for" is "no longer supports", 停止提供 is 不再提供) and
only names a thing it ends ("shut down his account"); 关闭 denies being on; what is to be given later (另行公布, "is to
be confirmed") is not given yet; rejecting an argument that something is so denies it; 不足以 negates what it would
suffice for; what a thing is too far gone for ("too degraded to be reused") is not done. A movement right before
the figures of a respectively list moves each of them.
"""

from __future__ import annotations

import pytest

from report_workflow.gates.lexicon import word_negations
from report_workflow.verify import verify
from tests.support import fired

FIRES, PASSES = True, False

DROPS_SUPPORT = "Version 3.2 drops support for Windows 7 and macOS 10.13."
STOPPED_PAYING = "The insurer stopped paying the monthly benefit in March."
ZH_NO_LONGER = "不再提供 Windows 32 位安装包。"
ZH_STOPPED = "已停止提供 Windows 32 位安装包。"
ZH_OFF = "新增对向量索引的实验性支持，默认关闭。"
EN_OFF = "The experimental sync feature is switched off by default for new users."
ACCOUNT = "Poilievre has shut down his account on the social media app TikTok."
ZH_LATER = "首末班车时间另行公布。"
EN_LATER = "The date of the appeal hearing is to be confirmed."
NOT_MISAPPLIED = "The judge found that the planning inspector had not misapplied national policy on flood risk."
MISAPPLIED = "The judge found that the planning inspector had misapplied national policy on flood risk."
ZH_NOT_MISAPPLIED = "法官认定规划督察并未误用国家洪水风险政策。"
ZH_NOT_ENOUGH = "法院审理认为，原告提交的转账记录不足以证明双方具有借贷合意。"
ZH_TRADE = "出口742.1亿元，增长11.2%；进口544.3亿元，下降0.6%。"
ZH_TRADE_UP = "出口742.1亿元，增长11.2%；进口544.3亿元，增长0.6%。"
EN_TRADE = "Exports rose 11.2% to 74.2 billion yuan. Imports fell 0.6% to 54.4 billion yuan."
EN_TRADE_UP = "Exports rose 11.2% to 74.2 billion yuan. Imports rose 0.6% to 54.4 billion yuan."

LEAD = "The original lead came was too degraded to be reused and will be replaced like for like."

CASES = [
    # an end negates the act it ends
    ("FP001", "Version 3.2 still supports Windows 7 and macOS 10.13.", DROPS_SUPPORT, FIRES),
    ("FP001", "Version 3.2 no longer supports Windows 7 and macOS 10.13.", DROPS_SUPPORT, PASSES),
    ("FP001", "The insurer still pays the monthly benefit.", STOPPED_PAYING, FIRES),
    ("FP001", "The insurer stopped paying the monthly benefit in March.",
     "The insurer no longer pays the monthly benefit; payments ended in March.", PASSES),
    ("FP001", "32位Windows安装包仍然提供。", ZH_STOPPED, FIRES),
    ("FP001", "32位Windows安装包则已停止提供。", ZH_NO_LONGER, PASSES),
    ("FP001", "该景区目前对外开放。", "该景区已暂停开放。", FIRES),
    ("FP001", "该景区已暂停开放。", "该景区目前不对外开放。", PASSES),
    # an end only names a thing it ends, or what stands before it
    ("FP001", "Poilievre has not shut down his account on the social media app TikTok.", ACCOUNT, FIRES),
    ("FP001", "Poilievre has deleted his account on the social media app TikTok.", ACCOUNT, PASSES),
    ("FP001", "The plant halted production in March after the fire.",
     "Production at the plant stopped in March after the fire.", PASSES),
    ("FP001", "因大雾，机场有120个航班受到影响。", "因大雾，机场取消了120个航班。", PASSES),
    ("FP001", "原告起诉要求赔偿10万元。", "原告随后撤回起诉要求赔偿10万元的诉讼。", PASSES),
    # movements, places and nouns are no ends
    ("FP001", "Profits dropped 5% in 2023.", "Profits fell 5% in 2023.", PASSES),
    ("FP001", "Activists dropped gallons of yellow and blue paint outside the embassy.",
     "Activists dumped gallons of yellow and blue paint outside the embassy.", PASSES),
    # a word that something is off denies its being on
    ("FP001", "新增了默认启用的实验性向量索引功能。", ZH_OFF, FIRES),
    ("FP001", "新增了默认不启用的实验性向量索引功能。", ZH_OFF, PASSES),
    ("FP001", "The experimental sync feature is enabled by default for new users.", EN_OFF, FIRES),
    ("FP001", "The experimental sync feature is not enabled by default for new users.", EN_OFF, PASSES),
    # what is to be given later is not given yet
    ("FP001", "首末班车时间已公布。", ZH_LATER, FIRES),
    ("FP001", "首末班车时间尚未公布。", ZH_LATER, PASSES),
    ("FP001", "首末班车时间将于稍后公布。", ZH_LATER, PASSES),
    ("FP001", "费用另行收取。", "费用另行收取。", PASSES),
    ("FP001", "The date of the appeal hearing has been confirmed.", EN_LATER, FIRES),
    ("FP001", "The date of the appeal hearing has not been confirmed.", EN_LATER, PASSES),
    # rejecting an argument that something is so denies it
    ("FP001", "The judge rejected the argument that the planning inspector misapplied flood-risk policy.",
     NOT_MISAPPLIED, PASSES),
    ("FP001", "The judge rejected the argument that the planning inspector misapplied flood-risk policy.",
     MISAPPLIED, FIRES),
    ("FP001", "The tribunal dismissed the claim that the dismissal was unfair.",
     "The tribunal found that the dismissal was not unfair.", PASSES),
    ("FP001", "法官不采纳开发商关于规划督察误用国家洪水风险政策的主张。", ZH_NOT_MISAPPLIED, PASSES),
    ("FP001", "法官认定规划督察误用了国家洪水风险政策。", ZH_NOT_MISAPPLIED, FIRES),
    # 不足以 negates what it would suffice for
    ("FP001", "法院认为转账记录已足以证明双方存在借贷合意。", ZH_NOT_ENOUGH, FIRES),
    ("FP001", "法院认为转账记录并不能证明双方存在借贷合意。", ZH_NOT_ENOUGH, PASSES),
    ("FP001", "The court held that the transfer records were sufficient to prove a loan agreement.",
     "The court held that the transfer records were not sufficient to prove a loan agreement.", FIRES),
    # a denial past the limit the evidence states something works up to
    ("FP001", "车速超过25公里/小时后电机停止助力。", "电机仅在车速不超过25公里/小时时提供助力，符合国家标准。", PASSES),
    ("FP001", "车速超过25公里/小时后电机不再助力。", "电机仅在车速不超过25公里/小时时提供助力，符合国家标准。", PASSES),
    # what a thing is too far gone for is not done
    ("FP001", "The original lead came is being reused.", LEAD, FIRES),
    ("FP001", "The original lead came could not be reused and will be replaced.", LEAD, PASSES),
    # a movement before a respectively list moves each of its figures
    ("FP002", "其中出口和进口分别增长百分之十一点二和百分之零点六。", ZH_TRADE, FIRES),
    ("FP002", "其中出口和进口分别增长了11.2%和0.6%。", ZH_TRADE_UP, PASSES),
    ("FP002", "出口和进口分别为742.1亿元和544.3亿元。", ZH_TRADE, PASSES),
    ("FP002", "Exports and imports grew by 11.2% and 0.6% respectively.", EN_TRADE, FIRES),
    ("FP002", "Exports and imports grew by 11.2% and 0.6% respectively.", EN_TRADE_UP, PASSES),
]


@pytest.mark.parametrize(("rule", "answer", "source", "fires"), CASES)
def test_negations_written_as_words_and_listed_movements(rule: str, answer: str, source: str, fires: bool) -> None:
    result = verify(answer, [source])
    assert (rule in fired(result)) is fires
    assert result["publishable"] is not fires


@pytest.mark.parametrize("text", [
    "Sales dropped 5% in May.", "Sales dropped sharply.", "The bus stops at the depot.",
    "Leave from the Station Road stop rather than the forecourt.", "The number of dropped calls fell.",
    "取消的航班已全部改签。", "It is not too late to apply.",
])
def test_movements_places_and_names_are_no_ends(text: str) -> None:
    assert not word_negations(text)


@pytest.mark.parametrize(("text", "word", "scope", "pairs_only"), [
    ("Version 3.2 drops support for Windows 7.", "drops", "support", False),
    ("The firm didn't stop selling the drug.", "stop", "selling", False),
    ("Poilievre has shut down his account.", "shut down", "account", True),
    ("Production at the plant stopped in March.", "stopped", "Production", True),
    ("已停止提供安装包。", "停止", "提供", False),
    ("机场取消航班。", "取消", "航班", True),
    ("首末班车时间另行公布。", "另行", "公布", False),
    ("在确诊之前，已对周边松树采取隔离措施。", "在", "确诊", False),
    ("The lead came was too degraded to be reused.", "too degraded to", "be reused", False),
])
def test_what_an_end_or_a_later_act_governs(text: str, word: str, scope: str, pairs_only: bool) -> None:
    (negation,) = word_negations(text)
    assert (negation.word, negation.pairs_only) == (word, pairs_only)
    assert negation.scope.startswith(scope)
