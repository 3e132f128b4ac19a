"""A unit in brackets right before a bare figure is the figure's unit, as a table header's is for its column."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from report_workflow.text import find_quantities


def _only(text: str):
    found = [quantity for quantity in find_quantities(text) if quantity.is_measurement]
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("The tensile strength (MPa) was 315.2 after annealing.", "315.2 MPa"),
        ("2023年营业收入（万元）为5800，较上年有所增长。", "5800万元"),
        ("营业收入（单位：万元）达到5800。", "5800万元"),
        ("The mean temperature (°C) was 23 in July.", "23 °C"),
        ("Revenue (£m): 412", "£412m"),
        ("Capital spending (US$m) was about 40 last year.", "about US$40m"),
        ("Median age at diagnosis (years): 64", "64 years"),
    ],
)
def test_a_bracketed_unit_goes_with_the_bare_figure_after_it(text: str, written: str) -> None:
    quantity, stated = _only(text), _only(written)
    assert (quantity.value, quantity.unit, quantity.dimension, quantity.approximate) == (
        stated.value, stated.unit, stated.dimension, stated.approximate)
    assert text[quantity.start:quantity.end] == quantity.surface


def test_a_figure_after_a_bracketed_unit_is_not_read_as_a_year() -> None:
    quantity = _only("The melting point (°C) was 1950 in the furnace trial.")
    assert quantity.kind == "value" and quantity.dimension == "temperature"


@pytest.mark.parametrize(
    "text",
    [
        "The number of participant(s) was 12.",  # glued to a word: a plural, not seconds
        "The mean score (n=45) was 12 on the scale.",  # the bracket names no unit
        "Sales (see Table 3) rose to 412.",  # a word other than a linking word stands between
        "Patients treated (%) numbered 12 hospitals.",  # the figure counts something of its own
    ],
)
def test_a_bracket_that_names_no_unit_of_the_figure_leaves_it_bare(text: str) -> None:
    figures = [quantity for quantity in find_quantities(text) if quantity.is_measurement and quantity.value in (12, 412)]
    assert figures and all(quantity.dimension == "number" for quantity in figures)


@given(st.sampled_from(["MPa", "万元", "°C", "%", "kg", "亿元"]),
       st.decimals(min_value=1, max_value=99_999, places=1, allow_nan=False, allow_infinity=False))
def test_a_bracketed_unit_reads_as_the_unit_written_after(unit: str, number) -> None:
    figure = f"{number:f}"
    spaced = "" if unit in ("%",) or not unit.isascii() else " "
    bracketed = _only(f"测量值（{unit}）为{figure}")
    written = _only(f"测量值为{figure}{spaced}{unit}")
    assert (bracketed.value, bracketed.unit, bracketed.decimals) == (written.value, written.unit, written.decimals)
