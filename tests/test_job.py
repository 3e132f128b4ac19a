"""The job directory: ids, safe paths, atomic writes, the lock, the manifest."""

from __future__ import annotations

import json
import os

import pytest

from report_workflow.errors import BadInput
from report_workflow.job import Job, atomic_write_text, check_job_id, default_job_id, now_iso, resolve_workspace


@pytest.mark.parametrize("job_id", ["../x", "a/b", "a\\b", "", ".hidden", "x" * 65, "a..b", "名字"])
def test_job_ids_with_path_characters_are_refused(job_id):
    with pytest.raises(BadInput):
        check_job_id(job_id)


def test_plain_job_ids_are_accepted():
    assert check_job_id("lab-2024_q3.v1") == "lab-2024_q3.v1"


def test_default_job_id_depends_only_on_inputs():
    assert default_job_id(["a", "b"]) == default_job_id(["a", "b"])
    assert default_job_id(["a", "b"]) != default_job_id(["a", "c"])
    assert default_job_id(["a"]).startswith("job-")


def test_workspace_option_beats_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("REPORT_WORKFLOW_WORKSPACE", str(tmp_path / "env"))
    assert resolve_workspace(tmp_path / "opt") == (tmp_path / "opt").resolve()
    assert resolve_workspace(None) == (tmp_path / "env").resolve()
    monkeypatch.delenv("REPORT_WORKFLOW_WORKSPACE")
    monkeypatch.chdir(tmp_path)
    assert resolve_workspace(None) == (tmp_path / "report_jobs").resolve()


@pytest.mark.parametrize("rel", ["../outside.json", "/etc/passwd", "a/../../b", "C:\\x.json", "..\\x"])
def test_paths_inside_artifacts_cannot_escape_the_job(tmp_path, rel):
    job = Job(tmp_path, "j1")
    with pytest.raises(BadInput, match="escapes the job directory"):
        job.path(rel)


def test_atomic_write_leaves_old_content_when_writing_fails(tmp_path, monkeypatch):
    target = tmp_path / "claim_matrix.json"
    atomic_write_text(target, "old")

    def boom(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["claim_matrix.json"]


def test_second_holder_of_the_job_lock_is_refused(tmp_path):
    job = Job(tmp_path, "j1")
    with job.lock():
        with pytest.raises(BadInput, match="busy"):
            with Job(tmp_path, "j1").lock(timeout=0):
                pass
    with job.lock():  # released again
        pass


def test_stage_changes_update_manifest_and_append_events(tmp_path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    job = Job(tmp_path, "j1")
    job.set_stage("prepare", "running")
    job.set_stage("prepare", "done", "2 sources", {"evidence_ledger.jsonl": "abc"})
    manifest = job.manifest()
    assert manifest.stages["prepare"].state == "done"
    assert manifest.stages["prepare"].at == "2023-11-14T22:13:20Z"
    assert manifest.digests == {"evidence_ledger.jsonl": "abc"}
    events = [json.loads(line) for line in (job.root / "events.jsonl").read_text().splitlines()]
    assert [event["event"] for event in events] == ["prepare.running", "prepare.done"]


def test_source_date_epoch_fixes_timestamps(monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "0")
    assert now_iso() == "1970-01-01T00:00:00Z"


def test_opening_a_missing_job_is_a_clear_error(tmp_path):
    with pytest.raises(BadInput, match="no job 'nope'"):
        Job.open("nope", tmp_path)


def test_malformed_json_names_line_and_column(tmp_path):
    job = Job(tmp_path, "j1")
    job.write_text("claim_matrix.json", '{"claims": [}')
    with pytest.raises(BadInput) as error:
        job.read_json("claim_matrix.json")
    assert "line 1, column 13" in str(error.value)
