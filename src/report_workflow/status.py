"""``status``: where a job stands, what the agent still has to write, and the next step."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .job import STAGES, Job

CLAIM_MATRIX = "claim_matrix.json"
OUTLINE = "outline.json"
SECTION_DRAFTS = "section_drafts"
STRUCTURED_DRAFTS = "structured_drafts.json"
BRIEF_FOR = {
    CLAIM_MATRIX: "agent_tasks/10_claim_matrix.md",
    OUTLINE: "agent_tasks/20_outline.md",
    "drafts": "agent_tasks/30_drafts.md",
}


def missing_artifacts(job: Job) -> list[str]:
    """Agent artifacts that are not written yet; drafts count once, in either form."""
    missing = [name for name in (CLAIM_MATRIX, OUTLINE) if not job.path(name).is_file()]
    drafts_dir = job.path(SECTION_DRAFTS)
    has_markdown = drafts_dir.is_dir() and any(drafts_dir.glob("*.md"))
    if not has_markdown and not job.path(STRUCTURED_DRAFTS).is_file():
        missing.append("drafts")
    return missing


def job_status(job_id: str, workspace: str | Path | None = None) -> dict[str, Any]:
    job = Job.open(job_id, workspace)
    manifest = job.manifest()
    stages = {name: manifest.stages[name].model_dump() for name in STAGES if name in manifest.stages}
    missing = missing_artifacts(job)
    stages["author"] = {
        "state": "pending" if missing else "done",
        "detail": f"missing: {', '.join(missing)}" if missing else "all agent artifacts present",
        "at": None,
    }
    next_step, brief = _next_step(job, stages, missing)
    return {
        "job_id": job.job_id,
        "job_dir": str(job.root),
        "stages": stages,
        "missing_artifacts": missing,
        "next_step": next_step,
        "brief": brief,
    }


def _next_step(job: Job, stages: dict[str, dict[str, Any]], missing: list[str]) -> tuple[str, str | None]:
    prepare_state = stages["prepare"]["state"]
    if prepare_state != "done":
        return f"prepare is {prepare_state}; run `report-workflow prepare` again with the same sources", None
    if missing:
        brief = BRIEF_FOR[missing[0]]
        return f"the agent writes {', '.join(missing)}; start with {brief}", "agent_tasks/00_start_here.md"
    validate_state = stages.get("validate", {}).get("state", "pending")
    if validate_state == "blocked":
        return (
            "fix the blocked sentences listed in validation/factuality_report.json, then run "
            f"`report-workflow validate --job-id {job.job_id}`",
            None,
        )
    if validate_state != "done":
        return f"run `report-workflow validate --job-id {job.job_id}`", None
    if stages.get("render", {}).get("state") != "done":
        return f"run `report-workflow render --job-id {job.job_id}`", None
    return f"published: {job.root / 'published' / 'report.docx'}", None
