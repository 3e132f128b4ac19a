"""A count of points where the evidence gives percents is read as percentage points: a change or a gap in points
is worked out from the percents like one written in percentage points, and a wrong one blocks though it is a small
number written in words."""

from __future__ import annotations

import pytest

from report_workflow import verify

DIPS = ("Chickpea dips accounted for 38% of sales in 2023, up from 31% in 2021. Over the same period, sour cream "
        "dips fell from 22% to 17%.")
BUSES = "Vehicle availability averaged 81%, below the 90% target, mainly because of outages at the refuelling station."


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Sour cream dips lost five points.", DIPS, True),
    ("Sour cream dips lost six points.", DIPS, False),
    ("Vehicle availability averaged 81%, nine points short of the 90% target.", BUSES, True),
    ("Vehicle availability averaged 81%, 9 points short of the 90% target.", BUSES, True),
    ("Vehicle availability averaged 81%, eight points short of the 90% target.", BUSES, False),
])
def test_points_over_percents_are_percentage_points(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes
