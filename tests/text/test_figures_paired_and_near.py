"""A bare figure set against a measured one takes its unit ("14.62 million tonnes (H1 2024: 13.90 million)", "to 9.1
µg/m³ from 8.7"), and so does a part or a whole written right before the other ("320 of the 1,280 hectares"); "a" or
"an" counts one unit of time in a bound ("just under a minute", "a year or more") and one of mass or length before a
comparative ("an ounce lighter"); a bound the figure lies close to ("just over", "slightly below") is approximate, as 多
after a Chinese figure is; 一 after 这, 那, 同 or 每 names a period, not a span of one (这一年)."""

import pytest

from report_workflow.text import find_quantities


def units_of(text: str) -> list[tuple[str, str]]:
    return [(quantity.surface, quantity.unit) for quantity in find_quantities(text)]


@pytest.mark.parametrize(("text", "expected"), [
    ("Total throughput: 14.62 million tonnes (H1 2024: 13.90 million).",
     [("14.62 million tonnes", "kg"), ("H1", ""), ("2024", ""), ("13.90 million", "kg")]),
    ("Revenue: €43.20 (2023: 41.10).", [("€43.20", "EUR"), ("2023", ""), ("41.10", "EUR")]),
    ("Fine particles rose slightly to 9.1 µg/m³ from 8.7, which", [("9.1 µg/m³", "kg/m3"), ("8.7", "kg/m3")]),
    ("The mean was 38 µg/m³, against 43 in 2023.", [("38 µg/m³", "kg/m3"), ("43", "kg/m3"), ("2023", "")]),
])
def test_a_bare_figure_paired_with_a_measured_one_takes_its_unit(text, expected):
    assert units_of(text) == expected


@pytest.mark.parametrize(("text", "bare"), [
    ("Sales rose 5% from 12 in 2023.", "12"),  # after "from", the measured figure is a change, not a level
    ("The parcel weighed 5.2 kg (12).", "12"),  # a bracket without a label pairs nothing
    ("Output reached 14.6 million tonnes (2023: 0.9 million).", "0.9 million"),  # not of like size
    ("Inbound pallets: 6,840 (week 22: 6,120).", "6,120"),  # nothing measured to take a unit from
])
def test_a_bare_figure_not_so_paired_stays_bare(text, bare):
    assert dict(units_of(text))[bare] == ""


@pytest.mark.parametrize(("text", "bound"), [
    ("handled just over 14.6 million tonnes", "gt"),
    ("a little over 5 million tonnes", "gt"),
    ("slightly below 3%", "lt"),
    ("just under one in five orders", "lt"),
])
def test_a_bound_the_figure_lies_close_to_is_approximate(text, bound):
    (quantity,) = find_quantities(text)
    assert (quantity.kind, quantity.bound, quantity.approximate) == ("bound", bound, True)


def test_a_plain_bound_is_not_approximate():
    (quantity,) = find_quantities("more than 14.6 million tonnes")
    assert (quantity.bound, quantity.approximate) == ("gt", False)


@pytest.mark.parametrize("text", ["这一年纸质图书外借量有所回落", "同一年，他去了北京", "这一天", "每一年都举办"])
def test_one_after_a_demonstrative_names_a_period(text):
    assert find_quantities(text) == []


def test_a_whole_year_is_still_a_span():
    (quantity,) = find_quantities("整一年")
    assert (quantity.surface, quantity.dimension) == ("一年", "time")


@pytest.mark.parametrize(("text", "expected"), [
    ("around 320 of the union's 1,280 hectares suffered damage",
     [("around 320", "m2"), ("1,280 hectares", "m2")]),
    ("about half a million kilograms of the 4.1 million offered went unsold",
     [("about half a million kilograms", "kg"), ("4.1 million", "kg")]),
    ("One in four of the 1,240 pupils", [("One in four", "%"), ("1,240", "")]),  # a share is no part in a unit
    ("12 of the 40 km were resurfaced", [("12", "m"), ("40 km", "m")]),
])
def test_a_part_and_its_whole_share_one_unit(text, expected):
    assert units_of(text) == expected


@pytest.mark.parametrize(("text", "surface", "bound", "seconds"), [
    ("The gap was just under a minute.", "just under a minute", "lt", 60),
    ("It reopened more than a year later.", "more than a year", "gt", 31557600),
    ("27% had been open for a year or more.", "a year or more", "ge", 31557600),
    ("The repair took about an hour.", "about an hour", None, 3600),
])
def test_an_article_counts_one_unit_of_time_in_a_bound(text, surface, bound, seconds):
    [quantity] = find_quantities(text)[-1:]
    assert (quantity.surface, quantity.bound, quantity.value) == (surface, bound, seconds)


@pytest.mark.parametrize(("text", "surface", "base"), [
    ("an ounce lighter than last year's model", "an ounce", 0.028349523125), ("a foot taller", "a foot", 0.3048),
    ("a metre shorter than the old jetty", "a metre", 1.0),
])
def test_an_article_counts_one_unit_of_mass_or_length_before_a_comparative(text, surface, base):
    [quantity] = find_quantities(text)
    assert (quantity.surface, quantity.value) == (surface, pytest.approx(base))


@pytest.mark.parametrize("text", ["a pound of flour", "£3 a pound", "a mile away", "a foot of snow"])
def test_an_article_before_a_unit_names_no_amount_elsewhere(text):
    assert not [quantity for quantity in find_quantities(text) if quantity.dimension in ("mass", "length")]


@pytest.mark.parametrize("text", [
    "720,000 tonnes more than a year earlier",  # what is compared with, not a bound
    "a year of growth", "over a decade", "it took under an hour and a half",
])
def test_an_article_names_no_amount_elsewhere(text):
    assert not [quantity for quantity in find_quantities(text) if quantity.dimension == "time"]
