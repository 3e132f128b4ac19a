"""Hedge words are whole words: a word that only contains one, or joins one in a hyphenated compound, is no hedge.

The ledger grades a passage by these words and the strength gate reads the same words, so both must agree.
"""

from __future__ import annotations

import pytest

from report_workflow.gates.lexicon import hedge_cues
from report_workflow.text.hedges import find_hedges
from tests.support import verdict_of


@pytest.mark.parametrize("text", [
    "The comet re-appeared in 2021.",
    "Costs were under-estimated by the first survey.",
    "The long-suggested bypass opened in March.",
    "The non-preliminary figures were published on Friday.",
    "Sales rose in May 2025.",
    "Night works on the line run from May to September.",
    "Ticket sales peaked in late May, after the line reopened.",
    "团队用有限元方法模拟了桥梁在强风下的响应，并拟合了风速与位移的关系。",
    "工作组草拟了实施细则，并于3月拟定了最终方案。",
    "二期工程已按计划完成全部验收，产量超计划12%。",
    "该市是计划单列市，曾长期实行计划经济。",
    "本研究受《国家重点研发计划》资助。",
])
def test_a_compound_or_the_month_is_no_hedge(text):
    assert find_hedges(text) == []
    assert hedge_cues(text) == ()


@pytest.mark.parametrize("text, hedges", [
    ("The seal may fail above 80 °C.", ["may"]),
    ("Bus fares may rise in May.", ["may"]),
    ("Results suggest a re-appeared fault.", ["suggest"]),
    ("It is possible that the pre-estimated cost was low.", ["it is possible"]),
    ("原材料价格上涨可能使毛利率承压。", ["可能"]),
    ("公司拟投资5亿元在苏州建设智能制造基地。", ["拟"]),
    ("公司计划于2025年在成都新建研发中心。", ["计划"]),
    ("新厂房力争年内建成投产。", ["力争"]),
    ("该涂层或可降低钢材的腐蚀速率。", ["或可"]),
    ("模拟结果显示，公司拟于明年扩产。", ["拟"]),
    ("货币政策委员会表示，不排除年内进一步降息。", ["不排除"]),
    ("据知情人士透露，该公司正考虑在香港上市，募资规模或达20亿美元。", ["据知情人士", "正考虑", "或达"]),
    ("The governor did not rule out a further rise this year.", ["did not rule out"]),
    ("Inspectors could not rule out a leak.", ["could"]),
    ("A fault could not be excluded.", ["could"]),
])
def test_the_ledger_and_the_gates_find_the_same_hedges(text, hedges):
    assert find_hedges(text) == hedges
    assert list(hedge_cues(text)) == hedges


@pytest.mark.parametrize("text", ["Seventeen items could not be fixed.", "The divers could never reach the wreck.",
                                  "We couldn't confirm the figure."])
def test_could_not_tells_what_was_not_possible_and_is_no_hedge(text):
    assert find_hedges(text) == []
    assert hedge_cues(text) == ()


@pytest.mark.parametrize("text", ["公司2023年度研发计划已全部完成。", "公司发布了回购计划。", "该计划于2023年完成。"])
def test_a_plan_as_a_document_that_exists_is_no_hedge(text):
    assert find_hedges(text) == []
    assert hedge_cues(text) == ()


@pytest.mark.parametrize(("answer", "source", "publishable"), [
    ("According to the port authority, a long strike between May and August was the main reason cargo volumes at "
     "Eastport were 8% below their ten-year average in 2023 [1].",
     "Port authority statement. Cargo volumes at Eastport fell 8% in 2023 compared with the ten-year average, "
     "largely because of a prolonged strike from May to August.", True),
    ("Bus fares on the coastal route will rise in May [1].", "Bus fares on the coastal route may rise in May.",
     False),  # the hedge kept beside the month
])
def test_may_the_month_hedges_nothing_that_the_sentence_drops(answer: str, source: str, publishable: bool) -> None:
    passed, findings = verdict_of(answer, source)
    assert passed is publishable, findings
