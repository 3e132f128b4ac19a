"""A bound written after its figure in more words ("Force 3 or lighter", "18 or older"), never one whose "or above"
bounds the figure after it ("below 12 knots or above 25 knots"); 及以下 after a level (3级及以下); a figure after
"aged" an age, whatever word follows it ("aged 10 to 15 needs")."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities

WIND = ("Saltmarsh Kite School booking terms. If the school cancels a session because the wind is below 12 knots or "
        "above 25 knots, the session is rescheduled at no charge.")
FORECAST = "Departure depends on a forecast of Force 3 or less and is confirmed at 07:00 on the day."
AGES = ("No participants under 10 can be accepted, and 10–15-year-olds must be accompanied by a paying adult.")
SEA = "出海条件：预报风力3级及以下方可出海，浪高须在1米以下。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Sessions called off because the wind is too strong (over 25 knots) are rescheduled free [1].", WIND, True),
    ("Sessions called off because the wind is too strong (over 30 knots) are rescheduled free [1].", WIND, False),
    ("Trips go ahead only on a forecast of Force 3 or lighter [1].", FORECAST, True),
    ("Trips go ahead only on a forecast of Force 4 or lighter [1].", FORECAST, False),
    ("Anyone aged 10 to 15 needs a paying adult with them [1].", AGES, True),
    ("Anyone aged 10 to 16 needs a paying adult with them [1].", AGES, False),
    ("预报风力不超过3级才能出海[1]。", SEA, True),
    ("预报风力为3级时才能出海[1]。", SEA, False),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes


@pytest.mark.parametrize(("text", "readings"), [
    ("below 12 knots or above 25 knots", [("lt", 12.0), ("gt", 25.0)]),
    ("a forecast of Force 3 or lighter", [("le", 3.0)]),
    ("open to anyone 18 or older", [("ge", 18.0)]),
    ("预报风力3级及以下", [("le", 3.0)]),
])
def test_bounds(text: str, readings: list[tuple[str, float]]) -> None:
    assert [(quantity.bound, quantity.magnitude) for quantity in find_quantities(text)] == readings


def test_a_figure_after_aged_counts_nothing() -> None:
    (ages,) = find_quantities("anyone aged 10 to 15 needs an adult")
    assert (ages.kind, ages.counted) == ("range", "")
