"""render over a small job per profile: the DOCX read back holds the report, its citations, tables and charts."""

from __future__ import annotations

import json
import re

import pytest
from docx.oxml.ns import qn
from docx.shared import Mm

from report_workflow.job import sha256_file
from report_workflow.render import render
from report_workflow.render.charts import cjk_font
from report_workflow.text import fold
from tests.render.support import ESCAPED_SENTENCE, PROFILES, docx_text, headings, make_job, write_validation

EPOCH = "1700000000"  # 14 November 2023, 22:13:20 UTC


@pytest.fixture(scope="module")
def rendered(tmp_path_factory):
    """Every profile in English and the business report in Chinese, rendered once under SOURCE_DATE_EPOCH."""
    workspace = tmp_path_factory.mktemp("render") / "ws"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SOURCE_DATE_EPOCH", EPOCH)
        jobs = {(profile, "en"): make_job(workspace, profile) for profile in PROFILES}
        jobs["business_report", "zh"] = make_job(workspace, "business_report", language="zh")
        return {key: (job, render(job.job_id, job.workspace)) for key, job in jobs.items()}


def body_text(job) -> str:
    return docx_text(job.docx())


@pytest.mark.parametrize("profile", PROFILES)
def test_every_profile_renders_its_outline_with_pandoc(rendered, profile):
    job, result = rendered[profile, "en"]
    assert result.engine == "pandoc" and result.render_check_passed
    assert headings(job.docx()) == [*job.section_titles, "Sources"]


@pytest.mark.parametrize("profile", PROFILES)
def test_every_drafted_sentence_is_in_the_document(rendered, profile):
    job, _ = rendered[profile, "en"]
    text = fold(body_text(job))
    for sentence in job.sentences:
        assert fold(sentence[:-1]) in text  # the citation stands before the full stop


@pytest.mark.parametrize("profile", PROFILES)
def test_every_profile_has_a_real_table_and_a_chart(rendered, profile):
    job, result = rendered[profile, "en"]
    document = job.docx()
    assert [cell.text for cell in document.tables[0].rows[0].cells] == ["site", "latency ms", "throughput rps"]
    assert [cell.text for cell in document.tables[0].rows[3].cells] == ["Oslo", "78.4", "1350"]
    assert len(document.inline_shapes) == 1
    assert result.counts["tables"] == 1 and result.counts["figures"] == 1


@pytest.mark.parametrize("profile", PROFILES)
def test_no_marker_or_evidence_id_reaches_the_reader(rendered, profile):
    job, _ = rendered[profile, "en"]
    text = body_text(job)
    assert not re.search(r"\[(CITE|TABLE|FIGURE):", text)
    assert not re.search(r"\bev-[0-9a-f]{12}\b", text)


def test_citations_are_numbered_by_first_appearance_and_listed_in_sources(rendered):
    job, _ = rendered["business_report", "en"]
    paragraphs = [p.text for p in job.docx().paragraphs]
    body = "\n".join(paragraphs[: paragraphs.index("Sources")])
    numbers = [int(n) for n in re.findall(r"\[(\d+)\]", body)]
    first_seen = list(dict.fromkeys(numbers))
    assert first_seen == list(range(1, len(first_seen) + 1))
    entries = paragraphs[paragraphs.index("Sources") + 1:]
    assert [int(re.match(r"\[(\d+)\]", entry).group(1)) for entry in entries] == first_seen


def test_a_sources_entry_names_the_file_the_place_the_revision_and_the_digest(rendered):
    job, _ = rendered["business_report", "en"]
    entries = [p.text for p in job.docx().paragraphs if p.text.startswith("[") and "measurements_en.csv" in p.text]
    digest = sha256_file(job.job_dir / "sources" / "measurements_en.csv")[:12]
    assert len(entries) == 1
    assert re.fullmatch(rf"\[\d+\] measurements_en\.csv, row 3\. Revision 1, SHA-256 {digest}\.", entries[0])


def test_captions_are_numbered_and_cite_the_table_they_draw(rendered):
    job, _ = rendered["proposal", "en"]
    captions = [p.text for p in job.docx().paragraphs if p.style.name in ("Table Caption", "Image Caption")]
    table_caption, figure_caption = captions
    assert table_caption.startswith("Table 1: Latency and throughput by site [")
    assert figure_caption.startswith("Figure 1: Median latency by site [")
    assert table_caption.rsplit("[", 1)[1] == figure_caption.rsplit("[", 1)[1]  # same row, same source entry


