"""The published pack: the report, its QA, its evidence and its traceability, swapped into ``published/`` whole.

The pack is assembled in ``published.tmp/`` and renamed into place, so a reader of ``published/`` sees the
previous pack or the new one, never half of each.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..contracts import SentenceMapEntry
from ..job import Job, dump_json, replace_path, sha256_file

PUBLISHED = "published"
STAGING = "published.tmp"


@dataclass
class PackContents:
    docx: Path
    markdown: Path
    figures: list[Path]
    copies: dict[str, Path]  # pack path -> file copied as is (QA reports, claim matrix, registry, source texts)
    render_check: dict[str, Any]
    sentence_map: list[SentenceMapEntry]
    cited_evidence: list[dict[str, Any]]
    trace: dict[str, Any]
    trace_readme: str


def publish_pack(job: Job, contents: PackContents) -> dict[str, str]:
    """Write the pack into ``published/``; return the sha256 of every file in it, by job-relative path."""
    staging = job.root / STAGING
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    _copy(contents.docx, staging / "report.docx")
    _copy(contents.markdown, staging / "report.md")
    for figure in contents.figures:
        _copy(figure, staging / "figures" / figure.name)
    for rel, source in contents.copies.items():
        _copy(source, staging / rel)
    _write(staging / "qa" / "render_check.json", dump_json(contents.render_check))
    entries = (entry.model_dump(mode="json") for entry in contents.sentence_map)
    _write(staging / "evidence" / "sentence_map.jsonl", _jsonl(entries))
    _write(staging / "evidence" / "cited_evidence.jsonl", _jsonl(contents.cited_evidence))
    _write(staging / "traceability" / "trace_map.json", dump_json(contents.trace))
    _write(staging / "traceability" / "README.md", contents.trace_readme)
    replace_path(staging, job.root / PUBLISHED)
    published = job.root / PUBLISHED
    return {
        f"{PUBLISHED}/{path.relative_to(published).as_posix()}": sha256_file(path)
        for path in sorted(published.rglob("*"))
        if path.is_file()
    }


def _copy(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)


def _write(target: Path, text: str) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")


def _jsonl(records: Any) -> str:
    return "".join(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n" for record in records)
