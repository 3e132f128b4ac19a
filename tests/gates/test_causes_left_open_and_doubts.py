"""A cause told with "attributed to" or after 因 is the writer's where the evidence gives no reason or says it is
still analysed (原因还在分析); a doubt of whether something is so (是否…尚不能确定, "not yet clear whether") cannot be
told as fact, while 有待…确认 keeps it."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

NO_REASON = ("Footfall at the arcade fell 9% to 1.3 million in 2024. The landlord closed the car park in March. "
             "It did not give a reason for the lower visitor numbers.")
BLAMED = "Footfall at the arcade fell 9% to 1.3 million in 2024. The landlord blamed the closure of the car park."
ANALYSED = "东湖茶场今年春茶产量为420吨，同比下降9%。茶场负责人说，减产原因还在分析。今年三月当地出现倒春寒。"
WHETHER = "专家认为，白鹭湖中华秋沙鸭越冬种群是否扩大尚不能确定。"
CAUSALITY = "研究提示，规律步行可能与较低的跌倒风险相关，但观察性研究尚不能确定因果关系。"
UNCLEAR = "Because the survey method changed, it is not yet clear whether the otter population is recovering."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Footfall fell 9% in 2024, a drop the landlord attributed to the closure of the car park.", NO_REASON, False),
    ("Footfall fell 9% in 2024, which the landlord put down to the closure of the car park.", BLAMED, True),
    ("东湖茶场春茶因三月倒春寒同比减产9%。", ANALYSED, False),
    ("东湖茶场今年春茶产量420吨，同比减产9%，原因还在分析。", ANALYSED, True),
])
def test_a_cause_the_evidence_leaves_open(answer: str, source: str, passes: bool) -> None:
    assert verdict_of(answer, source)[0] is passes


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("白鹭湖中华秋沙鸭越冬种群正在扩大。", WHETHER, False),
    ("白鹭湖中华秋沙鸭越冬种群是否扩大尚无法确定。", WHETHER, True),
    ("规律步行或许与较低跌倒风险有关，但因果关系有待随机对照试验确认。", CAUSALITY, True),
    ("The otter population is recovering.", UNCLEAR, False),
    ("It is unclear whether the otter population is recovering.", UNCLEAR, True),
])
def test_a_doubt_of_whether(answer: str, source: str, passes: bool) -> None:
    assert verdict_of(answer, source)[0] is passes
