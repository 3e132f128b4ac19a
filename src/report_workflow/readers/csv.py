"""CSV and TSV: one ``table_row`` block per data row, streamed.

The normalised text is the decoded file itself, so a row's span is its own line(s): a quoted cell with an
embedded newline makes a row span several lines. The first non-empty row names the columns. The delimiter of
a .csv is sniffed among comma, tab and semicolon; a .tsv is tab-separated. Rows whose non-key cells are all
empty or placeholders ("-", "n/a", "待填", ...) are skipped but still counted, so ``row`` numbers match the file.

Locator: ``row`` (1-based data row; the header row is row 0), ``line_start``/``line_end`` (1-based file lines)
and ``columns`` (the headers). Blocks are produced lazily and share one headers list: a million-row file
streams through in bounded memory.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator

from ..errors import BadInput
from .base import Block, SourceDocument
from .cells import fit_row, header_names, is_placeholder_row, parse_cell, row_table
from .encoding import load_text
from .layout import trim_span

CSV_MEDIA_TYPE = "text/csv"
TSV_MEDIA_TYPE = "text/tab-separated-values"
DELIMITERS = (",", "\t", ";")
_SNIFF_LINES = 50


def read(data: bytes, name: str, *, tab_separated: bool = False) -> SourceDocument:
    text = load_text(data, name)
    delimiter = "\t" if tab_separated else sniff_delimiter(text)
    return SourceDocument(
        text=text,
        media_type=TSV_MEDIA_TYPE if tab_separated else CSV_MEDIA_TYPE,
        blocks=lambda: csv_blocks(text, delimiter, name),
    )


def sniff_delimiter(text: str) -> str:
    """The delimiter that splits the first lines into the most consistent rows of two or more cells."""
    sample = text[: _nth_line_end(text, _SNIFF_LINES)]
    best, best_score = ",", (0.0, 0)
    for delimiter in DELIMITERS:
        try:
            rows = [row for row in csv.reader(io.StringIO(sample), delimiter=delimiter) if row]
        except csv.Error:  # e.g. an overlong field: this delimiter cannot be judged
            continue
        if not rows or len(rows[0]) < 2:
            continue
        width = len(rows[0])
        score = (sum(len(row) == width for row in rows) / len(rows), width)
        if score > best_score:
            best, best_score = delimiter, score
    return best


def csv_blocks(text: str, delimiter: str, name: str = "") -> Iterator[Block]:
    """The data rows of a delimited text as ``table_row`` blocks."""
    lines = _Lines(text)
    reader = csv.reader(lines, delimiter=delimiter)
    headers: list[str] | None = None
    row = 0
    while True:
        start, first_line = lines.offset, lines.number + 1
        try:
            values = next(reader)
        except StopIteration:
            return
        except csv.Error as error:
            raise BadInput(f"malformed row at line {lines.number}: {error}", where=name) from error
        if not "".join(values).strip():
            continue
        if headers is None:
            headers = header_names(values)
            continue
        row += 1
        columns, cells = fit_row(headers, [parse_cell(value) for value in values])
        if is_placeholder_row(cells):
            continue
        span_start, span_end = trim_span(text, start, lines.offset)
        locator = {"row": row, "line_start": first_line, "line_end": lines.number, "columns": columns}
        yield Block("table_row", span_start, span_end, locator, table=row_table(columns, cells, values))


class _Lines:
    """Feeds ``csv.reader`` one line at a time and remembers how far it has read."""

    __slots__ = ("number", "offset", "_text")

    def __init__(self, text: str) -> None:
        self._text = text
        self.offset = 0
        self.number = 0

    def __iter__(self) -> _Lines:
        return self

    def __next__(self) -> str:
        start = self.offset
        if start >= len(self._text):
            raise StopIteration
        end = self._text.find("\n", start) + 1 or len(self._text)
        self.offset = end
        self.number += 1
        return self._text[start:end]


def _nth_line_end(text: str, count: int) -> int:
    end = 0
    for _ in range(count):
        found = text.find("\n", end)
        if found == -1:
            return len(text)
        end = found + 1
    return end
