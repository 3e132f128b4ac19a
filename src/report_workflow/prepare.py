"""``prepare``: sources in, a job directory an agent can work in out.

Everything is parsed before the job directory is touched, then written into a staging folder and moved into
place; the manifest marks the stage done last. A failed run leaves no job that looks complete.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .briefs import wants_preview, write_briefs
from .contracts import (
    SOURCE_ROLES,
    Blueprint,
    BlueprintSection,
    ContractStamp,
    FrontMatter,
    Language,
    ReportSpec,
    SourceRecord,
    SourceRegistry,
    SourceRole,
)
from .errors import BadInput
from .history import archive_ledger
from .job import (
    Job,
    atomic_write_text,
    default_job_id,
    dump_json,
    replace_path,
    resolve_workspace,
    sha256_bytes,
    sha256_file,
)
from .ledger import IdAllocator, evidence_items
from .profiles import Profile, get_profile, infer_profile
from .readers import read_source
from .readers.base import SourceDocument
from .schemas import write_schemas

MAX_SOURCE_BYTES_ENV = "REPORT_WORKFLOW_MAX_SOURCE_BYTES"
DEFAULT_MAX_SOURCE_BYTES = 100 * 1024 * 1024
STAGING = ".staging"
TOOL_OUTPUTS = (
    "sources", "schemas", "agent_tasks", "evidence_ledger.jsonl", "source_registry.json",
    "report_spec.json", "report_profile.json", "blueprint.json",
)
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


@dataclass(frozen=True)
class SourceInput:
    path: Path
    role: SourceRole = "source_data"


@dataclass
class ParsedSource:
    input: SourceInput
    source_id: str
    revision: int
    data_sha256: str
    size: int
    document: SourceDocument


@dataclass
class PrepareResult:
    job_id: str
    job_dir: Path
    profile_id: str
    language: str
    evidence_count: int
    sources: list[dict[str, Any]]
    briefs: list[str]
    contract: dict[str, str]
    next_step: str
    warnings: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        data = dict(self.__dict__)
        data["job_dir"] = str(self.job_dir)
        return data


def parse_source_option(value: str) -> SourceInput:
    """``PATH[:ROLE]``; the suffix counts as a role only when it is exactly one, so ``C:\\x.txt`` stays a path."""
    head, sep, tail = value.rpartition(":")
    if sep and tail in SOURCE_ROLES and head:
        return SourceInput(Path(head), tail)
    return SourceInput(Path(value))


def max_source_bytes(explicit: int | None = None) -> int:
    if explicit is not None:
        return explicit
    configured = os.environ.get(MAX_SOURCE_BYTES_ENV)
    if configured:
        if not configured.isdigit():
            raise BadInput(f"{MAX_SOURCE_BYTES_ENV}={configured!r} is not a whole number of bytes")
        return int(configured)
    return DEFAULT_MAX_SOURCE_BYTES


def source_file_text(path: Path) -> str:
    """The normalised text of one source file of any format prepare reads, within the configured size limit: what
    ``verify`` checks an answer against when it is given files rather than texts."""
    return read_source(path, max_bytes=max_source_bytes()).text


def prepare(
    sources: list[SourceInput | str | Path],
    *,
    prompt: str = "",
    profile: str | None = None,
    title: str | None = None,
    authors: list[str] | None = None,
    affiliation: str | None = None,
    keywords: list[str] | None = None,
    template_fields: dict[str, str] | None = None,
    reference_docx: str | Path | None = None,
    job_id: str | None = None,
    workspace: str | Path | None = None,
    max_bytes: int | None = None,
) -> PrepareResult:
    """Parse ``sources`` into a job directory: registry, ledger, spec, profile, blueprint, schemas, briefs."""
    inputs = [item if isinstance(item, SourceInput) else parse_source_option(str(item)) for item in sources]
    _check_inputs(inputs)
    reference = _check_reference_docx(reference_docx)
    limit = max_source_bytes(max_bytes)
    documents = [(item, read_source(item.path, max_bytes=limit)) for item in inputs]
    data_digests = [sha256_file(item.path) for item in inputs]

    chosen, profile_reason = (get_profile(profile), "chosen with --profile") if profile else infer_profile(prompt)
    language = _language(prompt, [document for _, document in documents])
    if job_id is None:
        job_id = default_job_id(
            [f"{digest}:{item.role}" for digest, item in zip(data_digests, inputs)] + [prompt, chosen.id]
        )
    job = Job(resolve_workspace(workspace), job_id)
    is_new = not job.root.exists()
    with job.lock(timeout=0):
        previous = _previous_registry(job)
        parsed = _assign_ids(documents, data_digests, previous)
        spec = ReportSpec(
            job_id=job_id,
            prompt=prompt,
            profile_id=chosen.id,
            profile_reason=profile_reason,
            language=language,
            front_matter=FrontMatter(
                title=title, authors=list(authors or []), affiliation=affiliation, keywords=list(keywords or [])
            ),
            template_fields=dict(template_fields or {}),
            reference_docx=str(reference) if reference else None,
        )
        try:
            result = _write_job(job, parsed, spec, chosen)
        except BaseException:
            shutil.rmtree(job.root / STAGING, ignore_errors=True)
            if is_new:
                shutil.rmtree(job.root, ignore_errors=True)
            else:
                job.set_stage("prepare", "failed", "prepare did not finish; the previous outputs were kept")
            raise
    return result


def _check_inputs(inputs: list[SourceInput]) -> None:
    if not inputs:
        raise BadInput("no sources given", hint="pass at least one --source PATH")
    seen: dict[str, Path] = {}
    for item in inputs:
        if item.role not in SOURCE_ROLES:
            raise BadInput(f"unknown source role {item.role!r}", hint=f"use one of: {', '.join(SOURCE_ROLES)}")
        name = item.path.name
        if name in seen:
            raise BadInput(
                f"two sources are named {name!r} ({seen[name]} and {item.path})",
                hint="rename one of them: source names identify sources in the job",
            )
        seen[name] = item.path


def _check_reference_docx(reference: str | Path | None) -> Path | None:
    if reference is None:
        return None
    from .render.reference import check_reference_docx

    return check_reference_docx(Path(reference))


def _language(prompt: str, documents: list[SourceDocument]) -> Language:
    sample = prompt if prompt.strip() else "".join(document.text[:20000] for document in documents)
    letters = sum(1 for char in sample if char.isalpha())
    return "zh" if letters and len(_CJK.findall(sample)) / letters > 0.3 else "en"


def _previous_registry(job: Job) -> list[SourceRecord]:
    if not job.exists("source_registry.json"):
        return []
    return list(job.read_model("source_registry.json", SourceRegistry).sources)


def _slug(name: str) -> str:
    """A readable source id from a file name; names in other scripts get a short digest of the name."""
    stem = Path(name).stem
    slug = re.sub(r"[^a-z0-9]+", "_", stem.lower()).strip("_")[:40]
    if len(slug) < 3:
        slug = f"{slug or 'source'}_{hashlib.sha256(stem.encode('utf-8')).hexdigest()[:6]}"
    return slug


def _assign_ids(
    documents: list[tuple[SourceInput, SourceDocument]], digests: list[str], previous: list[SourceRecord]
) -> list[ParsedSource]:
    """Keep a source's id across re-runs (same name, or same content under a new name); bump changed revisions."""
    by_name = {record.original_name: record for record in previous}
    by_digest = {record.sha256: record for record in previous}
    taken = {record.source_id for record in previous}  # a new source never reuses an earlier source's id
    used: set[str] = set()
    parsed = []
    for (item, document), digest in zip(documents, digests):
        record = by_name.get(item.path.name) or by_digest.get(digest)
        if record and record.source_id not in used:
            source_id = record.source_id
            revision = record.revision if record.sha256 == digest else record.revision + 1
        else:
            base, revision, suffix = _slug(item.path.name), 1, 2
            source_id = base
            while source_id in used or source_id in taken:
                source_id, suffix = f"{base}_{suffix}", suffix + 1
        used.add(source_id)
        parsed.append(ParsedSource(item, source_id, revision, digest, item.path.stat().st_size, document))
    return parsed


