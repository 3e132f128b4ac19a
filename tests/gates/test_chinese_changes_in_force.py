"""A change told as in force (已将…上调至, 已实施) where the evidence only proposes it (拟将) blocks (FE028); a clause
naming its topic with 对 alone (对原告主张的精神损害抚慰金，…，不予支持) carries the verdict after it (FP001), while
对 telling where exports go (对欧盟出口小幅回落) names no topic."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import assert_publishable, fired

PROPOSED = ["江北自来水有限公司公告：我公司拟将居民生活用水第一阶梯价格由每立方米2.85元调整为3.20元。"]
DONE = ["江北自来水有限公司公告：我公司已将居民生活用水第一阶梯价格由每立方米2.85元调整为3.20元。"]
RULING = ["对原告主张的精神损害抚慰金，因缺乏法律依据，不予支持。"]
EXPORTS = ["省商务厅分析称，对沿线国家出口增长较快，是拉动出口增长的主要因素；对欧盟出口则小幅回落。"]


@pytest.mark.parametrize("answer", [
    "江北自来水公司已将居民生活用水第一阶梯价格由每立方米2.85元上调至3.20元[1]。",
    "江北自来水公司已上调居民生活用水第一阶梯价格，由每立方米2.85元调整为3.20元[1]。",
])
def test_a_change_told_as_in_force_over_a_proposal_blocks(answer):
    assert "FE028" in fired(verify(answer, PROPOSED))


@pytest.mark.parametrize(("answer", "sources"), [
    ("江北自来水公司已将居民生活用水第一阶梯价格由每立方米2.85元上调至3.20元[1]。", DONE),
    ("江北自来水公司拟将居民生活用水第一阶梯价格由每立方米2.85元上调至3.20元[1]。", PROPOSED),
    ("对欧盟出口则略有下降[1]。", EXPORTS),
])
def test_the_stage_the_evidence_gives_passes(answer, sources):
    assert_publishable(answer, sources)


def test_a_verdict_after_a_topic_with_dui_is_read():
    assert "FP001" in fired(verify("陈某的精神损害抚慰金请求得到了法院支持[1]。", RULING))
    assert_publishable("法院对陈某的精神损害抚慰金请求不予支持[1]。", RULING)
