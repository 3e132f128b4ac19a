"""A count of the evidence naming a thing the sentence never speaks of is no rival owner of the sentence's bare
figure: "412 exhibiting publishers from 31 countries, down from 430" gives the publishers no other number than 412
and 430, so "slipped to 412 from 430" passes, while the figures swapped still block (FN001)."""

from __future__ import annotations

import pytest

from report_workflow import verify
from tests.support import fired

_FAIR = ("The four-day fair welcomed 48,300 visitors, compared with 42,000 in 2024. There were 412 exhibiting "
         "publishers from 31 countries, down from 430 last year.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("The number of exhibiting publishers, however, slipped to 412 from 430 [1].", True),
    ("The number of exhibiting publishers, however, slipped to 430 from 412 [1].", False),
    ("There were 31 exhibiting publishers [1].", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    result = verify(answer, {"1": _FAIR})
    assert bool(result["publishable"]) is passes
    assert passes or fired(result, "FN")
