"""A nautical mile (海里) is a length of 1,852 m, so a voyage restated in kilometres is checked. A mass over an area is a
yield, read per hectare whichever area it is written over ("7.6 tonnes per hectare", "8.4 t/ha", "486公斤/亩"), so a
table headed "Yield (t/ha)" holds yields and a yield restated per acre or per 亩 is compared."""

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


@pytest.mark.parametrize(("text", "surface"), [
    ("The route is 8,300 nautical miles long.", "8,300 nautical miles"),
    ("An 8,300-nautical-mile route via Suez.", "8,300-nautical-mile"),
    ("渡轮单程航程120海里。", "120海里"),
])
def test_nautical_miles_are_a_length(text: str, surface: str) -> None:
    length = only_measurement(text)
    assert (length.dimension, length.unit, length.surface) == ("length", "m", surface)


@given(st.integers(min_value=1, max_value=20_000))
def test_a_nautical_mile_is_1852_metres(miles: int) -> None:
    assert only_measurement(f"a passage of {miles} nautical miles").value == pytest.approx(miles * 1852)


@pytest.mark.parametrize(("text", "kilograms_per_hectare"), [
    ("Barley averaged 6.2 tonnes per hectare.", 6200),
    ("Barley averaged 6.2 t/ha.", 6200),
    ("Barley averaged 6,200 kg/ha.", 6200),
    ("Oats gave 2,000 kg per acre.", 2000 / 0.40468564224),
    ("玉米单产达到650公斤/亩。", 650 * 15),
    ("平均每亩产出鲜海带约4.4吨。", 4400 * 15),
])
def test_a_mass_over_an_area_is_a_yield_per_hectare(text: str, kilograms_per_hectare: float) -> None:
    yielded = only_measurement(text)
    assert (yielded.dimension, yielded.unit) == ("mass_per_area", "kg/ha")
    assert yielded.value == pytest.approx(kilograms_per_hectare, rel=1e-4)


@pytest.mark.parametrize("text", ["The harvest came to 6.2 tonnes.", "每亩施肥30公斤。", "He lifts 80 kg a day."])
def test_a_mass_over_no_area_stays_a_mass(text: str) -> None:
    assert only_measurement(text).dimension == "mass"


VOYAGE = "The cable ship laid 1,400 nautical miles of fibre between the two landing stations."
FARM = "Trial plots of the new rice variety yielded 9.6 tonnes per hectare."
CHINESE_FARM = "新品种水稻试验田单产9.6吨/公顷。"
TABLE = "Plot,Grain yield (t/ha)\nNorth,5.9\nSouth,6.4"


@pytest.mark.parametrize(("answer", "source"), [
    ("The ship laid about 2,600 km of fibre cable [1].", VOYAGE),
    ("The new rice variety yielded 9,600 kg per hectare in the trials [1].", FARM),
    ("新品种水稻试验田单产640公斤/亩[1]。", CHINESE_FARM),
    ("The South plot yielded 6.4 tonnes per hectare [1].", TABLE),
])
def test_a_length_or_a_yield_restated_in_other_units_passes(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("answer", "source"), [
    ("The ship laid about 1,400 km of fibre cable [1].", VOYAGE),
    ("The new rice variety yielded 9.6 tonnes per acre in the trials [1].", FARM),
    ("新品种水稻试验田单产960公斤/亩[1]。", CHINESE_FARM),
    ("The South plot yielded 5.9 tonnes per hectare [1].", TABLE),
])
def test_a_length_or_a_yield_misconverted_or_misattributed_blocks(answer: str, source: str) -> None:
    publishable, _ = verdict_of(answer, source)
    assert not publishable
