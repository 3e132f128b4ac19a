"""A stage told as reached where the evidence tells it as applied for, pending, planned or part done (FE028)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

SOLAR = ("The district council has applied for permission to build a 40 MW solar farm at Hollow Lane. A decision is "
         "expected in June.")
STADIUM = "The new stadium at Riverside is about 65% complete and is due to open in August 2026."
LICENCE = "Northwind Air has been granted an operating licence for flights to Reykjavik."
METRO = "截至5月底，地铁5号线隧道掘进已完成约70%，车站主体结构已全部完工。"
HOSPITAL = "市第三人民医院新院区已提交规划申请，目前正在等待审批。"
ARSON = ("Police in Kelby have charged a 41-year-old woman with arson after a fire at the Old Mill Hotel on 9 May. She "
         "is due to appear before Kelby Magistrates' Court on 23 May.")
HARBOUR = ("The planning committee voted 7-2 to recommend approval of the Eastquay marina scheme. The full council will "
           "make the final decision on 4 June.")
LIBRARY = "Weston Library Trust has submitted a planning application to extend the reading room by 200 square metres."
ORDINANCE = "《临江市电动自行车管理条例（草案）》已于4月12日提请市人大常委会初次审议，草案全文将公开征求意见。"
RULING = "临江市中级人民法院对该著作权纠纷案作出一审判决，判令被告赔偿120万元。被告不服，已提起上诉。"
ADOPTED = "After two readings the council adopted the Clean Air Bylaw, which takes effect on 1 July."
MUSEUM = "市博物馆新馆建设方案已于上周提交市政府常务会议审议。方案获批后将启动国际设计招标。"
FUNDING = ("The business case will now be submitted to the Department for Transport, which will decide whether to fund "
           "the scheme.")
TARIFF = ("The regulator has published guidance recommending that broadband providers offer a social tariff of no "
          "more than €20 a month.")
HERITAGE = "旧州街抛绣球习俗已正式提交自治区级非物质文化遗产代表性项目申报材料，目前处于专家评审。"
CUSTOM = ("The custom's application to the regional intangible heritage list has been submitted and is under expert "
          "review.")
FAB = "公司董事会已审议通过该投资议案。该议案尚需提交公司股东大会审议，项目还需取得环评等相关审批。"
TABLE = [
    # (answer, source, blocked)
    ("The district council has received permission to build a 40 MW solar farm at Hollow Lane.", SOLAR, True),
    ("Permission to build a 40 MW solar farm at Hollow Lane has been granted to the district council.", SOLAR, True),
    ("The district council has applied for permission to build a 40 MW solar farm at Hollow Lane.", SOLAR, False),
    ("The new stadium at Riverside has been completed.", STADIUM, True),
    ("The new stadium at Riverside is about 65% complete.", STADIUM, False),
    ("The new stadium at Riverside is expected to be completed before it opens in August 2026.", STADIUM, False),
    ("Northwind Air has received an operating licence for flights to Reykjavik.", LICENCE, False),
    ("地铁5号线隧道掘进已基本完成，车站主体结构已全部完工。", METRO, True),
    ("地铁5号线隧道掘进已完成约70%，车站主体结构已全部完工。", METRO, False),
    ("市第三人民医院新院区规划已获批。", HOSPITAL, True),
    ("市第三人民医院新院区已提交规划申请。", HOSPITAL, False),
    # procedure: a charge is not a conviction, a recommendation or an application is not an approval, a draft put
    # to a first reading is not a passed law, and a first-instance judgment under appeal is not final
    ("A 41-year-old woman has been convicted of arson over the 9 May fire at the Old Mill Hotel.", ARSON, True),
    ("A 41-year-old woman has been charged with arson over the 9 May fire at the Old Mill Hotel.", ARSON, False),
    ("The planning committee approved the Eastquay marina scheme by seven votes to two.", HARBOUR, True),
    ("The planning committee voted 7-2 to recommend approval of the Eastquay marina scheme.", HARBOUR, False),
    ("Weston Library Trust's plan to extend the reading room by 200 square metres has been approved.", LIBRARY, True),
    ("Weston Library Trust has applied to extend the reading room by 200 square metres.", LIBRARY, False),
    ("《临江市电动自行车管理条例》已在4月12日的市人大常委会会议上审议通过。", ORDINANCE, True),
    ("《临江市电动自行车管理条例（草案）》已于4月12日提请市人大常委会初次审议。", ORDINANCE, False),
    ("该著作权纠纷案已终审判决，被告须赔偿120万元。", RULING, True),
    ("该著作权纠纷案一审判决被告赔偿120万元，被告已上诉。", RULING, False),
    ("The council has adopted the Clean Air Bylaw, which takes effect on 1 July.", ADOPTED, False),
    # approved by a body named between 已获 and 批准, where the evidence only put it to that body
    ("市博物馆新馆建设方案已获市政府常务会议批准。", MUSEUM, True),
    ("市博物馆新馆建设方案已提交市政府常务会议审议。", MUSEUM, False),
    ("该议案已获股东大会批准，项目仍待环评审批。", FAB, True),
    ("该投资议案已获董事会审议通过，尚需股东大会审议。", FAB, False),
    # a listing applied for is not one made: 已被列入, "added to the list"
    ("旧州街的抛绣球习俗已被列入自治区级非物质文化遗产代表性项目名录。", HERITAGE, True),
    ("旧州街的抛绣球习俗已提交自治区级非物质文化遗产代表性项目申报材料。", HERITAGE, False),
    ("The custom has been added to the regional intangible heritage list.", CUSTOM, True),
    ("The custom was added to the regional intangible heritage list in May.",
     "The custom was added to the regional intangible heritage list in May.", False),
    # a decision still to be taken is not one agreed
    ("The Department for Transport has agreed to fund the scheme.", FUNDING, True),
    ("The Department for Transport will decide whether to fund the scheme.", FUNDING, False),
    # a recommendation is not a requirement in force
    ("The regulator now requires broadband providers to offer a social tariff of up to €20 a month.", TARIFF, True),
    ("Broadband providers are obliged to offer a social tariff of up to €20 a month.", TARIFF, True),
    ("The regulator recommends that broadband providers offer a social tariff of up to €20 a month.", TARIFF, False),
    # received, secured or obtained before an amount counts things in, not a stage reached
    ("Hollins Academy received 388 first-preference applications for its 210 places.",
     "Hollins Academy: 210 places, 388 first-preference applications; decisions are pending appeal.", False),
    # a vote to approve is an approval, and "a plan" names what was approved
    ("The council approved the plan to close Mill Lane to traffic, by six votes to three.",
     "The council voted 6-3 on Monday to approve a plan closing Mill Lane to traffic. Work is expected to start in May.",
     False),
]


@pytest.mark.parametrize(("answer", "source", "blocked"), TABLE)
def test_a_stage_the_evidence_has_not_reached_blocks(answer: str, source: str, blocked: bool) -> None:
    result = verify(answer, [source])
    assert ("FE028" in fired(result)) == blocked, result["sentence_results"]


@pytest.mark.parametrize("source", [
    "The trust has applied to NHS England for approval to open a 60-bed surgical hub at St Mary's.",
    "The 60-bed surgical hub at St Mary's is expected to be approved by NHS England in the autumn.",
])
def test_a_stage_still_to_come_is_not_a_stage_reached(source: str) -> None:
    result = verify("NHS England has approved the 60-bed surgical hub at St Mary's.", [source])
    assert "FE028" in fired(result), result["sentence_results"]


CONSENT = ("The examining inspector has recommended that development consent be granted for the Carrick Moor scheme. "
           "The Secretary of State must make a decision by 19 December 2025.")


@pytest.mark.parametrize(("answer", "blocked"), [
    ("The Carrick Moor scheme has been granted development consent [1].", True),
    ("The inspector has recommended development consent for the Carrick Moor scheme [1].", False),
])
def test_a_stage_recommended_to_be_reached_is_not_reached(answer: str, blocked: bool) -> None:
    # "that consent be granted" tells the stage to come, as "to be granted" and "will be granted" do
    assert ("FE028" in fired(verify(answer, [CONSENT]))) == blocked


EWES = ("The committee recommends a headage payment of £14 per breeding ewe for hill flocks. The recommendation will "
        "be put to a vote of the full Assembly on 21 May.")


@pytest.mark.parametrize(("answer", "blocked"), [
    ("The Assembly has approved a £14-per-ewe payment for hill flocks.", True),
    ("A committee has recommended a £14-per-ewe payment for hill flocks.", False),
])
def test_a_recommendation_is_not_an_approval(answer: str, blocked: bool) -> None:
    assert ("FE028" in fired(verify(answer, [EWES]))) is blocked


BOND = ("Cabinet considered a report proposing the issue of a £40 million green bond. Cabinet resolved to recommend "
        "the proposal to Full Council. If approved, the bond could be issued in the first half of 2024-25.")


@pytest.mark.parametrize(("answer", "blocked"), [
    ("Cabinet approved a £40m green bond.", True),
    ("Cabinet considered a proposed £40m green bond and resolved to recommend it to Full Council.", False),
])
def test_a_proposal_and_an_approval_set_as_a_condition_are_no_approval(answer: str, blocked: bool) -> None:
    assert ("FE028" in fired(verify(answer, [BOND]))) is blocked


@pytest.mark.parametrize(("answer", "blocked"), [
    ("Dye tests at the University of Marlowe are not finished and could narrow that range.", False),
    ("Dye tests at the University of Marlowe have not been completed.", False),
    ("Dye tests at the University of Marlowe are finished.", True),
])
def test_a_stage_denied_is_no_stage_claimed(answer: str, blocked: bool) -> None:
    source = "Dye analysis by the University of Marlowe is still under way and could refine that date."
    assert ("FE028" in fired(verify(answer, [source]))) is blocked


ORBIT = ("On 20 December the satellite lifted off. According to plan, the satellite will enter a 500 km "
         "sun-synchronous orbit.")


@pytest.mark.parametrize(("answer", "blocked"), [
    ("The satellite entered a 500 km sun-synchronous orbit.", True),
    ("The satellite lifted off on 20 December and will enter a 500 km sun-synchronous orbit.", False),
    ("The satellite is planned to enter a 500 km sun-synchronous orbit.", False),
])
def test_a_plan_told_as_done_blocks(answer: str, blocked: bool) -> None:
    assert ("FE028" in fired(verify(answer, [ORBIT]))) is blocked


def test_a_plan_the_evidence_also_tells_as_done_passes() -> None:
    source = "The bridge will reopen to cyclists in May. It reopened to pedestrians in March."
    assert "FE028" not in fired(verify("The bridge reopened to pedestrians in March.", [source]))


TANNERY = ("Brookfold Tannery has applied to vary its environmental permit to raise capacity from 20 to 35 tonnes of "
           "hides a day. The agency is minded to grant the variation.")


@pytest.mark.parametrize(("answer", "blocked"), [
    ("Brookfold Tannery's permit has been varied to raise capacity from 20 to 35 tonnes of hides a day.", True),
    ("The agency granted the variation of Brookfold Tannery's permit.", True),
    ("Brookfold Tannery has applied to raise capacity from 20 to 35 tonnes of hides a day.", False),
])
def test_a_change_applied_for_or_minded_to_be_granted_is_not_made(answer: str, blocked: bool) -> None:
    assert ("FE028" in fired(verify(answer, [TANNERY]))) is blocked


@pytest.mark.parametrize(("answer", "blocked"), [
    ("修复方案已获县文化和旅游局批准。", True),
    ("修复方案已上报县文化和旅游局，正在等待审批。", False),
])
def test_a_plan_submitted_for_approval_is_not_approved(answer: str, blocked: bool) -> None:
    source = "村委会委托设计单位编制了修复方案，已于4月上报县文化和旅游局，目前正在等待审批。"
    assert ("FE028" in fired(verify(answer, [source]))) is blocked