def test_gbt7714_profile_sets_citations_in_superscript(rendered):
    job, _ = rendered["engineering_lab_report", "en"]
    superscripts = [run.text for p in job.docx().paragraphs for run in p.runs if run.font.superscript]
    assert superscripts and all(re.fullmatch(r"\[\d+(,\d+)*\]", text) for text in superscripts)


def test_apa_profile_cites_file_and_place_and_lists_sources_alphabetically(rendered):
    job, _ = rendered["academic_paper", "en"]
    paragraphs = [p.text for p in job.docx().paragraphs]
    assert "Oslo was 78.4 ms, the lowest of the three sites (trial_notes.txt, line 3)." in "\n".join(paragraphs)
    entries = paragraphs[paragraphs.index("Sources") + 1:]
    assert entries[0].startswith("measurements_en.csv, row 3.")
    lines = [int(re.match(r"trial_notes.txt, line (\d+)", entry).group(1)) for entry in entries[1:]]
    assert lines == sorted(lines)


def test_title_page_carries_the_front_matter_and_the_fixed_date(rendered):
    job, _ = rendered["custom", "en"]
    paragraphs = [(p.style.name, p.text) for p in job.docx().paragraphs]
    assert paragraphs[:4] == [("Title", "Edge Cache Field Trial"), ("Author", "Ana Ferreira"),
                              ("Author", "Jonas Berg"), ("Date", "14 November 2023")]
    details = paragraphs[4][1]
    assert "Northwind Networks" in details and "Course code: NET-402" in details
    assert "Keywords: edge cache, latency" in details


def test_pages_are_a4_with_page_numbers_and_a_contents_field(rendered):
    job, _ = rendered["business_report", "en"]
    document = job.docx()
    section = document.sections[0]
    assert round(section.page_width.mm) == 210 and round(section.page_height.mm) == 297
    assert abs(section.left_margin - Mm(25)) < Mm(0.1)
    footer_fields = [t.text for t in section.footer._element.iter(qn("w:instrText"))]
    assert any("PAGE" in text for text in footer_fields)
    body_fields = [t.text for t in document.element.body.iter(qn("w:instrText"))]
    assert any(text.strip().startswith("TOC") for text in body_fields)


def test_quoted_markup_is_rendered_literally(rendered):
    job, _ = rendered["academic_paper", "en"]
    paragraph = next(p for p in job.docx().paragraphs if "Operators flagged" in p.text)
    assert ESCAPED_SENTENCE[:-1] in paragraph.text
    assert not any(run.bold or run.italic for run in paragraph.runs)
    assert {run.style.name for run in paragraph.runs} <= {"Default Paragraph Font"}


def test_chinese_report_uses_chinese_labels_and_superscript_citations(rendered):
    job, result = rendered["business_report", "zh"]
    document = job.docx()
    assert headings(document) == [*job.section_titles, "参考来源"]
    captions = [p.text for p in document.paragraphs if p.style.name in ("Table Caption", "Image Caption")]
    assert captions[0].startswith("表 1：各区域营业收入") and captions[1].startswith("图 1：各区域营业收入（万元）")
    assert "2023年11月14日" in [p.text for p in document.paragraphs]
    toc_title = [t.text for t in document.element.body.iter(qn("w:t")) if t.text == "目录"]
    assert toc_title == ["目录"]
    assert any(run.font.superscript for p in document.paragraphs for run in p.runs)
    text = fold(docx_text(document))
    assert all(fold(sentence[:-1]) in text for sentence in job.sentences)
    # the chart's Chinese labels need a CJK font: without one installed, the render says so and still succeeds
    assert all("CJK font" in warning for warning in result.warnings)
    assert bool(result.warnings) == (cjk_font() is None)


def test_chinese_report_names_an_east_asian_font(rendered):
    job, _ = rendered["business_report", "zh"]
    fonts = job.docx().styles.element.find(qn("w:docDefaults")).find(qn("w:rPrDefault")).find(qn("w:rPr"))
    assert fonts.find(qn("w:rFonts")).get(qn("w:eastAsia")) == "Noto Sans CJK SC"


