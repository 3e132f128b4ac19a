"""A vulgar fraction written right after a whole number is part of it ("29½ hours" is 29.5 hours, "a 2¼-mile walk"
2.25 miles), stated to the decimals it is read to."""

from __future__ import annotations

import pytest

from report_workflow.text import find_quantities
from report_workflow.verify import verify
from tests.support import assert_blocked_as_unstated, assert_publishable


@pytest.mark.parametrize(("text", "surface", "value", "decimals"), [
    ("No trains for 29½ hours.", "29½ hours", 29.5 * 3600, 1),
    ("a 2½-hour wait", "2½-hour", 2.5 * 3600, 1),
    ("a 2¼-mile walk", "2¼-mile", 2.25 * 1609.344, 2),
    ("add 1¾ litres of stock", "1¾ litres", 0.00175, 2),
])
def test_a_fraction_after_a_whole_number_is_part_of_it(text: str, surface: str, value: float, decimals: int) -> None:
    (quantity,) = [item for item in find_quantities(text) if item.is_measurement]
    assert (quantity.surface, quantity.decimals) == (surface, decimals)
    assert quantity.value == pytest.approx(value)


def test_a_figure_with_a_fraction_is_checked_whole() -> None:
    assert_publishable("The wait is 2½ hours.", "The wait is two and a half hours (150 minutes).")
    assert_blocked_as_unstated("The wait is 3½ hours.", "The wait is 2 hours.")
    assert not verify("The wait is 2½ hours.", "The wait is 2 hours.")["publishable"]  # more precise than 2 hours
