"""PDF: paragraphs with page and line numbers, ruled tables row by row.

Text comes from pypdf, which is fast. Pages that draw at least three horizontal and three vertical lines
(counted while pypdf reads them) are also opened with pdfplumber and searched for ruled tables (the "lines"
strategy; a table needs at least two rows and two columns). On a page
with tables, pdfplumber reads the text outside the tables and each table is rendered where it stands on the
page, one "cell | cell" line per row, set off by blank lines, so the table's text appears once, in rows.

The normalised text is the pages' text joined by a blank line; each extracted line is kept as a line (its
surrounding spaces removed; hyphenated line breaks stay as they are). Paragraphs are runs of lines: a blank
line, a list marker or a line clearly shorter than the page's longest line (the last line of a paragraph, a
heading) ends one. Empty pages are left out of the text.

Locators: paragraphs {"page", "line_start", "line_end"} with lines counted within the page's part of the
normalised text (1-based); table rows {"page", "table_index", "row"} (1-based; ``row`` counts data rows, the
first row of a table names the columns). Encrypted files and files without any text (scans) are refused.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator
from io import BytesIO
from typing import Any

import pdfplumber
import pypdf

from ..errors import BadInput
from ..text.normalise import normalise_source_text
from .base import SourceDocument
from .cells import parse_cell
from .containers import parsing
from .layout import (
    BLANK,
    Piece,
    SourceRow,
    collapse_whitespace,
    list_content_start,
    rendered_document,
    separated,
    table_pieces,
)

MEDIA_TYPE = "application/pdf"

_HINT = "open it in a PDF viewer to check it; re-export or re-save it as PDF"
_MIN_RULINGS = 3  # a table of two rows and two columns has three rulings each way
_HAIRLINE = 2.0  # points: thinner than this, a drawn box is a line
_TABLE_SETTINGS = {"vertical_strategy": "lines", "horizontal_strategy": "lines"}
_SHORT_LINE = 0.75  # a line narrower than this share of the page's widest line ends a paragraph

Rows = list[list[str | None]]
Box = tuple[float, float, float, float]  # x0, top, x1, bottom
PagePart = str | Rows  # text, or the rows of a table


def read(data: bytes, name: str) -> SourceDocument:
    if b"%PDF-" not in data[:1024]:
        raise BadInput("not a valid PDF file (no %PDF header)", where=name, hint=_HINT)
    warnings: list[str] = []
    with parsing(name, "PDF", hint=_HINT):
        reader = pypdf.PdfReader(BytesIO(data))
        _unlock(reader, name)
        if not reader.pages:
            raise BadInput("not a valid PDF file (it has no pages)", where=name, hint=_HINT)
        layouts: dict[int, list[PagePart]] = {}
        ruled = []
        for number, page in enumerate(reader.pages, start=1):
            rulings = _Rulings()
            layouts[number] = [_page_text(page, number, rulings, warnings)]
            if rulings.may_hold_a_table():
                ruled.append(number)
    if ruled:
        layouts.update(_pages_with_tables(data, ruled, warnings))
    pieces = list(separated(list(_page_pieces(number, layouts[number])) for number in sorted(layouts)))
    if not pieces:
        raise BadInput(
            "the PDF has no extractable text; it looks scanned, and OCR is not supported",
            where=name,
            hint="run OCR first (for example ocrmypdf) and give the result, or give the text in another format",
        )
    return rendered_document(lambda: pieces, MEDIA_TYPE, number_lines=False, warnings=warnings)


def _unlock(reader: pypdf.PdfReader, name: str) -> None:
    """Open a PDF encrypted without a user password (owner restrictions only); refuse the rest."""
    if reader.is_encrypted and not reader.decrypt(""):
        raise BadInput(
            "the PDF is encrypted with a password",
            where=name,
            hint="remove the password (for example: qpdf --decrypt --password=... in.pdf out.pdf) and give that file",
        )


def _page_text(page: pypdf.PageObject, number: int, rulings: _Rulings, warnings: list[str]) -> str:
    try:
        return page.extract_text(visitor_operand_before=rulings) or ""
    except Exception as error:  # noqa: BLE001 - one damaged page should not lose the others
        warnings.append(f"page {number} could not be read ({type(error).__name__}: {error})")
        return ""


class _Rulings:
    """Counts the horizontal and vertical lines a page draws, watching the operators while its text is read.

    Only a page drawing at least three of each can hold a ruled table of two rows and two columns; the
    (much slower) table finder runs on those pages alone.
    """

    def __init__(self) -> None:
        self.horizontal = self.vertical = 0
        self._point: tuple[float, float] | None = None

    def may_hold_a_table(self) -> bool:
        return self.horizontal >= _MIN_RULINGS and self.vertical >= _MIN_RULINGS

    def __call__(self, operator: bytes, operands: list[Any], *_matrices: Any) -> None:
        if operator == b"m" and len(operands) == 2:
            self._point = (float(operands[0]), float(operands[1]))
        elif operator == b"l" and len(operands) == 2 and self._point is not None:
            x, y = float(operands[0]), float(operands[1])
            self._count(abs(x - self._point[0]), abs(y - self._point[1]))
            self._point = (x, y)
        elif operator == b"re" and len(operands) == 4:
            self._count(abs(float(operands[2])), abs(float(operands[3])))

    def _count(self, width: float, height: float) -> None:
        if height <= _HAIRLINE:
            if width > _HAIRLINE:
                self.horizontal += 1
        elif width <= _HAIRLINE:
            self.vertical += 1
        else:  # a box: two edges of each
            self.horizontal += 2
            self.vertical += 2


def _pages_with_tables(data: bytes, numbers: list[int], warnings: list[str]) -> dict[int, list[PagePart]]:
    """The layout (text runs and tables, top to bottom) of each listed page that holds a ruled table."""
    layouts: dict[int, list[PagePart]] = {}
    try:
        with pdfplumber.open(BytesIO(data)) as document:
            for number in numbers:
                page = document.pages[number - 1]
                tables = [(table.bbox, table.extract()) for table in page.find_tables(_TABLE_SETTINGS)]
                grids = sorted((table for table in tables if _is_grid(table[1])), key=lambda table: table[0][1])
                if grids:
                    layouts[number] = _page_layout(page, grids)
                page.close()
    except Exception as error:  # noqa: BLE001 - tables are a refinement; the text is still there
        warnings.append(f"tables could not be read ({type(error).__name__}: {error}); kept as text")
        return {}
    return layouts


def _is_grid(rows: Rows) -> bool:
    return len(rows) >= 2 and max(len(row) for row in rows) >= 2


def _page_layout(page: Any, tables: list[tuple[Box, Rows]]) -> list[PagePart]:
    """The page's text runs and tables, top to bottom; text beside a table comes before it."""
    boxes = [box for box, _ in tables]

    def band(obj: dict[str, Any]) -> int | None:
        """Index of the gap between tables holding ``obj``; None inside a table."""
        middle_x, middle_y = (obj["x0"] + obj["x1"]) / 2, (obj["top"] + obj["bottom"]) / 2
        if any(x0 <= middle_x <= x1 and top <= middle_y <= bottom for x0, top, x1, bottom in boxes):
            return None
        return sum(1 for _, _, _, bottom in boxes if bottom <= obj["top"])

    parts: list[PagePart] = []
    for index in range(len(tables) + 1):
        parts.append(page.filter(lambda obj, index=index: band(obj) == index).extract_text() or "")
        if index < len(tables):
            parts.append(tables[index][1])
    return parts


