"""Margins and stops read across sentences and sources: a margin over a record the sentence states ("beat the
championship record of 64.8 metres, set in 2019, by 6.4 metres") against the mark the evidence gives; a stop named
after its length ("after a nine-minute stop at Pellow Junction") in a sentence timing another stop; a bound on the
time between two times of day the sentence states ("just over half an hour before … at 8.47am"); a finishing order
turned round (FP015)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CATCH = "Team Yolkshire completed a catch at 71.2 metres without breaking the egg."
RECORDS = "Championship records (before 2024): pairs distance 64.8 m, The Eggsperts, 2019."
RESULTS = "Open singles final: 1st Dafydd Morgan 2:07.3; 2nd Owen Price 2:09.8."
COURSE = "The open singles course record of 2:11.9 was set by Huw Jenkins in 2016."
TIMETABLE = """| Station | Arrive | Depart |
|---|---|---|
| Haxby | - | 08:47 |
| Pellow Junction | 09:31 | 09:40 |
| Scarcliffe | 11:12 | - |"""
MEETING = "The enthusiasts will meet on platform 2 at Haxby at 08:15 to photograph the Venturer."
JUNIOR = "Isla Brennan took the junior title on Saturday, ahead of defending champion Tomasz Nowak."

CASES = [
    ("Their catch beat the championship record of 64.8 metres, set in 2019, by 6.4 metres.", [CATCH, RECORDS], None),
    ("Their catch beat the championship record of 64.8 metres, set in 2019, by 7.4 metres.", [CATCH, RECORDS],
     "FE001"),
    ("The winning time was 4.6 seconds inside the previous course record of 2:11.9.", [RESULTS, COURSE], None),
    ("The winning time was 3.6 seconds inside the previous course record of 2:11.9.", [RESULTS, COURSE], "FE001"),
    ("The train is due into Scarcliffe at 11.12am after a nine-minute stop at Pellow Junction.", TIMETABLE, None),
    ("The train is due into Scarcliffe at 11.12am after a seven-minute stop at Pellow Junction.", TIMETABLE, "FE001"),
    ("The enthusiasts meet at Haxby at a quarter past eight, just over half an hour before the Venturer departs "
     "Haxby at 8.47am.", [TIMETABLE, MEETING], None),
    ("The enthusiasts meet at Haxby at a quarter past eight, nearly 40 minutes before the Venturer departs Haxby at "
     "8.47am.", [TIMETABLE, MEETING], "FE001"),
    ("Tomasz Nowak kept the junior title, finishing ahead of 14-year-old Isla Brennan.", JUNIOR, "FP015"),
    ("Isla Brennan won the junior title, finishing ahead of Tomasz Nowak.", JUNIOR, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_margin_and_stop(answer: str, source: object, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
