"""Tables written inside a plain-text source are found and read row by row; prose with commas is not a table."""

from __future__ import annotations

import pytest

from report_workflow.readers.cells import row_statement
from report_workflow.readers.inline_tables import inline_tables

LABOUR = """Table 3. Labour market summary, Region of Eastvale, annual averages
Year,Labour force (thousands),Unemployment rate (%)
2022,3455,4.6
2023,3490,4.2
Source: Eastvale Statistics Office, Labour Force Survey."""


def _rows(text: str) -> list[str]:
    return [row_statement(row.table["headers"], row.table["cells"], table.unit) for table in inline_tables(text)
            for row in table.rows]


def test_csv_lines_under_a_caption_are_a_table_with_its_header_units():
    assert _rows(LABOUR) == [
        "Year: 2022; 2022 Labour force: 3455 thousand; 2022 Unemployment rate: 4.6%",
        "Year: 2023; 2023 Labour force: 3490 thousand; 2023 Unemployment rate: 4.2%",
    ]
    table = inline_tables(LABOUR)[0]
    assert LABOUR[table.start:table.end].startswith("Year,") and LABOUR[table.end - 1] == "\n"
    assert [LABOUR[row.start:row.end] for row in table.rows] == ["2022,3455,4.6", "2023,3490,4.2"]


def test_three_digit_cells_are_separate_cells_not_thousands():
    text = "Region,Revenue 2023 (£m),Revenue 2022 (£m)\nNorth,412,380\nSouth,295,301\n"
    assert _rows(text)[0] == "Region: North; North Revenue 2023: £412m; North Revenue 2022: £380m"


@pytest.mark.parametrize("text", [
    "| 区域 | 营业收入（万元） |\n|---|---|\n| 华东 | 5200 |\n| 华南 | 3100 |\n",
    "区域\t营业收入_万元\n华东\t5200\n华南\t3100\n",
    "区域 | 营业收入（万元）\n华东 | 5200\n华南 | 3100\n",  # how the PDF and DOCX readers write a table
    "| 区域 | 营业收入（万元） |\n| 华东 | 5200 |\n| 华南 | 3100 |\n",  # framed, with no |---| line under the header
])
def test_pipe_and_tab_tables_are_read_with_their_headers(text):
    assert _rows(text) == ["区域: 华东; 华东 营业收入: 5200万元", "区域: 华南; 华南 营业收入: 3100万元"]


@pytest.mark.parametrize("text", [
    "In 2020, sales rose, and costs fell.\nIn 2021, sales fell, and costs rose.\nIn 2022, both, again, rose.\n",
    "Paris, 2.1\nLyon, 0.5\nNice, 0.3\n",  # no header: the first line is data
    "Dear Ms Smith, thank you.\nRegards, the team.\nLondon, England.\n",
    "One line, with commas, only: 3, 4, 5.",
    "Use a | b to pipe the output.\nThen grep | sort it, 2 times.\n",
    "| Note | see below |\n| Status | pending review |\n",  # framed lines with no figure in a row
])
def test_prose_and_headless_lists_are_not_tables(text):
    assert inline_tables(text) == []


def test_years_may_head_the_columns():
    text = "Region,2022,2023\nNorth,380,412\nSouth,301,295\n"
    assert _rows(text) == ["Region: North; North 2022: 380; North 2023: 412", "Region: South; South 2022: 301; South 2023: 295"]


def test_a_caption_unit_goes_with_every_column_that_names_none():
    text = "表3 分地区营业收入（单位：万元）\n地区,2022年,2023年,同比变化\n华东,52000,61000,17.3%\n华南,31000,29500,-4.8%\n"
    assert _rows(text)[0] == "地区: 华东; 华东 2022年: 52000万元; 华东 2023年: 61000万元; 华东 同比变化: 17.3%"


@pytest.mark.parametrize(("caption", "first_cell"), [
    ("Appropriations by department (USD millions)", "USD 6.2 million"),
    ("各区域新能源汽车销量（单位：万辆）", "6.2万辆"),
    ("Unemployment rate, %", "6.2%"),
])
def test_a_caption_may_name_the_unit_bare_in_brackets_or_after_a_comma(caption, first_cell):
    text = f"{caption}\nRegion,2022,2023\nNorth,6.2,6.8\nSouth,5.1,5.3\n"
    assert _rows(text)[0].startswith(f"Region: North; North 2022: {first_cell};")


@pytest.mark.parametrize("caption", ["Table 2 (2023)", "Survey results (n=45)", "Sales by region, 2023"])
def test_a_caption_naming_no_unit_leaves_the_cells_bare(caption):
    assert _rows(f"{caption}\nRegion,2022,2023\nNorth,6.2,6.8\nSouth,5.1,5.3\n")[0] == "Region: North; North 2022: 6.2; North 2023: 6.8"


def test_cells_that_are_quantities_make_a_table_too():
    text = "地区,2022年营业收入,2023年营业收入\n华东,5.2亿元,6.1亿元\n华南,3.1亿元,2.95亿元\n"
    assert _rows(text)[1] == "地区: 华南; 华南 2022年营业收入: 3.1亿元; 华南 2023年营业收入: 2.95亿元"


def test_a_framed_row_spans_its_cells_and_keeps_its_key():
    text = "Departures\n| Flight | Departs | Arrives |\n| BA 1432 | 07:05 | 08:20 |\n"
    (table,) = inline_tables(text)
    (row,) = table.rows
    assert row.table["cells"][0] == "BA 1432" and len(row.table["cells"]) == 3
    assert text[row.start:row.end].strip(" |") == "BA 1432 | 07:05 | 08:20"
