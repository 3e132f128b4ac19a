"""A timetable pasted as pipe-framed lines without the Markdown rule under its header is read row by row, like any
table: a journey is the time between the departure and the arrival of the row the sentence names, and a time of
another row is no witness."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import sentence_rules

FERRIES = ("Summer sailings, Holyhead to Dublin\n"
           "| Sailing | Departs | Arrives | Days |\n"
           "| Ulysses | 08:10 | 11:25 | daily |\n"
           "| Dublin Swift | 14:30 | 16:45 | Fri-Sun |")
FLIGHTS = ("2024年冬春航季广州白云—成都天府航班时刻\n"
           "| 航班号 | 起飞 | 落地 | 机型 |\n"
           "| CZ3401 | 07:20 | 09:50 | A321 |\n"
           "| CZ3405 | 10:05 | 12:20 | A320 |")


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The Ulysses leaves Holyhead at 8:10 am and takes 3 hours 15 minutes to reach Dublin [1].", FERRIES, True),
    ("The Ulysses leaves Holyhead at 8:10 am and takes 3 hours 35 minutes to reach Dublin [1].", FERRIES, False),
    ("The Ulysses leaves Holyhead at 8:10 am and takes 2 hours 15 minutes to reach Dublin [1].", FERRIES, False),
    ("广州飞成都最早的航班CZ3401早上7点20分起飞，计划飞行2小时30分钟[1]。", FLIGHTS, True),
    ("广州飞成都最早的航班CZ3401早上7点20分起飞，计划飞行2小时15分钟[1]。", FLIGHTS, False),
    ("广州飞成都的航班CZ3405上午10点05分起飞，计划飞行2小时30分钟[1]。", FLIGHTS, False),
])
def test_a_journey_in_a_framed_timetable_is_its_rows_departure_to_arrival(answer: str, source: str,
                                                                           passes: bool) -> None:
    result = verify(answer, {"1": source})
    assert result["publishable"] is passes, sentence_rules(result)
    if not passes:
        assert "FE001" in sentence_rules(result)
