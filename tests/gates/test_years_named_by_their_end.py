"""A year a source names by its end ("the year to 30 June", "the financial year ended March") is the span a sentence
gives as twelve months or a year; another length is not."""

from __future__ import annotations

import pytest

from report_workflow import verify

RESULTS = ("Harbour Foods reported revenue of £48.2 million for the year to 30 June, up from £44.9 million the year "
           "before.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("Harbour Foods took £48.2 million in the twelve months to 30 June.", True),
    ("Harbour Foods took £48.2 million in the 12 months to 30 June.", True),
    ("Harbour Foods took £48.2 million in the six months to 30 June.", False),
    ("Harbour Foods took £48.2 million in the 18 months to 30 June.", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify(answer, [RESULTS])["publishable"] is passes
