"""A movement word in a clause joined by ，并 does not move the figures of the clause before it; a year of the
evidence named as a whole (2024年全年, "the full year") is the year a sentence gives as 一年; 本月15日 is a date of the
month of the dateline before it."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities

EGGS = "省卫健委发布征求意见稿，拟将皮蛋中铅限量由现行的0.5毫克/千克调整为0.2毫克/千克，并新增对锌、铜残留的检测要求。"
SHOPS = "2024年全年新开门店128家，关闭门店33家。截至2024年12月31日，门店总数为515家。"
BUNS = "（本报2024年3月10日讯）东关街老刘馒头铺宣布自本月15日起调整价格：白面馒头由每个1.5元调至2元。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("拟把皮蛋铅限量从每千克500微克收紧至200微克，并增加锌、铜残留检测要求[1]。", EGGS, True),
    ("拟把皮蛋铅限量从每千克500微克提高至200微克[1]。", EGGS, False),
    ("一年里新开128家、关掉33家门店[1]。", SHOPS, True),
    ("两年里新开128家、关掉33家门店[1]。", SHOPS, False),
    ("老刘馒头铺自2024年3月15日起，白面馒头每个涨至两元[1]。", BUNS, True),
    ("老刘馒头铺自2024年3月16日起，白面馒头每个涨至两元[1]。", BUNS, False),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes


def test_a_day_of_this_month_takes_the_dateline_s_month() -> None:
    dates = [item for item in find_quantities(BUNS) if item.kind == "date"]
    assert [(item.surface, item.value) for item in dates] == [("2024年3月10日", 20240310), ("本月15日", 20240315)]


def test_a_day_of_this_month_without_a_date_before_stays_a_figure() -> None:
    assert all(item.kind != "date" for item in find_quantities("自本月15日起调整价格"))
