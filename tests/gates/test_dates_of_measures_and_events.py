"""Where the evidence states the sentence's year of an event only as the period of a measurement ("was found at 14
sites in 2024"), an event of the sentence's words dated otherwise beside it ("first recorded in the county in 2023")
is the sentence's event, so the year moved to it blocks (FN001); each year kept with its own event passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

MOTHS = "The Jersey Tiger, first recorded in the county in 2023, was found at 14 sites in 2024."
BEER = "Molson Canadian used the slogan from 1994 until 1998. The beer was introduced in 1959."

CASES = [
    ("The Jersey Tiger was first recorded in the county in 2024.", MOTHS, False),
    ("The Jersey Tiger was first recorded in the county in 2023 and found at 14 sites in 2024.", MOTHS, True),
    ("The beer was introduced in 1994.", BEER, False),
    ("The beer was introduced in 1959.", BEER, True),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_dates_of_measures_and_events(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FN001" in fired(result)) is not publishable
