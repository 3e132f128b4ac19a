"""Clauses read with the clause they depend on: a denial of the topic a sentence opens with, a movement appended
to a figure, a condition on what follows it; and a negation read past a verb of finding or a place phrase.

Each row: the answer, its source, and the rule that must block it (``None``: an honest restatement that must pass
the polarity and strength gates).
"""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

APPEAL = ("The Court of Appeal held that the supply contract was not void for uncertainty, and remitted the question "
          "of damages to the High Court.")
INSPECTION = "经检测，专家组未在抽检的120批次样品中发现违禁添加物，全部样品符合国家标准。"
RULING = "对于原告主张的精神损害赔偿，因缺乏事实和法律依据，本院不予支持。"
AIRPORT = "Dunmore Airport handled 6.2 million passengers in 2023, an increase of 8% on the previous year."
ZH_AIRPORT = "东湖机场2023年完成旅客吞吐量620万人次，增幅为8%。"
WIND_FARM = "If approved by the planning authority, construction of the Lindgate wind farm would begin in 2025."
ZH_DRUG = "公司表示，该新药如获国家药监局批准，将于2025年在国内上市。"

NEGATIONS_READ_WHOLE = [
    # "did not find X void" denies what "was not void" denies: a negation runs on past a verb of finding.
    ("The appeals court did not find the supply contract void [1].", APPEAL, None),
    ("The appeals court found the supply contract void [1].", APPEAL, "FP001"),
    ("The audit did not find any evidence of fraud.", "The audit uncovered evidence of fraud.", "FP001"),
    # 未在…中发现: a place between a negation and its verb is no part of what it denies.
    ("专家组在抽检样品中没有发现违禁添加物。", INSPECTION, None),
    ("专家组在抽检样品中发现了违禁添加物。", INSPECTION, "FP001"),
    ("监管部门未在规定期限内收到整改报告。", "监管部门在规定期限内没有收到整改报告。", None),
]

TOPICS_DENIED = [
    # 对于X，…，本院不予支持: the closing denial is about the topic the sentence opens with.
    ("法院支持了原告关于精神损害赔偿的诉讼请求[1]。", RULING, "FP001"),
    ("法院对原告关于精神损害赔偿的诉讼请求不予支持[1]。", RULING, None),
    ("法院没有支持原告关于精神损害赔偿的诉讼请求[1]。", RULING, None),
    ("对于该公司提出的行政复议申请，复议机关决定不予受理。", "复议机关受理了该公司提出的行政复议申请。", "FP001"),
    ("复议机关受理了该公司提出的行政复议申请。", "对于该公司提出的行政复议申请，复议机关决定予以受理。", None),
]

MOVEMENTS_APPENDED = [
    # "…, an increase of 8%" moves the figure of the clause before it.
    ("Passenger numbers at Dunmore Airport fell 8% in 2023 to 6.2 million.", AIRPORT, "FP002"),
    ("Passenger numbers at Dunmore Airport rose 8% in 2023 to 6.2 million.", AIRPORT, None),
    ("Dunmore Airport passengers fell to 6.2 million in 2023.",
     "Dunmore Airport handled 6.2 million passengers in 2023, up 8% on the previous year.", "FP002"),
    ("Kelso Water cut leakage by 12% to 41 megalitres a day in 2024.",
     "Kelso Water reported leakage of 41 megalitres a day in 2024, growth of 12% on 2023.", "FP002"),
    ("Kelso Water's leakage grew 12% to 41 megalitres a day in 2024.",
     "Kelso Water reported leakage of 41 megalitres a day in 2024, growth of 12% on 2023.", None),
    ("东湖机场2023年旅客吞吐量下降8%，至620万人次。", ZH_AIRPORT, "FP002"),
    ("东湖机场2023年旅客吞吐量增长8%，达620万人次。", ZH_AIRPORT, None),
    # A clause with a subject of its own moves its own subject, not the figure before it.
    ("Revenue rose to $5.1 million in 2023.",
     "Revenue reached $5.1 million in 2023, and costs fell 4% in the same year.", None),
]

CONDITIONS_DROPPED = [
    ("The Lindgate wind farm will begin construction in 2025 [1].", WIND_FARM, "FD002"),
    ("If approved, construction of the Lindgate wind farm would begin in 2025 [1].", WIND_FARM, None),
    ("Construction of the Lindgate wind farm would begin in 2025, subject to planning approval [1].", WIND_FARM,
     None),
    ("The Lindgate wind farm's construction may begin in 2025 [1].", WIND_FARM, None),
    ("Construction of the Brae Hill solar park will begin in June.",
     "Construction of the Brae Hill solar park will begin in June, subject to final grid connection approval.",
     "FD002"),
    ("The merger will complete in the third quarter.",
     "The merger will complete in the third quarter, provided that regulators clear the deal.", "FD002"),
    ("该新药将于2025年在国内上市[1]。", ZH_DRUG, "FD002"),
    ("该新药如获批准，将于2025年在国内上市[1]。", ZH_DRUG, None),
    ("二期工程将于明年三月开工。", "二期工程待环评批复后，将于明年三月开工。", "FD002"),
    # A condition on another clause leaves this one alone; a concession ("even if") is no condition.
    ("Revenue rose 8% in 2023 to $5.1 million.",
     "Revenue rose 8% in 2023 to $5.1 million, and if the trend continues it will pass $6 million in 2025.", None),
    ("The bridge will reopen on 4 March.",
     "The bridge will reopen on 4 March even if the resurfacing work is not finished.", None),
]


def _rules(answer: str, source: str) -> set[str]:
    return fired(verify(answer, [source]), "FP") | fired(verify(answer, [source]), "FD")


@pytest.mark.parametrize(("answer", "source", "rule"), NEGATIONS_READ_WHOLE)
def test_a_negation_denies_what_it_governs_past_a_verb_of_finding_or_a_place(answer, source, rule):
    assert _rules(answer, source) == ({rule} if rule else set())


@pytest.mark.parametrize(("answer", "source", "rule"), TOPICS_DENIED)
def test_a_closing_denial_is_about_the_topic_the_sentence_opens_with(answer, source, rule):
    assert _rules(answer, source) == ({rule} if rule else set())


@pytest.mark.parametrize(("answer", "source", "rule"), MOVEMENTS_APPENDED)
def test_a_movement_appended_to_a_figure_is_that_figures_direction(answer, source, rule):
    assert _rules(answer, source) == ({rule} if rule else set())


@pytest.mark.parametrize(("answer", "source", "rule"), CONDITIONS_DROPPED)
def test_a_condition_qualifies_the_clause_it_governs_like_a_hedge(answer, source, rule):
    assert _rules(answer, source) == ({rule} if rule else set())
