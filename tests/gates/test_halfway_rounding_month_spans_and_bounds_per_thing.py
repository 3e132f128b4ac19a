"""An approximate figure rounding a worked one up from exactly halfway by a small step ("about 463" for 462.5, not
"about three hours" for two and a half), a range from the first day of a month to the last day of another as whole
months, and a bound on an amount per something ("just under 150 metres a week" for 145)."""

from __future__ import annotations

import pytest

from report_workflow import verify

CARDS = "Eastbrook Library issued 1,250 new cards in 2023. Only 37% were renewed after the first year."
TRIAL = "The bike-share trial ran between 1 March and 31 October, with 140 bikes at 22 docks."
FEBRUARY = "The winter programme ran between 1 December 2023 and 29 February 2024."
LOOMS = "The mill's 24 looms produced 3,480 metres of cloth in the week to 9 May."
TRAIN = "G102 上海虹桥 07:15开 — 苏州北 07:42 — 南京南 09:45到。"


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Only 37% of the 1,250 cards issued in 2023 were renewed, about 463 cards.", CARDS, True),
    ("Only 37% of the 1,250 cards issued in 2023 were renewed, about 462 cards.", CARDS, False),
    ("G102次列车07:15从上海虹桥发车，09:45到达南京南，全程约3小时。", TRAIN, False),
    ("The bike-share trial ran for eight months.", TRIAL, True),
    ("The bike-share trial ran for seven months.", TRIAL, False),
    ("The winter programme ran for three months.", FEBRUARY, True),
    ("Each of the 24 looms produced just under 150 metres of cloth a week.", LOOMS, True),
    ("Each of the 24 looms produced just over 150 metres of cloth a week.", LOOMS, False),
])
def test_halfway_rounding_month_spans_and_bounds_per_thing(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes
