"""Typed table cells and placeholder rows, shared by every tabular reader."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from report_workflow.readers.cells import (
    fit_row,
    header_names,
    is_placeholder_row,
    parse_cell,
    row_cells,
    row_statement,
)
from report_workflow.text import find_quantities
from report_workflow.text.written_units import header_unit
from report_workflow.verify import verify


@pytest.mark.parametrize(
    ("raw", "value"),
    [
        ("42", 42),
        (" -7 ", -7),
        ("+3", 3),
        ("315.2", 315.2),
        ("1,234", 1234),
        ("12,000,000", 12000000),
        ("1,234.5", 1234.5),
        ("2.5e3", 2500.0),
        ("0", 0),
        ("0.002", 0.002),
        ("", None),
        ("   ", None),
        ("12.5%", "12.5%"),
        ("1.2亿元", "1.2亿元"),
        ("007", "007"),
        ("1,23", "1,23"),
        ("1_000", "1_000"),
        ("nan", "nan"),
        (" 华东 ", "华东"),
    ],
)
def test_cells_are_typed_as_a_reader_of_the_table_would_read_them(raw, value):
    assert parse_cell(raw) == value
    assert type(parse_cell(raw)) is type(value)


@given(st.integers(min_value=-(10**15), max_value=10**15))
def test_integers_read_back_with_or_without_thousands_separators(number):
    assert parse_cell(str(number)) == number
    assert parse_cell(f"{number:,}") == number


@given(st.floats(allow_nan=False, allow_infinity=False))
def test_floats_read_back_from_their_shortest_form(number):
    assert parse_cell(repr(number)) == number


@pytest.mark.parametrize(
    "cells", [["A3", "-", "n/a", None], ["华北", "待填", "暂无", "—"], ["C1", "TBD", "?", "NA"], ["A4", None], [None]]
)
def test_rows_of_placeholders_after_the_key_are_placeholder_rows(cells):
    assert is_placeholder_row(cells)


@pytest.mark.parametrize("cells", [["A3", "batch A", "-", "n/a", None], ["华北", "北方大区", "待填", "暂无"]])
def test_labels_before_spelled_out_placeholders_only_name_the_row(cells):
    assert is_placeholder_row(cells)


@pytest.mark.parametrize(
    "cells",
    [
        ["A1", "-", 315.2],
        ["华东", None, "新增客户36家"],
        ["Notes only"],
        ["A3", "not tested: grips replaced", None, None],
        ["合计", "1.2亿元", "待填"],
        ["B1", "n/a", "did not fracture"],
    ],
)
def test_rows_with_a_fact_after_the_key_are_kept(cells):
    assert not is_placeholder_row(cells)


def test_missing_headers_are_named_by_position():
    assert header_names(["区域", "", None, "增长"]) == ["区域", "column_2", "column_3", "增长"]


def test_short_rows_are_padded_and_long_rows_get_extra_columns():
    assert fit_row(["a", "b", "c"], [1]) == (["a", "b", "c"], [1, None, None])
    assert fit_row(["a"], [1, 2]) == (["a", "column_2"], [1, 2])


def test_empty_cells_beyond_the_headers_are_dropped():
    assert fit_row(["a", "b"], [1, None, None]) == (["a", "b"], [1, None])
    assert fit_row(["a"], [1, None, 3, None]) == (["a", "column_2", "column_3"], [1, None, 3])


@pytest.mark.parametrize(("header", "name", "unit"), [
    ("Revenue (£m)", "Revenue", "£m"),
    ("Labour force (thousands)", "Labour force", "thousand"),
    ("Unemployment rate (%)", "Unemployment rate", "%"),
    ("tensile_strength_MPa", "tensile_strength", "MPa"),
    ("营业收入（单位：万元）", "营业收入", "万元"),
    ("营业收入_万元", "营业收入", "万元"),
    ("2023年末常住人口（万人）", "2023年末常住人口", "万人"),
    ("客运量（万人次）", "客运量", "万人次"),
    ("Sales (USD millions)", "Sales", "USD million"),
])
def test_a_header_names_the_unit_of_its_column(header, name, unit):
    assert header_unit(header) == (name, unit)


@pytest.mark.parametrize("header", ["Score (0-10)", "Region (code)", "Year", "max_load_N", "同比增长_百分比", "flow_l_min"])
def test_brackets_or_suffixes_that_are_no_unit_stay_in_the_header(header):
    assert header_unit(header) == (header, None)


@pytest.mark.parametrize(("headers", "cells", "value", "unit"), [
    (["Region", "Revenue (£m)"], ["North", 412], 412e6, "GBP"),
    (["Year", "Labour force (thousands)"], [2023, 3490], 3.49e6, ""),
    (["区域", "营业收入_万元"], ["华东", 5200], 5.2e7, "CNY"),
    (["material", "tensile_strength_MPa"], ["PLA", 46.5], 46.5e6, "Pa"),
    (["地区", "常住人口（万人）"], ["临江市", 512.3], 5.123e6, ""),
    (["Region", "Sales (USD millions)"], ["North", 4.4], 4.4e6, "USD"),
])
def test_a_row_states_each_number_with_its_header_unit(headers, cells, value, unit):
    stated = find_quantities(row_statement(headers, cells))[-1]
    assert (stated.value, stated.unit) == (pytest.approx(value), unit)


def test_a_cell_that_is_not_a_number_keeps_its_header_as_written():
    assert row_statement(["specimen", "tensile strength (MPa)"], ["A3", "not tested"]) == (
        "specimen: A3; A3 tensile strength (MPa): not tested"
    )


def test_every_later_cell_is_named_with_the_row_key():
    assert row_statement(["Region", "Revenue 2023 (£m)", "Revenue 2022 (£m)"], ["North", 412, 380]) == (
        "Region: North; North Revenue 2023: £412m; North Revenue 2022: £380m"
    )


def test_a_row_statement_reads_back_as_its_key_and_each_later_cell_under_its_header():
    statement = row_statement(["Stop", "Departs", "Platform"], ["Castle Square", "07:31", 4])
    key, cells = row_cells(statement)
    assert key == "Castle Square"
    assert [(header, statement[start:end].strip()) for header, start, end in cells] == [
        ("Departs", "Castle Square Departs: 07:31"), ("Platform", "Castle Square Platform: 4")]


def test_a_row_without_a_key_reads_back_no_cell():
    _, cells = row_cells(row_statement(["Stop", "Departs"], ["", "07:31"]))
    assert cells == ()


@pytest.mark.parametrize(("headers", "cells", "statement"), [
    (["项目", "2023年国庆", "2024年国庆"], ["入园游客（万人次）", 48.2, 53.0],
     "项目: 入园游客; 入园游客 2023年国庆: 48.2万人次; 入园游客 2024年国庆: 53.0万人次"),
    (["Item", "2023", "2024"], ["Revenue (£m)", 412, 380], "Item: Revenue; Revenue 2023: £412m; Revenue 2024: £380m"),
    (["Region", "Revenue (£m)"], ["North", 412], "Region: North; North Revenue: £412m"),
])
def test_a_unit_the_row_names_goes_with_its_figures(headers, cells, statement):
    assert row_statement(headers, cells) == statement
    key, columns = row_cells(statement)
    assert key == statement.split(": ")[1].split(";")[0] and len(columns) == len(cells) - 1


def test_a_figure_read_with_the_unit_its_row_names():
    table = "| 项目 | 2023年国庆 | 2024年国庆 |\n|---|---|---|\n| 入园游客（万人次） | 48.2 | 53.0 |"
    assert verify("2024年国庆假期接待游客53.0万人次。", table)["publishable"]
    assert not verify("2024年国庆假期接待游客53.0万辆。", table)["publishable"]
