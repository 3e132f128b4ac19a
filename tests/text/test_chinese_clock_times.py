"""Chinese times of day: 晚8点 is 20:00 and 早8点 08:00; 20时 after a day (7月29日20时, 当日20时) is 20:00, while a
lone 30时 is as often "when" (当气温达到30时) and stays a figure."""

from __future__ import annotations

import pytest

from report_workflow.text import find_quantities
from tests.support import verdict_of


def clocks(text: str) -> list[float]:
    return [quantity.value / 3600 for quantity in find_quantities(text) if quantity.kind == "clock"]


@pytest.mark.parametrize(("text", "hours"), [
    ("从3月2日晚8点到3月3日早6点，全线停运。", [20, 6]),
    ("今晚9点半开始直播。", [21.5]),
    ("3月2日20时至3月3日6时，全线停运。", [20, 6]),
    ("凌晨3时15分发生地震。", [3.25]),
    ("夜间2点气温最低。", [2]),
    ("周五15点以后到驿站自提。", [15]),
    ("明天8点集合。", [8]),
    ("截单时间为周四20点。", [20]),
    ("抢修队于当日16时完成封堵。", [16]),
    ("次日9时起恢复通车。", [9]),
])
def test_chinese_times_of_day(text: str, hours: list[float]) -> None:
    assert clocks(text) == hours


@pytest.mark.parametrize("text", ["当气温达到30时，应停止户外作业。", "上证指数上涨25点。", "会议提出3点意见。"])
def test_a_figure_before_shi_or_dian_without_a_day_is_no_time(text: str) -> None:
    assert clocks(text) == []


REPAIR = "7月3日上午，解放路一处燃气管道破损，抢修队于当日16时完成封堵。"


def test_an_hour_written_with_shi_after_its_day_is_restated_as_a_time_of_day() -> None:
    publishable, findings = verdict_of("解放路燃气管道破损后，当天下午四点封堵完成。[1]", REPAIR)
    assert publishable, findings


def test_another_hour_than_the_one_written_with_shi_after_its_day_blocks() -> None:
    publishable, _ = verdict_of("解放路燃气管道破损后，当天下午五点封堵完成。[1]", REPAIR)
    assert not publishable


NOTICE = "据市气象台统计，6月3日20时至6月5日8时，全市平均降雨量达96毫米。"


def test_a_time_of_day_restated_with_a_part_of_the_day_passes() -> None:
    publishable, findings = verdict_of("从6月3日晚8点到6月5日早8点，全市平均降雨量达96毫米。[1]", NOTICE)
    assert publishable, findings


@pytest.mark.parametrize("answer", [
    "从6月3日晚9点到6月5日早8点，全市平均降雨量达96毫米。[1]",
    "从6月3日晚8点到6月5日早9点，全市平均降雨量达96毫米。[1]",
])
def test_a_shifted_time_of_day_blocks(answer: str) -> None:
    publishable, _ = verdict_of(answer, NOTICE)
    assert not publishable


@pytest.mark.parametrize(("text", "hours"), [
    ("K511次列车8点从广州站开出，14点06分到达长沙。", [8, 14.1]),
    ("闭幕式10点开始，全程直播。", [10]),
    ("航班14点起飞。", [14]),
])
def test_a_bare_hour_followed_by_what_happens_at_it_is_a_time_of_day(text: str, hours: list[float]) -> None:
    assert clocks(text) == hours


@pytest.mark.parametrize("text", ["恒生指数上涨5点开始回落。", "深证成指下跌8点开始企稳。"])
def test_index_points_before_a_word_of_starting_are_no_time(text: str) -> None:
    assert clocks(text) == []


@pytest.mark.parametrize(("text", "minutes"), [
    ("G7601全程1小时18分。", 78),
    ("运行时长1小时33分，", 93),
    ("全程2小时25分钟。", 145),
    ("充满电约需一小时十五分钟。", 75),
])
def test_fen_after_hours_counts_minutes(text: str, minutes: float) -> None:
    durations = [quantity.value / 60 for quantity in find_quantities(text) if quantity.dimension == "time"]
    assert durations == [minutes]


def test_a_journey_in_hours_and_fen_restated_in_minutes() -> None:
    source = "车次,运行时长\nG7601,1小时18分\nD3102,2小时25分"
    assert verdict_of("G7601全程78分钟。", source)[0]
    assert not verdict_of("G7601全程88分钟。", source)[0]


