"""Line-level helpers shared by the readers.

Text-based formats (txt, md, csv) keep the source's own lines and find blocks in them. Formats that hold
structure rather than text (xlsx, json, pdf tables, docx) are rendered into a readable text piece by piece;
each piece that is a block knows its span because the same walk that joins the pieces measures them. Tables
of the rendered formats become "cell | cell" lines, the first row naming the columns.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

from .base import Block, SourceDocument
from .cells import Cell, fit_row, header_names, is_placeholder_row, row_table

# Bullets (- * + •), "1." "1)" "1、" "(1)" "（1）" and circled numbers; the content must follow on the line.
_LIST_MARKER = re.compile(
    r"[ \t]*(?:(?:[-*+•◦▪‣●]|\d{1,3}[.)])[ \t]+|(?:\d{1,3}、|[（(]\d{1,3}[)）]|[①-⑳])[ \t]*)(?=\S)"
)


def list_content_start(line: str) -> int | None:
    """Offset of a list item's content within ``line``, or None when the line is not a list item."""
    match = _LIST_MARKER.match(line)
    return match.end() if match else None


def iter_lines(text: str, start: int = 0) -> Iterator[tuple[int, int]]:
    """(start, end) of every line of ``text`` from offset ``start``; ``end`` excludes the newline."""
    length = len(text)
    while start < length:
        end = text.find("\n", start)
        if end == -1:
            end = length
        yield start, end
        start = end + 1


def trim_span(text: str, start: int, end: int) -> tuple[int, int]:
    """Shrink ``[start, end)`` until it neither starts nor ends with whitespace."""
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def collapse_whitespace(text: str) -> str:
    """One line of text: runs of whitespace (newlines included) become one space; ends are stripped."""
    return " ".join(text.split())


@dataclass(frozen=True, slots=True)
class Piece:
    """A run of rendered text (no leading or trailing whitespace); with a kind it becomes a block."""

    text: str
    kind: str | None = None
    locator: dict[str, Any] = field(default_factory=dict)
    heading_path: tuple[str, ...] = ()
    table: dict[str, Any] | None = None


BLANK = Piece("")

# A table row as read: its number in the source, the cells' texts as shown, and their typed values.
SourceRow = tuple[int, list[str], list[Cell]]
# Builds a row's locator from its data-row number (1-based), its number in the source and its columns.
RowLocator = Callable[[int, int, list[str]], dict[str, Any]]


def separated(units: Iterable[list[Piece]]) -> Iterator[Piece]:
    """The pieces of each non-empty unit (a paragraph, a table, a sheet), with a blank line between units."""
    first = True
    for unit in units:
        if not unit:
            continue
        if not first:
            yield BLANK
        first = False
        yield from unit


def table_pieces(rows: Iterable[SourceRow], locate: RowLocator, heading_path: tuple[str, ...] = ()) -> Iterator[Piece]:
    """One line per non-empty row: the first names the columns, the others are ``table_row`` blocks.

    Placeholder rows are shown but are not blocks; they still count in the data-row numbers.
    """
    headers: list[str] | None = None
    data_row = 0
    for number, texts, cells in rows:
        width = len(texts)
        while width and not texts[width - 1]:
            width -= 1
        if not width:
            continue
        texts, cells = texts[:width], cells[:width]
        line = " | ".join(texts).strip()
        if headers is None:
            headers = header_names(texts)
            yield Piece(line)
            continue
        data_row += 1
        columns, cells = fit_row(headers, cells)
        if is_placeholder_row(cells):
            yield Piece(line)
            continue
        table = row_table(columns, cells, texts)
        yield Piece(line, "table_row", locate(data_row, number, columns), heading_path, table)


def rendered_document(
    pieces: Callable[[], Iterable[Piece]],
    media_type: str,
    *,
    number_lines: bool,
    warnings: list[str] | None = None,
) -> SourceDocument:
    """A document whose text is the pieces joined by newlines.

    ``pieces`` is called once for the text and again each time the blocks are read, so it must give the same
    pieces every time. With ``number_lines`` each block's locator gains the 1-based ``line_start`` and
    ``line_end`` of its text in the normalised text.
    """
    text = "\n".join(piece.text for piece in pieces())
    return SourceDocument(
        text=text,
        media_type=media_type,
        blocks=lambda: _place(pieces(), number_lines),
        warnings=warnings or [],
    )


def _place(pieces: Iterable[Piece], number_lines: bool) -> Iterator[Block]:
    offset, line = 0, 1
    for piece in pieces:
        end = offset + len(piece.text)
        last_line = line + piece.text.count("\n")
        if piece.kind is not None and piece.text:
            locator = piece.locator
            if number_lines:
                locator = {**locator, "line_start": line, "line_end": last_line}
            yield Block(piece.kind, offset, end, locator, piece.heading_path, piece.table)
        offset, line = end + 1, last_line + 1
