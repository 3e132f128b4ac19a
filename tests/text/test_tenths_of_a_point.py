"""Tenths and fifths of one thing are amounts of it ("four-tenths of a point" is 0.4, "three tenths of a second" 0.3
s), as "three-quarters of a mile" is; of a whole they stay shares ("two-fifths of the members" is 40%)."""

from __future__ import annotations

import pytest

from report_workflow.text.quantities import find_quantities


@pytest.mark.parametrize(("text", "value", "dimension"), [
    ("four-tenths of a point", 0.4, "number"),
    ("three tenths of a second", 0.3, "time"),
    ("two-fifths of the members", 40.0, "percent"),
    ("three-quarters of a mile", 1207.008, "length"),
])
def test_part_of_one(text: str, value: float, dimension: str) -> None:
    (quantity,) = find_quantities(text)
    assert (round(quantity.value, 3), quantity.dimension) == (value, dimension)
