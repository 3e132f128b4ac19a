"""A day of the week written right before a date it falls on ("Friday 8 to Sunday 10 August 2025") is worked out from
the calendar, with the year the sentence or the evidence gives: no name the evidence must hold. A wrong day blocks
(FE021)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

FIESTA = ("Brackenford Balloon Fiesta 2025 - visitor information. The fiesta runs over three days, 8-10 August 2025. "
          "Mass ascents are scheduled for 06:00 and 18:00 each day.")
RACE = "Cranmoor Hill Cheese Roll 2025. Racing takes place on 26 May 2025. Programme: 12:00 men's downhill."

CASES = [
    ("Mass ascents take off at 6am and 6pm each day of the fiesta, Friday 8 to Sunday 10 August 2025.", FIESTA, True),
    ("Mass ascents take off at 6am and 6pm each day of the fiesta, Thursday 8 to Saturday 10 August 2025.", FIESTA,
     False),
    ("The men's downhill starts at midday on Monday, 26 May.", RACE, True),
    ("The men's downhill starts at midday on Tuesday, 26 May.", RACE, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_weekdays_of_dates(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE021" in fired(result)) is not publishable
