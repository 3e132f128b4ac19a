"""Tables inside a plain-text source: Markdown pipe tables and runs of delimited lines, read row by row.

``verify()`` is given its sources as strings, and a table pasted into one (CSV lines under a caption, a pipe table
in Markdown) is read the way ``prepare`` reads a table file: each data row with its column headers. So
"North,412,380" is two cells, not 412,380, and a unit its header names ("Revenue (£m)") goes with its numbers.

A line framed by pipes ("| MU5137 | 07:00 | 09:15 |") is read without its frame, so a pipe table pasted without the
Markdown rule line under its header is still a table.

A run of delimited lines counts as a table only when it looks like one: a header and at least two rows (one row
for tabs and pipes), the same number of cells on every line, short cells, and a number in every data row. Prose
with commas seldom passes all of these, and a line that fails them is read as prose, as before.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from ..errors import BadInput
from ..text import find_quantities
from ..text.sentences import line_spans
from ..text.written_units import caption_unit
from .base import Block
from .cells import parse_cell
from .csv import csv_blocks
from .markdown import markdown_blocks

MAX_CELL_CHARS = 60
# "|" without the Markdown frame is how the PDF and DOCX readers write a table row ("North | 412").
_DELIMITERS = (",", "\t", ";", "|")
# A line framed by pipes, its frame in groups 1 and 2: "| North | 412 |".
_FRAMED_LINE = re.compile(r"^[ \t]*(\|)[^\n]*(\|)[ \t]*$", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class InlineTable:
    """A table found in a text: its span (header included), its data rows as ``table_row`` blocks, and the unit
    its caption (the line above it) gives for all its numbers ("表3 分地区营业收入（单位：万元）")."""

    start: int
    end: int
    rows: tuple[Block, ...]
    unit: str | None = None


def inline_tables(text: str) -> list[InlineTable]:
    """The tables written inside ``text``, in order, none overlapping another."""
    if "\n" not in text:
        return []
    lines = line_spans(text)
    tables = _pipe_tables(text) if "|" in text else []
    taken = [(table.start, table.end) for table in tables]
    unframed = _unframed(text) if "|" in text else text
    for start, end, delimiter in _delimited_runs(unframed, lines):
        if not any(start < high and low < end for low, high in taken):
            try:
                rows = tuple(_shifted(block, start) for block in csv_blocks(unframed[start:end], delimiter))
            except BadInput:  # a quote left open: not a table after all, so read as prose
                continue
            if rows:
                tables.append(InlineTable(start, end, rows))
    return sorted((_with_caption_unit(text, table) for table in tables), key=lambda table: table.start)


def _with_caption_unit(text: str, table: InlineTable) -> InlineTable:
    """The table with the unit its caption gives all its numbers: the line right before it, or before the blank
    lines that set it apart ("Table 3: annual mean PM2.5 (µg/m³)", an empty line, then the table)."""
    caption_end = table.start - 1
    if caption_end <= 0 or text[caption_end] != "\n":
        return table
    caption_end = len(text[:caption_end].rstrip("\n \t"))
    caption = text[text.rfind("\n", 0, caption_end) + 1 : caption_end]
    unit = caption_unit(caption)
    return table if unit is None else InlineTable(table.start, table.end, table.rows, unit)


def _unframed(text: str) -> str:
    """``text`` with the pipes that frame a line as a table row made spaces: every offset stays where it was."""
    chars = list(text)
    for line in _FRAMED_LINE.finditer(text):
        chars[line.start(1)] = chars[line.start(2)] = " "
    return "".join(chars)


def _pipe_tables(text: str) -> list[InlineTable]:
    """Pipe tables, as the Markdown reader finds them (a header, a |---| line, then rows)."""
    tables: list[InlineTable] = []
    for block in markdown_blocks(text):
        if block.kind != "table_row":
            continue
        index = block.locator.get("table_index")
        if tables and tables[-1].rows[-1].locator.get("table_index") == index:
            last = tables[-1]
            tables[-1] = InlineTable(last.start, block.end, (*last.rows, block))
        else:
            tables.append(InlineTable(_header_start(text, block.start), block.end, (block,)))
    return tables


def _header_start(text: str, first_row: int) -> int:
    """Where the header line of a pipe table starts: two lines (header, |---|) above its first row."""
    start = text.rfind("\n", 0, first_row) + 1
    for _ in range(2):
        start = text.rfind("\n", 0, max(0, start - 1)) + 1
    return start


def _delimited_runs(text: str, lines: list[tuple[int, int]]) -> Iterator[tuple[int, int, str]]:
    """``(start, end, delimiter)`` of each run of lines that reads as a delimited table."""
    for delimiter in _DELIMITERS:
        if delimiter not in text:
            continue
        run: list[tuple[int, int]] = []
        width = 0
        for start, end in [*lines, (len(text), len(text))]:  # the empty last line closes the final run
            count = text.count(delimiter, start, end)
            if count and count == width:
                run.append((start, end))
                continue
            table = _table_in(text, run, delimiter)
            if table is not None:
                yield table[0][0], table[-1][1], delimiter
            run, width = ([(start, end)], count) if count else ([], 0)


def _table_in(text: str, run: list[tuple[int, int]], delimiter: str) -> list[tuple[int, int]] | None:
    """The lines of ``run`` that form a table: from the header (the line before the first row of data) on.

    A caption with as many commas as the header ("Table 3. Summary, Eastvale, 2023") is left to the prose.
    """
    if len(run) < 2:
        return None
    rows = [text[start:end].rstrip("\n").split(delimiter) for start, end in run]
    # A line with a cell longer than a table's is prose: a table can only start after the last such line.
    prose = next((index for index in range(len(rows) - 1, -1, -1)
                  if any(len(cell.strip()) > MAX_CELL_CHARS for cell in rows[index])), -1)
    rows, run = rows[prose + 1:], run[prose + 1:]
    first_data = next((index for index, row in enumerate(rows) if not all(map(_may_head_a_column, row))), 0)
    if first_data == 0 or len(rows) - first_data < (1 if delimiter in "\t|" else 2):
        return None
    if _is_table(rows[first_data - 1], rows[first_data:]):
        return run[first_data - 1:]
    return None


def _is_table(header: list[str], data: list[list[str]]) -> bool:
    if not all(cell.strip() for cell in header) or not all(map(_may_head_a_column, header)):
        return False
    return all(any(_is_figure(cell) for cell in row) for row in data)


def _may_head_a_column(cell: str) -> bool:
    """A header is a name or a period ("Region", "2023", "2023年", "Q3 2023"); a line with other figures is a row."""
    return _figure_kind(cell) in (None, "year", "quarter", "date")


def _is_figure(cell: str) -> bool:
    return _figure_kind(cell) is not None


def _figure_kind(cell: str) -> str | None:
    """What a cell that is one figure states ("value", "year", ...): a number (3,490) or a quantity written whole
    (5.2亿元, 12.5%, £412m, 2023年); ``None`` for any other cell."""
    value = cell.strip()
    if not value or not any(char.isdigit() for char in value):
        return None
    found = find_quantities(value)
    if len(found) == 1 and found[0].start == 0 and found[0].end == len(value) and found[0].kind != "label":
        return found[0].kind
    return "value" if isinstance(parse_cell(value), (int, float)) else None


def _shifted(block: Block, offset: int) -> Block:
    return Block(block.kind, block.start + offset, block.end + offset, block.locator, block.heading_path, block.table)
