"""FP001 and FP002 over a ruling on a claim: a claim the court rejected (不予支持, 驳回, dismissed, rejected) stated as
upheld in whole or in part (部分支持, 予以支持, "partly upheld", "granted in part") blocks, and so does the other way
round; the ruling as the evidence gives it passes. A Chinese sentence opening with its topic (对于…，…) is read with
the verdict closing it, as the evidence is."""

from __future__ import annotations

import pytest

from report_workflow.gates.lexicon import direction_cues
from report_workflow.verify import verify
from tests.support import fired

LEASE = ("仲裁庭认为，承租人逾期支付租金，应向出租人支付滞纳金3万元。出租人另主张承租人赔偿装修损失20万元，但未能提供"
         "装修费用凭证，仲裁庭对该项请求不予支持。")
ZH_DISMISSED = "法院认为原告的主张缺乏事实依据，判决驳回原告要求被告赔偿停工损失80万元的诉讼请求。"
EN_DISMISSED = ("The tribunal ordered the employer to pay £18,000 in unpaid wages. It dismissed the claim for unfair "
                "dismissal, finding that the employee had resigned voluntarily.")
EN_GRANTED = "The court granted the motion to exclude the expert's testimony on lost earnings."


@pytest.mark.parametrize(("answer", "source"), [
    ("对于出租人主张的20万元装修损失，仲裁庭认为凭证不足，仅予以部分支持[1]。", LEASE),
    ("对于出租人主张的装修损失20万元，仲裁庭予以支持[1]。", LEASE),
    ("法院支持了原告要求被告赔偿停工损失80万元的诉讼请求[1]。", ZH_DISMISSED),
    ("The tribunal partly upheld the claim for unfair dismissal [1].", EN_DISMISSED),
    ("The court rejected the motion to exclude the expert's testimony on lost earnings [1].", EN_GRANTED),
])
def test_a_ruling_turned_round_blocks(answer: str, source: str) -> None:
    assert fired(verify(answer, [source])) & {"FP001", "FP002"}


@pytest.mark.parametrize(("answer", "source"), [
    ("对于出租人主张的20万元装修损失，仲裁庭认为凭证不足，不予支持[1]。", LEASE),
    ("仲裁庭裁定承租人向出租人支付滞纳金3万元[1]。", LEASE),
    ("法院驳回了原告要求被告赔偿停工损失80万元的诉讼请求[1]。", ZH_DISMISSED),
    ("The tribunal rejected the claim for unfair dismissal, finding the employee had resigned voluntarily [1].",
     EN_DISMISSED),
    ("The court granted the motion to exclude the expert's testimony on lost earnings [1].", EN_GRANTED),
])
def test_the_ruling_as_the_evidence_gives_it_passes(answer: str, source: str) -> None:
    assert not fired(verify(answer, [source])) & {"FP001", "FP002", "FP003"}



@pytest.mark.parametrize("text", ["Applications for the Small Business Grant close on 28 March.",
                                  "The lab won two research grants this year.",
                                  "Residents take clean water for granted."])
def test_a_grant_named_as_a_thing_is_no_ruling(text: str) -> None:
    assert not [cue for cue in direction_cues(text) if cue.axis == "approval"]


def test_a_motion_granted_is_a_ruling() -> None:
    assert [(cue.word, cue.sign) for cue in direction_cues("The judge granted the motion.")] == [("granted", 1)]
