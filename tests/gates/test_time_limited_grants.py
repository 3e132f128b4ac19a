"""A grant the evidence limits to a span of dates (3月1日至3月31日期间, 活动期间, "only between 1 and 31 March") is not
granted without it (FE037); a sentence keeping a date or the month of the span keeps the limit."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import assert_publishable, fired

AMNESTY_ZH = ["2024年3月1日至3月31日期间，读者归还逾期图书可免除全部滞纳金。"]
CAMPAIGN_ZH = ["活动期间，市民凭交通卡乘坐地铁可享受八折优惠。"]
AMNESTY_EN = ["Readers returning overdue books pay no fines, but only between 1 and 31 March."]


@pytest.mark.parametrize(("answer", "sources"), [
    ("读者归还逾期图书可免除全部滞纳金[1]。", AMNESTY_ZH),
    ("市民凭交通卡乘坐地铁可享受八折优惠[1]。", CAMPAIGN_ZH),
    ("Readers returning overdue books pay no fines [1].", AMNESTY_EN),
])
def test_a_grant_without_its_span_of_dates_blocks(answer, sources):
    assert "FE037" in fired(verify(answer, sources))


@pytest.mark.parametrize(("answer", "sources"), [
    ("3月1日至31日期间，读者归还逾期图书可免除全部滞纳金[1]。", AMNESTY_ZH),
    ("3月份读者归还逾期图书可免除全部滞纳金[1]。", AMNESTY_ZH),
    ("活动期间，市民凭交通卡乘坐地铁可享受八折优惠[1]。", CAMPAIGN_ZH),
    ("In March, readers returning overdue books pay no fines [1].", AMNESTY_EN),
])
def test_a_grant_keeping_its_span_passes(answer, sources):
    assert_publishable(answer, sources)
