"""Charts and reference DOCX files: deterministic bytes, fonts that can show Chinese, the page the report sits on."""

from __future__ import annotations

import io
import struct
import zipfile

import pytest
from docx import Document
from docx.oxml.ns import qn
from docx.shared import Mm

from report_workflow.render import charts
from report_workflow.render.charts import DPI, FIGURE_SIZE, cjk_font, draw_chart
from report_workflow.render.docx_pandoc import default_reference_docx
from report_workflow.render.reference_docx import build_reference_docx
from report_workflow.render.tables import TableData

SITES = TableData(["site", "latency_ms", "throughput_rps"],
                  [["Berlin", 85.2, 1200], ["Madrid", 92.7, 1100], ["Oslo", 78.4, 1350]], 3)
REGIONS = TableData(["区域", "营业收入_万元", "同比增长_百分比"],
                    [["华东", 5200, 9.8], ["华南", 3100, -2.1], ["华北", 2400, 12.0]], 3)
RUNS = TableData(["run", "latency_ms"], [[1, 85.0], [2, 82.5], [3, None]], 3)


def png_chunks(data: bytes) -> dict[bytes, bytes]:
    chunks, offset = {}, 8
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset:offset + 4])
        kind = data[offset + 4:offset + 8]
        chunks.setdefault(kind, data[offset + 8:offset + 8 + length])
        offset += 12 + length
    return chunks


@pytest.mark.parametrize("table", [SITES, REGIONS, RUNS], ids=["bars", "chinese bars", "line with a gap"])
def test_a_chart_is_the_same_png_every_time_without_stamps(tmp_path, table):
    first, second = tmp_path / "a.png", tmp_path / "b.png"
    draw_chart(table, first)
    draw_chart(table, second)
    assert first.read_bytes() == second.read_bytes()
    chunks = png_chunks(first.read_bytes())
    width, height = struct.unpack(">II", chunks[b"IHDR"][:8])
    assert (width, height) == (round(FIGURE_SIZE[0] * DPI), round(FIGURE_SIZE[1] * DPI))
    assert b"tIME" not in chunks and b"Software" not in chunks.get(b"tEXt", b"")


@pytest.mark.skipif(cjk_font() is None, reason="no CJK font installed")
def test_chinese_headers_are_drawn_with_an_installed_cjk_font_without_warnings(tmp_path):
    assert draw_chart(REGIONS, tmp_path / "zh.png") == []


def test_without_a_cjk_font_the_chart_is_still_drawn_and_says_why_glyphs_may_be_boxes(tmp_path, monkeypatch):
    monkeypatch.setattr(charts, "cjk_font", lambda: None)
    notes = draw_chart(REGIONS, tmp_path / "zh.png")
    assert (tmp_path / "zh.png").stat().st_size > 0
    assert len(notes) == 1 and "CJK font" in notes[0]
    assert draw_chart(SITES, tmp_path / "en.png") == []


@pytest.fixture(scope="module")
def pandoc_reference() -> bytes:
    return default_reference_docx()


def test_reference_docx_is_a4_with_margins_and_a_page_number_footer(pandoc_reference):
    document = Document(io.BytesIO(build_reference_docx("business_report", "en", pandoc_reference)))
    section = document.sections[0]
    assert (round(section.page_width.mm), round(section.page_height.mm)) == (210, 297)
    assert abs(section.top_margin - Mm(25)) < Mm(0.1)
    assert any("PAGE" in node.text for node in section.footer._element.iter(qn("w:instrText")))


@pytest.mark.parametrize(("profile", "latin", "east_asian"), [
    ("academic_paper", "Times New Roman", "Noto Serif CJK SC"),
    ("business_report", "Calibri", "Noto Sans CJK SC"),
])
def test_reference_docx_names_latin_and_east_asian_fonts_instead_of_theme_fonts(pandoc_reference, profile, latin,
                                                                                east_asian):
    document = Document(io.BytesIO(build_reference_docx(profile, "zh", pandoc_reference)))
    fonts = document.styles["Normal"].element.rPr.find(qn("w:rFonts"))
    assert (fonts.get(qn("w:ascii")), fonts.get(qn("w:eastAsia"))) == (latin, east_asian)
    heading = document.styles["Heading 1"].element.rPr.find(qn("w:rFonts"))
    assert heading.get(qn("w:asciiTheme")) is None and heading.get(qn("w:eastAsia")).startswith("Noto Sans CJK")


def test_chinese_prose_is_indented_two_characters_but_table_cells_and_captions_are_plain(pandoc_reference):
    chinese = Document(io.BytesIO(build_reference_docx("business_report", "zh", pandoc_reference)))
    english = Document(io.BytesIO(build_reference_docx("business_report", "en", pandoc_reference)))
    styles = {style.style_id: style for style in chinese.styles}
    assert styles["BodyText"].element.pPr.find(qn("w:ind")).get(qn("w:firstLineChars")) == "200"
    assert styles["Compact"].element.pPr.find(qn("w:ind")).get(qn("w:firstLine")) == "0"
    assert styles["Caption"].font.italic is False
    assert english.styles["Body Text"].element.pPr.find(qn("w:ind")) is None


def test_the_font_table_offers_windows_alternatives_for_noto(pandoc_reference):
    package = zipfile.ZipFile(io.BytesIO(build_reference_docx("academic_paper", "zh", pandoc_reference)))
    fonts = package.read("word/fontTable.xml").decode("utf-8")
    assert '<w:font w:name="Noto Serif CJK SC"><w:altName w:val="SimSun"/>' in fonts


def test_reference_docx_is_byte_identical_under_source_date_epoch(pandoc_reference, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    assert build_reference_docx("proposal", "en", pandoc_reference) == build_reference_docx(
        "proposal", "en", pandoc_reference
    )


def test_without_pandoc_the_reference_starts_from_python_docx_template():
    document = Document(io.BytesIO(build_reference_docx("custom", "en", None)))
    assert round(document.sections[0].page_width.mm) == 210
    assert "List Bullet" in document.styles
