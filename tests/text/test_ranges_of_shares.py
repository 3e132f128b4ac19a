"""A range whose ends are parts of one whole written after it is a range of exact percents: "between three and four
in every ten" and "3 to 4 in 10" are 30% to 40%. A range before anything else ("groups of 3 to 5 met in 2023",
"two to three times a day") stays a range of counts."""

from __future__ import annotations

import pytest

from report_workflow.text import find_quantities


@pytest.mark.parametrize("text", [
    "Somewhere between three and four in every ten wombats have mange.",
    "Three to four in ten wombats have mange.",
    "Between 3 and 4 in 10 wombats have mange.",
])
def test_a_range_of_parts_of_one_whole_is_a_range_of_percents(text: str) -> None:
    assert [(item.kind, item.value, item.high, item.dimension) for item in find_quantities(text)] == [
        ("range", 30, 40, "percent")]


@pytest.mark.parametrize("text", ["Groups of 3 to 5 met in 2023.", "Teams of three to five in each round played.",
                                  "Take two to three times a day."])
def test_a_range_before_no_whole_stays_a_range_of_counts(text: str) -> None:
    assert [item.dimension for item in find_quantities(text) if item.kind == "range"] == ["number"]
