"""The end of a run from a start the sentence works out itself and the length the evidence gives ("start at 6.11 pm
… and finish at 7.41 pm" over "Walks start one hour before low water and last 90 minutes" and low water at 19:11);
the start is checked on its own, and a wrong end still blocks (FE006)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

TIDES = ("Tide table, Saturday 15 March 2025\n\n| Event | Time |\n|---|---|\n| Low water | 06:42 |\n"
         "| Low water | 19:11 |")
WALKS = "Walks start one hour before low water and last 90 minutes. Our next walk is timed for the evening low tide."

CASES = [
    ("The walk will start at 6.11 pm, an hour before the evening low tide at 7.11 pm, and finish at 7.41 pm [1][2].",
     None),
    ("The walk will start at 6.11 pm, an hour before the evening low tide at 7.11 pm, and finish at 7.51 pm [1][2].",
     "FE006"),
]


@pytest.mark.parametrize(("answer", "rule"), CASES)
def test_run_end(answer: str, rule: str | None) -> None:
    assert_verdict(answer, {"1": TIDES, "2": WALKS}, rule)
