"""Earlier ledgers of a job, kept when sources are prepared again, so stale citations can be explained."""

from __future__ import annotations

import shutil
from functools import lru_cache
from pathlib import Path
from typing import Any

from .job import Job
from .ledger import iter_ledger

HISTORY = "history"


def archive_ledger(job: Job, digest: str) -> None:
    """Keep the current ledger under ``history/ledger-<digest>.jsonl`` before it is replaced."""
    current = job.path("evidence_ledger.jsonl")
    target = job.path(f"{HISTORY}/ledger-{digest}.jsonl")
    if current.is_file() and not target.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(current, target)


def archived_ledger(job: Job, digest: str) -> dict[str, dict[str, Any]]:
    """Evidence items of the ledger with that digest, or nothing when it was never archived."""
    return _load(job.path(f"{HISTORY}/ledger-{digest}.jsonl"))


def ids_by_text(ledger: dict[str, dict[str, Any]]) -> dict[tuple[str, str], str]:
    """(source id, text) → evidence id in ``ledger``: where an earlier item's unchanged text stands now."""
    return {(item["source_id"], item["text"]): evidence_id for evidence_id, item in ledger.items()}


@lru_cache(maxsize=4)
def _load(path: Path) -> dict[str, dict[str, Any]]:
    if not path.is_file():
        return {}
    return {item["evidence_id"]: item for item in iter_ledger(path)}
