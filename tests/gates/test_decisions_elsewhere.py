"""A decision the sentence tells (accepted, approved, banned) is read against the evidence sentence that decides on
the same thing, even when another sentence, which decides nothing, shares more of its words (FP002)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import sentence_rules

MINUTES = ("The board considered a proposal from the employer to reduce its contribution rate from 16% to 12% of "
           "salary. After discussion, the trustees rejected the proposal, citing uncertainty over future interest "
           "rates.")
APPEAL = ("Mr Justice Pellow dismissed the appeal brought by Orwin Developments against the refusal of planning "
          "permission. The judge found that the planning inspector had not misapplied national policy on flood risk.")


def test_a_decision_told_the_other_way_blocks() -> None:
    answer = "The trustees accepted the employer's proposal to cut its contribution rate from 16% to 12% of salary [1]."
    assert sentence_rules(verify(answer, [MINUTES])) == ["FP002"]


@pytest.mark.parametrize(("answer", "source"), [
    ("The trustees rejected the employer's proposal to cut its contribution rate from 16% to 12% of salary [1].",
     MINUTES),
    # the appeal was dismissed, the argument rejected: a decision on another thing than the sentence's
    ("Mr Justice Pellow rejected the argument that the planning inspector misapplied national flood-risk policy [1].",
     APPEAL),
])
def test_a_decision_told_the_same_way_or_on_another_thing_passes(answer: str, source: str) -> None:
    assert verify(answer, [source])["publishable"]
