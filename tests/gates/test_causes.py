"""A cause the sentence adds between two facts the evidence states apart (FE023)."""

from __future__ import annotations

import pytest

from report_workflow.gates.causes import cause_and_effect
from report_workflow.gates.inputs import Statement
from report_workflow.verify import verify
from tests.support import fired

PROFIT = "该公司2023年净利润同比下降22%。另据行业协会数据，2023年主要原材料价格平均上涨15%。"
LINKED_PROFIT = "受原材料价格平均上涨15%影响，该公司2023年净利润同比下降22%。"
MUSEUM = "Admission to the city museum became free in April 2024. Visitor numbers at the city museum rose 12% in 2024."
LINKED_MUSEUM = ("Admission to the city museum became free in April 2024, and visitor numbers rose 12% in 2024 as a "
                 "result.")
WATERWHEELS = ("截至2024年底，桃源乡仍在使用的传统筒车为11架，2015年时为26架。桃源乡近年来推进高标准农田建设，新建电力"
               "提灌站5座。")
LINKED_WATERWHEELS = "桃源乡新建电力提灌站5座，使仍在使用的传统筒车由2015年的26架减少到2024年底的11架。"
TABLE = [
    # (answer, source, blocked)
    ("由于原材料价格上涨15%，该公司2023年净利润下降了22%。", PROFIT, True),
    ("原材料价格上涨15%，导致该公司2023年净利润下降了22%。", PROFIT, True),
    ("该公司2023年净利润下降了22%，同年原材料价格上涨15%。", PROFIT, False),
    ("由于原材料价格上涨15%，该公司2023年净利润下降了22%。", LINKED_PROFIT, False),
    ("Visitor numbers at the city museum rose 12% in 2024 because admission became free.", MUSEUM, True),
    ("Free admission led to a 12% rise in visitor numbers at the city museum in 2024.", MUSEUM, True),
    ("Visitor numbers at the city museum rose 12% in 2024 because admission became free.", LINKED_MUSEUM, False),
    ("Visitor numbers at the city museum rose 12% in 2024, and admission became free in April.", MUSEUM, False),
    # 使 of 使用 is a use, no wording of cause
    ("由于新建了五座电力提灌站，桃源乡仍在使用的传统筒车从26架减少到11架。", WATERWHEELS, True),
    ("由于新建了五座电力提灌站，桃源乡仍在使用的传统筒车从26架减少到11架。", LINKED_WATERWHEELS, False),
]


@pytest.mark.parametrize(("answer", "source", "blocked"), TABLE)
def test_a_cause_between_facts_stated_apart_blocks(answer: str, source: str, blocked: bool) -> None:
    result = verify(answer, [source])
    assert ("FE023" in fired(result)) == blocked, result["sentence_results"]


@pytest.mark.parametrize(("text", "sides"), [
    ("Profit fell 22% because raw material prices rose 15%.", ("raw material prices rose 15%", "Profit fell 22%")),
    ("Because raw material prices rose 15%, profit fell 22%.", ("raw material prices rose 15%", "profit fell 22%")),
    ("Higher steel prices drove the fall in profit.", ("Higher steel prices", "the fall in profit")),
    ("由于原材料价格上涨，净利润下降。", ("原材料价格上涨", "净利润下降")),
    ("持续高温导致用电负荷创历史新高。", ("持续高温", "用电负荷创历史新高")),
    ("故障是过往船舶抛锚所致。", ("过往船舶抛锚", "故障")),
    ("事故由电线老化引起。", ("电线老化", "事故")),
])
def test_the_cause_and_the_effect_are_read(text: str, sides: tuple[str, str]) -> None:
    assert cause_and_effect(Statement(text)) == sides


SURGERY = ("住院患者术前平均等待时间为3.2天，较上年缩短0.9天；日间手术占择期手术比例提高到28%。同年，医院新增手术室四间，"
           "并引进麻醉医师十二名。")
UNIT = "Waiting times fell sharply this year. The trust opened a new same-day emergency care unit in February."


@pytest.mark.parametrize(("answer", "source", "blocked"), [
    ("得益于新增四间手术室，住院患者术前平均等待时间缩短了0.9天[1]。", SURGERY, True),
    ("住院患者术前平均等待时间缩短了0.9天，同年医院新增了四间手术室[1]。", SURGERY, False),
    ("Thanks to a new same-day emergency care unit, waiting times fell sharply this year [1].", UNIT, True),
    ("On the back of a new same-day emergency care unit, waiting times fell sharply this year [1].", UNIT, True),
    ("Waiting times fell sharply this year, and the trust opened a same-day emergency care unit in February [1].",
     UNIT, False),
])
def test_thanks_to_gives_a_cause(answer: str, source: str, blocked: bool) -> None:
    assert ("FE023" in fired(verify(answer, [source]))) == blocked


OUTAGE = ("Nordlink Mobile statement: A fault in our core network disrupted voice and data services for around "
          "120,000 customers on Tuesday 12 March.")
FERRIES = ["A yellow wind warning is in force for the Skerrow Sound coast on Tuesday.",
           "Pellin Ferries cancelled its 13:10 and 17:30 sailings to Skerrow Island on Tuesday. The company did not "
           "say why the sailings had been withdrawn."]


def test_a_verb_of_cause_in_the_evidence_links_the_two() -> None:
    answer = ("About 120,000 Nordlink customers lost voice and data services on 12 March because of a core-network "
              "fault [1].")
    assert verify(answer, [OUTAGE])["publishable"]


def test_a_cause_the_source_does_not_say_blocks() -> None:
    answer = "Pellin Ferries cancelled Tuesday's 13:10 and 17:30 sailings because of the wind warning [1][2]."
    assert "FE023" in fired(verify(answer, FERRIES))


CABLE = "经水下机器人探查，海缆外护层有明显破损。故障原因仍在调查中，不排除船舶锚损的可能。"


@pytest.mark.parametrize(("answer", "blocked"), [
    ("故障是过往船舶抛锚所致。", True),
    ("故障由船舶抛锚造成。", True),
    ("海缆外护层有明显破损，故障原因仍在调查中。", False),
])
def test_a_chinese_cause_told_before_its_word_of_causing_is_a_cause(answer: str, blocked: bool) -> None:
    assert ("FE023" in fired(verify(answer, [CABLE]))) is blocked
