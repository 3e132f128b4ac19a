"""``render``: a validated job in, a checked DOCX and the published pack out.

Gate (the last validation passed and nothing changed since) → report model → Markdown and charts under the
job's ``render/`` → DOCX (pandoc, or python-docx when allowed) → read back and checked (RENDER rules) →
published pack swapped into ``published/`` → manifest stage "render" done. Any refusal leaves the previous
pack untouched.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..contracts import ClaimMatrix, Outline, ReportSpec, SentenceMapEntry, SourceRecord, SourceRegistry
from ..drafts import SECTION_DRAFTS, STRUCTURED_DRAFTS, DraftDocument, derive_sentence_map, load_drafts
from ..errors import Blocked, MissingDependency, ReportWorkflowError
from ..gates.base import Finding
from ..job import Job
from ..profiles import Profile
from .charts import draw_chart
from .checks import check_render
from .docx_fallback import write_docx_fallback
from .docx_pandoc import default_reference_docx, pandoc_path, write_docx
from .document import ReportDocument, build_document
from .gate import FACTUALITY_REPORT, QA_SUMMARY, passed_validation, require_validated
from .markdown import to_markdown
from .ooxml import document_time
from .pack import PUBLISHED, PackContents, publish_pack
from .readback import read_docx
from .reference import check_reference_docx
from .reference_docx import build_reference_docx
from .tables import collect_evidence
from .traceability import trace_map, trace_readme

BUILD_DIR = "render"
LEDGER, REGISTRY = "evidence_ledger.jsonl", "source_registry.json"
SPEC, PROFILE, OUTLINE, CLAIM_MATRIX = "report_spec.json", "report_profile.json", "outline.json", "claim_matrix.json"
AGENT_SENTENCE_MAP, VALIDATED_SENTENCE_MAP = "sentence_map.jsonl", "validation/sentence_map.jsonl"


@dataclass
class RenderResult:
    job_id: str
    docx_path: Path
    published_dir: Path
    engine: str  # pandoc | python-docx
    counts: dict[str, int]
    render_check_passed: bool
    warnings: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        data = dict(self.__dict__)
        data["docx_path"], data["published_dir"] = str(self.docx_path), str(self.published_dir)
        return data


@dataclass
class _Inputs:
    """Everything render reads from the job, and the job-relative paths it was read from."""

    spec: ReportSpec
    profile: Profile
    claims: ClaimMatrix
    drafts: DraftDocument
    registry: list[SourceRecord]
    sentence_map: list[SentenceMapEntry]
    read_paths: list[str]


def render(job_id: str, workspace: str | Path | None = None, *, allow_degraded: bool = False) -> RenderResult:
    """Render a validated job to DOCX and publish it with its evidence; see the module doc for the steps."""
    job = Job.open(job_id, workspace)
    with job.lock(timeout=0):
        try:
            return _render(job, allow_degraded)
        except Blocked as refusal:
            job.set_stage("render", "blocked", refusal.message)
            raise
        except ReportWorkflowError as error:
            job.set_stage("render", "failed", error.message)
            raise


def _render(job: Job, allow_degraded: bool) -> RenderResult:
    summary = passed_validation(job)
    engine = _engine(allow_degraded)
    inputs = _load(job)
    require_validated(summary, inputs.read_paths, job.job_id)
    job.set_stage("render", "running", f"writing the DOCX with {engine}")
    drafts = inputs.drafts
    exhibits = [block.evidence_id for section in drafts.sections for block in section.blocks if block.evidence_id]
    cited = [evidence_id for sentence in drafts.sentences() for evidence_id in sentence.evidence_ids]
    evidence = collect_evidence(job.path(LEDGER), cited, exhibits)
    document = build_document(drafts, evidence, inputs.registry, inputs.spec, inputs.profile, document_time().date())
    docx, markdown, warnings = _write(job, inputs, document, engine)
    render_check = _check(job, document, docx, engine, warnings)
    digests = publish_pack(job, _pack(job, inputs, document, evidence.items, docx, markdown, render_check))
    counts = render_check["counts"]
    job.set_stage("render", "done", f"{engine}: " + ", ".join(f"{n} {name}" for name, n in counts.items()), digests)
    return RenderResult(job.job_id, job.path(f"{PUBLISHED}/report.docx"), job.path(PUBLISHED), engine, counts,
                        True, warnings)


def _write(job: Job, inputs: _Inputs, document: ReportDocument, engine: str) -> tuple[Path, Path, list[str]]:
    """Charts, Markdown, reference and DOCX in a fresh ``render/`` folder; returns the DOCX, the Markdown, warnings."""
    build = job.path(BUILD_DIR)
    shutil.rmtree(build, ignore_errors=True)
    build.mkdir(parents=True)
    warnings = [] if engine == "pandoc" else ["pandoc is unavailable: the DOCX was written with python-docx (degraded)"]
    for figure in document.exhibits("figure"):
        warnings += [note for note in draw_chart(figure.table, build / figure.image) if note not in warnings]
    markdown = build / "report.md"
    markdown.write_text(to_markdown(document), encoding="utf-8")
    reference = _reference_docx(inputs, engine, build)
    docx = build / "report.docx"
    if engine == "pandoc":
        write_docx(markdown, docx, reference)
    else:
        write_docx_fallback(document, reference.read_bytes(), build, docx)
    return docx, markdown, warnings


def _check(job: Job, document: ReportDocument, docx: Path, engine: str, warnings: list[str]) -> dict[str, Any]:
    """Read the DOCX back and apply the RENDER rules; record the result, and refuse when any rule blocks."""
    findings = check_render(document, read_docx(docx, document.labels.sources), f"{BUILD_DIR}/report.docx")
    render_check = {
        "job_id": job.job_id,
        "engine": engine,
        "passed": not any(finding.blocks for finding in findings),
        "counts": _counts(document),
        "findings": [finding.to_dict() for finding in findings],
        "warnings": warnings,
    }
    job.write_json(f"{BUILD_DIR}/render_check.json", render_check)
    if not render_check["passed"]:
        raise Blocked(_listing(findings), hint=f"see {BUILD_DIR}/render_check.json; nothing was published")
    return render_check


def _engine(allow_degraded: bool) -> str:
    if pandoc_path() is not None:
        return "pandoc"
    if allow_degraded:
        return "python-docx"
    raise MissingDependency(
        "pandoc is not available, so the DOCX cannot be written with pandoc",
        hint="install pypandoc_binary (it ships pandoc), or pass --allow-degraded-render "
        "(allow_degraded=True) to write a plainer DOCX with python-docx",
    )


def _load(job: Job) -> _Inputs:
    outline: Outline = job.read_model(OUTLINE, Outline)
    claims: ClaimMatrix = job.read_model(CLAIM_MATRIX, ClaimMatrix)
    drafts = load_drafts(job, outline)
    if job.path(STRUCTURED_DRAFTS).is_file():
        draft_paths = [STRUCTURED_DRAFTS]
    else:
        draft_paths = [f"{SECTION_DRAFTS}/{section.section_id}.md" for section in drafts.sections]
    read_paths = [OUTLINE, CLAIM_MATRIX, *draft_paths, LEDGER, REGISTRY, SPEC, PROFILE]
    if job.path(AGENT_SENTENCE_MAP).is_file():
        read_paths.append(AGENT_SENTENCE_MAP)
    return _Inputs(
        spec=job.read_model(SPEC, ReportSpec),
        profile=Profile.model_validate(job.read_json(PROFILE)),
        claims=claims,
        drafts=drafts,
        registry=list(job.read_model(REGISTRY, SourceRegistry).sources),
        sentence_map=_sentence_map(job, drafts, claims, outline),
        read_paths=read_paths,
    )


def _sentence_map(job: Job, drafts: DraftDocument, claims: ClaimMatrix, outline: Outline) -> list[SentenceMapEntry]:
    """The binding validation used (it writes one always); the agent's, or one derived, for older jobs."""
    for rel in (VALIDATED_SENTENCE_MAP, AGENT_SENTENCE_MAP):
        if job.path(rel).is_file():
            lines = job.read_text(rel).splitlines()
            return [SentenceMapEntry.model_validate_json(line) for line in lines if line.strip()]
    return derive_sentence_map(drafts, claims.claims, outline)


