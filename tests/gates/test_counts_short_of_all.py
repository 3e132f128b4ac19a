"""A sentence saying all or each of a group (全部门店, "each of the 11 libraries") blocks where the evidence counts
only some of it: "four of them" after a larger count, 三家门店 of the same measure word and noun; not where the
evidence counts all of it (全部12个站点) or the sentence counts the group itself, also in the clause before a 均 that
sums it up (二十七尊彩塑中的三分之一，均位于大殿内)."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

LIBRARIES = ("The Fenwick Library Trust runs 11 libraries. From April, four of them, at Alder Street, Brookside, "
             "Calder and Dunmore, will open on Sunday afternoons.")
STORES = "鲜果坊本周起在滨江区的三家门店试销冻干草莓，将视销售情况决定是否推广。鲜果坊目前共有门店15家。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("From April, each of the trust's 11 libraries will open on Sunday afternoons.", LIBRARIES, False),
    ("From April, all of the trust's libraries will open on Sunday afternoons.", LIBRARIES, False),
    ("From April, four of the trust's 11 libraries will open on Sunday afternoons.", LIBRARIES, True),
    ("鲜果坊已在全部门店试销冻干草莓。", STORES, False),
    ("鲜果坊已在滨江区三家门店试销冻干草莓。", STORES, True),
    ("所有站点均已完工。", "全部12个站点均已完工。", True),
    ("两条客运航线全部停航。", "受台风影响，两条客运航线自今日18时起停航。", True),
    ("本期修复工程涉及现存二十七尊明代彩塑中的三分之一，均位于大殿内。", "云泉寺现存明代彩塑27尊，本期修复工程涉及大殿内9尊。", True),
    ("本期修复工程涉及现存的明代彩塑，均位于大殿内。", "云泉寺现存明代彩塑27尊，本期修复工程涉及大殿内9尊。", False),
])
def test_all_of_a_group_against_a_count_of_some(answer: str, source: str, passes: bool) -> None:
    assert verdict_of(answer, source)[0] is passes


RINK = ("The rink reopens with its 18 skating lanes. The refit includes new LED floodlights over all lanes, which we "
        "estimate will reduce our power bills by roughly a third.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("The rink reopens with 18 lanes, every one of them lit by LED floodlights that cut bills by about a third.", True),
    ("The rink reopens with 18 lanes, each of them lit by LED floodlights that cut bills by about a third.", True),
])
def test_every_one_of_restates_all(answer: str, passes: bool) -> None:
    assert verdict_of(answer, RINK)[0] is passes
