"""A race time is a duration: hours, minutes and seconds after words of finishing a race, or written in Chinese
units, are measured in seconds; the same digits elsewhere stay a time of day."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from report_workflow.text.quantities import find_quantities


def _times(text: str) -> list[tuple[str, str, float]]:
    return [(figure.surface, figure.dimension, figure.value) for figure in find_quantities(text)
            if figure.dimension in ("time", "time_of_day")]


@pytest.mark.parametrize(("text", "surface", "seconds"), [
    ("Almaz Tesfaye won the Berlin Marathon in 2:17:45.", "2:17:45", 2 * 3600 + 17 * 60 + 45),
    ("Ruth Kimani finished second in 2:18:02 after a late surge.", "2:18:02", 2 * 3600 + 18 * 60 + 2),
    ("Lena Vogt was third in 2:19:30.", "2:19:30", 2 * 3600 + 19 * 60 + 30),
    ("He completed the Ironman course in a time of 8:42:10.", "8:42:10", 8 * 3600 + 42 * 60 + 10),
    ("The course record of 2:04:56 still stands.", "2:04:56", 2 * 3600 + 4 * 60 + 56),
    ("张某以2:11:38夺得男子组冠军。", "2:11:38", 2 * 3600 + 11 * 60 + 38),
    ("她全程用时4:05:20。", "4:05:20", 4 * 3600 + 5 * 60 + 20),
    ("王某以2小时26分09秒获得女子组冠军。", "2小时26分09秒", 2 * 3600 + 26 * 60 + 9),
    ("他在男子1500米决赛中跑出了3分35秒的成绩。", "3分35秒", 3 * 60 + 35),
    ("她比亚军快了一分零七秒。", "一分零七秒", 60 + 7),
    ("他比第二名领先三分十二秒冲线。", "三分十二秒", 3 * 60 + 12),
    ("她以两小时二十六分九秒夺冠。", "两小时二十六分九秒", 2 * 3600 + 26 * 60 + 9),
    ("下塘村队以2分03秒41的成绩夺冠。", "2分03秒41", 2 * 60 + 3.41),
    ("孙某以74秒62夺得女子1000米冠军。", "74秒62", 74.62),
    ("孙某以七十四秒六二夺冠。", "七十四秒六二", 74.62),
    ("他以九秒五八打破世界纪录。", "九秒五八", 9.58),
])
def test_a_race_time_is_a_duration_in_seconds(text: str, surface: str, seconds: int) -> None:
    assert _times(text) == [(surface, "time", seconds)]


@pytest.mark.parametrize(("text", "surface"), [
    ("The ceremony ran from 10:15:00 to noon.", "10:15:00"),
    ("The alarm went off at 06:30:15.", "06:30:15"),
    ("Second-half kick-off was at 16:05.", "16:05"),
    ("列车于6:50:00从北京南站发车。", "6:50:00"),
])
def test_hours_minutes_and_seconds_not_given_as_a_race_time_stay_a_time_of_day(text: str, surface: str) -> None:
    assert [(found, dimension) for found, dimension, _ in _times(text)] == [(surface, "time_of_day")]


@pytest.mark.parametrize("text", ["本场比赛他一人独得5分，全队还剩30秒时领先。", "该题满分10分，答题限时90秒。",
                                  "他一人独得九分，还剩三十秒时全队领先。", "每30秒12次按压。", "每三十秒十二次按压。"])
def test_points_are_not_minutes_unless_seconds_follow_them(text: str) -> None:
    assert all(figure.dimension != "time" or figure.surface.endswith("秒") and "分" not in figure.surface
               for figure in find_quantities(text))


@given(st.integers(1, 9), st.integers(0, 59), st.integers(0, 59))
def test_any_winning_time_reads_as_its_seconds(hours: int, minutes: int, seconds: int) -> None:
    written = f"{hours}:{minutes:02d}:{seconds:02d}"
    assert _times(f"She won the race in {written}.") == [(written, "time", hours * 3600 + minutes * 60 + seconds)]
    assert _times(f"她以{hours}小时{minutes:02d}分{seconds:02d}秒夺冠。") == [
        (f"{hours}小时{minutes:02d}分{seconds:02d}秒", "time", hours * 3600 + minutes * 60 + seconds)]


def test_a_duration_may_list_its_parts_with_a_comma() -> None:
    (quantity,) = find_quantities("a winning time of two hours, 24 minutes and 12 seconds")
    assert (quantity.surface, quantity.value) == ("two hours, 24 minutes and 12 seconds", 2 * 3600 + 24 * 60 + 12)
