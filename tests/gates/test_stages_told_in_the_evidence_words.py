"""A stage the sentence tells in the evidence's own words is the evidence's stage: "agreed to seek half" over "The
committee agreed to apply for half" passes, though applying is a stage to come (FE028 stays quiet); a stage the
evidence writes only as to come ("that consent be granted") still blocks "has been granted"."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

MINUTES = ("The treasurer reported that the new floodlights are expected to cost around £2,400. The committee agreed "
           "to apply to the parish council's community fund for half of the cost.")
REPORT = ("The examining inspector has recommended that development consent be granted for the 14-turbine Carrick "
          "Moor scheme. The Secretary of State must decide by 19 December 2025.")

CASES = [
    ("The committee agreed to seek half of the cost, roughly £1,200, from the parish council's community fund.",
     MINUTES, True),
    ("The committee has received half of the cost from the parish council's community fund.", MINUTES, False),
    ("The 14-turbine Carrick Moor scheme has been granted development consent.", REPORT, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_stage_told_in_the_evidence_words(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE028" in fired(result)) is not publishable
