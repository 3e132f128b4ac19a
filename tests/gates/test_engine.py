"""check_sentence on the neutral input validate uses: ledger-like passages with ids, grades and evidence types."""

from __future__ import annotations

from report_workflow.gates.engine import check_sentence
from report_workflow.gates.inputs import Passage, Statement


def _passage(text: str, evidence_id: str, **fields) -> Passage:
    return Passage(text, source_id="report", start=0, end=len(text), evidence_id=evidence_id, **fields)


def _rules(findings) -> list[str]:
    return [finding.rule for finding in findings]


TABLE_ROW = _passage("Specimen batch B: mean tensile strength 46.2 MPa, elongation 12.1%.", "ev-row",
                     evidence_type="tabular", grade="A")
NARRATIVE = _passage("The batch B specimens were machined from the same billet.", "ev-text",
                     evidence_type="narrative", grade="B")


def test_a_sentence_is_checked_against_the_union_of_its_passages() -> None:
    statement = Statement("Batch B specimens, machined from the same billet, reached 46.2 MPa.", end=66)
    assert check_sentence(statement, [TABLE_ROW, NARRATIVE]) == []
    assert "FE001" not in _rules(check_sentence(statement, [TABLE_ROW]))
    assert "FB001" in _rules(check_sentence(statement, [NARRATIVE]))


def test_findings_point_at_the_ledger_item_they_compared_against() -> None:
    statement = Statement("Batch B reached a mean tensile strength of 48.0 MPa.", start=120, end=172)
    finding = check_sentence(statement, [TABLE_ROW])[0]
    assert (finding.rule, finding.span) == ("FE001", (120, 172))
    assert finding.evidence is not None and finding.evidence.evidence_id == "ev-row"
    assert "46.2 MPa" in finding.reason


def test_a_declared_certain_claim_over_hedged_evidence_blocks() -> None:
    hedged = _passage("Preliminary tests suggest the coating may slow corrosion.", "ev-h", grade="C")
    statement = Statement("Tests suggest the coating may slow corrosion.", end=45, wording_strength="certain")
    assert "FD001" in _rules(check_sentence(statement, [hedged]))
    assert check_sentence(Statement("Tests suggest the coating may slow corrosion.", end=45), [hedged]) == []


def test_certain_wording_over_low_grade_evidence_blocks_in_chinese() -> None:
    weak = _passage("受访者称该药物能够缓解头痛。", "ev-w", grade="D")
    assert "FD001" in _rules(check_sentence(Statement("研究证明该药物能够缓解头痛。", end=14), [weak]))


def test_a_declared_statistical_claim_needs_quantitative_evidence() -> None:
    statement = Statement("The specimens came from the same billet.", end=40, claim_type="statistical")
    assert "FB001" in _rules(check_sentence(statement, [NARRATIVE]))


def test_no_passage_at_all_is_no_evidence() -> None:
    assert _rules(check_sentence(Statement("Batch B failed early.", end=21), [], scope="evidence ledger")) == [
        "FA002"
    ]


def test_the_same_input_gives_the_same_findings() -> None:
    statement_text = "Batch B reached 48.0 MPa and an elongation of 12.1%."
    first = check_sentence(Statement(statement_text, end=51), [TABLE_ROW, NARRATIVE])
    second = check_sentence(Statement(statement_text, end=51), [TABLE_ROW, NARRATIVE])
    assert [finding.to_dict() for finding in first] == [finding.to_dict() for finding in second]
