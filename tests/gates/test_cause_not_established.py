"""FD005: evidence that says it cannot establish, prove or show whether one thing causes another disclaims the
cause as "does not establish causality" does; a sentence stating the effect blocks, the association passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

TEA = ("This cohort of 31,000 adults found that drinking two cups of green tea a day was associated with a 14% lower "
       "risk of stroke over eight years. Because the study was observational, the authors say it cannot establish "
       "whether green tea itself causes the lower risk.")
NAPS = ("Pupils who napped after lunch scored 6% higher in afternoon tests, but the researchers did not show that "
        "napping causes the higher scores.")


@pytest.mark.parametrize(("answer", "source"), [
    ("Drinking two cups of green tea a day cuts the risk of stroke by 14% [1].", TEA),
    ("Napping after lunch improves pupils' afternoon test scores by 6% [1].", NAPS),
])
def test_an_effect_blocks_where_the_evidence_cannot_establish_the_cause(answer: str, source: str) -> None:
    assert "FD005" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("Drinking two cups of green tea a day was associated with a 14% lower risk of stroke [1].", TEA),
    ("Pupils who napped after lunch scored 6% higher in afternoon tests [1].", NAPS),
])
def test_the_association_passes_where_the_evidence_cannot_establish_the_cause(answer: str, source: str) -> None:
    assert "FD005" not in fired(verify(answer, [source]))


def test_a_plain_denial_that_something_caused_an_event_is_no_disclaimer() -> None:
    source = "The storm did not cause any injuries, but it cuts power to 4,000 homes on the coast every winter."
    assert "FD005" not in fired(verify("The storm cuts power to 4,000 homes on the coast every winter [1].", [source]))
