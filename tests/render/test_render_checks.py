"""The read-back check: a DOCX that lost or leaked anything is not published, and each failure is a RENDER rule."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from docx import Document

from report_workflow.errors import Blocked
from report_workflow.gates.base import FAMILIES
from report_workflow.render import pipeline, render
from report_workflow.render.checks import RENDER_RULES
from tests.render.support import make_job


@pytest.fixture(scope="module")
def job(tmp_path_factory):
    return make_job(tmp_path_factory.mktemp("checks") / "ws", "business_report")


def render_tampered(job, monkeypatch, tamper: Callable[[Document], None]) -> set[str]:
    """Render with a writer whose output is changed by ``tamper``; return the RENDER codes that blocked it."""
    write = pipeline.write_docx

    def tampering_writer(markdown, output, reference):
        write(markdown, output, reference)
        document = Document(str(output))
        tamper(document)
        document.save(str(output))

    monkeypatch.setattr(pipeline, "write_docx", tampering_writer)
    with pytest.raises(Blocked) as caught:
        render(job.job_id, job.workspace)
    assert "nothing was published" in caught.value.hint
    assert not (job.job_dir / "published").exists()
    check = json.loads((job.job_dir / "render" / "render_check.json").read_text(encoding="utf-8"))
    assert check["passed"] is False
    codes = {finding["rule"] for finding in check["findings"]}
    assert all(code in caught.value.message for code in codes)
    return codes


def paragraph_with(document: Document, text: str):
    return next(p for p in document.paragraphs if text in p.text)


def test_a_dropped_sentence_blocks_publication(job, monkeypatch):
    def drop(document):
        paragraph = paragraph_with(document, "Madrid recorded")
        paragraph._p.getparent().remove(paragraph._p)

    assert "RENDER001" in render_tampered(job, monkeypatch, drop)


def test_a_leaked_marker_and_evidence_id_block_publication(job, monkeypatch):
    def leak(document):
        paragraph_with(document, "Madrid recorded").add_run(" [CITE:ev-0123456789ab]")

    assert {"RENDER002", "RENDER003"} <= render_tampered(job, monkeypatch, leak)


def test_a_citation_without_a_sources_entry_blocks_publication(job, monkeypatch):
    assert "RENDER004" in render_tampered(
        job, monkeypatch, lambda document: paragraph_with(document, "Madrid recorded").add_run(" See also [42].")
    )


def test_a_lost_table_and_image_block_publication(job, monkeypatch):
    def lose(document):
        table = document.tables[0]._tbl
        table.getparent().remove(table)
        picture = document.inline_shapes[0]._inline
        picture.getparent().getparent().remove(picture.getparent())

    assert {"RENDER005", "RENDER006"} <= render_tampered(job, monkeypatch, lose)


def test_a_renamed_heading_blocks_publication(job, monkeypatch):
    def rename(document):
        heading = next(p for p in document.paragraphs if p.text == "Key Findings")
        heading.runs[0].text = "Findings"

    assert "RENDER007" in render_tampered(job, monkeypatch, rename)


def test_render_rules_have_stable_codes_and_full_docs():
    codes = [rule.code for rule in RENDER_RULES]
    assert codes == [f"RENDER{number:03d}" for number in range(1, len(codes) + 1)]
    for rule in RENDER_RULES:
        assert rule.family == "RENDER" and "RENDER" in FAMILIES
        assert all(part in rule.doc for part in ("What it does:", "Why it matters:", "Example:", "Fix:"))
