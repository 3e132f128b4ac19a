"""Word documents: headings, list items, paragraphs and table rows in document order."""

from __future__ import annotations

import io

import docx


def blocks_of(document) -> list[tuple[str, str]]:
    return [(block.kind, document.text[block.start : block.end]) for block in document.blocks()]


def docx_bytes(build) -> bytes:
    document = docx.Document()
    build(document)
    buffer = io.BytesIO()
    document.save(buffer)
    return buffer.getvalue()


def test_title_and_heading_styles_are_headings_with_a_path(read_fixture):
    document = read_fixture("memo_en.docx")
    headings = [(document.text[b.start : b.end], b.heading_path) for b in document.blocks() if b.kind == "heading"]
    assert headings == [
        ("Tensile Test Memo", ()),
        ("Summary", ("Tensile Test Memo",)),
        ("Method", ("Tensile Test Memo", "Summary")),
        ("Results", ("Tensile Test Memo",)),
    ]


def test_list_styles_make_list_items(read_fixture):
    document = read_fixture("memo_en.docx")
    items = [
        (document.text[block.start : block.end], block.heading_path)
        for block in document.blocks()
        if block.kind == "list_item"
    ]
    assert items == [
        ("Crosshead speed 2 mm/min, gauge length 50 mm.", ("Tensile Test Memo", "Summary", "Method")),
        ("Data logger sampling at 100 Hz; latency averaged 12 ms.", ("Tensile Test Memo", "Summary", "Method")),
        ("Repeat batch B at 80 °C.", ("Tensile Test Memo", "Summary", "Method")),
    ]


def test_table_rows_follow_in_document_order_with_headers(read_fixture):
    document = read_fixture("memo_en.docx")
    kinds = [kind for kind, _ in blocks_of(document)]
    assert kinds[-6:] == ["heading", "table_row", "table_row", "table_row", "table_row", "paragraph"]
    first = next(block for block in document.blocks() if block.kind == "table_row")
    assert first.table == {
        "headers": ["Specimen", "Tensile strength (MPa)", "Temperature (°C)", "Result"],
        "cells": ["A1", 315.2, 23, "pass"],
        "texts": ["A1", "315.2", "23", "pass"],
    }
    assert first.locator == {"table": 1, "row": 1, "line_start": 20, "line_end": 20}


def test_a_cell_merged_across_columns_counts_once_per_row(read_fixture):
    document = read_fixture("memo_en.docx")
    rows = {row.table["cells"][0]: row for row in document.blocks() if row.kind == "table_row"}
    assert rows["A3"].table["cells"] == ["A3", "not tested: grips replaced", None, None]
    assert document.text[rows["A3"].start : rows["A3"].end] == "A3 | not tested: grips replaced"


def test_a_cell_merged_down_rows_gives_each_row_its_value(read_fixture):
    rows = [row.table["cells"] for row in read_fixture("memo_en.docx").blocks() if row.kind == "table_row"]
    assert [cells[2] for cells in rows[:2]] == [23, 23]


def test_a_manual_line_break_stays_inside_its_paragraph(read_fixture):
    assert blocks_of(read_fixture("memo_en.docx"))[-1] == (
        "paragraph",
        "Specimen B1 did not fracture within the gauge length.\nIt is excluded from the mean.",
    )


def test_blocks_are_separated_by_blank_lines_and_table_rows_are_consecutive(read_fixture):
    text = read_fixture("备忘录_zh.docx").text
    assert "2023年第三季度公司实现营业收入1.2亿元，同比增长5个百分点。\n\n二、区域表现\n\n" in text
    assert "\n\n区域 | 营业收入（万元） | 同比增长\n华东 | 5,800 | 12%\n华南 | 3,100 | -3.2%\n华北 | 待填\n\n三、风险提示" in text


def test_the_chinese_memo_skips_the_placeholder_row(read_fixture):
    rows = [row.table["cells"] for row in read_fixture("备忘录_zh.docx").blocks() if row.kind == "table_row"]
    assert rows == [["华东", 5800, "12%"], ["华南", 3100, "-3.2%"]]


def test_paragraph_numbers_count_empty_paragraphs_too(read_written):
    def build(document):
        document.add_paragraph("Batch A reached 312 MPa.")
        document.add_paragraph("")
        document.add_paragraph("Batch B reached 298 MPa.")

    document = read_written("memo.docx", docx_bytes(build))
    assert [block.locator["paragraph"] for block in document.blocks()] == [1, 3]
    assert document.text == "Batch A reached 312 MPa.\n\nBatch B reached 298 MPa."


def test_a_style_based_on_a_heading_is_a_heading(read_written):
    def build(document):
        custom = document.styles.add_style("Report Heading", docx.enum.style.WD_STYLE_TYPE.PARAGRAPH)
        custom.base_style = document.styles["Heading 2"]
        document.add_paragraph("Results", style="Report Heading")
        document.add_paragraph("Mean tensile strength 312 MPa.")

    document = read_written("memo.docx", docx_bytes(build))
    assert [(block.kind, block.heading_path) for block in document.blocks()] == [("heading", ()), ("paragraph", ("Results",))]
