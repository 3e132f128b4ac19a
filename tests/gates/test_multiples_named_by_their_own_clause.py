"""A multiple is of the figure each side names in its own clause: "线上渠道销售额…是线下门店的三倍" is 1.86亿元 over
0.62亿元, even where the company the sentence names also opens the passage holding its revenue (2.48亿元), the only
figure of its unit there; a wrong multiple blocks (FE001, or FE009 for a multiple)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

REPORT = ("潮州市佳味食品股份有限公司2023年年度报告摘要：报告期内，公司实现营业收入2.48亿元，同比增长9.7%。其中，线上渠道销售额"
          "1.86亿元，线下门店销售额0.62亿元。")

CASES = [
    ("佳味食品线上渠道销售额为1.86亿元，是线下门店的三倍。", REPORT, True),
    ("佳味食品线上渠道销售额为1.86亿元，是线下门店的四倍。", REPORT, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_multiples_named_by_their_own_clause(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert bool({"FE001", "FE009"} & set(fired(result))) is not publishable
