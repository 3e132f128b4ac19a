"""validate, then render: the published pack carries the decision the real gates made."""

from __future__ import annotations

import json

import pytest

from report_workflow.errors import Blocked
from report_workflow.render import render
from report_workflow.validate import validate
from tests.render.support import make_job


@pytest.mark.parametrize(("profile", "language"), [("engineering_lab_report", "en"), ("business_report", "zh")])
def test_a_job_that_passes_validation_renders_and_publishes_its_verdict(tmp_path, profile, language):
    job = make_job(tmp_path / "ws", profile, language=language)
    verdict = validate(job.job_id, job.workspace)
    assert verdict.qa_decision == "pass", verdict.reasons
    result = render(job.job_id, job.workspace)
    assert result.render_check_passed
    published = json.loads((result.published_dir / "qa" / "qa_summary.json").read_text(encoding="utf-8"))
    assert published["verdict_hash"] == verdict.verdict_hash
    derived = (job.job_dir / "validation" / "sentence_map.jsonl").read_text(encoding="utf-8")
    assert (result.published_dir / "evidence" / "sentence_map.jsonl").read_text(encoding="utf-8").splitlines() == [
        json.dumps(json.loads(line), ensure_ascii=False, sort_keys=True) for line in derived.splitlines()
    ]


def test_an_edit_after_real_validation_is_refused(tmp_path):
    job = make_job(tmp_path / "ws", "custom")
    assert validate(job.job_id, job.workspace).qa_decision == "pass"
    outline = job.job_dir / "outline.json"
    outline.write_text(outline.read_text(encoding="utf-8").replace("Details", "Body"), encoding="utf-8")
    with pytest.raises(Blocked, match="changed since validation: outline.json"):
        render(job.job_id, job.workspace)
