"""A time the sentence gives after the start it states is the end of a run the evidence times: the start a record
gives on a line of its own ("Start time 14:10.") moved on by the length it gives ("in 3h 4m", "a running time of 2
hours 50 minutes") is that end; another end blocks (FE006)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

PEAL = ("Wexcombe, Devon. St Aldhelm. Sunday, 3 March 2024 in 3h 4m (18 cwt in E). 5040 Grandsire Triples. "
        "Start time 14:10. First peal on the bells since their rehanging in 2019.")
PADDED = "Peal report. Saturday 9 March 2024, 5040 Grandsire Triples in 3h 04m. Started 14:12."
SHOW = "The show starts at 19:30 and has a running time of 2 hours 50 minutes."

CASES = [
    ("Ringing began at ten past two on Sunday 3 March 2024 and the 5,040 changes of Grandsire Triples came round at "
     "5:14 pm.", PEAL, True),
    ("Ringing began at ten past two on Sunday 3 March 2024 and the 5,040 changes of Grandsire Triples came round at "
     "5:24 pm.", PEAL, False),
    ("The 5,040 changes of Grandsire Triples began at 2.12pm and came round at 5.16pm.", PADDED, True),
    ("The 5,040 changes of Grandsire Triples began at 2.12pm and came round at 5.12pm.", PADDED, False),
    ("The show starts at 19:30 and ends at 22:20.", SHOW, True),
    ("The show starts at 19:30 and ends at 22:50.", SHOW, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_ends_of_timed_runs(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE006" in fired(result)) is not publishable
