"""A cause a sentence gives with "blame … on" or "attribute … to" (present tense too) is a cause, and evidence saying
the group "has not yet established why" leaves it open (FE023); the effect alone passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

ORCHARD = ("This year's apple harvest came to about 1.2 tonnes, down from 2 tonnes last year. The group has not yet "
           "established why yields dropped and has asked the county tree officer to inspect the orchard.")

CASES = [
    ("The harvest fell to about 1.2 tonnes, a drop the volunteers blame on the late frost.", ORCHARD, False),
    ("The harvest fell to about 1.2 tonnes; the volunteers attribute it to codling moth.", ORCHARD, False),
    ("The harvest fell to about 1.2 tonnes, and the group does not yet know why.", ORCHARD, True),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_causes_blamed_and_left_open(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE023" in fired(result)) is not publishable
