"""verify_claims: each claim against the union of its own evidence, in English and Chinese."""

from __future__ import annotations

from report_workflow import verify_claims

EVIDENCE = {
    "e1": "Mean flow was 12.5 L/min during the 48-hour soak test.",
    "e2": "The inlet seal did not leak.",
    "z1": "华东区域营业收入为5,200万元，同比增长9.8%。",
}


def test_supported_claims_pass_and_the_union_of_evidence_counts():
    result = verify_claims([
        {"claim_id": "c1", "text": "Mean flow was 12.5 L/min and the inlet seal did not leak.", "evidence_ids": ["e1", "e2"]},
        {"claim_id": "c2", "text": "华东区域营业收入为5,200万元。", "evidence_ids": ["z1"]},
    ], EVIDENCE)
    assert result["publishable"] is True
    assert [claim["status"] for claim in result["claim_results"]] == ["verified", "verified"]


def test_altered_claims_block_with_their_rule():
    result = verify_claims([
        {"claim_id": "c1", "text": "The inlet seal leaked.", "evidence_ids": ["e2"]},
        {"claim_id": "c2", "text": "华东区域营业收入为6,200万元。", "evidence_ids": ["z1"]},
        {"claim_id": "c3", "text": "Mean flow was 12.5 L/min.", "evidence_ids": ["e9"]},
        {"claim_id": "c4", "text": "Mean flow was 12.5 L/min.", "evidence_ids": []},
    ], EVIDENCE)
    assert [claim["rule"] for claim in result["claim_results"]] == ["FP001", "FE001", "FA001", "FA002"]
    assert result["blocked_count"] == 4 and len(result["verdict_hash"]) == 64


def test_same_claims_give_the_same_verdict_hash():
    claims = [{"claim_id": "c1", "text": "Mean flow was 12.5 L/min.", "evidence_ids": ["e1"]}]
    assert verify_claims(claims, EVIDENCE)["verdict_hash"] == verify_claims(claims, EVIDENCE)["verdict_hash"]
