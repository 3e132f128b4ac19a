"""A mass over a volume is a concentration, read in kilograms per cubic metre whichever units it is written in
("14.2 µg/m³", "15 mg/L", "5 mg per litre", 三十一微克每立方米), so a figure restated in other units is compared and a
table whose caption gives the unit ("annual mean PM2.5 (µg/m³)", even a blank line above the table) holds
concentrations. Figures of micrograms or nanoseconds are compared at their own precision, however small they are
in the base unit."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from report_workflow.readers.inline_tables import inline_tables
from report_workflow.text import find_quantities
from tests.support import assert_blocked_as_unstated, assert_publishable


def only_measurement(text: str):
    found = [quantity for quantity in find_quantities(text) if quantity.is_measurement]
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize(("text", "surface", "kilograms_per_cubic_metre"), [
    ("The annual mean was 14.2 µg/m³.", "14.2 µg/m³", 14.2e-9),
    ("The annual mean was 14.2 μg/m3.", "14.2 μg/m3", 14.2e-9),
    ("Nitrate stood at 15 mg/L.", "15 mg/L", 0.015),
    ("Nitrate stood at 5 mg per litre.", "5 mg per litre", 0.005),
    ("细颗粒物年均浓度为31微克/立方米。", "31微克/立方米", 31e-9),
    ("细颗粒物年均浓度为三十一微克每立方米。", "三十一微克每立方米", 31e-9),
    ("东湖区PM2.5月均浓度为每立方米二十八微克。", "二十八微克", 28e-9),
    ("饮用水每升含铅0.01毫克。", "0.01毫克", 0.01e-3),
])
def test_a_mass_over_a_volume_is_a_concentration(text: str, surface: str, kilograms_per_cubic_metre: float) -> None:
    concentration = only_measurement(text)
    assert (concentration.dimension, concentration.unit, concentration.surface) == \
        ("mass_per_volume", "kg/m3", surface)
    assert concentration.value == pytest.approx(kilograms_per_cubic_metre)


@given(st.integers(min_value=1, max_value=5_000))
def test_milligrams_per_litre_are_grams_per_cubic_metre(milligrams: int) -> None:
    assert only_measurement(f"a level of {milligrams} mg/L").value == \
        pytest.approx(only_measurement(f"a level of {milligrams} g/m3").value)


def test_a_concentration_restated_in_other_units_passes() -> None:
    assert_publishable("Nitrate stood at 0.015 g/L.", "Nitrate concentration: 15 mg/L.")
    assert_blocked_as_unstated("Nitrate stood at 0.15 g/L.", "Nitrate concentration: 15 mg/L.")


@pytest.mark.parametrize(("answer", "source"), [
    ("The mean was 15.1 µg.", "The mean was 14.2 µg."),
    ("The pulse lasts 1.5 ns.", "The pulse lasts 1.2 ns."),
    ("颗粒物浓度为15.1微克/立方米。", "颗粒物浓度为14.2微克/立方米。"),
])
def test_small_figures_are_compared_at_their_own_precision(answer: str, source: str) -> None:
    assert_blocked_as_unstated(answer, source)
    assert_publishable(source, source)


_TABLE = ("Westmere air quality, Table 3: annual mean PM2.5 (µg/m³)\n\n"
          "| Station | 2023 | 2024 |\n|---|---|---|\n| Northgate | 15.1 | 14.2 |\n| Old Town | 13.0 | 12.6 |\n")


def test_a_caption_set_apart_by_a_blank_line_gives_the_table_its_unit() -> None:
    assert [table.unit for table in inline_tables(_TABLE)] == ["µg/m³"]


def test_a_change_read_from_a_captioned_table() -> None:
    assert_publishable("Northgate's annual mean fell to 14.2 µg/m³ in 2024, 0.9 µg/m³ lower than in 2023.", _TABLE)
    assert_blocked_as_unstated("Northgate's annual mean fell to 14.2 µg/m³ in 2024, 1.9 µg/m³ lower than in 2023.",
                               _TABLE)
