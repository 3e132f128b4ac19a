"""CSV and TSV: one streamed table_row block per data row, spanning the row's own line(s)."""

from __future__ import annotations

import csv
import io
import types

from hypothesis import given
from hypothesis import strategies as st

from report_workflow.errors import BadInput
from report_workflow.readers.cells import parse_cell
from report_workflow.readers.csv import csv_blocks, sniff_delimiter

import pytest


def rows_of(text: str, delimiter: str = ",") -> list[tuple[str, dict, list]]:
    return [(text[b.start : b.end], b.locator, b.table["cells"]) for b in csv_blocks(text, delimiter)]


def test_the_first_row_names_the_columns_of_every_row():
    block = next(csv_blocks("specimen,strength_mpa\nA1,315.2\n", ","))
    assert block.table == {"headers": ["specimen", "strength_mpa"], "cells": ["A1", 315.2], "texts": ["A1", "315.2"]}
    assert block.locator == {"row": 1, "line_start": 2, "line_end": 2, "columns": ["specimen", "strength_mpa"]}


def test_a_row_span_is_its_line_as_written():
    text = 'region,revenue\nEast,"1,234"\n'
    assert rows_of(text)[0][0] == 'East,"1,234"'
    assert rows_of(text)[0][2] == ["East", 1234]


def test_a_quoted_cell_with_a_newline_spans_both_lines():
    text = 'specimen,note\nB1,"slipped in grips,\nre-tested"\nB2,ok\n'
    rows = rows_of(text)
    assert rows[0][0] == 'B1,"slipped in grips,\nre-tested"'
    assert (rows[0][1]["line_start"], rows[0][1]["line_end"]) == (2, 3)
    assert rows[1][1]["line_start"] == 4


def test_placeholder_rows_are_skipped_but_keep_their_row_number():
    text = "specimen,strength,elongation\nA1,315.2,12.5\nA3,-,n/a\nA4,,\nB1,298.4,10.2\n"
    assert [(locator["row"], cells[0]) for _, locator, cells in rows_of(text)] == [(1, "A1"), (4, "B1")]


def test_blank_lines_are_not_rows():
    text = "specimen,strength\n\nA1,315.2\n\n\nA2,309.8\n"
    assert [(locator["row"], locator["line_start"]) for _, locator, _ in rows_of(text)] == [(1, 3), (2, 6)]


def test_ragged_rows_are_padded_or_given_extra_columns():
    rows = list(csv_blocks("a,b,c\n1,2\n1,2,3,4\n", ","))
    assert rows[0].table == {"headers": ["a", "b", "c"], "cells": [1, 2, None], "texts": ["1", "2", ""]}
    assert rows[1].table == {"headers": ["a", "b", "c", "column_4"], "cells": [1, 2, 3, 4],
                             "texts": ["1", "2", "3", "4"]}


@pytest.mark.parametrize(
    ("sample", "delimiter"),
    [
        ("region,revenue\nEast,12\n", ","),
        ("region\trevenue\nEast\t1,234\n", "\t"),
        ("region;revenue\nEast;1,5\nWest;2,25\n", ";"),
        ('note,value\n"a;b;c",1\n', ","),
        ("single column\nvalue\n", ","),
    ],
)
def test_the_delimiter_is_sniffed(sample, delimiter):
    assert sniff_delimiter(sample) == delimiter


def test_a_tsv_file_is_tab_separated_even_with_commas(read_written):
    document = read_written("runs.tsv", "run\tload\n1\t1,234\n")
    assert document.media_type == "text/tab-separated-values"
    assert [block.table["cells"] for block in document.blocks()] == [[1, 1234]]


def test_blocks_are_produced_lazily(read_written):
    document = read_written("big.csv", "a,b\n" + "1,2\n" * 10 + '3,"' + "x" * 200_000 + '"\n')
    blocks = document.blocks()
    assert isinstance(blocks, types.GeneratorType)
    assert next(blocks).table["cells"] == [1, 2]
    with pytest.raises(BadInput, match="line 12"):
        list(blocks)


def test_the_fixture_rows_keep_their_file_lines(read_fixture):
    document = read_fixture("measurements_en.csv")
    rows = [(b.locator["row"], b.locator["line_start"], b.locator["line_end"]) for b in document.blocks()]
    assert rows == [(1, 2, 2), (2, 3, 3), (4, 5, 6), (5, 7, 7)]  # A3 and C1 hold only placeholders
    first = next(document.blocks())
    assert first.table["cells"] == ["A1", "A", 315.2, 12.5, 23, 14, 1200, None]


@pytest.mark.parametrize("name", ["销售数据_gb18030_zh.csv", "销售数据_bom_zh.csv"])
def test_gb18030_and_bom_copies_read_like_the_utf8_file(read_fixture, name):
    original, copy = read_fixture("销售数据_zh.csv"), read_fixture(name)
    assert copy.text == original.text
    assert list(copy.blocks()) == list(original.blocks())


def test_the_chinese_fixture_types_revenue_and_keeps_percentages_as_text(read_fixture):
    cells = [block.table["cells"] for block in read_fixture("销售数据_zh.csv").blocks()]
    assert cells[0] == ["华东", 5800, "12%", 236, "王敏", "新增客户36家"]
    assert [row[0] for row in cells] == ["华东", "华南", "西南", "合计"]


CELL = st.text(alphabet=st.sampled_from('ab 华东,"\n;-12.%'), max_size=8)


@given(st.lists(st.lists(CELL, min_size=2, max_size=2), min_size=1, max_size=8))
def test_any_written_table_reads_back_cell_by_cell_with_exact_spans(rows):
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["key", "value", "note"])
    writer.writerows([["k"] + row for row in rows])
    text = buffer.getvalue()
    for block in csv_blocks(text, ","):
        body = text[block.start : block.end]
        assert body == body.strip()
        written = ["k"] + rows[block.locator["row"] - 1]
        assert [cell.strip() for cell in next(csv.reader(io.StringIO(body)))] == [cell.strip() for cell in written]
        assert block.table["cells"] == [parse_cell(cell) for cell in written]
