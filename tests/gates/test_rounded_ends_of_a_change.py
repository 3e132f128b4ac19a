"""A figure the sentence rounds states only the nearest evidence figure it rounds: "nearly 2,000 pins, about 270 more
than in 2019" over 1,968 pins and a 2019 effort of 1,702 reads the change from 1,702 to 1,968 (266), though "nearly
2,000" would round 1,702 too; a wrong change still blocks (FE001)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify

PINS = ("The Plough Inn skittles team knocked down 1,968 pins over a 24-hour charity marathon. Landlord Pete Harker "
        "said the total beat the team's 2019 effort of 1,702 pins.")

CASES = [
    ("The team felled nearly 2,000 pins, about 270 more than in 2019.", True),
    ("The team felled nearly 2,000 pins, 266 more than in 2019.", True),
    ("The team felled nearly 2,000 pins, about 370 more than in 2019.", False),
    ("The team felled nearly 2,000 pins, 266 fewer than in 2019.", False),
]


@pytest.mark.parametrize(("answer", "publishable"), CASES)
def test_rounded_end_of_a_change(answer: str, publishable: bool) -> None:
    assert verify(answer, PINS)["publishable"] is publishable
