"""FD003: "the vast majority", "almost all", 绝大多数 need a share of the group near the whole of it."""

from __future__ import annotations

import pytest

from report_workflow.gates.lexicon import near_universal_cues
from report_workflow.verify import verify
from tests.support import fired

SURVEY = "Of the 1,200 firms surveyed, 58% said they would raise research spending this year, and 31% would hold it."
SURVEY_ZH = "在接受调查的1200家企业中，58%表示今年将扩大研发投入，31%表示将维持现有水平。"


@pytest.mark.parametrize(("text", "cue"), [
    ("The vast majority of firms plan to hire.", "the vast majority"),
    ("Almost all respondents agreed.", "almost all"),
    ("绝大多数受访企业表示将扩大投入。", "绝大多数"),
    ("几乎所有门店都已恢复营业。", "几乎所有"),
])
def test_a_near_universal_quantifier_is_read(text: str, cue: str) -> None:
    assert near_universal_cues(text) == (cue,)


@pytest.mark.parametrize(("answer", "source"), [
    ("The vast majority of surveyed firms said they would raise research spending this year.", SURVEY),
    ("Almost all of the firms surveyed said they would raise research spending this year.", SURVEY),
    ("调查显示，绝大多数受访企业表示今年将扩大研发投入。", SURVEY_ZH),
    ("调查显示，几乎所有受访企业都表示今年将扩大研发投入。", SURVEY_ZH),
])
def test_nearly_the_whole_group_over_a_share_well_short_of_it_blocks(answer: str, source: str) -> None:
    assert "FD003" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("Most surveyed firms said they would raise research spending this year.", SURVEY),
    ("调查显示，多数受访企业表示今年将扩大研发投入。", SURVEY_ZH),
    ("调查显示，58%的受访企业表示今年将扩大研发投入。", SURVEY_ZH),
    ("The vast majority of surveyed firms said they would raise research spending this year.",
     SURVEY.replace("58%", "91%")),
    ("调查显示，绝大多数受访企业表示今年将扩大研发投入。", SURVEY_ZH.replace("58%", "91%")),
    # a percentage that is no share of the group says nothing of how many
    ("The vast majority of branches raised prices by 5%.", "Most branches raised prices by 5% in March."),
])
def test_a_share_that_bears_the_quantifier_out_or_no_share_passes(answer: str, source: str) -> None:
    assert "FD003" not in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source", "blocked"), [
    ("The panel upheld all of the complaints.", "The panel upheld three complaints and rejected two.", True),
    ("The panel upheld all of the complaints.", "The panel upheld all five complaints.", False),
    ("The panel upheld three of the complaints.", "The panel upheld three complaints and rejected two.", False),
])
def test_all_granted_where_the_evidence_grants_some_and_refuses_others_blocks(answer: str, source: str,
                                                                               blocked: bool) -> None:
    assert ("FD003" in fired(verify(answer, [source]))) is blocked
