"""The size of a fall compared with another's takes the comparison's side (降幅比对照组多6.9个百分点 over falls of 8.1%
and 1.2%); an amount less another the evidence takes off it ("£38,500 …, less a £1,000 excess") is what is left."""

from __future__ import annotations

import pytest

from report_workflow import verify

TRIAL = "结果：干预组低密度脂蛋白胆固醇平均下降8.1%，对照组下降1.2%，差异有统计学意义。"
WINDOW = "The cost of £38,500 is being met by the insurer, less a £1,000 excess."
FEES = "The estate sold for €2.4 million, minus agent's fees of €60,000."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("干预组低密度脂蛋白胆固醇平均降了8.1%，降幅比对照组多6.9个百分点[1]。", TRIAL, True),
    ("干预组低密度脂蛋白胆固醇平均降了8.1%，降幅比对照组少6.9个百分点[1]。", TRIAL, False),
    ("干预组低密度脂蛋白胆固醇平均降了8.1%，降幅比对照组多7.9个百分点[1]。", TRIAL, False),
    ("The insurer pays the £38,500 bill apart from a £1,000 excess, a contribution of £37,500 [1].", WINDOW, True),
    ("The insurer pays the £38,500 bill apart from a £1,000 excess, a contribution of £36,500 [1].", WINDOW, False),
    ("After the agent's fees, the seller kept €2.34 million [1].", FEES, True),
    ("After the agent's fees, the seller kept €2.24 million [1].", FEES, False),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
