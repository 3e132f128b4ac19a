"""render refuses (exit 2) unless the last validation passed and nothing changed since; a refusal publishes nothing."""

from __future__ import annotations

import json

import pytest

from report_workflow.errors import Blocked, ExitCode
from report_workflow.render import render
from tests.render.support import make_job, write_validation


@pytest.fixture
def job(tmp_path):
    return make_job(tmp_path / "ws", "custom")


def refusal(job) -> Blocked:
    with pytest.raises(Blocked) as caught:
        render(job.job_id, job.workspace)
    assert caught.value.exit_code == ExitCode.BLOCKED
    return caught.value


def test_a_job_never_validated_is_refused(job):
    (job.job_dir / "validation" / "qa_summary.json").unlink()
    error = refusal(job)
    assert "has not been validated" in error.message and "qa_summary.json" in error.message
    assert "validate" in error.hint


def test_a_failed_validation_is_refused_with_its_reasons(job):
    write_validation(job.job_dir, decision="hard_fail")
    error = refusal(job)
    assert "did not pass" in error.message and "48.2 MPa is not in the evidence" in error.message


def test_a_draft_edited_after_validation_is_refused_by_name(job):
    draft = job.job_dir / "section_drafts" / "body.md"
    draft.write_text(draft.read_text(encoding="utf-8").replace("78.4 ms", "68.4 ms"), encoding="utf-8")
    error = refusal(job)
    assert "changed since validation: section_drafts/body.md" in error.message
    assert "validate --job-id" in error.hint


def test_a_deleted_artifact_is_named_as_deleted(job):
    (job.job_dir / "section_drafts" / "conclusion.md").unlink()
    assert "section_drafts/conclusion.md (deleted)" in refusal(job).message


def test_a_file_added_after_validation_is_refused_as_unvalidated(job):
    entry = {"sentence_id": "summary-s1", "section_id": "summary", "text": "x", "claim_ids": ["c2"], "evidence_ids": []}
    (job.job_dir / "sentence_map.jsonl").write_text(json.dumps(entry) + "\n", encoding="utf-8")
    assert "not covered by the last validation: sentence_map.jsonl" in refusal(job).message


def test_a_refusal_is_recorded_and_leaves_the_published_pack_alone(job):
    published = render(job.job_id, job.workspace).docx_path.read_bytes()
    write_validation(job.job_dir, decision="hard_fail")
    refusal(job)
    assert (job.job_dir / "published" / "report.docx").read_bytes() == published
    manifest = json.loads((job.job_dir / "job.json").read_text(encoding="utf-8"))
    assert manifest["stages"]["render"]["state"] == "blocked"
