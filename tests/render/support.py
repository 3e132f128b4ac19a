"""Small prepared jobs for the render tests: sources, agent artifacts citing real evidence, validation files.

``write_validation`` stands in for ``validate``: it binds a QA decision to the sha256 of the artifacts the way
validation does, so render's gate can be exercised without depending on every gate passing these drafts.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from docx import Document

from report_workflow import __version__
from report_workflow.contracts import ClaimMatrix, FactualityReport, Outline, QASummary
from report_workflow.drafts import derive_sentence_map, load_drafts
from report_workflow.job import Job, dump_json, sha256_file
from report_workflow.ledger import iter_ledger
from report_workflow.prepare import prepare

ENGLISH_NOTES = """\
The trial ran the edge cache on three sites for four weeks in March 2024.

Median latency at Oslo was 78.4 ms, the lowest of the three sites.

Madrid recorded the highest median latency, 92.7 ms.

Throughput at Oslo reached 1350 requests per second.

All sites used the same build of the service and the same hardware.

Operators reported no outages during the trial.

Berlin served 1200 requests per second at a median latency of 85.2 ms.

Cache hit rates stayed above 90% at every site after the first week.

Operators flagged *urgent* tickets, saw <b>bold</b> banners, ran `cache --purge` and filed notes under [ops] #7 | weekly.
"""
ENGLISH_TABLE = "site,latency_ms,throughput_rps\nBerlin,85.2,1200\nMadrid,92.7,1100\nOslo,78.4,1350\n"
ESCAPED_SENTENCE = (
    "Operators flagged *urgent* tickets, saw <b>bold</b> banners, ran `cache --purge` and filed notes under "
    "[ops] #7 | weekly."
)

CHINESE_NOTES = """\
本报告覆盖2023年第三季度的经营情况。

华东区域营业收入为5200万元，同比增长9.8%。

华南区域营业收入为3100万元，同比下降2.1%。

华北区域客户数达到480家。

