"""Minutes past or to the hour in words ("ten past two", "at twenty to one", "twenty-five past six in the evening")
are times of day; "to" makes one only after "at" or before a half of the day ("won ten to one" is a score). A
duration written "3h 4m" or "3h 04m" is three hours and four minutes, not three hours and four metres."""

from __future__ import annotations

import pytest

from report_workflow.text import find_quantities


def clocks(text: str) -> list[float]:
    return [quantity.value / 3600 for quantity in find_quantities(text) if quantity.kind == "clock"]


@pytest.mark.parametrize(("text", "hours"), [
    ("ringing began at ten past two", [2 + 10 / 60]),
    ("the children's race starts at twenty to one", [12 + 40 / 60 - 12]),
    ("doors open at five past seven", [7 + 5 / 60]),
    ("the bus leaves at twenty-five past six in the evening", [18 + 25 / 60]),
    ("the last train is at ten minutes to midnight or ten to twelve", []),
])
def test_minutes_past_and_to_the_hour(text: str, hours: list[float]) -> None:
    assert clocks(text) == pytest.approx(hours)


@pytest.mark.parametrize("text", ["the motion was carried ten to one", "odds of twenty to one"])
def test_to_the_hour_without_at_is_no_time(text: str) -> None:
    assert clocks(text) == []


@pytest.mark.parametrize(("text", "seconds"), [
    ("5040 Grandsire Triples in 3h 4m (18 cwt in E)", 3 * 3600 + 4 * 60),
    ("rung in 3h 04m", 3 * 3600 + 4 * 60),
    ("the walk took 1h 30m", 5400),
])
def test_hours_and_minutes_written_h_and_m(text: str, seconds: int) -> None:
    times = [quantity for quantity in find_quantities(text) if quantity.dimension == "time"]
    assert [quantity.value for quantity in times] == [seconds]
    assert not any(quantity.dimension == "length" for quantity in find_quantities(text))
