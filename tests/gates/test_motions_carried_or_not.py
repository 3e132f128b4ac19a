"""Verbs of a motion being agreed (carried, passed, approved, backed, adopted) are one verb to polarity: "members
backed changing the kit colours" affirms what "the motion … was not carried" denies (FP001); the carried motion
backed passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

MINUTES = ("The proposal to open the side to women dancers was carried by 19 votes to 4. The motion to change the "
           "side's kit colours from green to blue was not carried (9 for, 14 against).")
COUNCIL = "The council did not approve the plan to extend the bell tower's opening hours."

CASES = [
    ("Members also backed changing the kit colours from green to blue.", MINUTES, False),
    ("Members backed opening the side to women dancers.", MINUTES, True),
    ("The council adopted the plan to extend the bell tower's opening hours.", COUNCIL, False),
    ("The plan to extend the bell tower's opening hours was not approved by the council.", COUNCIL, True),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_motions_carried_or_not(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FP001" in fired(result)) is not publishable
