"""A year after "over" that names a period, an event named by its month and day, and a Chinese bound whose bracket
leaves its own figure out."""

from __future__ import annotations

import pytest

from report_workflow.text.quantities import find_quantities


@pytest.mark.parametrize("text", ["They put out 120 kg each over 2023.", "Sales rose over 2023 and 2024.",
                                  "Output fell over 2022-23."])
def test_a_year_after_over_is_the_period_it_names(text: str) -> None:
    assert [quantity.kind for quantity in find_quantities(text) if 2022 <= quantity.value <= 2024][0] == "year"


@pytest.mark.parametrize("text", ["Attendance was over 2000.", "Over 2023 people signed the petition."])
def test_a_round_or_counted_figure_after_over_stays_a_bound(text: str) -> None:
    first = find_quantities(text)[0]
    assert (first.kind, first.bound) == ("bound", "gt")


@pytest.mark.parametrize(("text", "month_day"), [("5·18冰雹灾害造成农作物受灾", 518), ("7・20特大暴雨过后", 720)])
def test_an_event_named_by_month_and_day_is_a_date(text: str, month_day: int) -> None:
    (day, *_) = find_quantities(text)
    assert (day.kind, int(day.value)) == ("date", month_day)


@pytest.mark.parametrize(("text", "bound"), [
    ("身高1.2米以下（不含1.2米）的儿童免票", "lt"), ("3万元以上（不含）的部分", "gt"),
    ("身高1.2米以下的儿童免票", "le"), ("3万元以上的部分", "ge"),
])
def test_a_bracket_leaving_the_figure_out_opens_the_bound(text: str, bound: str) -> None:
    (first, *_) = find_quantities(text)
    assert (first.kind, first.bound) == ("bound", bound)