def test_published_pack_holds_the_report_its_qa_evidence_and_trace(rendered):
    job, result = rendered["custom", "en"]
    published = result.published_dir
    names = sorted(p.relative_to(published).as_posix() for p in published.rglob("*") if p.is_file())
    assert names == [
        "evidence/cited_evidence.jsonl", "evidence/claim_matrix.json", "evidence/sentence_map.jsonl",
        "figures/figure-1.png", "qa/factuality_report.json", "qa/qa_summary.json", "qa/render_check.json",
        "report.docx", "report.md", "sources/measurements_en.txt", "sources/source_registry.json",
        "sources/trial_notes.txt", "traceability/README.md", "traceability/trace_map.json",
    ]
    assert not (job.job_dir / "published.tmp").exists()


def test_cited_evidence_is_the_ledger_rows_the_report_cites(rendered):
    job, result = rendered["custom", "en"]
    cited = [json.loads(line) for line in (result.published_dir / "evidence" / "cited_evidence.jsonl").open()]
    ledger = {item["evidence_id"]: item for item in map(json.loads, (job.job_dir / "evidence_ledger.jsonl").open())}
    assert cited and all(ledger[item["evidence_id"]] == item for item in cited)


def test_trace_map_leads_from_each_sentence_to_its_claim_and_source_span(rendered):
    job, result = rendered["custom", "en"]
    trace = json.loads((result.published_dir / "traceability" / "trace_map.json").read_text(encoding="utf-8"))
    first = trace["sentences"][0]
    assert first["claims"] == [{"claim_id": "c1", "claim_text": job.sentences[0], "status": "supported"}]
    evidence = first["evidence"][0]
    source_text = (job.job_dir / "sources" / f"{evidence['source_id']}.txt").read_text(encoding="utf-8")
    assert source_text[evidence["start"]:evidence["end"]] == evidence["text"]
    assert evidence["sha256"] == sha256_file(job.job_dir / "sources" / "trial_notes.txt")
    readme = (result.published_dir / "traceability" / "README.md").read_text(encoding="utf-8")
    assert "## c1 (supported)" in readme and "trial\\_notes.txt, line 1" in readme


def test_manifest_records_the_render_with_digests_of_the_pack(rendered):
    job, result = rendered["custom", "en"]
    manifest = json.loads((job.job_dir / "job.json").read_text(encoding="utf-8"))
    assert manifest["stages"]["render"]["state"] == "done"
    assert manifest["digests"]["published/report.docx"] == sha256_file(result.docx_path)
    events = [json.loads(line)["event"] for line in (job.job_dir / "events.jsonl").open()]
    assert events[-1] == "render.done"


def test_two_renders_under_source_date_epoch_give_identical_bytes(rendered, monkeypatch):
    job, result = rendered["engineering_lab_report", "en"]
    first = result.docx_path.read_bytes()
    monkeypatch.setenv("SOURCE_DATE_EPOCH", EPOCH)
    again = render(job.job_id, job.workspace)
    assert body_text(job) and again.docx_path.read_bytes() == first


def test_structured_drafts_render_like_markdown_drafts(tmp_path):
    job = make_job(tmp_path / "ws", "custom")
    drafts = job.job_dir / "section_drafts"
    contract = json.loads((job.job_dir / "outline.json").read_text(encoding="utf-8"))["_contract"]
    sections = []
    for path in sorted(drafts.glob("*.md")):
        prose = [line for line in path.read_text(encoding="utf-8").split("\n\n") if not line.startswith("[")]
        sentences = [{"text": sentence.strip()} for sentence in re.split(r"(?<=\.) ", prose[0].strip())]
        sections.append({"section_id": path.stem, "paragraphs": [sentences]})
        path.unlink()
    structured = {"_contract": contract, "sections": sections}
    (job.job_dir / "structured_drafts.json").write_text(json.dumps(structured), encoding="utf-8")
    write_validation(job.job_dir)
    result = render(job.job_id, job.workspace)
    text = fold(body_text(job))
    assert result.counts["tables"] == 0 and all(fold(sentence[:-1]) in text for sentence in job.sentences)
    assert headings(job.docx()) == [*job.section_titles, "Sources"]
