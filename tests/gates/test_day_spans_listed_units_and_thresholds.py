"""A span of days with weekday names ("from Friday 9 to Sunday 11 August"), a unit written once after a list of
figures ("runs of 54.61 and 54.86 seconds"), "roughly a week earlier" as an amount, and a threshold crossed in a
condition ("if visibility falls under 2 km") as a level, not a movement."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities

SHOW = "The Millbrook Show ran from Friday 9 to Sunday 11 August, and the dairy's stand sold 4,800 ice creams."
RUNS = ("Ada Okafor and Ruth Lind won the pairs event with runs of 54.61 and 54.86 seconds; Holm and Reyes were "
        "second on a combined 1:50.02.")
HARVEST = "The estate's grape harvest began on 2 September, roughly a week earlier than usual."
REGATTA = ("Harbour Regatta 2024. Racing starts at 10:30 on Sunday 4 August. Racing may be cancelled at short notice "
           "if surface winds exceed 20 knots or visibility is below 2 km.")
DEBT = "We expect net debt to fall below $25 billion by the end of the year."


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


def test_the_first_day_of_a_span_takes_the_month_past_a_weekday() -> None:
    first, last = find_quantities("ran from Friday 9 to Sunday 11 August")
    assert (first.kind, first.value, last.value) == ("date", 809.0, 811.0)


@pytest.mark.parametrize(("text", "dimensions"), [
    ("runs of 54.61 and 54.86 seconds", ["time", "time"]),
    ("runs of 54.6 and 54.86 seconds", ["number", "time"]),
    ("aged 3 and 40 km away", ["number", "length"]),
])
def test_a_unit_written_once_after_a_list(text: str, dimensions: list[str]) -> None:
    assert [quantity.dimension for quantity in find_quantities(text)] == dimensions


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Over the three days of the Millbrook Show, the dairy sold 4,800 ice creams.", SHOW, True),
    ("Over the four days of the Millbrook Show, the dairy sold 4,800 ice creams.", SHOW, False),
    ("Okafor and Lind took the pairs title with a combined time of 1:49.47.", RUNS, True),
    ("Okafor and Lind took the pairs title with a combined time of 1:49.74.", RUNS, False),
    ("The harvest began on 2 September, about a week ahead of the usual date.", HARVEST, True),
    ("The harvest began on 2 September, about two weeks ahead of the usual date.", HARVEST, False),
    ("Sunday's racing is due to start at half past ten, but it could be called off at short notice if winds top "
     "roughly 37 km/h or visibility falls under 2 km.", REGATTA, True),
    ("Net debt is expected to rise above $25 billion by the end of the year.", DEBT, False),
])
def test_spans_lists_weeks_and_thresholds(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes
