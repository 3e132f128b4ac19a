"""Writers: without pandoc, python-docx only when degraded output is allowed; a user reference DOCX wins."""

from __future__ import annotations

import pytest

from report_workflow.errors import ExitCode, MissingDependency
from report_workflow.render import pipeline, render
from report_workflow.text import fold
from tests.render.support import docx_text, headings, make_job


@pytest.fixture
def without_pandoc(monkeypatch):
    monkeypatch.setattr(pipeline, "pandoc_path", lambda: None)


@pytest.fixture
def job(tmp_path):
    return make_job(tmp_path / "ws", "business_report")


def test_without_pandoc_render_names_what_is_missing_and_the_flag(job, without_pandoc):
    with pytest.raises(MissingDependency) as caught:
        render(job.job_id, job.workspace)
    assert caught.value.exit_code == ExitCode.MISSING_DEPENDENCY
    assert "pandoc" in caught.value.message and "--allow-degraded-render" in caught.value.hint
    assert not (job.job_dir / "published").exists()


def test_degraded_render_writes_a_complete_checked_document(job, without_pandoc):
    result = render(job.job_id, job.workspace, allow_degraded=True)
    assert result.engine == "python-docx" and result.render_check_passed
    assert any("degraded" in warning for warning in result.warnings)
    document = job.docx()
    assert headings(document) == [*job.section_titles, "Sources"]
    text = fold(docx_text(document))
    assert all(fold(sentence[:-1]) in text for sentence in job.sentences)
    assert [cell.text for cell in document.tables[0].rows[0].cells] == ["site", "latency_ms", "throughput_rps"]
    assert len(document.inline_shapes) == 1
    assert [p.text for p in document.paragraphs][:2] == ["Edge Cache Field Trial", "Ana Ferreira"]


def test_degraded_render_is_byte_identical_under_source_date_epoch(job, without_pandoc, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    first = render(job.job_id, job.workspace, allow_degraded=True).docx_path.read_bytes()
    second = render(job.job_id, job.workspace, allow_degraded=True).docx_path.read_bytes()
    assert first == second


def test_a_reference_docx_named_at_prepare_gives_its_page_and_styles(tmp_path):
    from docx import Document
    from docx.enum.style import WD_STYLE_TYPE

    house = Document()  # python-docx's template: US Letter
    house.styles.add_style("House Note", WD_STYLE_TYPE.PARAGRAPH)
    house.save(str(tmp_path / "house.docx"))
    job = make_job(tmp_path / "ws", "custom", reference_docx=tmp_path / "house.docx")
    result = render(job.job_id, job.workspace)
    document = job.docx()
    assert result.engine == "pandoc" and "House Note" in document.styles
    assert round(document.sections[0].page_width.mm) == 216
    assert not (job.job_dir / "render" / "reference.docx").exists()