def _write_job(job: Job, parsed: list[ParsedSource], spec: ReportSpec, profile: Profile) -> PrepareResult:
    staging = job.root / STAGING
    shutil.rmtree(staging, ignore_errors=True)
    (staging / "sources").mkdir(parents=True)
    records, counts, warnings = [], {}, []
    previews: dict[str, list[dict]] = {}
    ids = IdAllocator()
    ledger_hash = hashlib.sha256()
    with (staging / "evidence_ledger.jsonl").open("w", encoding="utf-8") as ledger:
        for source in parsed:
            suffix = source.input.path.suffix.lower()
            shutil.copyfile(source.input.path, staging / "sources" / f"{source.source_id}{suffix}")
            text_bytes = source.document.text.encode("utf-8")
            (staging / "sources" / f"{source.source_id}.txt").write_bytes(text_bytes)
            count = 0
            shown = previews.setdefault(source.source_id, [])
            for item in evidence_items(source.source_id, source.revision, source.input.role, source.document, ids):
                if wants_preview(item, shown):
                    shown.append(item)
                line = json.dumps(item, ensure_ascii=False, separators=(",", ":")) + "\n"
                ledger.write(line)
                ledger_hash.update(line.encode("utf-8"))
                count += 1
            if count == 0:
                raise BadInput(
                    f"{source.input.path} has no text a report could cite",
                    hint="check that the file holds prose or table rows (scanned PDFs need OCR first)",
                )
            counts[source.source_id] = count
            warnings += [f"{source.input.path.name}: {warning}" for warning in source.document.warnings]
            records.append(
                SourceRecord(
                    source_id=source.source_id,
                    original_name=source.input.path.name,
                    media_type=source.document.media_type,
                    role=source.input.role,
                    bytes=source.size,
                    sha256=source.data_sha256,
                    revision=source.revision,
                    text_path=f"sources/{source.source_id}.txt",
                    copy_path=f"sources/{source.source_id}{suffix}",
                    text_sha256=sha256_bytes(text_bytes),
                    item_count=count,
                    parse_status="warnings" if source.document.warnings else "ok",
                    warnings=source.document.warnings,
                )
            )
    registry = SourceRegistry(job_id=job.job_id, sources=records)
    registry_text = dump_json(registry)
    atomic_write_text(staging / "source_registry.json", registry_text)
    contract = ContractStamp(
        job_id=job.job_id,
        ledger_digest=ledger_hash.hexdigest(),
        registry_digest=hashlib.sha256(registry_text.encode("utf-8")).hexdigest(),
    )
    blueprint = _blueprint(job.job_id, profile, spec.language, counts)
    atomic_write_text(staging / "report_spec.json", dump_json(spec))
    atomic_write_text(staging / "report_profile.json", dump_json(profile))
    atomic_write_text(staging / "blueprint.json", dump_json(blueprint))
    write_schemas(staging / "schemas")
    briefs = write_briefs(staging / "agent_tasks", spec, profile, blueprint, registry, contract, previews)

    job.set_stage("prepare", "running", "moving outputs into place")
    if job.path("evidence_ledger.jsonl").is_file():
        archive_ledger(job, job.digest("evidence_ledger.jsonl"))
    for name in TOOL_OUTPUTS:
        replace_path(staging / name, job.root / name)
    shutil.rmtree(staging, ignore_errors=True)
    digests = {name: job.digest(name) for name in TOOL_OUTPUTS if job.path(name).is_file()}
    evidence_count = sum(counts.values())
    job.set_stage("prepare", "done", f"{len(records)} sources, {evidence_count} evidence items", digests)
    return PrepareResult(
        job_id=job.job_id,
        job_dir=job.root,
        profile_id=profile.id,
        language=spec.language,
        evidence_count=evidence_count,
        sources=[
            {"source_id": r.source_id, "name": r.original_name, "revision": r.revision, "items": r.item_count}
            for r in records
        ],
        briefs=[f"agent_tasks/{name}" for name in briefs],
        contract=contract.model_dump(),
        next_step=f"an agent writes the artifacts described in {job.root / 'agent_tasks' / briefs[0]}",
        warnings=warnings,
    )


def _blueprint(job_id: str, profile: Profile, language: Language, counts: dict[str, int]) -> Blueprint:
    return Blueprint(
        job_id=job_id,
        profile_id=profile.id,
        language=language,
        sections=[
            BlueprintSection(
                section_id=section.id,
                title=section.title.get(language),
                required=section.required,
                order=order,
                role=section.role,
                min_words=section.min_words,
                max_words=section.max_words,
                guidance=section.guidance.get(language),
            )
            for order, section in enumerate(profile.sections, start=1)
        ],
        evidence_summary=counts,
    )
