"""An upper bound rounded up to the next round number is stated by a lower one only when both count the same
thing: "limited to 20 people per tour" is not stated by "children under 12 go free" (FE001), while "under 10 ms" is
by "under 5 ms"."""

from __future__ import annotations

import pytest

from report_workflow import verify
from tests.support import fired

_TOURS = ("Tours last 90 minutes and cost £14 for adults; children under 12 go free. The tunnel stays at 12 °C "
          "year-round.")


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The farm will run 90-minute guided tours, limited to 20 people per tour [1].", _TOURS, False),
    ("Children under 12 go free on the 90-minute tours [1].", _TOURS, True),
    ("Replies take under 10 ms [1].", "Replies take under 5 ms.", True),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, {"1": source})
    assert bool(result["publishable"]) is passes
    assert passes or "FE001" in fired(result)
