"""Times of day told as near one the evidence states ("shortly before 3 a.m." for 02:47, 凌晨三点左右); a bare hour
at an end of a span of times ("from 9 to 5" for 9am–5pm, "from half past six to eight"); the start of a span taking
the end's am or pm (6.30–8 pm, "from 2 to 4:30 p.m.", "between 2 and 4 a.m."); a race time after "by … in" ("and the
women's by Isla Redfern in 2:21:10"); a flight's time between two clock times (飞行7小时40分钟); a gap told after its figure (以0.81秒之差落后于渡头队)."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities

QUAKE = "At 02:47 local time on 9 March, stations recorded an earthquake of local magnitude 3.2."
DOJO = "Until the move, classes continue at Brook Street on Tuesdays and Thursdays, 6.30–8 pm."
HIRE = "Full day hire (9am–5pm) costs £70, and the last hire goes out at 4pm."
RACE = ("The men's race was won by Tom Ashworth in 2:04:37 and the women's by Isla Redfern (Keswick AC) in "
        "2:21:10.")
PIGEONS = "比赛于4月19日清晨6:30在司放地集中司放。冠军鸽于当日14:10归巢，分速1,091米。"
BOATS = "500米直道竞速决赛成绩：沙湾村龙舟队2分03秒41，渡头龙舟队2分05秒07，石岗龙舟队2分05秒88。"
ROUTER = "Firmware updates are installed automatically between 2:00 and 4:00 a.m. local time."
RINK = "Weekend public skating sessions run 10:00–12:00 and 14:00–16:30."
ALARM = "消防站通报：凌晨2时50分接到报警，3时05分消防车到达现场。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The earthquake struck shortly before 3 a.m. on 9 March [1].", QUAKE, True),
    ("The earthquake struck shortly after 3 a.m. on 9 March [1].", QUAKE, False),
    ("The earthquake struck shortly before 4 a.m. on 9 March [1].", QUAKE, False),
    ("Training stays at Brook Street on Tuesday and Thursday evenings from half past six to eight [1].", DOJO, True),
    ("Training stays at Brook Street on Tuesday and Thursday evenings from half past six to nine [1].", DOJO, False),
    ("A full day from 9 to 5 costs £70 [1].", HIRE, True),
    ("A full day from 9 to 6 costs £70 [1].", HIRE, False),
    ("Isla Redfern's winning time was 16 minutes 33 seconds slower than Tom Ashworth's [1].", RACE, True),
    ("Isla Redfern's winning time was 17 minutes 33 seconds slower than Tom Ashworth's [1].", RACE, False),
    ("冠军鸽飞行7小时40分钟归巢[1]。", PIGEONS, True),
    ("冠军鸽飞行8小时40分钟归巢[1]。", PIGEONS, False),
    ("石岗队以0.81秒之差落后于渡头队[1]。", BOATS, True),
    ("石岗队以0.91秒之差落后于渡头队[1]。", BOATS, False),
    ("Updates install automatically between 2 and 4 a.m. local time [1].", ROUTER, True),
    ("Updates install automatically between 1 and 4 a.m. local time [1].", ROUTER, False),
    ("Weekend skating runs from 10 a.m. to noon and again from 2 to 4:30 p.m. [1].", RINK, True),
    ("Weekend skating runs from 10 a.m. to noon and again from 3 to 4:30 p.m. [1].", RINK, False),
    ("消防站凌晨三点左右接到报警[1]。", ALARM, True),
    ("消防站凌晨四点左右接到报警[1]。", ALARM, False),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes


@pytest.mark.parametrize(("text", "seconds"), [
    ("classes 6.30–8 pm", [18 * 3600 + 1800, 20 * 3600]),
    ("open 11.30-1pm daily", [11 * 3600 + 1800, 13 * 3600]),
    ("from 2 to 4:30 p.m.", [14 * 3600, 16 * 3600 + 1800]),
    ("between 2 and 4 a.m.", [2 * 3600, 4 * 3600]),
])
def test_a_span_s_start_takes_the_end_s_half_of_the_day(text: str, seconds: list[int]) -> None:
    assert [(quantity.kind, quantity.value) for quantity in find_quantities(text)] == [("clock", value)
                                                                                       for value in seconds]


def test_a_time_after_by_in_is_a_race_time() -> None:
    times = [quantity for quantity in find_quantities(RACE)]
    assert [(quantity.kind, quantity.dimension) for quantity in times] == [("value", "time")] * 2
