"""A length over a second, a minute or an hour is a speed, however the period is written ("60 km per hour", "90
kilometres an hour", "340 米/秒"), and so is a speed in knots: 22 knots is 40.7 km/h. 节 is a knot only where a speed
is spoken of (航速22节), never a section, a lesson or a carriage (第3节, 5节课, 8节车厢)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from report_workflow.text import find_quantities
from tests.support import verdict_of


def only_measurement(text: str):
    found = [quantity for quantity in find_quantities(text) if quantity.is_measurement]
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize(("written", "symbol"), [
    ("80 km per hour", "80 km/h"),
    ("80 kilometres an hour", "80 km/h"),
    ("80 kilometers every hour", "80 km/h"),
    ("30 miles an hour", "30 mph"),
    ("30 miles per hour", "30 mph"),
    ("12 metres per second", "12 m/s"),
    ("12 feet per second", "12 ft/s"),
    ("250 m/min", "250 metres per minute"),
])
def test_a_length_over_a_period_is_the_speed_its_symbol_writes(written: str, symbol: str) -> None:
    words, symbols = only_measurement(f"The limit is {written} here."), only_measurement(f"The limit is {symbol} here.")
    assert (words.dimension, words.unit) == ("speed", "m/s")
    assert words.value == pytest.approx(symbols.value)
    assert words.surface == written


@pytest.mark.parametrize(("text", "surface"), [
    ("该路段限速80公里每小时。", "80公里每小时"),
    ("声音在空气中的传播速度约为340米/秒。", "约为340米/秒"),
    ("该轮最高航速22节。", "22节"),
    ("运行速度折合每小时21.6公里。", "21.6公里"),
    ("这艘护卫舰时速可达30节。", "30节"),
    ("货轮以18节的速度驶离港口。", "18节"),
    ("A 20-knot wind is forecast for the afternoon.", "20-knot"),
    ("The ferry cruises at 18 kts.", "18 kts"),
])
def test_speeds_written_in_chinese_and_in_knots(text: str, surface: str) -> None:
    speed = only_measurement(text)
    assert (speed.dimension, speed.surface) == ("speed", surface)


@pytest.mark.parametrize("text", [
    "本次课程共5节课。", "地铁列车编组为8节车厢。", "请阅读第3节的内容。", "他每天步行5公里。",
    "The hikers covered 12 km a day.", "She ran 5 km in an hour.",
])
def test_no_speed_where_none_is_written(text: str) -> None:
    assert all(quantity.dimension != "speed" for quantity in find_quantities(text))


@given(st.integers(min_value=1, max_value=60))
def test_a_knot_is_a_nautical_mile_an_hour(knots: int) -> None:
    assert only_measurement(f"at {knots} knots").value == pytest.approx(knots * 1852 / 3600)


SHIP = "The vessel is 366 metres long and has a design service speed of 24 knots."
CHINESE_SHIP = "该轮总长366米，设计航速24节。"


@pytest.mark.parametrize(("answer", "source"), [
    ("The ship is designed to cruise at roughly 44 km/h [1].", SHIP),
    ("The ship is designed to cruise at about 28 miles per hour [1].", SHIP),
    ("该轮设计航速约为44公里/小时。[1]", CHINESE_SHIP),
])
def test_a_speed_in_knots_restated_in_km_per_hour_passes(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("answer", "source"), [
    ("The ship is designed to cruise at roughly 24 km/h [1].", SHIP),
    ("The ship is designed to cruise at roughly 50 km/h [1].", SHIP),
    ("该轮设计航速约为24公里/小时。[1]", CHINESE_SHIP),
])
def test_knots_read_as_km_per_hour_or_misconverted_block(answer: str, source: str) -> None:
    publishable, _ = verdict_of(answer, source)
    assert not publishable
