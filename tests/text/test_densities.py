"""A figure per unit of area ("4,120 people per square kilometre", "4120人/平方公里", 每平方公里4120人) is a density,
converted like any physical unit, so that a density per square mile and one per square kilometre compare."""

import pytest

from report_workflow.text import find_quantities

PER_SQUARE_KILOMETRE = 1.0
PER_SQUARE_MILE = 0.386102158542


def only(text: str):
    found = find_quantities(text)
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize(("text", "surface", "factor"), [
    ("density was 4,120 people per square kilometre", "4,120 people per square kilometre", PER_SQUARE_KILOMETRE),
    ("density was 4,120 per square kilometer", "4,120 per square kilometer", PER_SQUARE_KILOMETRE),
    ("density was 4,120 inhabitants per sq km", "4,120 inhabitants per sq km", PER_SQUARE_KILOMETRE),
    ("density was 4,120 per km2", "4,120 per km2", PER_SQUARE_KILOMETRE),
    ("density was 4,120/km²", "4,120/km²", PER_SQUARE_KILOMETRE),
    ("density was 4,120 residents/km2", "4,120 residents/km2", PER_SQUARE_KILOMETRE),
    ("density was 4,120 people per square mile", "4,120 people per square mile", PER_SQUARE_MILE),
    ("density was 4,120/mi²", "4,120/mi²", PER_SQUARE_MILE),
    ("density was 4,120 per square metre", "4,120 per square metre", 1e6),
    ("人口密度为4120人/平方公里", "4120人/平方公里", PER_SQUARE_KILOMETRE),
    ("人口密度为4120人每平方公里", "4120人每平方公里", PER_SQUARE_KILOMETRE),
    ("人口密度为每平方公里4120人", "每平方公里4120", PER_SQUARE_KILOMETRE),  # a classifier is not in a surface
    ("人口密度为每平方公里约4120人", "每平方公里约4120", PER_SQUARE_KILOMETRE),
    ("人口密度约为每平方公里4120人", "约为每平方公里4120", PER_SQUARE_KILOMETRE),
])
def test_a_figure_per_unit_of_area_is_a_density(text, surface, factor):
    quantity = only(text)
    assert (quantity.surface, quantity.dimension, quantity.unit) == (surface, "per_area", "/km2")
    assert quantity.value == pytest.approx(4120 * factor)


def test_a_density_per_square_mile_is_converted_to_one_per_square_kilometre():
    per_mile, per_kilometre = only("10,700 per square mile"), only("4,131 per square kilometre")
    assert per_mile.value == pytest.approx(per_kilometre.value, rel=1e-3)


@pytest.mark.parametrize(("text", "unit", "dimension"), [
    ("$3,000 per square metre", "USD", "currency"),  # a price per area stays an amount of money
    ("每平方米3万元", "CNY", "currency"),
    ("3,000元/平方米", "CNY", "currency"),
    ("200 W/m²", "W", "power"),
    ("4,120 people", "", "number"),
])
def test_money_and_other_units_per_area_keep_their_own_unit(text, unit, dimension):
    quantity = only(text)
    assert (quantity.unit, quantity.dimension) == (unit, dimension)


@pytest.mark.parametrize("text", ["人口密度约为每平方公里4120人", "人口密度为每平方公里约4120人"])
def test_a_density_is_approximate_whether_about_comes_before_its_area_or_its_figure(text):
    assert only(text).approximate


def test_a_bound_before_the_area_bounds_the_density():
    quantity = only("人口密度超过每平方公里4000人")
    assert (quantity.kind, quantity.bound, quantity.surface) == ("bound", "gt", "超过每平方公里4000")
