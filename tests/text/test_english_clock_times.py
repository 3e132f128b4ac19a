"""English times of day told in words: "quarter to twelve" is 11:45 and "half past six" 6:30, "ten o'clock" 10:00,
"until four in the afternoon" 16:00 (an hour "in the morning" is read so only where it opens or closes a span). They
do not say which half of the day they are in, so a 24-hour time on either half of the dial states them. Opening hours
on the 24-hour clock without a colon ("open 0730–1600") are times of day, a pair of years (1990–2010) is not."""

from __future__ import annotations

import pytest

from report_workflow.text import find_quantities
from tests.support import verdict_of


def clocks(text: str) -> list[float]:
    return [quantity.value / 3600 for quantity in find_quantities(text) if quantity.kind == "clock"]


@pytest.mark.parametrize(("text", "hours"), [
    ("The quarter-to-twelve departure", [11.75]),
    ("doors open at a quarter past 7", [7.25]),
    ("the ferry leaves at half past six", [6.5]),
    ("the shop opens at nine o'clock", [9]),
    ("a quarter past twelve", [0.25]),
    ("open from seven in the morning until four in the afternoon", [7, 16]),
])
def test_english_times_of_day_in_words(text: str, hours: list[float]) -> None:
    assert clocks(text) == hours


@pytest.mark.parametrize("text", ["a quarter of the vote", "half past the hour", "half of the twelve staff",
                                  "shortly before six in the morning"])
def test_a_share_or_a_count_is_no_time_of_day(text: str) -> None:
    assert clocks(text) == []


FERRIES = ("Harbour ferry timetable, valid from 2 June.\n\n| Crossing | Leaves Penmoor | Reaches Skellow |\n"
           "|---|---|---|\n| F 31 | 06:30 | 07:40 |\n| F 37 | 16:15 | 17:25 |\n")


@pytest.mark.parametrize(("answer", "publishable"), [
    ("The half-past-six crossing reaches Skellow at 07:40 [1].", True),
    ("The quarter-past-four crossing reaches Skellow at 17:25 [1].", True),  # 16:15 on the afternoon half
    ("The half-past-seven crossing reaches Skellow at 07:40 [1].", False),
    ("The quarter-to-four crossing reaches Skellow at 17:25 [1].", False),
])
def test_a_time_in_words_is_stated_by_the_same_reading_of_the_dial(answer: str, publishable: bool) -> None:
    passed, findings = verdict_of(answer, FERRIES)
    assert passed is publishable, findings


@pytest.mark.parametrize(("text", "hours"), [
    ("the bar closes at 11.30pm", [23.5]), ("surgery opens at 8.45 a.m. daily", [8.75]),
    ("from 6.15am to 9.40pm", [6.25, 21 + 40 / 60]),
])
def test_a_time_told_with_a_full_stop_and_am_or_pm(text: str, hours: list[float]) -> None:
    assert clocks(text) == pytest.approx(hours)


@pytest.mark.parametrize("text", ["prices rose 7.30 per cent", "a 13.30pm slot", "rated 4.75 amps"])
def test_a_decimal_without_am_or_pm_or_past_twelve_is_no_time(text: str) -> None:
    assert clocks(text) == []


RECITAL = "Recitals start at 6.45pm and end at about 8.10pm, with no interval."


@pytest.mark.parametrize(("answer", "publishable"), [
    ("Each recital begins at 18:45 [1].", True),
    ("A recital runs for roughly 1 hour 25 minutes [1].", True),
    ("Each recital begins at 18:15 [1].", False),
    ("A recital runs for roughly 1 hour 55 minutes [1].", False),
])
def test_a_dotted_time_of_day_is_restated_on_the_24_hour_clock(answer: str, publishable: bool) -> None:
    passed, findings = verdict_of(answer, RECITAL)
    assert passed is publishable, findings


@pytest.mark.parametrize(("text", "hours"), [
    ("the loft will be open 0730–1600, Monday to Friday", [7.5, 16]),
    ("staffed 0900-1730 daily", [9, 17.5]),
    ("records from 1990–2010", []),
    ("in 2010-2015 the mill closed", []),
])
def test_opening_hours_without_a_colon(text: str, hours: list[float]) -> None:
    assert clocks(text) == pytest.approx(hours)
