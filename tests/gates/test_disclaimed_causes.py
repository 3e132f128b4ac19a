"""FD005: where the evidence says its finding does not establish a cause, a sentence stating the cause blocks; the
association as the evidence states it, hedged, or with the disclaimer kept, passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

COMMUTERS = ("In a cohort of 9,400 commuters, those who cycled to work had 11% fewer sick days; the authors note that "
             "these findings do not establish causality.")
SLEEP = "Teenagers who used phones after midnight slept 40 minutes less, but causation cannot be inferred."
ZH_COFFEE = ("研究发现，每天喝咖啡两杯以上的员工，工作效率评分平均高出8%，但研究人员指出，这只是相关关系，"
             "不能说明喝咖啡直接提高了工作效率。")


@pytest.mark.parametrize(("answer", "source"), [
    ("Cycling to work cuts sick days by 11%, the study of 9,400 commuters shows.", COMMUTERS),
    ("Using phones after midnight causes teenagers to sleep 40 minutes less.", SLEEP),
    ("研究表明，喝咖啡能够直接提高员工的工作效率。", ZH_COFFEE),
])
def test_a_cause_the_evidence_disclaims_blocks(answer: str, source: str) -> None:
    assert "FD005" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("Commuters who cycled to work had 11% fewer sick days.", COMMUTERS),
    ("Cycling to work was linked to 11% fewer sick days among commuters.", COMMUTERS),
    ("Cycling to work may reduce sick days among commuters.", COMMUTERS),
    ("每天喝咖啡两杯以上的员工，工作效率评分平均高出8%。", ZH_COFFEE),
    ("喝咖啡与员工工作效率较高相关，但不能说明喝咖啡直接提高了工作效率。", ZH_COFFEE),
])
def test_the_association_as_the_evidence_states_it_passes(answer: str, source: str) -> None:
    assert "FD005" not in fired(verify(answer, [source]))


def test_a_cause_passes_where_the_evidence_disclaims_none() -> None:
    source = "In a randomised trial, commuters given e-bikes had 11% fewer sick days than the control group."
    assert "FD005" not in fired(verify("Cycling to work cuts sick days by 11%.", [source]))


def test_a_disclaimer_in_a_sentence_beside_the_finding_is_read_with_it() -> None:
    source = ("Researchers followed 52,000 adults for nine years. Those who walked at least 8,000 steps a day had a "
              "21% lower risk of stroke than those who walked fewer than 4,000, after adjusting for age, smoking and "
              "blood pressure. Because of the observational design, the authors caution that the findings do not "
              "establish causality. The study was funded by the national heart foundation.")
    answer = ("The study shows that walking 8,000 steps a day cuts stroke risk, even after adjusting for age, smoking "
              "and blood pressure [1].")
    assert "FD005" in fired(verify(answer, [source]))