@pytest.mark.parametrize(("text", "hours"), [
    ("列车每天上午八点一刻从临江开出，十一点四十七分抵达青屿。", [8.25, 11 + 47 / 60]),
    ("D3105次晚上七点零五分发车。", [19 + 5 / 60]),
    ("展馆十点半开门，两点整闭馆。", [10.5, 2]),
    ("晚上八点开始直播。", [20]),
    ("九月三日八时至十六时暂停供气。", [8, 16]),
    ("十二日十六时三十分起封闭施工。", [16.5]),
    ("晚上八时开始直播。", [20]),
    ("每日22时后禁止使用木炭明火。", [22]),
    ("每日22时至次日6时免费停车。", [22, 6]),
    ("火情于当晚8时许被扑灭。", [20]),
    ("演练于8时起进行。", [8]),
])
def test_times_of_day_in_chinese_numerals(text: str, hours: list[float]) -> None:
    assert clocks(text) == pytest.approx(hours)


@pytest.mark.parametrize("text", ["会议提出三点意见。", "营业收入三点二亿元。", "比上年提高三点五个百分点。",
                                  "他一时难以接受。", "全程约三小时。", "本课程共32学时。"])
def test_a_decimal_or_a_count_of_points_in_chinese_numerals_is_no_time(text: str) -> None:
    assert clocks(text) == []


def test_a_timetable_restated_in_chinese_numerals() -> None:
    source = "G1827次列车每日08:15从临江开出，11:47到达青屿，全程运行3小时32分。"
    assert verdict_of("G1827次列车每日八点一刻从临江开出，十一点四十七分到达青屿，全程运行三小时三十二分。", source)[0]
    assert not verdict_of("G1827次列车每日八点一刻从临江开出，十一点五十七分到达青屿。", source)[0]


def test_hours_of_a_dated_span_in_chinese_numerals() -> None:
    source = "因燃气管道改造，9月3日8时至16时，城东区北片部分小区将暂停供气。"
    assert verdict_of("九月三日八时至十六时，城东区北片部分小区将因燃气管道改造停气。", source)[0]
    assert not verdict_of("九月三日八时至十七时，城东区北片部分小区将因燃气管道改造停气。", source)[0]


@pytest.mark.parametrize(("text", "hours"), [
    ("最强降雨出现在十二日凌晨两点到三点。", [2, 3]),
    ("展馆九点半至十一点开放。", [9.5, 11]),
    ("最大小时雨强出现在12日2时至3时。", [2, 3]),
])
def test_the_hour_that_ends_a_span_from_a_time_of_day_is_a_time(text: str, hours: list[float]) -> None:
    assert clocks(text) == hours


@pytest.mark.parametrize("text", ["专家提出三点到五点建议。", "当气温达到30时至35时，应停止户外作业。"])
def test_a_span_of_points_or_degrees_is_no_time(text: str) -> None:
    assert clocks(text) == []


@pytest.mark.parametrize(("text", "hours"), [
    ("每周六下午两点至四点半演出。", [14, 16.5]),
    ("下午2点至4点半开放。", [14, 16.5]),
    ("晚上八点到十点直播。", [20, 22]),
    ("下午三点营业到五点。", [15, 17]),
    ("晚上十点至两点施工。", [22, 2]),
    ("上午九点至十一点办理。", [9, 11]),
    ("下午两点开门，四点半关门。", [14, 4.5]),
])
def test_a_span_begun_later_in_the_day_ends_in_that_half(text: str, hours: list[float]) -> None:
    assert clocks(text) == hours


@pytest.mark.parametrize(("text", "hours"), [
    ("下午只有一班，一点半出发。", [13.5]),
    ("上午两班分别在八点半和十点发筏，下午只有一班，一点半出发。", [8.5, 13.5]),  # a bare 十点 is no time
    ("下午只有一班，1点30分出发。", [13.5]),
    ("下午三点开会，一点半前报到。", [15, 1.5]),  # a time of day between: 一点半 is not read with 下午
    ("上午九点开门，一点半午休。", [9, 1.5]),
])
def test_an_hour_after_afternoon_told_earlier(text: str, hours: list[float]) -> None:
    assert clocks(text) == hours


TRAIN = "自2024年4月10日零时起，G1234次列车南州站开车时刻由14:05调整为13:50。"


@pytest.mark.parametrize(("answer", "publishable"), [
    ("G1234次列车南州站开车时间由下午两点零五分提前一刻钟，改为一点五十分。", True),
    ("G1234次列车南州站开车时间改为下午一点五十分。", True),
    ("G1234次列车南州站开车时间改为上午一点五十分。", False),
    ("G1234次列车南州站开车时间改为两点五十分。", False),
])
def test_a_time_in_words_with_no_part_of_the_day_reads_either_half(answer: str, publishable: bool) -> None:
    """一点五十分 with no part of the day told is 01:50 or 13:50, as "ten to two" is; 上午一点五十分 is not 13:50."""
    assert verdict_of(answer, TRAIN)[0] is publishable