def _page_pieces(number: int, parts: list[PagePart]) -> Iterator[Piece]:
    """One page: text runs as paragraphs, tables as rows, a blank line between runs and tables."""
    next_line = 1
    tables = 0
    for part in parts:
        first_line = next_line + 1 if next_line > 1 else 1  # after the blank line that sets the part off
        if isinstance(part, str):
            run = list(_text_pieces(number, part, first_line))
        else:
            tables += 1
            place = {"page": number, "table_index": tables}
            run = list(table_pieces(_table_rows(part), lambda row, _number, _columns: {**place, "row": row}))
        if not run:
            continue
        if next_line > 1:
            yield BLANK
        yield from run
        next_line = first_line + sum(piece.text.count("\n") + 1 for piece in run)


def _text_pieces(page: int, text: str, first_line: int) -> Iterator[Piece]:
    lines = [line.strip() for line in normalise_source_text(text).strip().split("\n")]
    if lines == [""]:
        return
    for start, end in _paragraph_runs(lines):
        if start == end and not lines[start]:
            yield BLANK
            continue
        locator = {"page": page, "line_start": first_line + start, "line_end": first_line + end}
        yield Piece("\n".join(lines[start : end + 1]), "paragraph", locator)


def _paragraph_runs(lines: list[str]) -> Iterator[tuple[int, int]]:
    """(first, last) line indexes of each paragraph, and (i, i) for each blank line, in order."""
    widths = [_display_width(line) for line in lines]
    short = _SHORT_LINE * max(widths)
    start: int | None = None
    for index, line in enumerate(lines):
        if not line:
            if start is not None:
                yield start, index - 1
                start = None
            yield index, index
            continue
        if start is not None and list_content_start(line) is not None:
            yield start, index - 1
            start = None
        if start is None:
            start = index
        if widths[index] < short:
            yield start, index
            start = None
    if start is not None:
        yield start, len(lines) - 1


def _display_width(line: str) -> int:
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in line)


def _table_rows(rows: Rows) -> Iterator[SourceRow]:
    for number, row in enumerate(rows, start=1):
        texts = [collapse_whitespace(normalise_source_text(cell or "")) for cell in row]
        yield number, texts, [parse_cell(text) for text in texts]
