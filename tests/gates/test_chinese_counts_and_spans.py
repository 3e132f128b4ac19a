"""Chinese counts and spans: 四家 that a prose passage writes with the same measure word (青州市四家密室逃脱门店) is that
count, not a table cell's 4 (FN001); 四分之三小时 is 45 minutes; a total over a range of dates (整个暑期累计约20万人次) is
the evidence's amount a day times the range's days."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

ROOMS = """青州市四家密室逃脱门店国庆七天数据：

| 门店 | 主题数 | 国庆七天预订场次 |
|---|---|---|
| 迷城工作室 | 6 | 412 |
| 夜行档案馆 | 4 | 365 |
| 听风阁 | 3 | 198 |"""
SAUNA = "建议每次入房不超过15分钟，全程累计汗蒸时间以不超过45分钟为宜。"
ARCADE = "今年暑期（7月1日至8月31日）电玩城日均客流约3200人次，是去年同期的两倍。"
SUMMER = "Over the summer holiday (1 July to 31 August) the arcade averaged about 3,200 visitors a day."

CASES = [
    ("听风阁的预订场次在四家中最少，为198场。", ROOMS, None),
    ("听风阁的预订场次在四家中最少，为189场。", ROOMS, "FE001"),
    ("全程累计汗蒸时间最好控制在四分之三小时以内。", SAUNA, None),
    ("全程累计汗蒸时间最好控制在三分之二小时以内。", SAUNA, "FE"),
    ("今年暑期电玩城日均客流约3200人次，整个暑期累计约20万人次。", ARCADE, None),
    ("今年暑期电玩城日均客流约3200人次，整个暑期累计约25万人次。", ARCADE, "FE001"),
    ("The arcade drew about 3,200 visitors a day over the summer holiday, about 200,000 in all.", SUMMER, None),
    ("The arcade drew about 3,200 visitors a day over the summer holiday, about 150,000 in all.", SUMMER, "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_count(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
