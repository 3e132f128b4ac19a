"""A company called by its trade name and 公司 (绿源公司 for 临江绿源蜗牛食品有限公司); a multiple judged against the
change the sentence itself states when the evidence gives its two figures in two sentences (由三万吨增至五万吨，约为现在的
1.7倍); 两倍多 as more than twice."""

from __future__ import annotations

import pytest

from report_workflow import verify

SNAILS = "临江绿源蜗牛食品有限公司是当地最大的白玉蜗牛加工企业，2024年出口冷冻蜗牛肉500吨。"
NOODLES = "东港金穗粉丝有限公司目前年产绿豆粉丝3万吨。公司新建的两条自动化生产线预计2025年6月投产，届时年产能将达到5万吨。"
GATES = "下泄流量由每秒300立方米逐步加大至每秒800立方米。目前水库蓄水量为3.45亿立方米。"
PEAL = "On 4 May a band of eight rang a peal of 5,040 changes of Grandsire Triples in 3 hours 2 minutes."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("绿源公司2024年出口冷冻蜗牛肉五百吨[1]。", SNAILS, True),
    ("绿洲公司2024年出口冷冻蜗牛肉五百吨[1]。", SNAILS, False),
    ("金穗公司年产能将由三万吨增至五万吨，约为现在的1.7倍[1]。", NOODLES, True),
    ("金穗公司年产能将由三万吨增至五万吨，约为现在的2.5倍[1]。", NOODLES, False),
    ("下泄流量从每秒300立方米加大到每秒800立方米，最大流量是起始流量的两倍多[1]。", GATES, True),
    ("下泄流量从每秒300立方米加大到每秒800立方米，最大流量是起始流量的三倍多[1]。", GATES, False),
    ("A band of eight rang 5,040 changes of Grandsire Triples in just over three hours [1].", PEAL, True),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
