"""Times of day worked out from the evidence: a time a notice counts from another ("15 minutes before the gates
close"), how much later one time of a timetable's column is than another's, and the days from a stated date to
the evidence's one later date."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

GATES = ("The gates open at 08:00 and close at 16:30. Vehicles must leave the grounds 15 minutes before the gates "
         "close.")
PARK = "公园每日8:00开园，17:00闭园。闭园前30分钟停止入园。"
FERRY = "| 日期 | 首班 | 末班 |\n|---|---|---|\n| 工作日 | 06:30 | 21:30 |\n| 周末 | 07:30 | 22:30 |"
ENGLISH_TABLE = "| Season | Opens | Last lift |\n|---|---|---|\n| Summer | 08:00 | 17:30 |\n| Winter | 09:00 | 16:00 |"
REPAIR = "| 项目 | 内容 |\n|---|---|\n| 送修日期 | 2025-03-04 |\n| 表款 | 机械腕表 |\n| 完工日期 | 2025-03-25 |"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Cars must be out of the grounds by 4.15pm.", GATES, True),
    ("Cars must be out of the grounds by 4.45pm.", GATES, False),  # counted the wrong way
    ("Cars must be out of the grounds by 7.45am.", GATES, False),  # counted from the opening, not the closing
    ("每天16:30以后停止入园。", PARK, True),
    ("每天下午四点停止入园。", PARK, False),
    ("每天7:30以后停止入园。", PARK, False),
])
def test_a_time_counted_from_another(answer: str, source: str, passes: bool) -> None:
    assert verdict_of(answer, source)[0] is passes


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("工作日末班为晚上九点半，比周末早一个小时。", FERRY, True),
    ("工作日末班为晚上九点半，比周末早两个小时。", FERRY, False),
    ("周末末班为晚上十点半，比工作日晚一个小时。", FERRY, True),
    ("周末末班为晚上十点半，比工作日晚一个半小时。", FERRY, False),
    ("In summer the last lift runs at 5.30pm, an hour and a half later than in winter.", ENGLISH_TABLE, True),
    ("In summer the last lift runs at 5.30pm, two hours later than in winter.", ENGLISH_TABLE, False),
])
def test_how_much_later_one_time_of_a_column_is_than_another(answer: str, source: str, passes: bool) -> None:
    assert verdict_of(answer, source)[0] is passes


@pytest.mark.parametrize(("answer", "passes"), [
    ("这块表三月四日送修，三周后修好。", True),
    ("这块表三月四日送修，二十一天后修好。", True),
    ("这块表三月四日送修，两周后修好。", False),
])
def test_days_after_a_stated_date_to_the_one_later_date(answer: str, passes: bool) -> None:
    assert verdict_of(answer, REPAIR)[0] is passes
