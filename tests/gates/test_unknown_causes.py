"""FE023 where the evidence says a cause is not known: a sentence giving one the evidence does not state blocks."""

from __future__ import annotations

import pytest

from report_workflow.gates import causes
from report_workflow.gates.inputs import Evidence, Passage, Statement
from report_workflow.verify import verify
from tests.support import fired

DEPRESSURISATION = ("While cruising at FL350 the cabin depressurised and the crew initiated an emergency descent; the "
                    "cause is still under investigation.")
DEPRESSURISATION_ZH = "巡航高度FL350时客舱失压，机组实施紧急下降，失压原因仍在调查中。"
FIRE = "A fire broke out in the warehouse on Friday night. The cause of the fire was not immediately known."
FIRE_ZH = "周五晚，该仓库发生火灾，起火原因尚未查明。"
STATED_FIRE = ("A fire broke out in the warehouse on Friday night. Investigators said the fire was caused by faulty "
               "wiring, though the cause of the blaze in the office next door is still under investigation.")
STATED_FIRE_ZH = "周五晚，该仓库发生火灾，经调查系电线短路引起；隔壁办公楼的起火原因仍在调查中。"
GAS_LEAK_ZH = "3月8日清晨，滨江大道地下燃气管线泄漏起火，造成沿线约500户居民停气。事故原因正在调查中。"


@pytest.mark.parametrize(("answer", "source"), [
    ("The cabin depressurised because of a bird strike while cruising at FL350.", DEPRESSURISATION),
    ("A bird strike caused the cabin to depressurise at FL350.", DEPRESSURISATION),
    ("由于鸟击，客舱在巡航时失压。", DEPRESSURISATION_ZH),
    ("The warehouse fire on Friday night was caused by an electrical fault.", FIRE),
    ("由于电线短路，该仓库周五晚发生火灾。", FIRE_ZH),
    # the thing whose cause is open is given a cause
    ("由于施工挖断管线，当天发生燃气泄漏事故。", GAS_LEAK_ZH),
    # a cause told inside the clause before the event (因…发生, 因…出现), and a consequence in the next clause
    ("3月8日清晨，滨江大道地下燃气管线因老化发生泄漏，造成沿线约500户居民停气。", GAS_LEAK_ZH),
    ("3月8日清晨，滨江大道地下燃气管线因施工挖断出现泄漏起火。", GAS_LEAK_ZH),
    # a cause still to be established or still to be found by tests
    ("The fire was caused by faulty wiring in the kitchen.",
     "A fire broke out in the kitchen of the Red Lion on Tuesday night. The cause is yet to be established."),
    ("百岁坊石构件因连续暴雨冲刷出现一条长约40厘米的裂缝。",
     "连续暴雨过后，巡查发现百岁坊石构件出现一条长约40厘米的裂缝。裂缝成因尚需进一步检测确定。"),
    # a company that gave no reason leaves the cause open
    ("Umbrella sales at Harlow Retail fell 9% in the quarter because of the dry spring.",
     "Harlow Retail said umbrella sales fell 9% in the quarter. The company did not comment on the reasons."),
])
def test_a_cause_given_where_the_evidence_says_it_is_not_known_blocks(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert "FE023" in fired(result), result["sentence_results"]
    assert not result["publishable"]


@pytest.mark.parametrize(("answer", "source"), [
    ("The cabin depressurised while cruising at FL350, and the cause is still under investigation.",
     DEPRESSURISATION),
    ("巡航时客舱失压，原因仍在调查中。", DEPRESSURISATION_ZH),
    ("A fire broke out in the warehouse on Friday night; its cause was not immediately known.", FIRE),
    # the cause the sentence gives is the one the evidence states
    ("The warehouse fire on Friday night was caused by faulty wiring, investigators said.", STATED_FIRE),
    ("由于电线短路，该仓库周五晚发生火灾。", STATED_FIRE_ZH),
])
def test_a_cause_left_open_or_stated_by_the_evidence_passes(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert result["publishable"], result["sentence_results"]


def test_a_time_set_with_due_to_is_no_cause() -> None:
    source = "The council will build 12 km of cycle lanes. Construction is scheduled to start in June."
    result = verify("The council will build 12 km of cycle lanes, with building due to begin in June.", [source])
    assert "FE023" not in fired(result), result["sentence_results"]


def test_what_an_event_whose_cause_is_open_brought_about_passes() -> None:
    result = verify("当天的爆燃事故导致沿线约五百户居民停气[1]。", [GAS_LEAK_ZH])
    assert result["publishable"], result["sentence_results"]


@pytest.mark.parametrize(("text", "of"), [
    ("事故原因正在调查中，初步判断可能与管道老化有关。", "事故"),
    ("The cause of the pressurisation loss is still under investigation.", " of the pressurisation loss "),
    ("原因不明。", ""),
    ("No cause is given.", ""),
])
def test_what_a_cause_left_open_is_the_cause_of(text: str, of: str) -> None:
    assert causes.open_cause_of(text) == of


def test_a_cited_passage_saying_the_cause_is_not_known_counts_wherever_it_stands() -> None:
    evidence = Evidence([
        Passage("While cruising at FL350 the crew received a CABIN ALT warning and initiated an emergency descent."),
        Passage("The cause of the pressurisation loss is still under investigation."),
    ])
    statement = Statement("The cabin depressurised because of a bird strike while cruising at FL350.")
    assert [finding.rule for finding in causes.check(statement, evidence)] == ["FE023"]


def test_a_passive_cause_is_read_after_caused_by() -> None:
    statement = Statement("The warehouse fire was caused by an electrical fault.")
    assert causes.cause_and_effect(statement) == ("an electrical fault", "The warehouse fire was")
