"""A margin "above" or "below" a named thing ("four and a half percentage points above Ruth and Alan Pryce") is the
difference of the two named figures, its side that of the word; a wrong margin blocks (FE001)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

RESULTS = ("North-South: 1st Margaret Hale & Derek Osei 63.4%; 2nd Pat Quinlan & Gordon Shaw 57.1%. East-West: 1st "
           "Ruth & Alan Pryce 58.9%; 2nd Helen Tovey & Jim Marr 55.3%.")

CASES = [
    ("Margaret Hale and Derek Osei scored 63.4%, four and a half percentage points above Ruth and Alan Pryce.", True),
    ("Margaret Hale and Derek Osei scored 63.4%, five percentage points above Ruth and Alan Pryce.", False),
    ("Ruth and Alan Pryce scored 4.5 percentage points below Margaret Hale and Derek Osei.", True),
]


@pytest.mark.parametrize(("answer", "publishable"), CASES)
def test_margins_above_and_below(answer: str, publishable: bool) -> None:
    result = verify(answer, RESULTS)
    assert result["publishable"] is publishable
    assert ("FE001" in fired(result)) is not publishable
