"""A word of a stage to come opening a sentence names its subject ("Plans for a yew maze have been approved"): the
stage the sentence tells is the one after it, read against the evidence's (FE028)."""

from __future__ import annotations

import pytest

from report_workflow import verify

APPLICATION = ("Hartley Manor has submitted a planning application to build a visitor centre beside the walled garden. "
               "The borough council is expected to decide on the application in May.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("Plans for a visitor centre beside Hartley Manor's walled garden have been approved by the borough council.",
     False),
    ("Proposals for a visitor centre beside Hartley Manor's walled garden were approved by the borough council.",
     False),
    ("Plans for a visitor centre beside Hartley Manor's walled garden have been submitted to the borough council.",
     True),
    ("Hartley Manor's plans for a visitor centre await the borough council's decision in May.", True),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify(answer, [APPLICATION])["publishable"] is passes
