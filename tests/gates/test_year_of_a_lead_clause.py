"""A clause after a semicolon with a figure and no year of its own (当年交易额约8.1亿元) is read against the figures the
evidence gives the one year the part before it names, though it shares most of its words with another year's clause:
a figure of another year blocks (FN001), the year's own passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

SQUID = ("东港水产品批发市场数据显示，2023年市场鱿鱼交易量为3.4万吨，交易额约10.2亿元；2022年交易量为2.9万吨，"
         "交易额约8.1亿元。")

CASES = [
    ("东港水产品批发市场2023年鱿鱼交易量为3.4万吨，比上年增加5000吨；当年交易额约8.1亿元。", SQUID, False),
    ("东港水产品批发市场2023年鱿鱼交易量为3.4万吨，比上年增加5000吨；当年交易额约10.2亿元。", SQUID, True),
    ("东港水产品批发市场2022年鱿鱼交易量为2.9万吨；当年交易额约8.1亿元。", SQUID, True),
    ("东港水产品批发市场2022年鱿鱼交易量为2.9万吨；当年交易额约10.2亿元。", SQUID, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_year_of_a_lead_clause(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FN001" in fired(result)) is not publishable
