"""The render gate: publish only what the last validation passed, unchanged since.

``validation/qa_summary.json`` binds the decision to the sha256 of every artifact validated. Render refuses
when the decision is not "pass", when any of those files changed or vanished, and when a file it is about to
publish from was never validated at all (a draft added after validation, say).
"""

from __future__ import annotations

from ..contracts import QASummary
from ..errors import Blocked
from ..job import Job

QA_SUMMARY = "validation/qa_summary.json"
FACTUALITY_REPORT = "validation/factuality_report.json"
RUN_VALIDATE = "run `report-workflow validate --job-id {job_id}` again"


def passed_validation(job: Job) -> QASummary:
    """The QA summary of a passing validation whose artifacts are unchanged, or ``Blocked`` saying why not."""
    hint = RUN_VALIDATE.format(job_id=job.job_id)
    if not job.path(QA_SUMMARY).is_file():
        raise Blocked(f"job {job.job_id} has not been validated: {QA_SUMMARY} is missing", hint=hint)
    summary: QASummary = job.read_model(QA_SUMMARY, QASummary)
    if summary.job_id != job.job_id:
        raise Blocked(f"{QA_SUMMARY} belongs to job {summary.job_id}, not {job.job_id}", hint=hint)
    if summary.qa_decision != "pass":
        reasons = "; ".join(summary.reasons[:5]) or "see validation/factuality_report.json"
        raise Blocked(f"the last validation of job {job.job_id} did not pass ({reasons})",
                      hint="fix the blocked sentences and claims, then " + hint)
    changed = [
        rel if job.path(rel).is_file() else f"{rel} (deleted)"
        for rel, digest in sorted(summary.artifact_digests.items())
        if _digest(job, rel) != digest
    ]
    if changed:
        raise Blocked(f"changed since validation: {', '.join(changed)}", hint=hint)
    return summary


def require_validated(summary: QASummary, paths: list[str], job_id: str) -> None:
    """Every file render publishes from must be among the validated artifacts."""
    unvalidated = [rel for rel in paths if rel not in summary.artifact_digests]
    if unvalidated:
        raise Blocked(f"not covered by the last validation: {', '.join(unvalidated)}",
                      hint=RUN_VALIDATE.format(job_id=job_id))


def _digest(job: Job, rel: str) -> str | None:
    path = job.path(rel)
    return job.digest(rel) if path.is_file() else None
