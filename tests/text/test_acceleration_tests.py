"""The speed range of an acceleration test ("0-100 km/h", "0–60 mph", "0-100公里/小时") names the test, not a
figure: it is read as a test (a kind the gates skip); the time it takes is a measurement like any other."""

import pytest

from report_workflow.text import find_quantities


def kinds(text: str) -> list[tuple[str, str]]:
    return [(quantity.surface, quantity.kind) for quantity in find_quantities(text)]


@pytest.mark.parametrize(("text", "test", "time"), [
    ("It accelerates from 0-60 mph in 3.1 seconds.", "0-60 mph", "3.1 seconds"),
    ("The 0–60 mph sprint takes 3.1 s.", "0–60 mph", "3.1 s"),
    ("Acceleration (0-100 km/h) is 3.8 s.", "0-100 km/h", "3.8 s"),
    ("It accelerates from 0 to 100 km/h in 3.8 s.", "0 to 100 km/h", "3.8 s"),
    ("0-100km/h加速3.8秒。", "0-100km/h", "3.8秒"),
    ("加速时间（0-100公里/小时）为3.8秒。", "0-100公里/小时", "3.8秒"),
    ("0-100km/h破百仅需3.8秒。", "0-100km/h", "3.8秒"),
])
def test_an_acceleration_test_is_a_test_and_its_time_a_value(text, test, time):
    assert kinds(text) == [(test, "test"), (time, "value")]


@pytest.mark.parametrize("text", [
    "The speed limit ranges from 0-60 mph on this road.",
    "车速在0-100km/h之间。",
    "It accelerates from 20-60 mph in 2.1 seconds.",  # an in-gear test starts above standstill
])
def test_a_speed_range_without_an_acceleration_test_is_a_range(text):
    assert find_quantities(text)[0].kind == "range"


def test_an_acceleration_test_keeps_its_top_speed_in_canonical_units():
    test = find_quantities("0-100 km/h加速3.8秒")[0]
    assert (test.value, test.unit, test.dimension) == (pytest.approx(100 / 3.6), "m/s", "speed")
