"""A clause worded as certain (报告确认) is read against the hedges of every evidence passage sharing enough of its
words, not only the one it aligns with: 报告确认狗獾参与了当地牛结核的传播 blocks over 狗獾可能在病原传播中起到一定作用,
though the survey's sentence naming 牛结核 is its closest; a hedged restatement, and a certainty about what no passage
hedges, pass. 待确认, 确认收货 and a
confirmation still to come (有待随机对照试验确认) are no certainty."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("报告确认狗獾参与了当地牛结核的传播[1]。",
     "西川县畜牧兽医站2024年监测报告摘要：在三个发生过牛结核疫情的村庄周边，共捕获狗獾二十一只，其中四只检出牛分枝杆菌阳性。报告指出，狗獾可能在病原传播中起到一定作用，但目前没有证据表明其为主要传染源。",
     "FD001"),
    ("报告认为狗獾可能参与了当地牛结核的传播[1]。",
     "西川县畜牧兽医站2024年监测报告摘要：在三个发生过牛结核疫情的村庄周边，共捕获狗獾二十一只，其中四只检出牛分枝杆菌阳性。报告指出，狗獾可能在病原传播中起到一定作用，但目前没有证据表明其为主要传染源。",
     None),
    ("报告确认捕获的狗獾中有四只检出阳性[1]。",
     "西川县畜牧兽医站2024年监测报告摘要：在三个发生过牛结核疫情的村庄周边，共捕获狗獾二十一只，其中四只检出牛分枝杆菌阳性。报告指出，狗獾可能在病原传播中起到一定作用，但目前没有证据表明其为主要传染源。",
     None),
    ("该批次样品的检测结果待确认，可能于下周公布[1]。",
     "该批次样品的检测结果尚待确认，预计可能于下周公布。",
     None),
    ("研究者认为规律步行或许与较低跌倒风险有关，但因果关系有待随机对照试验确认[1]。",
     "研究提示，规律步行可能与较低的跌倒风险相关，但尚不能确定因果关系，需开展随机对照试验进一步验证。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
