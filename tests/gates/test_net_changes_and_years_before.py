"""A net change (净增, "a net gain of") is the gap between two figures going both ways; a level the sentence dates to
the year before the passage's year is worked out from the change the passage gives on the year before (2023年…6起，比
上年减少5起 puts 2022 at 11)."""

from __future__ import annotations

import pytest

from report_workflow import verify

SHOPS = "三季度经营简报：新开门店11家、关闭4家；线上订单量38.6万单，同比增长12%。"
STORES = "In the third quarter the chain opened 11 stores and closed 4."
FIRES = "2023年，全市共发生森林火灾6起，比上年减少5起，未造成人员伤亡。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("三季度该连锁书店新开门店十一家、关闭四家，净增七家。", SHOPS, True),
    ("三季度该连锁书店新开门店十一家、关闭四家，净增九家。", SHOPS, False),
    ("The chain opened 11 stores and closed 4 in the quarter, a net gain of 7 stores.", STORES, True),
    ("The chain opened 11 stores and closed 4 in the quarter, a net gain of 5 stores.", STORES, False),
    ("2023年全市森林火灾为6起，2022年为11起。", FIRES, True),
    ("2023年全市森林火灾为6起，2022年为1起。", FIRES, False),
    ("2023年全市森林火灾为6起，2021年为11起。", FIRES, False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
