"""The cheap screens in front of the quantity parser's readers keep every reading they guard."""

import pytest

from report_workflow.text.quantities import find_quantities


def _kinds(text: str) -> list[tuple[str, str, float]]:
    return [(quantity.surface, quantity.kind, quantity.value) for quantity in find_quantities(text)]


@pytest.mark.parametrize("text, expected", [
    ("Open 0730 – 1600 daily.", [("0730", "clock", 27000.0), ("1600", "clock", 57600.0)]),
    ("Open 0730 -1600 daily.", [("0730", "clock", 27000.0), ("1600", "clock", 57600.0)]),
    ("Staffed 0900- 1730.", [("0900", "clock", 32400.0), ("1730", "clock", 63000.0)]),
    ("It ran 1990 – 2010.", [("1990 – 2010", "year", 1990.0)]),  # 1990 is no time of day
    ("In 2023 - a good year.", [("2023", "year", 2023.0)]),
])
def test_hours_of_a_range_are_read_with_a_space_beside_the_dash(text: str, expected: list) -> None:
    assert _kinds(text) == expected


@pytest.mark.parametrize("text, surface, percent", [
    ("One in five adults smoke.", "One in five", 20.0),
    ("Two-thirds of voters agreed.", "Two-thirds", 66.6666666667),
    ("1/3 of the budget went to staff.", "1/3", 33.3333333333),
    ("3 out of 10 matches were won.", "3 out of 10", 30.0),
])
def test_shares_are_read_after_a_space_a_hyphen_or_a_slash(text: str, surface: str, percent: float) -> None:
    (share,) = find_quantities(text)
    assert (share.surface, share.value, share.fraction) == (surface, percent, True)


@pytest.mark.parametrize("text", ["The score was 3.", "Gate 3, then left.", "It cost 3."])
def test_a_figure_not_followed_by_a_share_stays_a_figure(text: str) -> None:
    assert [quantity.fraction for quantity in find_quantities(text)] == [False]


@pytest.mark.parametrize("text, surface", [
    ("It took about an hour.", "about an hour"),
    ("It lasted more than a year.", "more than a year"),
    ("He was an inch taller.", "an inch"),
    ("A centimetre shorter.", "A centimetre"),
    ("It took a while.", None),
])
def test_articles_counting_one_unit_are_found(text: str, surface: str | None) -> None:
    surfaces = [quantity.surface for quantity in find_quantities(text)]
    assert surfaces == ([surface] if surface else [])
