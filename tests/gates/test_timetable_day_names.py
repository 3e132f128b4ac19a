"""A timetable names its days short (Mon–Sat, Sun, TUE): the names gate finds Monday, Saturdays and Sundays there,
and the attribution gate reads each figure with the days of its line, so a time moved from the Sunday line to the
weekday one, or back, still blocks (FN001)."""

from __future__ import annotations

import pytest

from report_workflow.gates.attribution import days_of
from report_workflow.text.dates import days_of_week
from report_workflow.text.quantities import find_quantities
from report_workflow.verify import verify
from tests.support import fired, verdict_of

WORKING_WEEK = {"monday", "tuesday", "wednesday", "thursday", "friday"}
FERRY = ("SUMMER TIMETABLE — valid 1 May to 30 September 2025\nKilbrannan Quay → Isle of Carra\n"
         "Mon–Fri: depart 08:20, arrive 09:35 | depart 16:05, arrive 17:20\nSat–Sun: depart 11:30, arrive 12:45\n"
         "Sailings may be cancelled in high winds.")
SURGERY = "Opening hours\nMon, Wed, Fri: 08:00–18:30\nTue, Thu: 08:00–20:00\nSat: 09:00–12:00\nSun: closed"


@pytest.mark.parametrize(("text", "days"), [
    ("Mon–Sat: depart 07:15", [{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday"}]),
    ("open Monday to Friday and on Sundays", [WORKING_WEEK, {"sunday"}]),
    ("TUE, THU and Sat", [{"tuesday"}, {"thursday"}, {"saturday"}]),
    ("Fri–Mon: closed", [{"friday", "saturday", "sunday", "monday"}]),
    ("The probe passed closest to the Sun on Tuesday.", [{"tuesday"}]),
    ("open on weekdays and closed at weekends", [WORKING_WEEK, {"saturday", "sunday"}]),
])
def test_days_of_the_week_are_read_from_names_short_forms_and_spans(text: str, days: list[set[str]]) -> None:
    assert [named.days for named in days_of_week(text)] == days


@pytest.mark.parametrize(("surface", "days"), [
    ("08:20", WORKING_WEEK),
    ("16:05", WORKING_WEEK),
    ("11:30", {"saturday", "sunday"}),
])
def test_a_timetable_figure_is_read_with_the_days_of_its_line(surface: str, days: set[str]) -> None:
    (quantity,) = [quantity for quantity in find_quantities(FERRY) if quantity.surface == surface]
    assert days_of(FERRY, quantity) == days


@pytest.mark.parametrize(("answer", "source"), [
    ("From Monday to Friday the first ferry from Kilbrannan Quay leaves at 08:20, and at weekends it leaves at "
     "11:30 [1].", FERRY),
    ("On Saturdays and Sundays there is a single sailing, at 11:30 [1].", FERRY),
    ("The surgery opens until 20:00 on Tuesdays and Thursdays and is closed on Sundays [1].", SURGERY),
])
def test_days_a_timetable_writes_short_are_named_by_it(answer: str, source: str) -> None:
    verdict, findings = verdict_of(answer, source)
    assert verdict, findings


@pytest.mark.parametrize(("answer", "source"), [
    ("On Sundays the first ferry from Kilbrannan Quay leaves at 08:20 [1].", FERRY),
    ("On weekdays the first ferry from Kilbrannan Quay leaves at 11:30 [1].", FERRY),
    ("The ferry leaves Kilbrannan Quay at 11:30 on Mondays [1].", FERRY),
    ("The surgery opens until 20:00 on Mondays and Fridays [1].", SURGERY),
])
def test_a_time_moved_to_other_days_of_the_timetable_blocks(answer: str, source: str) -> None:
    assert "FN001" in fired(verify(answer, [source]))


def test_a_day_the_timetable_does_not_name_is_not_in_the_evidence() -> None:
    source = "Market hours\nTue–Thu: 09:00–17:00\nSat: 08:00–13:00"
    assert "FE021" in fired(verify("The market is open on Mondays [1].", [source]))


ROUTE = ("Route 7 — Northgate to Carrow Bay, winter timetable.\nDeparts | Arrives | Days\n"
         "06:50 | 09:10 | Mon, Wed, Fri\n14:20 | 16:45 | Tue, Thu, Sat")


@pytest.mark.parametrize(("answer", "publishable"), [
    ("The coach leaves Northgate at 06:50 on Mondays and at 14:20 on Tuesdays [1].", True),
    ("The coach leaves Northgate at 06:50 on Tuesdays and at 14:20 on Mondays [1].", False),
])
def test_a_table_row_gives_its_days_to_every_figure_in_it(answer: str, publishable: bool) -> None:
    verdict, findings = verdict_of(answer, ROUTE)
    assert verdict == publishable, findings


SAIL_LOFT = "From 3 March the loft will be open 0730–1600, Monday to Friday, and closed at weekends."


@pytest.mark.parametrize(("answer", "publishable"), [
    ("The loft opens on weekdays from half past seven in the morning until four in the afternoon and does not open "
     "on Saturdays or Sundays.", True),
    ("The loft opens on weekdays from half past seven in the morning until five in the afternoon.", False),
])
def test_weekends_name_saturday_and_sunday(answer: str, publishable: bool) -> None:
    assert verdict_of(answer, SAIL_LOFT)[0] is publishable
