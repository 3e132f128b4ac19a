"""FA linkage functions the job gates call with plain data from the claim matrix, sentence map and ledger."""

from __future__ import annotations

from report_workflow.gates.linkage import check_citations, check_claim, check_sentence_links

CLAIMS = {
    "C1": {"claim_id": "C1", "claim_text": "Mean tensile strength was 46.2 MPa.", "claim_type": "statistical",
           "status": "supported", "evidence_ids": ["ev-1", "ev-2"]},
    "C2": {"claim_id": "C2", "claim_text": "华东地区收入为5.2亿元。", "claim_type": "statistical",
           "status": "disputed", "evidence_ids": ["ev-3"]},
}
LEDGER = {
    "ev-1": {"evidence_type": "tabular", "allowed_claim_types": ["statistical", "factual"]},
    "ev-2": {"evidence_type": "narrative", "allowed_claim_types": ["factual", "qualitative"]},
    "ev-3": {"evidence_type": "narrative", "allowed_claim_types": ["factual", "qualitative"]},
}
WHERE = {"sentence": "Mean tensile strength was 46.2 MPa.", "span": (0, 35)}


def _rules(findings) -> list[str]:
    return [finding.rule for finding in findings]


def test_a_citation_of_an_unknown_id_is_fabricated_and_names_the_known_ones() -> None:
    findings = check_citations(["ev-1", "ev-9"], LEDGER, scope="evidence ledger", **WHERE)
    assert _rules(findings) == ["FA001"]
    assert "ev-9" in findings[0].reason and "ev-1" in findings[0].hint


def test_citations_of_known_ids_pass() -> None:
    assert check_citations(["ev-1", "ev-2"], LEDGER, **WHERE) == []


def test_a_cited_sentence_without_a_claim_blocks() -> None:
    findings = check_sentence_links(sentence_id="results-s1", claim_ids=[], evidence_ids=["ev-1"], claims=CLAIMS,
                                    **WHERE)
    assert _rules(findings) == ["FA003"]


def test_an_uncited_sentence_without_a_claim_is_not_a_linkage_problem() -> None:
    assert check_sentence_links(sentence_id="intro-s1", claim_ids=[], evidence_ids=[], claims=CLAIMS, **WHERE) == []


def test_a_claim_id_missing_from_the_matrix_blocks() -> None:
    findings = check_sentence_links(sentence_id="results-s1", claim_ids=["C9"], evidence_ids=["ev-1"],
                                    claims=CLAIMS, **WHERE)
    assert _rules(findings) == ["FA004"]


def test_citing_evidence_the_claim_does_not_rest_on_blocks() -> None:
    findings = check_sentence_links(sentence_id="results-s1", claim_ids=["C1"], evidence_ids=["ev-1", "ev-3"],
                                    claims=CLAIMS, **WHERE)
    assert _rules(findings) == ["FA005"]
    assert "ev-3" in findings[0].reason


def test_a_sentence_its_claim_and_its_evidence_that_agree_pass() -> None:
    assert check_sentence_links(sentence_id="results-s1", claim_ids=["C1"], evidence_ids=["ev-2"], claims=CLAIMS,
                                **WHERE) == []


def test_a_disputed_claim_is_not_publishable() -> None:
    assert "FA006" in _rules(check_claim(CLAIMS["C2"], LEDGER))


def test_a_statistical_claim_on_narrative_evidence_only_is_not_allowed() -> None:
    findings = check_claim(CLAIMS["C2"], LEDGER)
    assert "FA007" in _rules(findings)
    assert "statistical" in next(finding for finding in findings if finding.rule == "FA007").reason


def test_a_supported_claim_with_one_evidence_item_allowing_its_type_passes() -> None:
    assert check_claim(CLAIMS["C1"], LEDGER) == []


def test_a_claim_citing_an_unknown_evidence_id_is_fabricated() -> None:
    claim = {**CLAIMS["C1"], "evidence_ids": ["ev-1", "ev-404"]}
    assert _rules(check_claim(claim, LEDGER)) == ["FA001"]
