"""A journey is the time between the two clock times of a timetable row: the departure the sentence names and the
arrival its row gives, across midnight when it arrives after it. A table row repeats its key before each cell, and
that key is one time, not three."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import sentence_rules

COACHES = ("Departs | Arrives | Operator\n"
           "08:15 | 11:50 | Citylink\n"
           "22:40 | 04:10 | Megabus")
TRAINS = ("车次 | 出发站 | 开车时间 | 到达站 | 到达时间\n"
          "D2201 | 武汉 | 08:00 | 重庆北 | 13:42\n"
          "D2203 | 武汉 | 09:00 | 重庆北 | 15:05")


@pytest.mark.parametrize(("answer", "passes"), [
    ("Citylink departs at 8:15 am and takes 3 hours 35 minutes [1].", True),
    ("Citylink departs at 8:15 am and takes 3 hours 50 minutes [1].", False),
    ("Megabus departs at 10:40 pm and arrives 5 hours 30 minutes later [1].", True),
    ("Megabus departs at 10:40 pm and arrives 6 hours 30 minutes later [1].", False),
])
def test_a_journey_runs_from_the_rows_departure_to_its_arrival(answer: str, passes: bool) -> None:
    result = verify(answer, {"1": COACHES})
    assert result["publishable"] is passes, sentence_rules(result)


@pytest.mark.parametrize(("answer", "passes"), [
    ("D2201次列车8点从武汉站出发，13点42分到达重庆北，全程约5小时40分钟[1]。", True),
    ("D2201次列车8点从武汉站出发，13点42分到达重庆北，全程约6个半小时[1]。", False),
    ("D2201次列车9点从武汉站出发，13点42分到达重庆北[1]。", False),
])
def test_a_chinese_journey_runs_between_bare_hours_and_the_rows_times(answer: str, passes: bool) -> None:
    result = verify(answer, {"1": TRAINS})
    assert result["publishable"] is passes, sentence_rules(result)


STOPPING_SERVICE = ("The service leaves Leeds at 07:10, calls at Wakefield at 07:32 and Doncaster at 07:58, and "
                    "arrives in London King's Cross at 09:21.")
STOPPING_SERVICE_ZH = "【运行时刻】K305次列车自北安站7:40发车，途经石门站（8:55到，8:58开）、河口站（10:20到，10:24开），12:10终到江城站。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The train from Leeds to London takes two hours and eleven minutes, calling at Wakefield and Doncaster [1].",
     STOPPING_SERVICE, True),
    ("The train from Leeds to London takes two hours and twenty minutes, calling at Wakefield and Doncaster [1].",
     STOPPING_SERVICE, False),
    ("The train from Leeds to Doncaster takes two hours and eleven minutes, calling at Wakefield [1].",
     STOPPING_SERVICE, False),
    ("K305次从北安站开到江城站需要四个半小时，中途停靠石门、河口两站[1]。", STOPPING_SERVICE_ZH, True),
    ("K305次从北安站开到江城站需要四小时，中途停靠石门、河口两站[1]。", STOPPING_SERVICE_ZH, False),
    ("K305次从北安站开到河口站需要四个半小时，中途停靠石门站[1]。", STOPPING_SERVICE_ZH, False),
])
def test_a_journey_runs_between_the_places_it_is_from_and_to_past_the_stops_named(answer: str, source: str,
                                                                                  passes: bool) -> None:
    result = verify(answer, {"1": source})
    assert result["publishable"] is passes, sentence_rules(result)
