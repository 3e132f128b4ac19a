"""A margin "behind the winners" is measured from the row of a results table placed first, and a margin in a segment
of its own ("…, and Orme Valley finished … behind") is of the thing that segment names, not of one named before it:
19.4 seconds is "almost twenty"; another margin blocks (FE001)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

REGATTA = ("Tolley Regatta - Men's Coxed Four, Final (1,000 m).\n\n| Place | Crew | Lane | Time |\n|---|---|---|---|\n"
           "| 1 | Kingsmere RC | 3 | 3:12.3 |\n| 2 | Tolley Rowing Club | 2 | 3:14.4 |\n"
           "| 3 | Hartsbridge University BC | 4 | 3:19.0 |\n| 4 | Orme Valley RC | 1 | 3:31.7 |\n")

CASES = [
    ("Hartsbridge University were third, and Orme Valley finished almost twenty seconds behind the winners.",
     REGATTA, True),
    ("Orme Valley finished 19.4 seconds behind the winners.", REGATTA, True),
    ("Orme Valley finished almost ten seconds behind the winners.", REGATTA, False),
    ("Hartsbridge University finished 6.7 seconds behind the winners.", REGATTA, True),
    ("Hartsbridge University were third, and Orme Valley finished 6.7 seconds behind the winners.", REGATTA, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_margins_behind_the_winners(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE001" in fired(result)) is not publishable
