"""Two members of a group named together before its noun ("the Pelham Butte and Garnet Peak lookouts") are a part of
it, across the clause break at "and": a sentence calling it all of the group blocks (FD003); naming the two passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

NOTICE = ("The Forest Service will close the Pelham Butte and Garnet Peak lookouts to visitors from 1 July to allow "
          "structural repairs to their stairways and catwalks.")

CASES = [
    ("The Forest Service will close all lookouts to visitors from 1 July.", NOTICE, False),
    ("The Forest Service will close the Pelham Butte and Garnet Peak lookouts to visitors from 1 July.", NOTICE, True),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_members_named_together(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FD003" in fired(result)) is not publishable
