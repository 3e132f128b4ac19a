"""FP006: a majority is more than half, so a share of under 50% stated for the same thing is not one."""

from __future__ import annotations

import pytest

from report_workflow.gates.majorities import majorities
from report_workflow.verify import verify
from tests.support import fired, verdict_of

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


@pytest.mark.parametrize(("answer", "source"), [
    ("Most of the county's 48 care homes failed the fire inspection.",
     "Inspectors visited all 48 care homes in the county; 19 failed the fire inspection."),
    ("A majority of the 120 clinics inspected had expired stock.",
     "Of the 120 clinics inspected, 60 had expired stock."),  # exactly half is no majority
    ("全市62家医院中，大多数已开通互联网诊疗服务。", "全市62家医院中，有27家已开通互联网诊疗服务。"),
    ("在接受检查的45个工地中，过半存在安全隐患。", "在接受检查的45个工地中，有18个存在安全隐患。"),
])
def test_most_of_a_counted_whole_over_a_minority_count_blocks(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert not passed and "FP006" in {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("answer", "source"), [
    ("Most of the county's 48 care homes failed the fire inspection.",
     "Inspectors visited all 48 care homes in the county; 31 failed the fire inspection."),
    ("A majority of the 120 clinics inspected had expired stock.",
     "Of the 120 clinics inspected, 61 had expired stock."),
    ("全市62家医院中，大多数已开通互联网诊疗服务。", "全市62家医院中，有41家已开通互联网诊疗服务。"),
    ("在接受检查的45个工地中，过半存在安全隐患。", "在接受检查的45个工地中，有18个存在安全隐患，27个存在消防隐患。"),
])
def test_most_of_a_counted_whole_its_counts_back_or_leave_open_passes(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert passed, findings


def test_a_count_the_evidence_negates_is_the_rest_of_the_whole_not_the_majority_s_share() -> None:
    passed, findings = verdict_of("Most of the county's 48 care homes passed the fire inspection.",
                                  "Inspectors visited all 48 care homes in the county; 9 did not pass the inspection.")
    assert "FP006" not in {finding["rule"] for finding in findings}


LOANS = ("Loans by branch:\n\n| Branch | 2023 | 2024 |\n|---|---|---|\n| Northgate | 41,200 | 44,850 |\n"
         "| Westmere | 28,900 | 26,400 |\n| Eastfield | 15,300 | 16,100 |\n")


@pytest.mark.parametrize(("answer", "blocked"), [
    ("Loans rose at Northgate, and Westmere's loans also rose.", True),
    ("Loans rose at Northgate but fell at Westmere.", False),
    ("Westmere's loans rose in 2019.", False),  # another period than the row's
])
def test_a_named_row_told_to_move_the_other_way_blocks(answer: str, blocked: bool) -> None:
    assert ("FP012" in fired(verify(answer, [LOANS]))) is blocked


def test_a_row_of_ranges_is_read_by_its_key() -> None:
    # A row whose cells are ranges has no single figures for its columns; its key still names it.
    prices = ("Prices by region:\n\n| Region | 2022 | 2023 |\n|---|---|---|\n| North | 10–20 | 30–40 |\n"
              "| South | 50–60 | 20–30 |\n")
    assert fired(verify("Prices in the South also rose in 2023.", [prices])) >= {"FP012"}
    assert "FP012" not in fired(verify("Prices in the South fell in 2023.", [prices]))
