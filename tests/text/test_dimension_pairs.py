"""A pair of dimensions ("2556 x 1179", "2556-by-1179-pixel", 长2556、宽1179) is two figures, each in the unit
written after the second when they are dimensions of one thing."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from report_workflow.text import find_quantities


def figures(text: str) -> list[tuple[float, str, str]]:
    """(value, unit, kind) of every figure, in order."""
    return [(quantity.value, quantity.unit, quantity.kind) for quantity in find_quantities(text)]


@pytest.mark.parametrize("text", [
    "a 2556 x 1179 display",
    "a 2556 X 1179 display",
    "a 2556×1179 display",
    "a 2556 × 1179 display",
    "a 2556x1179 display",
    "a 2556 by 1179 display",
    "屏幕分辨率为2556×1179。",
    "屏幕长2556、宽1179。",
])
def test_a_pair_of_bare_dimensions_is_two_bare_figures(text):
    assert figures(text) == [(2556, "", "value"), (1179, "", "value")]


@pytest.mark.parametrize("text", [
    "2556-by-1179-pixel resolution",
    "2556 x 1179 pixels",
    "2556 by 1179 pixels",
    "2556x1179px",
    "2556 × 1179 px",
])
def test_a_unit_after_the_second_dimension_is_the_unit_of_both(text):
    assert figures(text) == [(2556, "px", "value"), (1179, "px", "value")]


@pytest.mark.parametrize(("text", "first", "second"), [
    ("1920x1080 screen", 1920, 1080),
    ("a 1920 × 1080 monitor", 1920, 1080),
    ("portrait 1080 x 1920 video", 1080, 1920),
    ("1920-by-1080-pixel panel", 1920, 1080),
])
def test_a_dimension_between_1900_and_2099_is_not_a_year(text, first, second):
    assert [(value, kind) for value, _, kind in figures(text)] == [(first, "value"), (second, "value")]


@pytest.mark.parametrize(("text", "expected"), [
    ("a 12 x 8 m room", [(12, "m", "value"), (8, "m", "value")]),
    ("a 1.5 x 2.0 mm chip", [(0.0015, "m", "value"), (0.002, "m", "value")]),
    ("a 4 x 100 m relay", [(4, "", "value"), (100, "m", "value")]),  # four legs of 100 m, not 4 m
    ("a 12 by 8 feet room", [(3.6576, "m", "value"), (2.4384, "m", "value")]),
    ("take 3 x 20 mg daily", [(3, "", "value"), (0.00002, "kg", "value")]),  # three doses of 20 mg
    ("2 x 16 GB of memory", [(2, "", "value"), (16e9, "B", "value")]),
])
def test_a_unit_is_shared_only_by_lengths_of_like_size(text, expected):
    assert figures(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("a 3x zoom", [(3, "x", "value")]),
    ("solve 3x + 2 = 5", [(3, "x", "value"), (2, "", "value"), (5, "", "value")]),
    ("1.5×10^6 cells", [(1.5e6, "", "value")]),
    ("3 × 10⁶ cells", [(3e6, "", "value")]),
    ("the register 0x1F", [(0, "", "label")]),
])
def test_multiples_variables_and_exponents_are_not_pairs(text, expected):
    assert figures(text) == expected


def test_a_cut_by_a_deadline_is_not_a_pair():
    assert [kind for _, _, kind in figures("cut emissions by 45 by 2030.")] == ["value", "year"]


@given(st.integers(100, 9999), st.integers(100, 9999), st.sampled_from([" x ", "x", "X", "×", " × ", "-by-"]))
def test_any_pair_of_pixel_dimensions_reads_as_its_two_figures(first, second, link):
    assert [value for value, _, _ in figures(f"a {first}{link}{second} display")] == [first, second]


@pytest.mark.parametrize(("text", "name"), [
    ("The 4x4 model costs more.", "4x4"),
    ("a 2x4 stud", "2x4"),
    ("won the 4x100m relay", "4x100m"),
])
def test_short_figures_glued_to_an_x_name_a_thing(text, name):
    assert [(quantity.surface, quantity.kind) for quantity in find_quantities(text)] == [(name, "label")]


def test_an_edition_after_a_version_is_not_a_pair():
    assert [(value, kind) for value, _, kind in figures("Windows 10 x64 edition")] == [(10, "value"), (64, "label")]


@pytest.mark.parametrize(("text", "expected"), [
    ("a 10 x 20 x 30 cm box", [(0.1, "m", "value"), (0.2, "m", "value"), (0.3, "m", "value")]),
    ("箱子尺寸为10×20×30厘米。", [(0.1, "m", "value"), (0.2, "m", "value"), (0.3, "m", "value")]),
])
def test_three_dimensions_share_the_unit_written_after_the_last(text, expected):
    assert figures(text) == expected
