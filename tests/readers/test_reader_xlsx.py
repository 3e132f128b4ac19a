"""Excel workbooks: every sheet rendered as readable lines, one table_row block per data row."""

from __future__ import annotations

import io
from datetime import datetime
from pathlib import Path

import openpyxl

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "sources"


def rows_by_sheet(document) -> dict[str, list]:
    found: dict[str, list] = {}
    for block in document.blocks():
        found.setdefault(block.locator["sheet"], []).append(block)
    return found


def workbook_bytes(rows: list[list], merge: str | None = None, number_format: dict[str, str] | None = None) -> bytes:
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    for row in rows:
        sheet.append(row)
    if merge:
        sheet.merge_cells(merge)
    for cell, style in (number_format or {}).items():
        sheet[cell].number_format = style
    buffer = io.BytesIO()
    workbook.save(buffer)
    return buffer.getvalue()


def test_each_sheet_is_a_titled_run_of_pipe_separated_lines(read_fixture):
    text = read_fixture("sales_en.xlsx").text
    assert text.startswith("## Sheet: Q3 Sales\nRegion | Product | Revenue (USD k) | YoY growth | Orders | Reported\n")
    assert "\n\n## Sheet: Lab\nSpecimen | Tensile strength (MPa) | Temperature (°C) | Latency (ms) | Note\n" in text


def test_rows_carry_sheet_excel_row_columns_and_heading(read_fixture):
    document = read_fixture("sales_en.xlsx")
    lab = rows_by_sheet(document)["Lab"]
    assert document.text[lab[2].start : lab[2].end] == "B1 | 298.4 | 80 | 21 | did not fracture in the gauge length"
    assert lab[2].locator == {
        "sheet": "Lab",
        "row": 4,
        "columns": ["Specimen", "Tensile strength (MPa)", "Temperature (°C)", "Latency (ms)", "Note"],
        "line_start": 13,
        "line_end": 13,
    }
    assert lab[2].heading_path == ("Lab",)
    assert lab[2].table["cells"] == ["B1", 298.4, 80, 21, "did not fracture in the gauge length"]


def test_a_vertically_merged_cell_gives_its_value_to_every_row(read_fixture):
    sales = rows_by_sheet(read_fixture("sales_en.xlsx"))["Q3 Sales"]
    assert [row.table["cells"][:2] for row in sales[:2]] == [["East", "Sensors"], ["East", "Actuators"]]


def test_a_value_merged_across_columns_counts_once(read_written):
    document = read_written("m.xlsx", workbook_bytes([["区域", "指标", "数值"], ["华北", "暂无数据", None]], merge="B2:C2"))
    assert [block.table["cells"] for block in document.blocks()] == [["华北", "暂无数据", None]]


def test_placeholder_rows_are_shown_but_are_not_blocks(read_fixture):
    document = read_fixture("sales_en.xlsx")
    assert "West | - | n/a |  | -" in document.text
    assert [row.locator["row"] for row in rows_by_sheet(document)["Q3 Sales"]] == [2, 3, 4, 6]


def test_percent_formatted_numbers_read_as_shown(read_fixture):
    east = rows_by_sheet(read_fixture("sales_en.xlsx"))["Q3 Sales"][0]
    assert east.table["cells"][3] == "12.5%"


def test_dates_read_as_iso_strings(read_written):
    content = workbook_bytes([["Test", "When"], ["A1", datetime(2024, 3, 12)], ["A2", datetime(2024, 3, 12, 14, 30)]])
    cells = [block.table["cells"][1] for block in read_written("d.xlsx", content).blocks()]
    assert cells == ["2024-03-12", "2024-03-12T14:30:00"]


def test_text_numbers_are_typed_and_shown_as_written(read_fixture):
    document = read_fixture("sales_en.xlsx")
    total = rows_by_sheet(document)["Q3 Sales"][-1]
    assert document.text[total.start : total.end] == "Total |  | 2,960.75 | 6.0% | 715 | 2023-09-30"
    assert total.table["cells"][2] == 2960.75


def test_floats_show_at_most_fifteen_significant_digits(read_written):
    document = read_written("f.xlsx", workbook_bytes([["metric", "value"], ["sum", 0.1 + 0.2]]))
    assert document.text.endswith("sum | 0.3")
    assert next(document.blocks()).table["cells"] == ["sum", 0.3]


def test_an_empty_sheet_is_left_out_with_a_warning(read_fixture):
    document = read_fixture("sales_en.xlsx")
    assert "Notes" not in document.text
    assert document.warnings == ["sheet 'Notes' is empty"]


def test_the_chinese_workbook_fills_merged_regions_and_skips_the_template_row(read_fixture):
    document = read_fixture("指标_zh.xlsx")
    metrics = rows_by_sheet(document)["区域指标"]
    assert [row.table["cells"] for row in metrics] == [
        ["华东", "营业收入（万元）", 5800, "12.0%"],
        ["华东", "新增客户（家）", 36, "20.0%"],
        ["华南", "营业收入（万元）", 3100, "-3.2%"],
        ["华南", "新增客户（家）", 12, "-10.0%"],
    ]
    assert "华北 | 待填" in document.text
    notes = rows_by_sheet(document)["说明"]
    assert notes[0].table["headers"] == ["项目", "内容"]
    assert notes[0].table["cells"] == ["数据口径", "营业收入为含税口径，合计1.2亿元，同比增长5个百分点"]


def test_an_xlsm_workbook_reads_like_an_xlsx(read_written, read_fixture):
    data = (FIXTURES / "sales_en.xlsx").read_bytes()
    macro_enabled = read_written("sales.xlsm", data)
    assert macro_enabled.media_type == "application/vnd.ms-excel.sheet.macroEnabled.12"
    assert macro_enabled.text == read_fixture("sales_en.xlsx").text


def test_formatted_empty_cells_after_the_last_value_are_not_columns(read_written):
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    sheet.append(["Region", "Revenue"])
    sheet.append(["East", 12])
    sheet["E1"].font = openpyxl.styles.Font(bold=True)
    sheet["E2"].number_format = "0.0"
    buffer = io.BytesIO()
    workbook.save(buffer)
    block = next(read_written("s.xlsx", buffer.getvalue()).blocks())
    assert block.table == {"headers": ["Region", "Revenue"], "cells": ["East", 12], "texts": ["East", "12"]}
