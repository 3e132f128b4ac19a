"""validate over whole jobs: a passing and a blocked job, missing and malformed artifacts, staleness."""

from __future__ import annotations

import json
import shutil

import pytest

from report_workflow.errors import ArtifactsMissing
from report_workflow.job import sha256_file
from report_workflow.remap import remap
from report_workflow.validate import validate
from tests.support import EXAMPLES, prepare_example


def rules_of(result) -> set[str]:
    return {finding["rule"] for finding in result.findings if finding["severity"] == "block"}


def agent_files(job_dir):
    names = ["claim_matrix.json", "outline.json", *sorted(p.name for p in (job_dir / "section_drafts").glob("*.md"))]
    return {name: sha256_file(job_dir / ("section_drafts/" + name if name.endswith(".md") else name)) for name in names}


def test_bundled_english_lab_report_passes(lab_job):
    before = agent_files(lab_job.job_dir)
    result = validate(lab_job.job_id, lab_job.job_dir.parent)
    assert result.qa_decision == "pass", result.reasons
    assert result.counts["sentences"] >= 15
    assert agent_files(lab_job.job_dir) == before  # validation never changes agent artifacts
    summary = json.loads((lab_job.job_dir / "validation" / "qa_summary.json").read_text())
    assert summary["qa_decision"] == "pass"
    assert summary["artifact_digests"]["claim_matrix.json"] == before["claim_matrix.json"]
    assert "section_drafts/results.md" in summary["artifact_digests"]


def test_bundled_chinese_business_report_passes(business_job):
    result = validate(business_job.job_id, business_job.job_dir.parent)
    assert result.qa_decision == "pass", result.reasons


def test_validation_is_deterministic(lab_job):
    first = validate(lab_job.job_id, lab_job.job_dir.parent)
    second = validate(lab_job.job_id, lab_job.job_dir.parent)
    assert first.verdict_hash == second.verdict_hash


def test_drafted_slips_are_blocked_with_rule_reason_and_span(lab_job):
    shutil.copyfile(EXAMPLES / "lab_report" / "blocked_results.md", lab_job.job_dir / "section_drafts" / "results.md")
    result = validate(lab_job.job_id, lab_job.job_dir.parent)
    assert result.qa_decision == "hard_fail"
    fired = rules_of(result)
    assert any(code.startswith("FE00") for code in fired), fired  # 48.2 MPa is not in the evidence
    assert "QA004" in fired  # TBD placeholder
    assert any(code.startswith("FD") for code in fired), fired  # "clearly proves" over hedged evidence
    number = next(f for f in result.findings if f["rule"].startswith("FE00"))
    draft = (lab_job.job_dir / "section_drafts" / "results.md").read_text(encoding="utf-8")
    start, end = number["draft_span"]
    assert "48.2" in draft[start:end]
    assert number["evidence"]["evidence_id"] == "ev-9ebe50c3cb5a"
    assert number["hint"]


def test_missing_artifacts_name_the_files_and_the_brief(tmp_path):
    job = prepare_example("lab_report", tmp_path / "ws", with_artifacts=False)
    with pytest.raises(ArtifactsMissing) as error:
        validate(job.job_id, tmp_path / "ws")
    assert "claim_matrix.json" in str(error.value) and "10_claim_matrix.md" in str(error.value)


def test_malformed_and_schema_breaking_artifacts_are_schema_findings(lab_job):
    matrix = lab_job.job_dir / "claim_matrix.json"
    matrix.write_text(matrix.read_text().replace('"status": "supported"', '"status": "ok"', 1))
    result = validate(lab_job.job_id, lab_job.job_dir.parent)
    violation = next(f for f in result.findings if f["rule"] == "SCHEMA002")
    assert "$.claims[0].status" in violation["reason"]
    matrix.write_text("{ not json")
    result = validate(lab_job.job_id, lab_job.job_dir.parent)
    assert "SCHEMA001" in rules_of(result) and result.qa_decision == "hard_fail"


def test_artifacts_nesting_too_deeply_are_unreadable_not_a_crash(lab_job):
    (lab_job.job_dir / "claim_matrix.json").write_text("[" * 100_000 + "]" * 100_000)
    (lab_job.job_dir / "sentence_map.jsonl").write_text('{"a": ' * 100_000 + "1" + "}" * 100_000 + "\n")
    result = validate(lab_job.job_id, lab_job.job_dir.parent)
    unreadable = [f["reason"] for f in result.findings if f["rule"] == "SCHEMA001"]
    assert any(reason.startswith("claim_matrix.json") and "nests too deeply" in reason for reason in unreadable)
    assert any(reason.startswith("sentence_map.jsonl:1") and "nests too deeply" in reason for reason in unreadable)
    assert result.qa_decision == "hard_fail"


