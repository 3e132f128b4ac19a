"""FE036: a closure, outage, restriction or pilot the evidence gives part of an area is not one over all of it."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

BANK = ("Harlow Building Society will close 9 branches in its Northern region between April and July. Branches in "
        "other regions are not affected.")
WATER = ("Because of a burst main, customers in the Eastgate, Holm and Riverside districts may have low pressure until "
         "Sunday. Bottled water is available at Eastgate Library.")
FARMS = "Movement restrictions on pigs apply in parts of Brenshire county until 30 June."
NATIONAL = "Corrin Bank will close 14 branches nationwide between March and June."
POWER = "因线路改造，7月2日9时至18时，高新区西片部分区域将暂停供电，涉及科技路沿线企业。"
WATER_ZH = "受主管道抢修影响，3月5日8时至20时，江北区部分区域停水，其他区域不受影响。"
ROADS = "因举办马拉松比赛，4月6日6时至12时，滨江区全域实行交通管制。"
LABELS = ("自2024年7月1日起，在镇湖街道试点销售的手工苏绣产品须加贴统一防伪溯源标识。试点期一年，协会将根据试点效果决定是否在全市"
          "推广。")
SCALLOPS = ("受持续高温影响，北礁海域部分养殖区的虾夷扇贝出现死亡，死亡率约在两到三成之间。县海洋与渔业局已组织技术人员赴现场"
            "采样。")
OTHER_WATERS = "北礁海域的虾夷扇贝出现死亡，死亡率约两到三成，县内其他海域暂未发现异常。"
SCOOTERS = "运营商表示，试点期间在南港投放车辆1,500辆，并设有210个指定停放点。"

TABLE = [
    # (answer, source, blocked)
    ("Harlow Building Society will close 9 branches nationwide between April and July.", BANK, True),
    ("Harlow Building Society will close 9 branches in its Northern region between April and July.", BANK, False),
    ("Customers across the city may have low pressure until Sunday because of a burst main.", WATER, True),
    ("Customers in three districts may have low pressure until Sunday because of a burst main.", WATER, False),
    ("Movement restrictions on pigs apply throughout the county until 30 June.", FARMS, True),
    ("Movement restrictions on pigs apply in parts of Brenshire until 30 June.", FARMS, False),
    ("Corrin Bank will close 14 branches across the country between March and June.", NATIONAL, False),
    ("因线路改造，7月2日9时至18时，高新区将全面停电。", POWER, True),
    ("7月2日9时至18时，高新区西片部分区域将停电。", POWER, False),
    ("3月5日8时至20时，江北区将全域停水。", WATER_ZH, True),
    ("3月5日8时至20时，江北区部分区域停水。", WATER_ZH, False),
    ("4月6日6时至12时，滨江区全域实行交通管制。", ROADS, False),
    # a pilot in a named township or street is a part of the city
    ("自二〇二四年七月一日起，苏州全市销售的手工苏绣产品都须加贴统一的防伪溯源标识。", LABELS, True),
    ("自二〇二四年七月一日起，镇湖街道试点销售的手工苏绣产品须加贴统一的防伪溯源标识。", LABELS, False),
    ("运营商在全市设有二百一十个指定停放点。", SCOOTERS, False),  # 试点 names the scheme, not a part
    # part of a county's waters, or the rest of them told unaffected
    ("受持续高温影响，全县养殖的虾夷扇贝死亡率约在两到三成。", SCALLOPS, True),
    ("受持续高温影响，北礁海域部分养殖区的虾夷扇贝死亡率约在两到三成。", SCALLOPS, False),
    ("全县的虾夷扇贝死亡率约两到三成。", OTHER_WATERS, True),
    ("北礁海域的虾夷扇贝死亡率约两到三成。", OTHER_WATERS, False),
]


@pytest.mark.parametrize(("answer", "source", "blocked"), TABLE)
def test_a_whole_area_over_a_part_blocks(answer: str, source: str, blocked: bool) -> None:
    result = verify(answer, [source])
    assert ("FE036" in fired(result)) == blocked, result["sentence_results"]


def test_the_finding_names_the_whole_and_the_part() -> None:
    result = verify("因线路改造，7月2日9时至18时，高新区将全面停电。", [POWER])
    (finding,) = [finding for sentence in result["sentence_results"] for finding in sentence["findings"]
                  if finding["rule"] == "FE036"]
    assert "\u201c全面\u201d" in finding["reason"] and "\u201c西片\u201d" in finding["reason"]
    assert finding["evidence"]["start"] == 0
