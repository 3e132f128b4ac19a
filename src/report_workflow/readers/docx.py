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
from functools import partial
from io import BytesIO

import docx
from docx.document import Document as WordDocument
from docx.table import Table, _Row
from docx.text.paragraph import Paragraph

from ..errors import BadInput
from ..text.normalise import normalise_source_text
from .base import SourceDocument
from .cells import parse_cell
from .containers import check_office_package, parsing
from .layout import Piece, SourceRow, collapse_whitespace, rendered_document, separated, table_pieces

MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"

_HEADING_STYLE = re.compile(r"(?:heading|标题)\s*([1-9])", re.IGNORECASE)
_TITLE_STYLES = frozenset({"title", "标题"})
_STYLE_DEPTH = 5  # how far up the base-style chain a heading style is looked for


def read(data: bytes, name: str) -> SourceDocument:
    check_office_package(data, name, "DOCX", ".doc")
    with parsing(name, "DOCX", hint="open it in Word and save it again as .docx"):
        pieces = list(separated(_units(docx.Document(BytesIO(data)))))
    if not pieces:
        raise BadInput("the document holds no text", where=name, hint="give a document with content")
    return rendered_document(lambda: pieces, MEDIA_TYPE, number_lines=True)


def _units(document: WordDocument) -> Iterator[list[Piece]]:
    """The pieces of each paragraph and each table, in document order (empty ones give no pieces)."""
    headings: list[tuple[int, str]] = []
    paragraphs = tables = 0
    for item in document.iter_inner_content():
        heading_path = tuple(title for _, title in headings)
        if isinstance(item, Table):
            tables += 1
            yield list(table_pieces(_table_rows(item), partial(_row_locator, tables), heading_path))
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
        yield [Piece(text, "heading", {"paragraph": paragraphs}, tuple(title for _, title in headings))]
        headings.append((level, text))


def _table_rows(table: Table) -> Iterator[SourceRow]:
    for number, row in enumerate(table.rows, start=1):
        texts = _row_texts(row)
        yield number, texts, [parse_cell(text) for text in texts]


def _row_texts(row: _Row) -> list[str]:
    """The cells' texts on the table grid; a cell spanning several grid columns counts once."""
    texts = [""] * row.grid_cols_before
    previous = None
    for cell in row.cells:
        texts.append("" if cell is previous else collapse_whitespace(normalise_source_text(cell.text)))
        previous = cell
    return texts


def _row_locator(table: int, data_row: int, _number: int, _columns: list[str]) -> dict[str, int]:
    return {"table": table, "row": data_row}


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
