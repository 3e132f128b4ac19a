"""FE023 where the evidence relates the effect but no word of the cause the sentence gives appears in the sources."""

from __future__ import annotations

import pytest

from report_workflow.gates import causes
from report_workflow.gates.inputs import Evidence, Passage, Statement
from report_workflow.verify import verify
from tests.support import fired

RETURN_ZH = "航班于08:05起飞，08:16机组报告左发故障，随后决定返航，于08:47安全落地。"
RETURN = ("The flight took off at 08:05. At 08:16 the crew reported a failure of the left engine and decided to return "
          "to Heathrow, landing safely at 08:47.")
RETIRED = "Born in 1984, the striker played 310 league matches for the club and retired in 2019."
FLOODED_ZH = "7月20日，该市遭遇持续强降雨，城区多处道路积水，地铁5号线停运。"
FLOODED = "Heavy rainfall on 20 July left several streets under water, and metro line 5 was suspended."
CALL = ("Agent: I represent BestInsuranceXYZ and we offer home, car, health and life insurance. Client: I'm mostly "
        "interested in health insurance. Agent: Our basic plan starts at $100 a month. Client: Those prices are "
        "reasonable, let's enroll me in the basic plan.")
# The ban and the reason for it stand in passages that share no word: retrieval must find the second.
BAN = ("The European Commission has ordered its 32,000 employees to remove TikTok from their work phones. Employees "
       "have until 15 March to remove TikTok from their phones. TikTok said the Commission's decision to ban the app "
       "from work phones was misguided. Several other employers have told employees to remove TikTok from their work "
       "phones. In a statement, officials said the measure would strengthen cybersecurity.")


@pytest.mark.parametrize(("answer", "source"), [
    ("该航班返航是由于机上乘客突发疾病。", RETURN_ZH),
    ("由于机上乘客突发疾病，该航班决定返航。", RETURN_ZH),
    ("航班因机上乘客突发疾病而返航。", RETURN_ZH),
    ("该航班因机上乘客突发疾病，决定返航。", RETURN_ZH),
    ("The flight returned to Heathrow due to a medical emergency on board.", RETURN),
    ("The striker retired from the club in 2019 because of a knee injury.", RETIRED),
    ("由于台风登陆，地铁5号线停运。", FLOODED_ZH),
    # a long effect, related by the passage telling its last clause
    ("An agent from BestInsuranceXYZ called a potential customer about home, car and life insurance, and the client "
     "is hesitant to enroll in the basic health insurance plan due to their budget.", CALL),
])
def test_a_cause_no_source_names_beside_an_effect_the_evidence_relates_blocks(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert "FE023" in fired(result), result["sentence_results"]
    assert not result["publishable"]


@pytest.mark.parametrize(("answer", "source"), [
    # the cause the evidence states, in another word order or other inflections
    ("由于左发故障，航班返航。", RETURN_ZH),
    ("该航班返航是由于左发故障。", RETURN_ZH),
    ("航班因左发故障而返航。", RETURN_ZH),
    ("该航班因左发故障，决定返航。", RETURN_ZH),
    # a Chinese cause in other words that end in the same head (暴雨 and 大雨 for 强降雨)
    ("地铁5号线由于暴雨而停运。", FLOODED_ZH),
    ("由于大雨，地铁5号线停运。", FLOODED_ZH),
    # "due to be" tells a plan, not a cause
    ("The annual safety report is due to be released next month.",
     "The annual safety report will be published in June."),
    # a cause of one character says too little to be found missing
    ("航班因病而返航。", RETURN_ZH),
    ("Because the left engine failed, the flight returned to Heathrow.", RETURN),
    ("The flight returned to Heathrow due to a failure of the left engine.", RETURN),
    ("Metro line 5 was suspended because of heavy rain.", FLOODED),
    ("由于强降雨，地铁5号线停运。", FLOODED_ZH),
    ("An agent from BestInsuranceXYZ called a potential customer about insurance, and the client enrolled in the basic "
     "health insurance plan because the prices were reasonable.", CALL),
    # a cause word inside a longer word of a passage that shares no other word with the sentence
    ("The European Commission ordered its 32,000 employees to remove TikTok from their work phones due to security "
     "concerns.", BAN),
])
def test_a_cause_the_sources_name_passes(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert result["publishable"], result["sentence_results"]


def test_a_cause_is_unnamed_only_when_no_cited_passage_holds_a_word_of_it() -> None:
    statement = Statement("The flight returned to Heathrow due to a medical emergency on board.")
    effect = Passage("At 08:16 the crew decided to return to Heathrow.")
    assert [finding.rule for finding in causes.check(statement, Evidence([effect]))] == ["FE023"]
    assert causes.check(statement, Evidence([effect, Passage("A doctor on board attended to a passenger.")])) == []


def test_a_cause_without_the_effect_in_the_evidence_is_left_to_the_other_gates() -> None:
    statement = Statement("The flight returned to Heathrow due to a medical emergency on board.")
    assert causes.check(statement, Evidence([Passage("The crew reported a failure of the left engine.")])) == []


def test_a_cause_word_counts_inside_a_longer_word() -> None:
    terms = causes.cause_terms(Statement("The app was banned due to security concerns."))
    assert causes.mentions_cause(Passage("The measure would strengthen cybersecurity."), terms)
    assert not causes.mentions_cause(Passage("The measure would protect user data."), terms)


@pytest.mark.parametrize(("text", "sides"), [
    ("航班因机上乘客突发疾病而返航。", ("机上乘客突发疾病", "航班返航")),
    ("该航班由于天气原因，推迟两小时起飞。", ("天气原因", "该航班推迟两小时起飞")),
    ("因原材料价格上涨，净利润下降。", ("原材料价格上涨", "净利润下降")),
    ("该航班返航是因为左发故障。", ("左发故障", "该航班返航是")),
])
def test_a_chinese_cause_told_after_the_subject_ends_at_er_or_a_comma(text: str, sides: tuple[str, str]) -> None:
    assert causes.cause_and_effect(Statement(text)) == sides


@pytest.mark.parametrize("text", ["事故原因尚未查明。", "净利润因此下降。", "航班因故取消。", "各地因地制宜推进改造。"])
def test_yin_inside_a_word_is_no_cause_word(text: str) -> None:
    assert causes.cause_and_effect(Statement(text)) is None


SALES_ZH = "行业协会数据显示，3月份新能源汽车销量为52.3万辆，环比下降8.6%，同比增长21.4%。"
SALES_AFFECTED_ZH = "行业协会数据显示，受春节假期影响，3月份新能源汽车销量为52.3万辆，环比下降8.6%。"


@pytest.mark.parametrize("answer", [
    "受春节假期影响，3月份新能源汽车销量为52.3万辆，环比下降8.6%[1]。",
    "3月份新能源汽车销量受春节假期的影响而环比下降8.6%[1]。",
])
def test_a_cause_told_with_shou_yingxiang_that_no_source_names_blocks(answer: str) -> None:
    assert "FE023" in fired(verify(answer, {"1": SALES_ZH}))


def test_a_cause_told_with_shou_yingxiang_that_the_source_names_passes() -> None:
    answer = "受春节假期影响，3月份新能源汽车销量为52.3万辆，环比下降8.6%[1]。"
    assert "FE023" not in fired(verify(answer, {"1": SALES_AFFECTED_ZH}))
