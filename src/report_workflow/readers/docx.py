"""Word documents (.docx): paragraphs, headings, list items and table rows in document order.

The normalised text holds each non-empty paragraph on its own line(s) (a manual line break stays a line
break), each table as consecutive "cell | cell" lines, and a blank line between paragraphs and tables.
Paragraph kinds come from Word's styles: "Title" and "Heading N" (also localised "标题 N" and styles based on
them) are headings, list styles or list numbering make list items. A table's first non-empty row names its
columns; the rows after it are ``table_row`` blocks. A cell merged across columns is repeated by Word in
every grid column it spans; it counts once per row (the later columns are empty). A cell merged down rows
gives its value to each row.

Headers, footers, footnotes, comments and text boxes are not read.

Locator: ``paragraph`` (1-based, counting every body paragraph, empty ones too) or ``table`` and ``row``
(1-based; ``row`` counts data rows, the header row is row 0); plus ``line_start``/``line_end`` in the
normalised text. Every block carries the ``heading_path`` of the headings above it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from io import BytesIO

import docx
from docx.document import Document as WordDocument
from docx.table import Table, _Row
from docx.text.paragraph import Paragraph

from ..errors import BadInput
from ..text.normalise import normalise_source_text
from .base import SourceDocument
from .cells import fit_row, header_names, is_placeholder_row, parse_cell
from .containers import check_office_package, parsing
from .layout import BLANK, Piece, collapse_whitespace, rendered_document, row_line

MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"

_HEADING_STYLE = re.compile(r"(?:heading|标题)\s*([1-9])", re.IGNORECASE)
_TITLE_STYLES = frozenset({"title", "标题"})
_STYLE_DEPTH = 5  # how far up the base-style chain a heading style is looked for


def read(data: bytes, name: str) -> SourceDocument:
    check_office_package(data, name, "DOCX", ".doc")
    with parsing(name, "DOCX", hint="open it in Word and save it again as .docx"):
        pieces = list(_document_pieces(docx.Document(BytesIO(data))))
    if not pieces:
        raise BadInput("the document holds no text", where=name, hint="give a document with content")
    return rendered_document(lambda: pieces, MEDIA_TYPE, number_lines=True)


def _document_pieces(document: WordDocument) -> Iterator[Piece]:
    for index, unit in enumerate(_units(document)):
        if index:
            yield BLANK
        yield from unit


def _units(document: WordDocument) -> Iterator[list[Piece]]:
    """The pieces of each non-empty paragraph and each table, in document order."""
    headings: list[tuple[int, str]] = []
    paragraphs = tables = 0
    for item in document.iter_inner_content():
        heading_path = tuple(text for _, text in headings)
        if isinstance(item, Table):
            tables += 1
            rows = list(_table_pieces(item, tables, heading_path))
            if rows:
                yield rows
            continue
        paragraphs += 1
        text = normalise_source_text(item.text).strip()
        if not text:
            continue
        level = _heading_level(item)
        if level is None:
            kind = "list_item" if _is_list_item(item) else "paragraph"
            yield [Piece(text, kind, {"paragraph": paragraphs}, heading_path)]
            continue
        while headings and headings[-1][0] >= level:
            headings.pop()
        yield [Piece(text, "heading", {"paragraph": paragraphs}, tuple(text for _, text in headings))]
        headings.append((level, text))


def _table_pieces(table: Table, number: int, heading_path: tuple[str, ...]) -> Iterator[Piece]:
    headers: list[str] | None = None
    row_number = 0
    for row in table.rows:
        texts = _row_texts(row)
        if not any(texts):
            continue
        line = row_line(texts)
        if headers is None:
            headers = header_names(texts)
            yield Piece(line)
            continue
        row_number += 1
        columns, cells = fit_row(headers, [parse_cell(text) for text in texts])
        if is_placeholder_row(cells):
            yield Piece(line)
            continue
        locator = {"table": number, "row": row_number}
        yield Piece(line, "table_row", locator, heading_path, {"headers": columns, "cells": cells})


def _row_texts(row: _Row) -> list[str]:
    """The cells' texts on the table grid; a cell spanning several grid columns counts once."""
    texts = [""] * row.grid_cols_before
    previous = None
    for cell in row.cells:
        texts.append("" if cell is previous else collapse_whitespace(normalise_source_text(cell.text)))
        previous = cell
    return texts


def _heading_level(paragraph: Paragraph) -> int | None:
    """0 for a title, N for "Heading N" (or a style based on one), None for body text."""
    style = paragraph.style
    for _ in range(_STYLE_DEPTH):
        if style is None:
            return None
        name = (style.name or "").strip()
        if name.casefold() in _TITLE_STYLES:
            return 0
        match = _HEADING_STYLE.fullmatch(name)
        if match:
            return int(match.group(1))
        style = style.base_style
    return None


def _is_list_item(paragraph: Paragraph) -> bool:
    style_name = paragraph.style.name if paragraph.style is not None else ""
    if "list" in (style_name or "").casefold():
        return True
    properties = paragraph._p.pPr  # python-docx has no public API for list numbering
    return properties is not None and properties.numPr is not None
