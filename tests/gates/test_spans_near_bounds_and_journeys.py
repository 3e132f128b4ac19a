"""Lengths and bounds read more closely: a bound "just over" or "slightly below" its figure holds only a value near
it, a span of dates without years runs across the year's end when its last day falls earlier in the calendar, a
journey is compared with another row's ("a quarter of an hour faster than the other two"), an amount is worked out
"an hour", a difference is named by "further", "inside" or "under", and an ordinal places a thing in a series whose
name the evidence gives in full ("the 38th Lake Minnaqua Ice Classic"); "the year before" and the noun after a
modifier ("the six-day target") tell whose a figure is."""

from __future__ import annotations

import pytest

from report_workflow import verify

SALES = "The company sold 19.2 million units in 2024."
RINK = "The ice rink opened for the season on 28 November and closed on 2 March."
TIMETABLE = ("| Service | Departs | Arrives |\n|---|---|---|\n| IC 412 | 07:45 | 10:20 |\n| IC 416 | 09:45 | 12:05 |\n"
             "| IC 420 | 11:45 | 14:20 |")
HIRE = "| Hire | Price |\n|---|---|\n| Half day (4 hours) | $260 |\n| Full day (8 hours) | $420 |"
FLIGHT = "Ines Varga flew 512 km on 14 June. The club distance record, set in 2019, stands at 498 km."
TARGET = "Dock-to-stock time averaged 5.5 hours against a target of 6 hours."
CLASSIC = "Top prize at the 38th Lake Minnaqua Ice Classic went to Dale Voss of Pine Ridge."


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Sales were just over 19 million units.", SALES, True),
    ("Sales were just over 14 million units.", SALES, False),
    ("Sales were slightly below 20 million units.", SALES, True),
    ("Sales were slightly below 25 million units.", SALES, False),
    ("Occupancy averaged just over four-fifths.", "Average occupancy was 81%.", True),
    ("Occupancy averaged just over two-thirds.", "Average occupancy was 81%.", False),
])
def test_a_near_bound_holds_only_a_value_near_its_limit(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes


@pytest.mark.parametrize(("answer", "passes"), [
    ("The season ran for just over three months, from 28 November to 2 March.", True),
    ("The season ran for 94 days, from 28 November to 2 March.", True),
    ("The season ran for just over eight months, from 28 November to 2 March.", False),
    ("The season ran for 271 days, from 28 November to 2 March.", False),
])
def test_a_span_without_years_runs_across_the_year_end(answer: str, passes: bool) -> None:
    assert _passes(answer, RINK) is passes


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The 09:45 service is a quarter of an hour faster than the other two.", TIMETABLE, True),
    ("The 09:45 service is twenty-five minutes faster than the other two.", TIMETABLE, False),
    ("The 07:45 service is 15 minutes slower than the 09:45.", TIMETABLE, True),
    ("A full-day hire works out at $52.50 an hour.", HIRE, True),
    ("A full-day hire works out at $57.50 an hour.", HIRE, False),
    ("Her 512 km flight went 14 km further than the 498 km club distance record.", FLIGHT, True),
    ("Her 512 km flight went 16 km further than the 498 km club distance record.", FLIGHT, False),
    ("Dock-to-stock time averaged half an hour inside its six-hour target.", TARGET, True),
    ("Dock-to-stock time averaged two hours inside its six-hour target.", TARGET, False),
    ("Dock-to-stock time was 0.5 hours under its 6-hour target.", TARGET, True),
])
def test_differences_and_rates_worked_out(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes


@pytest.mark.parametrize(("answer", "passes"), [
    ("Dale Voss won the thirty-eighth Ice Classic.", True),
    ("Dale Voss won the 38th Ice Classic.", True),
    ("Dale Voss won the thirty-sixth Ice Classic.", False),
    ("Dale Voss won the 36th Ice Classic.", False),
])
def test_an_ordinal_places_a_thing_in_a_series_named_in_full(answer: str, passes: bool) -> None:
    assert _passes(answer, CLASSIC) is passes


BIRDS = "Ostrich slaughterings in the region totalled 48,000 birds in 2023, down from 60,000 in 2022."
STOCKS = "On 1 March, O-negative stocks stood at four days' supply, below the service's target of six days."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Slaughterings fell by a fifth in 2023, to 48,000 birds from 60,000 the year before.", BIRDS, True),
    ("Slaughterings fell in 2023, to 60,000 birds from 48,000 the year before.", BIRDS, False),
    ("On 1 March, O-negative stocks were two days short of the six-day target.", STOCKS, True),
    ("On 1 March, O-negative stocks stood at a six-day supply.", STOCKS, False),
])
def test_a_figure_belongs_to_the_words_right_beside_it(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes
