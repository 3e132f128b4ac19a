"""A cause the evidence gives for one effect, told as the cause of another effect it gives its own cause for (FE023)."""

from __future__ import annotations

import pytest

from report_workflow.gates.causes import causes_told
from report_workflow.verify import verify
from tests.support import fired

FERRY = ("The 07:30 ferry from Oban to Craignure was cancelled because of a fault with the ramp. In the afternoon, "
         "strong winds led to the closure of the harbour at Tobermory.")
METRO = "由于信号故障，上午地铁2号线延误约30分钟。傍晚，暴雨导致多个站点积水，部分出入口临时关闭。"
GRID = ("7月下旬，全省用电负荷达到1.32亿千瓦，创历史新高。省能源局分析，负荷攀升主要是由于持续高温天气带动空调制冷负荷"
        "快速增长。")
TABLE = [
    # (answer, source, blocked)
    ("Strong winds cancelled the 07:30 ferry from Oban to Craignure.", FERRY, True),
    ("The 07:30 ferry from Oban to Craignure was cancelled because of strong winds.", FERRY, True),
    ("A fault with the ramp cancelled the 07:30 ferry from Oban to Craignure.", FERRY, False),
    ("The 07:30 ferry from Oban to Craignure was cancelled.", FERRY, False),
    ("The 07:30 ferry from Oban to Craignure was cancelled, and strong winds later closed the harbour at Tobermory.",
     FERRY, False),
    ("暴雨使上午地铁2号线延误约30分钟。", METRO, True),
    ("由于信号故障，上午地铁2号线延误约30分钟。", METRO, False),
    ("傍晚暴雨导致多个站点积水。", METRO, False),
    # a cause the evidence never names, after 源于
    ("省能源局认为，负荷攀升主要源于工业生产加快回暖。", GRID, True),
    ("省能源局认为，负荷攀升主要源于持续高温天气带动空调负荷增长。", GRID, False),
]


@pytest.mark.parametrize(("answer", "source", "blocked"), TABLE)
def test_a_cause_moved_to_another_effect_blocks(answer: str, source: str, blocked: bool) -> None:
    result = verify(answer, [source])
    assert ("FE023" in fired(result)) == blocked, result["sentence_results"]


def test_each_evidence_sentence_gives_its_cause_and_effect() -> None:
    assert causes_told(FERRY) == (
        ("a fault with the ramp", "The 07:30 ferry from Oban to Craignure was cancelled"),
        ("strong winds", "the closure of the harbour at Tobermory"),
    )
