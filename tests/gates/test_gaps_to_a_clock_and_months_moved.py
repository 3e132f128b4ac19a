"""A length of time counted back from a time of day the sentence states ("45 minutes before the 5pm close" over last
entry at 4.15pm), on its side only ("45 minutes after" it is no time between the two); months a date is moved by
between two months of the evidence ("pushed back two months to May" over "moved from March to May"), never the months
the range covers; a range of time whose ends are each worked out ("around four to five months, from February until
late June")."""

from __future__ import annotations

import pytest

from report_workflow import verify

HOUSE = "The house is open daily from 10am to 5pm, with last entry at 4.15pm."
CLUB = "The annual handicap tournament has been moved from March to May."
WHEELS = "Work began in February and the wheels were delivered in late June."
LAKE = "The lake is open from 9am to 6pm. Rowing boats are for hire until 5.20pm."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Last admission is 45 minutes before the 5pm close [1].", HOUSE, True),
    ("Last admission is 30 minutes before the 5pm close [1].", HOUSE, False),
    ("Last admission is 45 minutes after the 5pm close [1].", HOUSE, False),
    ("The last boat leaves 40 minutes before the 6pm closing time [1].", LAKE, True),
    ("The handicap tournament has been pushed back two months to May [1].", CLUB, True),
    ("The handicap tournament has been pushed back three months to May [1].", CLUB, False),
    ("The work took around four to five months, from February until late June [1].", WHEELS, True),
    ("The work took around six to seven months, from February until late June [1].", WHEELS, False),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
