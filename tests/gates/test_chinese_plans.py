"""A Chinese plan or aim (拟, 计划, 力争, 有望) restated as done is a dropped hedge (FD002), wherever its time stands.

A plan restated in the future tense (将) stays a plan; an expectation (有望) does not become certain with 将.

Each row: the answer, its source, and whether the strength gate must block it (FD002) or let it pass.
"""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

PROPOSED = "公司拟投资5亿元在苏州建设智能制造基地，项目尚需提交股东大会审议。"
PLANNED = "公司计划于2025年在成都新建研发中心。"
AIMED = "新厂房力争年内建成投产。"
EXPECTED = "该项目有望于2025年实现量产。"
MAYBE = "实验室测试表明，该涂层或可降低钢材的腐蚀速率。"

PLANS_STATED_AS_DONE = [
    ("公司投资5亿元在苏州建设了智能制造基地。", PROPOSED),
    ("公司于2025年在成都新建了研发中心。", PLANNED),
    ("新厂房已于年内建成投产。", AIMED),
    ("该项目于2025年实现量产。", EXPECTED),
    ("该项目已在2025年3月实现量产。", "该项目有望在2025年3月实现量产。"),
    ("该涂层降低了钢材的腐蚀速率。", MAYBE),
    # the future tense keeps a plan, not an expectation
    ("该项目将于2025年实现量产。", EXPECTED),
]
PLANS_KEPT = [
    ("公司拟投资5亿元在苏州建设智能制造基地。", PROPOSED),
    ("公司计划于2025年在成都新建研发中心。", PLANNED),
    ("新厂房力争年内建成投产。", AIMED),
    ("该项目有望于2025年实现量产。", EXPECTED),
    ("该涂层或可降低钢材的腐蚀速率。", MAYBE),
    # a plan restated in the future tense
    ("股东大会将于六月对合并方案进行表决。", "股东大会计划于六月对合并方案进行表决。"),
    ("公司将投资5亿元在苏州建设智能制造基地。", PROPOSED),
    # words that only contain a plan word state what was done
    ("团队用有限元方法模拟了桥梁在强风下的响应。", "团队用有限元方法模拟了桥梁在强风下的响应。"),
    ("二期工程已按计划完成全部验收。", "二期工程已按计划完成全部验收。"),
]


def _strength_rules(answer: str, source: str) -> set[str]:
    return fired(verify(answer, [source]), "FD")


@pytest.mark.parametrize(("answer", "source"), PLANS_STATED_AS_DONE)
def test_a_plan_stated_as_done_blocks(answer, source):
    assert _strength_rules(answer, source) == {"FD002"}


@pytest.mark.parametrize(("answer", "source"), PLANS_KEPT)
def test_a_plan_kept_as_a_plan_passes(answer, source):
    assert _strength_rules(answer, source) == set()