公司在第三季度未发生重大安全事故。
"""
CHINESE_TABLE = "区域,营业收入_万元,同比增长_百分比\n华东,5200,9.8\n华南,3100,-2.1\n华北,2400,12.0\n"

PROFILES = (
    "engineering_lab_report", "academic_paper", "business_report", "proposal",
    "admissions_report", "admissions_project_report", "custom",
)


@dataclass
class PreparedJob:
    job_id: str
    job_dir: Path
    workspace: Path
    language: str
    sentences: list[str]  # the published text of every drafted sentence, in order
    section_titles: list[str]
    table_caption: str
    figure_caption: str

    def docx(self) -> Document:
        return Document(str(self.job_dir / "published" / "report.docx"))


def ledger_items(job_dir: Path) -> list[dict]:
    return list(iter_ledger(job_dir / "evidence_ledger.jsonl"))


def evidence_id(items: list[dict], fragment: str, kind: str | None = None) -> str:
    return next(i["evidence_id"] for i in items if fragment in i["text"] and (kind is None or i["kind"] == kind))


def make_job(
    workspace: Path, profile_id: str, *, language: str = "en", job_id: str | None = None,
    reference_docx: Path | None = None,
) -> PreparedJob:
    """Prepare a two-source job for ``profile_id`` and write drafts for every section of the profile."""
    folder = workspace.parent / f"sources-{job_id or profile_id}-{language}"
    folder.mkdir(parents=True, exist_ok=True)
    chinese = language == "zh"
    notes = folder / ("经营说明.txt" if chinese else "trial_notes.txt")
    table = folder / ("区域销售.csv" if chinese else "measurements_en.csv")
    notes.write_text(CHINESE_NOTES if chinese else ENGLISH_NOTES, encoding="utf-8")
    table.write_text(CHINESE_TABLE if chinese else ENGLISH_TABLE, encoding="utf-8")
    result = prepare(
        [notes, table],
        prompt="请撰写2023年第三季度经营分析报告" if chinese else "Write a report on the edge cache field trial.",
        profile=profile_id,
        title="2023年第三季度经营分析" if chinese else "Edge Cache Field Trial",
        authors=["经营分析部"] if chinese else ["Ana Ferreira", "Jonas Berg"],
        affiliation=None if chinese else "Northwind Networks",
        keywords=["营业收入", "区域"] if chinese else ["edge cache", "latency"],
        template_fields={} if chinese else {"course_code": "NET-402"},
        job_id=job_id or f"render-{profile_id}-{language}",
        workspace=workspace,
        reference_docx=reference_docx,
    )
    items = ledger_items(result.job_dir)
    paragraphs = [i for i in items if i["kind"] == "paragraph"]
    row = evidence_id(items, "华东" if chinese else "Oslo", "table_row")
    blueprint = json.loads((result.job_dir / "blueprint.json").read_text(encoding="utf-8"))
    sections = blueprint["sections"]
    exhibit_section = next((s for s in sections if s["role"] == "findings"), sections[min(1, len(sections) - 1)])
    table_caption = "各区域营业收入" if chinese else "Latency and throughput by site"
    figure_caption = "各区域营业收入（万元）" if chinese else "Median latency by site"
    sentences, claims, outline, drafts = [], [], [], {}
    for index, section in enumerate(sections):
        if section["role"] == "abstract":  # long enough for every profile's word bounds
            cited = paragraphs
        else:
            cited = [paragraphs[index % len(paragraphs)], paragraphs[(index + 1) % len(paragraphs)]]
        lines = []
        claim_ids = []
        for item in cited:
            claim_id = f"c{len(claims) + 1}"
            claims.append({"claim_id": claim_id, "claim_text": item["text"], "claim_type": "factual",
                           "status": "supported", "evidence_ids": [item["evidence_id"]]})
            claim_ids.append(claim_id)
            sentences.append(item["text"])
            lines.append(_cite(item["text"], item["evidence_id"]))
        text = " ".join(lines) if not chinese else "".join(lines)
        if section is exhibit_section:
            text += f"\n\n[TABLE:{row} {table_caption}]\n\n[FIGURE:{row} {figure_caption}]\n"
        drafts[section["section_id"]] = text + "\n"
        outline.append({"section_id": section["section_id"], "title": section["title"], "claim_ids": claim_ids})
    _write_artifacts(result.job_dir, result.contract, claims, outline, drafts)
    write_validation(result.job_dir)
    return PreparedJob(result.job_id, result.job_dir, workspace, result.language, sentences,
                       [s["title"] for s in sections], table_caption, figure_caption)


def _cite(text: str, evidence: str) -> str:
    """Put the marker before the closing full stop, as an agent would."""
    if text.endswith("。"):
        return f"{text[:-1]}[CITE:{evidence}]。"
    if text.endswith("."):
        return f"{text[:-1]} [CITE:{evidence}]."
    return f"{text} [CITE:{evidence}]"


def _write_artifacts(job_dir: Path, contract: dict, claims: list, outline: list, drafts: dict[str, str]) -> None:
    (job_dir / "claim_matrix.json").write_text(
        json.dumps({"_contract": contract, "claims": claims}, ensure_ascii=False, indent=2), encoding="utf-8")
    (job_dir / "outline.json").write_text(
        json.dumps({"_contract": contract, "sections": outline}, ensure_ascii=False, indent=2), encoding="utf-8")
    (job_dir / "section_drafts").mkdir(exist_ok=True)
    for section_id, text in drafts.items():
        (job_dir / "section_drafts" / f"{section_id}.md").write_text(text, encoding="utf-8")


VALIDATED = ("claim_matrix.json", "outline.json", "evidence_ledger.jsonl", "source_registry.json",
             "report_spec.json", "report_profile.json")


def write_validation(job_dir: Path, decision: str = "pass") -> None:
    """What validate writes: the decision bound to the digests of the artifacts, and the derived sentence map."""
    job = Job(job_dir.parent, job_dir.name)
    rels = [*VALIDATED, *(f"section_drafts/{p.name}" for p in sorted((job_dir / "section_drafts").glob("*.md")))]
    rels += [rel for rel in ("structured_drafts.json", "sentence_map.jsonl") if (job_dir / rel).is_file()]
    outline = job.read_model("outline.json", Outline)
    document = load_drafts(job, outline)
    claims = job.read_model("claim_matrix.json", ClaimMatrix).claims
    entries = derive_sentence_map(document, claims, outline)
    summary = QASummary(
        job_id=job.job_id, qa_decision=decision, counts={"sentences": len(entries)},
        reasons=[] if decision == "pass" else ["FE001 results-s1: 48.2 MPa is not in the evidence"],
        verdict_hash="0" * 64, artifact_digests={rel: sha256_file(job_dir / rel) for rel in sorted(rels)},
        tool_version=__version__,
    )
    report = FactualityReport(job_id=job.job_id, findings=[], sentences_checked=len(entries),
                              claims_checked=len(claims))
    job.write_text("validation/sentence_map.jsonl", "".join(
        json.dumps(entry.model_dump(mode="json"), ensure_ascii=False) + "\n" for entry in entries))
    job.write_text("validation/factuality_report.json", dump_json(report))
    job.write_text("validation/qa_summary.json", dump_json(summary))


def docx_text(document: Document) -> str:
    """Every paragraph and table cell of a DOCX, one per line."""
    lines = [paragraph.text for paragraph in document.paragraphs]
    lines += [cell.text for table in document.tables for row in table.rows for cell in row.cells]
    return "\n".join(lines)


def headings(document: Document) -> list[str]:
    return [p.text for p in document.paragraphs if p.style.style_id.startswith("Heading")]
