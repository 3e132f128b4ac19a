"""PDF: paragraphs located by page and line, ruled tables row by row, text of a table present once."""

from __future__ import annotations

import io
from pathlib import Path

import pypdf

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "sources"


def by_kind(document, kind: str) -> list:
    return [block for block in document.blocks() if block.kind == kind]


def test_pages_are_joined_by_a_blank_line(read_fixture):
    text = read_fixture("report_en.pdf").text
    assert "• Specimens conditioned for 24 h before testing.\n\n3 Results\n" in text


def test_paragraphs_are_located_by_page_and_line_within_the_page(read_fixture):
    document = read_fixture("report_en.pdf")
    located = {document.text[block.start : block.end]: block.locator for block in by_kind(document, "paragraph")}
    assert located["2 Method"] == {"page": 1, "line_start": 6, "line_end": 6}
    assert located["3 Results"] == {"page": 2, "line_start": 1, "line_end": 1}
    scope = (
        "This report covers 48 tensile specimens of aluminium alloy 6061-T6 tested on\n"
        "12 March 2024 in Materials Lab B2. The ambient temperature was 23 °C and the\n"
        "relative humidity 45%."
    )
    assert located[scope] == {"page": 1, "line_start": 3, "line_end": 5}


def test_a_short_line_or_a_list_marker_ends_a_paragraph(read_fixture):
    document = read_fixture("report_en.pdf")
    page_one = [document.text[b.start : b.end] for b in by_kind(document, "paragraph") if b.locator["page"] == 1]
    assert page_one[:2] == ["Tensile Test Report: Alloy 6061-T6", "1 Scope"]
    assert page_one[-2:] == [
        "• Load cell calibrated to within 0.5% of full scale.",
        "• Specimens conditioned for 24 h before testing.",
    ]


def test_ruled_table_rows_are_blocks_with_headers_and_typed_cells(read_fixture):
    document = read_fixture("report_en.pdf")
    rows = by_kind(document, "table_row")
    assert [document.text[row.start : row.end] for row in rows] == [
        "A1 | 315.2 | 12.5 | 14",
        "A2 | 309.8 | 11.9 | 16",
        "B1 | 298.4 | 10.2 | 21",
    ]
    assert rows[0].table == {
        "headers": ["Specimen", "Strength (MPa)", "Elongation (%)", "Latency (ms)"],
        "cells": ["A1", 315.2, 12.5, 14],
        "texts": ["A1", "315.2", "12.5", "14"],
    }
    assert [row.locator for row in rows] == [
        {"page": 2, "table_index": 1, "row": 1},
        {"page": 2, "table_index": 1, "row": 2},
        {"page": 2, "table_index": 1, "row": 4},
    ]


def test_a_table_stands_where_it_is_on_the_page_and_its_text_appears_once(read_fixture):
    text = read_fixture("report_en.pdf").text
    assert text.count("315.2") == 1
    assert "listed in Table 1.\n\nSpecimen | Strength (MPa) | Elongation (%) | Latency (ms)\nA1 | 315.2" in text
    assert "B1 | 298.4 | 10.2 | 21\n\nThe higher strength of batch A may come" in text


def test_the_chinese_pdf_reads_its_text_and_table(read_fixture):
    document = read_fixture("报告_zh.pdf")
    paragraphs = [document.text[b.start : b.end] for b in by_kind(document, "paragraph")]
    assert "2023年第三季度，公司实现营业收入1.2亿元，同比增长5个百分点，毛利率为\n32.5%。华东地区贡献收入5,800万元。" in paragraphs
    assert [row.table["cells"] for row in by_kind(document, "table_row")] == [["华东", 5800, "12%"], ["华南", 3100, "-3.2%"]]


def test_a_pdf_locked_only_by_an_owner_password_is_read(read_written, read_fixture):
    writer = pypdf.PdfWriter(clone_from=FIXTURES / "report_en.pdf")
    writer.encrypt(user_password="", owner_password="lab-b2-owner", algorithm="AES-128")
    buffer = io.BytesIO()
    writer.write(buffer)
    assert read_written("report.pdf", buffer.getvalue()).text == read_fixture("report_en.pdf").text


def test_an_empty_page_is_left_out_and_later_pages_keep_their_numbers(read_written):
    reader = pypdf.PdfReader(FIXTURES / "report_en.pdf")
    writer = pypdf.PdfWriter()
    writer.add_blank_page(width=595, height=842)
    writer.add_page(reader.pages[1])
    buffer = io.BytesIO()
    writer.write(buffer)
    document = read_written("report.pdf", buffer.getvalue())
    assert document.text.startswith("3 Results\n")
    assert {block.locator["page"] for block in document.blocks()} == {2}
