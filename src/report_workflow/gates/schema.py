"""SCHEMA gate: artifacts parse, satisfy their JSON Schemas, and were written against this ledger."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from jsonschema import Draft202012Validator  # type: ignore[import-untyped]  # jsonschema ships no type hints

from ..schemas import artifact_schema
from .base import Finding, Rule

# A schema message quotes the offending value; a whole artifact quoted back helps nobody.
PROBLEM_CHARS = 300


class ArtifactUnreadable(Rule):
    """An agent artifact is not valid JSON (or JSON Lines), or not UTF-8.

    What it does: parses each artifact before anything else reads it.
    Why it matters: nothing can be checked in a file that does not parse; guessing would fail open.
    Example: a trailing comma in claim_matrix.json.
    Fix: correct the syntax at the line and column given.
    """

    code = "SCHEMA001"
    family = "SCHEMA"
    message = "{artifact} cannot be read: {problem}"
    hint = "fix the syntax of {artifact} at the place given, then validate again"


class SchemaViolation(Rule):
    """An artifact does not satisfy its JSON Schema.

    What it does: validates each artifact against `schemas/<name>.schema.json` and reports every violation with
    its JSON path.
    Why it matters: a misspelt field (`evidence_id` for `evidence_ids`) would otherwise be silently ignored.
    Example: `claims[2].status` is "ok", not one of supported, unverified, disputed, blocked.
    Fix: change the value at the JSON path to what the schema allows (`report-workflow schema NAME`).
    """

    code = "SCHEMA002"
    family = "SCHEMA"
    message = "{artifact} at {path}: {problem}"
    hint = "see `report-workflow schema {schema}` for what {path} may hold"


class ContractFromAnotherJob(Rule):
    """An artifact's `_contract` stamp names another job.

    What it does: compares the stamp's job id with this job.
    Why it matters: an artifact copied from another job cites evidence of other sources.
    Example: `_contract.job_id` is job-1a2b3c4d5e, this job is job-9f8e7d6c5b.
    Fix: copy the stamp from this job's agent_tasks/00_start_here.md and re-check every cited id.
    """

    code = "SCHEMA003"
    family = "SCHEMA"
    message = "{artifact} was written for job {stamped!r}, not this job {job_id!r}"
    hint = "copy the _contract stamp from agent_tasks/00_start_here.md of this job and re-check the citations"


class StaleContract(Rule):
    """An artifact was written against an older ledger: sources were prepared again since.

    What it does: compares the stamp's ledger and registry digests with the current ones. Claims whose cited
    evidence is unchanged keep working (this finding is a warning); claims citing changed or vanished evidence are
    blocked by FA rule StaleEvidence.
    Why it matters: evidence may have changed under the draft.
    Example: the CSV was corrected and prepared again; claim_matrix.json still carries the old digest.
    Fix: re-check the claims, run `report-workflow remap --job-id J --write` where ids moved, then copy the new stamp.
    """

    code = "SCHEMA004"
    family = "SCHEMA"
    severity = "warn"
    message = "{artifact} was written against ledger {stamped}, the job now has {current}"
    hint = "re-check the claims against the new evidence, then copy the stamp from agent_tasks/00_start_here.md"


SCHEMA_RULES: tuple[Rule, ...] = (ArtifactUnreadable(), SchemaViolation(), ContractFromAnotherJob(), StaleContract())


@lru_cache(maxsize=None)
def _validator(schema_name: str) -> Draft202012Validator:
    return Draft202012Validator(artifact_schema(schema_name))


def _shortened(message: str) -> str:
    """A schema message cut in the middle when long: the start of the value and what is wrong with it stay."""
    if len(message) <= PROBLEM_CHARS:
        return message
    half = PROBLEM_CHARS // 2
    return f"{message[:half]}\u2026{message[-half:]}"


def json_path(parts: Any) -> str:
    """``claims[2].status`` style path from a jsonschema error path."""
    path = "$"
    for part in parts:
        path += f"[{part}]" if isinstance(part, int) else f".{part}"
    return path


def schema_findings(artifact: str, schema_name: str, data: Any, *, line: int | None = None) -> list[Finding]:
    """Every schema violation of one artifact (or one JSONL line), in a stable order."""
    rule = SchemaViolation()
    where = f"{artifact}:{line}" if line else artifact
    errors = sorted(_validator(schema_name).iter_errors(data), key=lambda error: (list(map(str, error.path)), error.message))
    return [
        rule.finding(sentence="", span=None, location=where, artifact=where, path=json_path(error.path),
                     problem=_shortened(error.message), schema=schema_name)
        for error in errors
    ]
