"""Two worked figures: an amount for a part of a whole, a share the evidence gives that part times the whole
(线上渠道贡献了约4.8亿元收入 over 营业收入7.8亿元 and 线上渠道收入占比62%), never of a length of time; and how much
longer one span of times of day is than another (凌晨3:30至上午8:15 over the former 4:00至8:00: 45 minutes)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

ANNUAL = "公司酸辣粉产品线实现营业收入7.8亿元，同比增长20%。线上渠道收入占该产品线收入的比重为62%。"
BAKERY = "The bakery's revenue reached £7.8 million in 2024. Online orders made up 62% of revenue."
MARKET = "自6月1日起，田螺交易时段调整为每日凌晨3:30至上午8:15，原交易时段为凌晨4:00至上午8:00。"
HOURS = "From 1 June the market opens from 3:30 to 8:15 each morning; it used to open from 4:00 to 8:00."

CASES = [
    ("线上渠道贡献了约4.8亿元收入。", ANNUAL, None),
    ("线上渠道贡献了约5.8亿元收入。", ANNUAL, "FE001"),
    ("Online orders brought in about £4.8 million.", BAKERY, None),
    ("Online orders brought in about £5.8 million.", BAKERY, "FE001"),
    ("田螺交易时间改为凌晨三点半至早上八点一刻，比原来多出45分钟。", MARKET, None),
    ("田螺交易时间改为凌晨3:30至上午8:15，比原来长30分钟。", MARKET, "FE001"),
    ("From 1 June the market opens from 3:30 to 8:15, 45 minutes longer than before.", HOURS, None),
    ("From 1 June the market opens from 3:30 to 8:15, 30 minutes longer than before.", HOURS, "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_worked_figure(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