def test_a_schema_violation_quotes_only_the_start_of_a_huge_value(lab_job):
    (lab_job.job_dir / "claim_matrix.json").write_text(json.dumps(["x" * 100] * 10_000))
    result = validate(lab_job.job_id, lab_job.job_dir.parent)
    violation = next(f for f in result.findings if f["rule"] == "SCHEMA002")
    assert "is not of type 'object'" in violation["reason"] and len(violation["reason"]) < 1_000


def test_changed_source_makes_cited_evidence_stale_and_remap_finds_moved_text(tmp_path):
    job = prepare_example("lab_report", tmp_path / "ws")
    workspace = tmp_path / "ws"
    sources = tmp_path / "changed"
    shutil.copytree(EXAMPLES / "lab_report" / "sources", sources)
    log = sources / "tensile_test_log.md"
    log.write_text(log.read_text().replace("46.2 MPa", "46.4 MPa"))
    spec = json.loads((EXAMPLES / "lab_report" / "job.json").read_text())
    from report_workflow.prepare import prepare

    prepare([str(sources / name) for name in spec.pop("sources")], workspace=workspace, **spec)
    result = validate(job.job_id, workspace)
    stale = [f for f in result.findings if f["rule"] == "FA021"]
    assert stale and "revision 1" in stale[0]["reason"] and "revision 2" in stale[0]["reason"]
    assert "SCHEMA004" in {f["rule"] for f in result.findings}
    proposal = remap(job.job_id, workspace)
    assert "ev-9ebe50c3cb5a" in proposal.unresolved  # its text changed: no automatic mapping


def _hold_job_lock(workspace: str, job_id: str, ready, release) -> None:
    from report_workflow.job import Job

    with Job.open(job_id, workspace).lock():
        ready.set()
        release.wait(30)


def test_concurrent_validations_are_serialised_by_the_job_lock(lab_job):
    import multiprocessing
    import threading

    context = multiprocessing.get_context("spawn")
    ready, release = context.Event(), context.Event()
    holder = context.Process(target=_hold_job_lock,
                             args=(str(lab_job.job_dir.parent), lab_job.job_id, ready, release))
    holder.start()
    try:
        assert ready.wait(30)
        outcome = {}
        waiting = threading.Thread(target=lambda: outcome.setdefault("result", validate(lab_job.job_id,
                                                                                         lab_job.job_dir.parent)))
        waiting.start()
        waiting.join(1.0)
        assert waiting.is_alive() and not (lab_job.job_dir / "validation").exists()  # waits for the holder
        release.set()
        waiting.join(60)
        assert outcome["result"].qa_decision == "pass"
    finally:
        release.set()
        holder.join(30)


def test_remap_moves_citations_to_the_new_id_of_unchanged_text(tmp_path):
    from report_workflow.prepare import prepare

    source = tmp_path / "log.md"
    source.write_text("The pump ran for 48 hours at 60 °C.\n\nMean flow was 12.5 L/min.\n", encoding="utf-8")
    workspace = tmp_path / "ws"
    first = prepare([source], workspace=workspace, job_id="moved", profile="custom", title="Pump test")
    ids = {item["text"]: item["evidence_id"] for item in
           (json.loads(line) for line in (first.job_dir / "evidence_ledger.jsonl").read_text().splitlines())}
    old_id = ids["Mean flow was 12.5 L/min."]
    matrix = {"_contract": first.contract, "claims": [
        {"claim_id": "c1", "claim_text": "Mean flow was 12.5 L/min.", "claim_type": "statistical",
         "status": "supported", "evidence_ids": [old_id]}]}
    (first.job_dir / "claim_matrix.json").write_text(json.dumps(matrix))
    # The same sentence becomes a list item: same text, another kind, so another id.
    source.write_text("The pump ran for 48 hours at 60 °C.\n\n- Mean flow was 12.5 L/min.\n", encoding="utf-8")
    second = prepare([source], workspace=workspace, job_id="moved", profile="custom", title="Pump test")
    proposal = remap("moved", workspace)
    new_id = proposal.mapping[old_id]
    assert new_id != old_id and proposal.unresolved == [] and proposal.written == []
    applied = remap("moved", workspace, write=True)
    assert applied.written == ["claim_matrix.json"]
    rewritten = json.loads((second.job_dir / "claim_matrix.json").read_text())
    assert rewritten["claims"][0]["evidence_ids"] == [new_id]
    assert rewritten["_contract"]["ledger_digest"] == second.contract["ledger_digest"]
