"""A stage told as reached where the evidence tells it as applied for, pending, planned or part done (FE028)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

SOLAR = ("The district council has applied for permission to build a 40 MW solar farm at Hollow Lane. A decision is "
         "expected in June.")
STADIUM = "The new stadium at Riverside is about 65% complete and is due to open in August 2026."
LICENCE = "Northwind Air has been granted an operating licence for flights to Reykjavik."
METRO = "截至5月底，地铁5号线隧道掘进已完成约70%，车站主体结构已全部完工。"
HOSPITAL = "市第三人民医院新院区已提交规划申请，目前正在等待审批。"
TABLE = [
    # (answer, source, blocked)
    ("The district council has received permission to build a 40 MW solar farm at Hollow Lane.", SOLAR, True),
    ("Permission to build a 40 MW solar farm at Hollow Lane has been granted to the district council.", SOLAR, True),
    ("The district council has applied for permission to build a 40 MW solar farm at Hollow Lane.", SOLAR, False),
    ("The new stadium at Riverside has been completed.", STADIUM, True),
    ("The new stadium at Riverside is about 65% complete.", STADIUM, False),
    ("The new stadium at Riverside is expected to be completed before it opens in August 2026.", STADIUM, False),
    ("Northwind Air has received an operating licence for flights to Reykjavik.", LICENCE, False),
    ("地铁5号线隧道掘进已基本完成，车站主体结构已全部完工。", METRO, True),
    ("地铁5号线隧道掘进已完成约70%，车站主体结构已全部完工。", METRO, False),
    ("市第三人民医院新院区规划已获批。", HOSPITAL, True),
    ("市第三人民医院新院区已提交规划申请。", HOSPITAL, False),
]


@pytest.mark.parametrize(("answer", "source", "blocked"), TABLE)
def test_a_stage_the_evidence_has_not_reached_blocks(answer: str, source: str, blocked: bool) -> None:
    result = verify(answer, [source])
    assert ("FE028" in fired(result)) == blocked, result["sentence_results"]


@pytest.mark.parametrize("source", [
    "The trust has applied to NHS England for approval to open a 60-bed surgical hub at St Mary's.",
    "The 60-bed surgical hub at St Mary's is expected to be approved by NHS England in the autumn.",
])
def test_a_stage_still_to_come_is_not_a_stage_reached(source: str) -> None:
    result = verify("NHS England has approved the 60-bed surgical hub at St Mary's.", [source])
    assert "FE028" in fired(result), result["sentence_results"]
