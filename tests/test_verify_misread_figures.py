"""verify() over figures the parser once misread: an honest restatement passes, a changed figure blocks."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify

REVENUE = ("Total revenue for fiscal 2023 was $4.82 billion, compared with $4.31 billion in fiscal 2022. "
           "Diluted EPS was $2.14.")
TRAIN = "G1234次列车07:05由北京南站始发，11:35到达上海虹桥站，中途停靠济南西、南京南。"
GUIDELINE = "推荐意见：成人高血压患者，一般血压控制目标为<140/90 mmHg；能耐受者可进一步降至<130/80 mmHg。"
FIRST_LINE_TARGET = "推荐意见：成人高血压患者，一般血压控制目标为<140/90 mmHg。"
LABEL = "【用法用量】口服。成人一次0.5克，一日3次；儿童用量请遵医嘱。"
ORCHARD = "经测量，该合作社在河滩地上开垦果园23.4亩，工期一年三个月。"


def blocking_rules(answer: str, source: str) -> set[str]:
    result = verify(answer, {"1": source})
    return {finding["rule"] for sentence in result["sentence_results"] for finding in sentence["findings"]
            if finding["severity"] == "block"}


@pytest.mark.parametrize(("answer", "source"), [
    ("Revenue rose by $510 million year over year, reaching $4.82 billion in fiscal 2023 [1].", REVENUE),
    ("该车次早上7点05分从北京南站发车，历时4个半小时抵达上海虹桥站[1]。", TRAIN),
    ("指南建议，成人高血压患者一般应将血压控制在140/90 mmHg以下，能耐受者可进一步降至130/80 mmHg以下[1]。", GUIDELINE),
    ("成人每次口服500毫克，每天三次[1]。", LABEL),
    ("成人一天服药3次，每次0.5克[1]。", LABEL),
    ("该合作社开垦的果园有二十三亩多，工期一年三个月[1]。", ORCHARD),
    ("果园开垦历时一年零三个月，面积23亩余[1]。", ORCHARD),
])
def test_an_honest_restatement_passes(answer, source):
    assert blocking_rules(answer, source) == set()


@pytest.mark.parametrize(("answer", "source"), [
    ("Revenue rose by $610 million year over year, reaching $4.82 billion in fiscal 2023 [1].", REVENUE),
    ("该车次早上7点05分从北京南站发车，历时5个半小时抵达上海虹桥站[1]。", TRAIN),
    ("指南建议，成人高血压患者的血压为150/90 mmHg[1]。", FIRST_LINE_TARGET),
    ("指南建议，成人高血压患者一般应将血压控制在130/80 mmHg以下[1]。", FIRST_LINE_TARGET),
    ("该药成人每次服用1克[1]。", LABEL),
    ("该合作社开垦的果园有二十四亩多[1]。", ORCHARD),
    ("果园开垦工期一年半[1]。", ORCHARD),
])
def test_a_changed_figure_blocks(answer, source):
    assert blocking_rules(answer, source) & {"FE001", "FE003", "FE004"}


@pytest.mark.parametrize(("answer", "publishable"), [
    ("抽检的猪血清中，抗体合格率为91.3%，比国家标准高出二十一个多百分点[1]。", True),
    ("抽检的猪血清中，抗体合格率为91.3%，比国家标准高出二十二个多百分点[1]。", False),
])
def test_a_little_over_so_many_points_is_read_as_a_bound(answer: str, publishable: bool) -> None:
    source = "站里抽检猪血清样品400份，口蹄疫免疫抗体合格率为91.3%，高于国家规定70%的标准。"
    assert (blocking_rules(answer, source) == set()) is publishable
