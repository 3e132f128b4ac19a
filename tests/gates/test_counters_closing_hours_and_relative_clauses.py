"""Four readings of who a figure belongs to: a figure counting other things (六个城区 beside 1,870家) is no rival part
of a share; a bare hour opening hours run to (只开到16点) is a time of day; a date whose event is denied (不营业) names
no clause of the evidence by that word; and a relative clause ("the youth nights, which averaged 110") is about the
noun it follows, so a sentence giving its figure to the whole season moves it (FN001)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

SHOPS = "截至去年底，市区六个城区登记在册的胡辣汤门店共1,870家，其中连锁品牌门店640家。"
STUDIO = ("照相馆春节营业安排：除夕（1月28日）营业至下午4点；正月初一至初三（1月29日至31日）闭店休息；"
          "正月初四（2月1日）起恢复正常营业。")
SLAM = ("The slam at the Lantern Arts Café drew an average of 85 people per night over its 12-night season. Host Joss "
        "Kirwan said the youth nights, which averaged 110, had changed the room.")

CASES = [
    ("市区门店中连锁品牌约占三分之一。", SHOPS, None),
    ("市区门店中连锁品牌约占一半。", SHOPS, "FE001"),
    ("除夕当天照相馆只开到16点。", STUDIO, None),
    ("除夕当天照相馆只开到17点。", STUDIO, "FE006"),
    ("照相馆1月29日至31日不营业。", STUDIO, None),
    ("照相馆1月28日至31日闭店休息。", STUDIO, "FN001"),
    ("The slam drew an average of 110 people per night over its 12-night season.", SLAM, "FN001"),
    ("The slam drew an average of 85 people per night, and the youth nights averaged 110.", SLAM, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_whose_figure(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
