"""What a thing "will begin with" is the first event it orders: "Restoration will begin with repairing the chimney,
followed by re-thatching the roof" over "first the roof will be re-thatched, then the chimney repaired" turns the
order round (FP009); the evidence's order passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

STAGES = ("Restoration of the forge will proceed in three stages: first the roof will be re-thatched, then the chimney "
          "repaired, and finally the original bellows restored.")

CASES = [
    ("Restoration of the forge will begin with repairing the chimney, followed by re-thatching the roof.", False),
    ("Restoration of the forge will begin with re-thatching the roof, followed by repairing the chimney.", True),
]


@pytest.mark.parametrize(("answer", "publishable"), CASES)
def test_orders_a_thing_begins_with(answer: str, publishable: bool) -> None:
    result = verify(answer, STAGES)
    assert result["publishable"] is publishable
    assert ("FP009" in fired(result)) is not publishable
