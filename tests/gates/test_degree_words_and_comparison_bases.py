"""A word of degree before a movement (比上周略有回升, 有所下降) aligns the clause as if it were absent; a change given
against another comparison basis than the evidence's (同比 for 环比, "year on year" for "on the previous month")."""

from __future__ import annotations

import pytest

from report_workflow import verify

FROGS = "本周，华南地区牛蛙塘头收购价为每斤8.2元左右，较上周小幅回落。"
ORDERS = "三季度全市家具出口订单金额为4.6亿元，较二季度明显下降。"
DELI = "卤香坊连锁10月经营简报：10月，公司卤味门店销售额为3260万元，环比增长12%，主要受国庆假期客流带动。"
RENTS = "一季度写字楼平均租金为每月每平方米98元，同比下降3.5%。"
TOOLS = "Earnings per share were $3.50, up 40.6% from last year's $2.49."
SHOP = "October sales reached £3.2m, up 12% on the previous month."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("收购价为每斤8.2元，比上周略有回升[1]。", FROGS, False),
    ("收购价为每斤8.2元，比上周有所回升[1]。", FROGS, False),
    ("收购价为每斤8.2元，比上周略有回落[1]。", FROGS, True),
    ("三季度家具出口订单金额为4.6亿元，比二季度有所增加[1]。", ORDERS, False),
    ("三季度家具出口订单金额为4.6亿元，比二季度有所减少[1]。", ORDERS, True),
    ("10月门店销售额为3260万元，同比增长12%[1]。", DELI, False),
    ("10月门店销售额为3260万元，环比增长12%[1]。", DELI, True),
    ("10月门店销售额为3260万元，比上月增长12%[1]。", DELI, True),
    ("一季度写字楼平均租金环比下降3.5%[1]。", RENTS, False),
    ("一季度写字楼平均租金较上年同期下降3.5%[1]。", RENTS, True),
    ("Earnings per share rose 40.6% from the previous quarter to $3.50 [1].", TOOLS, False),
    ("Earnings per share rose 40.6% year on year to $3.50 [1].", TOOLS, True),
    ("Sales were £3.2m in October, up 12% year on year [1].", SHOP, False),
    ("Sales were £3.2m in October, up 12% month on month [1].", SHOP, True),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes


def test_a_changed_basis_names_both_bases() -> None:
    finding = next(finding for sentence in verify("10月门店销售额为3260万元，同比增长12%[1]。", [DELI])["sentence_results"]
                   for finding in sentence["findings"] if finding["rule"] == "FN014")
    assert "the year before" in finding["reason"] and "the period before" in finding["reason"]
    assert "环比增长12%" in finding["reason"]
