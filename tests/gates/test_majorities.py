"""FP006: a majority is more than half, so a share of under 50% stated for the same thing is not one."""

from __future__ import annotations

import pytest

from report_workflow.gates.majorities import majorities
from tests.support import verdict_of

ELECTION = "本届选举投票率为71.86%，候选人甲获得5586019票，得票率40.05%，当选。"
ELECTION_EN = "Candidate A won 40.05% of the vote, with turnout at 71.86%."


@pytest.mark.parametrize(("text", "phrase"), [
    ("候选人甲以过半数得票当选。", "过半数"),
    ("赞成票超过半数。", "超过半数"),
    ("Candidate A won an absolute majority.", "an absolute majority"),
    ("More than half of respondents backed the plan.", "More than half of respondents"),
])
def test_a_claim_of_a_majority_is_read(text: str, phrase: str) -> None:
    (found,) = majorities(text)
    assert found.phrase == phrase


@pytest.mark.parametrize("text", [
    "Candidate A won a plurality of the vote.",
    "候选人甲以相对多数得票当选。",
    "The majority leader spoke first.",
])
def test_a_plurality_or_a_title_claims_no_majority(text: str) -> None:
    assert majorities(text) == ()


@pytest.mark.parametrize(("answer", "source"), [
    ("候选人甲以过半数得票当选，得票率40.05%。", ELECTION),  # its own share
    ("候选人甲以过半数得票当选，投票率71.86%。", ELECTION),  # the turnout is not the share of the vote
    ("Candidate A won a majority of the vote.", ELECTION_EN),
    ("Candidate A won an absolute majority with 40.05%.", ELECTION_EN),
    ("过半数受访者支持该方案。", "46%的受访者支持该方案。"),
    ("More than half of respondents backed the plan.", "46% of respondents backed the plan."),
])
def test_a_majority_over_a_share_under_half_blocks(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert not passed and "FP006" in {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("answer", "source"), [
    ("候选人甲以相对多数得票当选，得票率40.05%。", ELECTION),
    ("Candidate A won a plurality of the vote.", ELECTION_EN),
    ("候选人甲以过半数得票当选。", "本届选举投票率为71.86%，候选人甲得票率52.3%，当选。"),
    ("候选人甲以过半数得票当选。", "本届选举投票率为71.86%，候选人甲当选。"),  # a turnout alone says nothing
    ("The majority of respondents (62%) backed the plan.", "62% of respondents backed the plan."),
    ("The party won a majority of seats.", "The party won 38% of the vote but 52% of the seats."),
    ("A majority of voters backed the plan, up 5% from last year.",
     "A majority of voters backed the plan, up 5% from last year."),
])
def test_a_majority_its_share_backs_or_a_plurality_passes(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert passed, findings
