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


DAM = ("Storage at Mirrin Dam stands at 71.3% of capacity. Inflows averaged 38 m³/s over the week. Outflows for "
       "irrigation remain suspended until further notice.")
FERRY = ("Ferry services between the islands were suspended on 3 March because of storms. They resumed on Monday "
         "10 March.")
FERRY_ZH = "受大风影响，渡轮航线自3月3日起暂停。3月10日，航线恢复运行。"


def test_a_service_told_running_again_where_the_evidence_keeps_it_stopped_blocks() -> None:
    answer = "Irrigation releases from Mirrin Dam have resumed [1]."
    assert sentence_rules(verify(answer, [DAM])) == ["FP002"]


@pytest.mark.parametrize(("answer", "source"), [
    ("Irrigation releases from Mirrin Dam remain suspended [1].", DAM),
    # stopped, then running again, told in two sentences, the second naming the service by a pronoun
    ("Ferry services resumed on Monday after being suspended for a week [1].", FERRY),
    ("渡轮航线暂停一周后于3月10日恢复运行[1]。", FERRY_ZH),
])
def test_a_service_state_the_evidence_tells_passes(answer: str, source: str) -> None:
    assert verify(answer, [source])["publishable"]