def _reference_docx(inputs: _Inputs, engine: str, build: Path) -> Path:
    """The user's reference DOCX when the job names one, else this profile's, written into the build folder."""
    if inputs.spec.reference_docx:
        return check_reference_docx(Path(inputs.spec.reference_docx))
    base = default_reference_docx() if engine == "pandoc" else None
    path = build / "reference.docx"
    path.write_bytes(build_reference_docx(inputs.profile.id, inputs.spec.language, base))
    return path


def _counts(document: ReportDocument) -> dict[str, int]:
    return {
        "sections": len(document.sections),
        "sentences": len(document.sentences()),
        "citations": len(document.entries),
        "tables": len(document.exhibits("table")),
        "figures": len(document.exhibits("figure")),
    }


def _listing(findings: list[Finding]) -> str:
    blocking = [finding for finding in findings if finding.blocks]
    lines = [f"the written DOCX failed {len(blocking)} read-back checks:"]
    lines += [f"  {finding.rule} {finding.name}: {finding.reason}" for finding in blocking[:20]]
    if len(blocking) > 20:
        lines.append(f"  ... and {len(blocking) - 20} more")
    return "\n".join(lines)


def _pack(
    job: Job,
    inputs: _Inputs,
    document: ReportDocument,
    evidence: dict[str, dict[str, Any]],
    docx: Path,
    markdown: Path,
    render_check: dict[str, Any],
) -> PackContents:
    cited = [evidence[entry.evidence_id] for entry in document.entries]
    cited_sources = sorted({item["source_id"] for item in cited})
    records = {record.source_id: record for record in inputs.registry}
    copies = {
        "qa/qa_summary.json": job.path(QA_SUMMARY),
        "evidence/claim_matrix.json": job.path(CLAIM_MATRIX),
        "sources/source_registry.json": job.path(REGISTRY),
        **{f"sources/{source_id}.txt": job.path(records[source_id].text_path) for source_id in cited_sources},
    }
    if job.path(FACTUALITY_REPORT).is_file():
        copies["qa/factuality_report.json"] = job.path(FACTUALITY_REPORT)
    trace = trace_map(document, inputs.sentence_map, inputs.claims.claims, evidence, inputs.registry)
    return PackContents(
        docx=docx,
        markdown=markdown,
        figures=[docx.parent / figure.image for figure in document.exhibits("figure")],
        copies=copies,
        render_check=render_check,
        sentence_map=inputs.sentence_map,
        cited_evidence=cited,
        trace=trace,
        trace_readme=trace_readme(trace, document),
    )
