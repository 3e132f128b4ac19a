"""A medal written after its event (夺得女子团体项目金牌), a place a move started from (从第八位升至第三位), a span of
years as a bound (六百一十多年 over 1403 and 2021), and a share of a sum the sentence states (占全县近八成)."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.rankings import ranked_names, ranks

MEDALS = "临川队以9.56分夺得女子团体项目金牌，江北队以9.36分获得银牌。"
TABLE = "积分排名今日公布。许静凭借公开赛冠军积分升至第3位，较上期上升5位；苏雅仍排在第1位，前三名其余位置无变化。"
BRIDGE = "古桥始建于明永乐元年（1403年），清代重修。2021年，该桥被公布为省级文物保护单位。"
CHESTNUTS = "县林业局通报：全县板栗产量2500吨，其中南山镇1100吨，北岭镇800吨，其余乡镇合计600吨。"


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


def test_a_medal_after_its_event_is_a_place_of_the_name_before_it() -> None:
    assert [(name, rank.place) for name, rank in ranked_names(MEDALS)] == [("临川队", 1), ("江北队", 2)]


def test_a_place_moved_from_is_not_held() -> None:
    assert [rank.place for rank in ranks("她在最新排名中从第八位跃升至第三位")] == []


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("女子团体项目中，临川队力压江北队夺得金牌。", MEDALS, True),
    ("女子团体项目中，江北队夺得金牌，临川队获得银牌。", MEDALS, False),
    ("凭借这一冠军积分，许静在最新排名中从第八位跃升至第三位，苏雅则继续排名榜首。", TABLE, True),
    ("该桥始建于1403年，到2021年列为文物保护单位时，已有六百一十多年历史。", BRIDGE, True),
    ("该桥始建于1403年，到2021年列为文物保护单位时，已有六百三十多年历史。", BRIDGE, False),
    ("全县板栗总产量2500吨，其中南山、北岭两镇合计1900吨，占全县近八成。", CHESTNUTS, True),
    ("全县板栗总产量2500吨，其中南山、北岭两镇合计1900吨，占全县九成。", CHESTNUTS, False),
])
def test_medals_places_spans_and_shares(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes
