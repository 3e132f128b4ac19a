"""``remap``: move citations from evidence ids of an earlier ledger to the current ids of the same text."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .contracts import ContractStamp
from .drafts import SECTION_DRAFTS, STRUCTURED_DRAFTS
from .history import HISTORY, archived_ledger, ids_by_text
from .job import Job, sha256_file
from .ledger import iter_ledger

STAMPED = ("claim_matrix.json", "outline.json", STRUCTURED_DRAFTS)
EVIDENCE_ID = re.compile(r"\bev-[0-9a-f]{12}\b")


@dataclass
class RemapResult:
    job_id: str
    mapping: dict[str, str] = field(default_factory=dict)
    unresolved: list[str] = field(default_factory=list)
    written: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


def _agent_files(job: Job) -> list[str]:
    files = [name for name in (*STAMPED, "sentence_map.jsonl") if job.path(name).is_file()]
    drafts = job.path(SECTION_DRAFTS)
    if drafts.is_dir():
        files += [f"{SECTION_DRAFTS}/{path.name}" for path in sorted(drafts.glob("*.md"))]
    return files


def remap(job_id: str, workspace: str | None = None, *, write: bool = False) -> RemapResult:
    """Propose (and with ``write`` apply) old id → new id where the cited text is unchanged in its source."""
    job = Job.open(job_id, workspace)
    with job.lock(timeout=120):
        current = {item["evidence_id"]: item for item in iter_ledger(job.path("evidence_ledger.jsonl"))}
        by_text = ids_by_text(current)
        archived: dict[str, dict[str, Any]] = {}
        history = job.path(HISTORY)
        for path in sorted(history.glob("ledger-*.jsonl")) if history.is_dir() else []:
            archived.update(archived_ledger(job, path.stem.removeprefix("ledger-")))
        result = RemapResult(job.job_id)
        files = _agent_files(job)
        cited = {match for name in files for match in EVIDENCE_ID.findall(job.read_text(name))}
        for evidence_id in sorted(cited - set(current)):
            old = archived.get(evidence_id)
            new_id = by_text.get((old["source_id"], old["text"])) if old else None
            if new_id:
                result.mapping[evidence_id] = new_id
            else:
                result.unresolved.append(evidence_id)
        if write and result.mapping:
            stamp = _current_stamp(job)
            for name in files:
                text = job.read_text(name)
                updated = EVIDENCE_ID.sub(lambda m: result.mapping.get(m.group(0), m.group(0)), text)
                if name in STAMPED and not result.unresolved:
                    updated = _restamp(updated, stamp)
                if updated != text:
                    job.write_text(name, updated)
                    result.written.append(name)
            job.append_event("remap", mapped=len(result.mapping), files=result.written)
        return result


def _current_stamp(job: Job) -> ContractStamp:
    return ContractStamp(
        job_id=job.job_id,
        ledger_digest=sha256_file(job.path("evidence_ledger.jsonl")),
        registry_digest=sha256_file(job.path("source_registry.json")),
    )


def _restamp(text: str, stamp: ContractStamp) -> str:
    """Replace the digests inside an artifact's ``_contract`` stamp, leaving the rest of the file as written."""
    text = re.sub(r'("ledger_digest"\s*:\s*")[0-9a-f]{64}(")', rf"\g<1>{stamp.ledger_digest}\g<2>", text)
    return re.sub(r'("registry_digest"\s*:\s*")[0-9a-f]{64}(")', rf"\g<1>{stamp.registry_digest}\g<2>", text)
