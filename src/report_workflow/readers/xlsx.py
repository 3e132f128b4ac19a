"""Excel workbooks (.xlsx, .xlsm): every sheet, one ``table_row`` block per data row.

The normalised text shows each sheet as a line "## Sheet: <name>" followed by one line per non-empty row,
cells joined by " | ", and a blank line between sheets. The first non-empty row of a sheet names the
columns; the rows after it are data rows (placeholder rows are shown but are not blocks).

Cells are read as Excel shows them: cached formula results (the workbook is opened with data_only), dates as
ISO strings, percent-formatted numbers as "12.5%", floats to 15 significant digits. A merged range holds the
top-left value once per row: rows below the top repeat it in the range's first column, the other columns of
the range stay empty. openpyxl's streaming mode does not report merged ranges, so they are read from the
sheet XML.

Locator: ``sheet``, ``row`` (the Excel row number), ``columns`` (the headers) and ``line_start``/``line_end``
in the normalised text. ``heading_path`` is (sheet name,).
"""

from __future__ import annotations

import posixpath
import re
import zipfile
from collections import defaultdict
from collections.abc import Iterable, Iterator
from datetime import date, datetime, time
from decimal import ROUND_HALF_UP, Decimal
from functools import partial
from io import BytesIO
from typing import Any
from xml.etree import ElementTree

import openpyxl  # type: ignore[import-untyped]  # no stubs installed (types-openpyxl)
from openpyxl.utils.cell import range_boundaries  # type: ignore[import-untyped]  # as above

from ..errors import BadInput
from ..text.normalise import normalise_source_text
from .base import SourceDocument
from .cells import Cell, parse_cell
from .containers import check_office_package, parsing
from .layout import Piece, SourceRow, collapse_whitespace, rendered_document, separated, table_pieces

XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
XLSM_MEDIA_TYPE = "application/vnd.ms-excel.sheet.macroEnabled.12"

_MAIN_NS = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
_RELATION_ID = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id"
_PERCENT_DECIMALS = re.compile(r"\.(0+)%")

Shown = tuple[str, Cell]  # what Excel shows in a cell, and its typed value
_EMPTY: Shown = ("", None)


def read(data: bytes, name: str, *, media_type: str = XLSX_MEDIA_TYPE) -> SourceDocument:
    check_office_package(data, name, "XLSX", ".xls")
    with parsing(name, "XLSX", hint="open it in Excel and save it again as .xlsx"):
        merged = _merged_ranges(data)
        workbook = openpyxl.load_workbook(BytesIO(data), read_only=True, data_only=True)
        try:
            warnings: list[str] = []
            pieces = list(separated(_sheet_units(workbook, merged, warnings)))
        finally:
            workbook.close()
    if not pieces:
        raise BadInput("the workbook holds no cell values", where=name, hint="give a workbook with data")
    return rendered_document(lambda: pieces, media_type, number_lines=True, warnings=warnings)


def _sheet_units(
    workbook: Any, merged: dict[str, list[tuple[int, int, int, int]]], warnings: list[str]
) -> Iterator[list[Piece]]:
    """The pieces of each sheet: its title line, then its rows."""
    for sheet in workbook.worksheets:
        title = collapse_whitespace(normalise_source_text(sheet.title))
        sheet.reset_dimensions()  # stored dimensions can be wrong; read every row there is
        rows = _sheet_rows(sheet.iter_rows(), _MergedRanges(merged.get(sheet.title, [])))
        located = partial(_row_locator, title)
        pieces = list(table_pieces(rows, located, (title,)))
        if pieces:
            yield [Piece(f"## Sheet: {title}"), *pieces]
        else:
            warnings.append(f"sheet '{title}' is empty")


def _row_locator(sheet: str, _data_row: int, number: int, columns: list[str]) -> dict[str, Any]:
    return {"sheet": sheet, "row": number, "columns": columns}


def _sheet_rows(rows: Iterable[tuple[Any, ...]], merges: _MergedRanges) -> Iterator[SourceRow]:
    """(Excel row number, texts, typed cells) of every row, merged ranges filled in."""
    for number, row in enumerate(rows, start=1):
        shown = [_shown(cell) for cell in row]
        merges.fill(number, shown)
        yield number, [text for text, _ in shown], [value for _, value in shown]


class _MergedRanges:
    """Fills merged ranges while rows stream by: rows below a range's top repeat its top-left value."""

    def __init__(self, ranges: Iterable[tuple[int, int, int, int]]) -> None:
        self._tops: dict[int, list[int]] = defaultdict(list)  # row -> columns holding a top-left value
        self._repeats: dict[int, list[tuple[int, tuple[int, int]]]] = defaultdict(list)  # row -> (column, top-left)
        self._values: dict[tuple[int, int], Shown] = {}
        for min_col, min_row, _, max_row in ranges:
            if max_row > min_row:
                self._tops[min_row].append(min_col)
                for row in range(min_row + 1, max_row + 1):
                    self._repeats[row].append((min_col, (min_row, min_col)))

    def fill(self, number: int, cells: list[Shown]) -> None:
        for column in self._tops.get(number, ()):
            self._values[(number, column)] = cells[column - 1] if column <= len(cells) else _EMPTY
        for column, top_left in self._repeats.get(number, ()):
            cells.extend([_EMPTY] * (column - len(cells)))
            cells[column - 1] = self._values.get(top_left, _EMPTY)


def _shown(cell: Any) -> Shown:
    """What Excel shows in the cell, and its typed value."""
    value = cell.value
    if value is None:
        return _EMPTY
    if isinstance(value, bool):
        return ("TRUE" if value else "FALSE", value)
    if isinstance(value, (int, float)):
        if "%" in (cell.number_format or ""):
            text = _percent_text(value, cell.number_format)
            return text, text
        text = format(value, ".15g") if isinstance(value, float) else str(value)
        return text, parse_cell(text)
    if isinstance(value, datetime) and value.time() == time():
        value = value.date()
    if isinstance(value, (datetime, date, time)):
        return value.isoformat(), value.isoformat()
    text = collapse_whitespace(normalise_source_text(str(value)))
    return text, parse_cell(text)


def _percent_text(value: float, number_format: str) -> str:
    decimals = _PERCENT_DECIMALS.search(number_format)
    places = len(decimals.group(1)) if decimals else 0
    scaled = (Decimal(format(value, ".15g")) * 100).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    return f"{scaled}%"


def _merged_ranges(data: bytes) -> dict[str, list[tuple[int, int, int, int]]]:
    """Merged ranges per sheet name as (min_col, min_row, max_col, max_row), read from the package XML."""
    with zipfile.ZipFile(BytesIO(data)) as archive:
        names = set(archive.namelist())
        if not {"xl/workbook.xml", "xl/_rels/workbook.xml.rels"} <= names:
            return {}
        workbook = ElementTree.fromstring(archive.read("xl/workbook.xml"))
        relations = ElementTree.fromstring(archive.read("xl/_rels/workbook.xml.rels"))
        targets = {relation.get("Id"): relation.get("Target", "") for relation in relations}
        merged = {}
        for sheet in workbook.iter(f"{_MAIN_NS}sheet"):
            target = targets.get(sheet.get(_RELATION_ID), "")
            path = target.lstrip("/") if target.startswith("/") else posixpath.normpath(posixpath.join("xl", target))
            if path in names:
                merged[sheet.get("name", "")] = list(_merge_refs(archive, path))
        return merged


def _merge_refs(archive: zipfile.ZipFile, path: str) -> Iterator[tuple[int, int, int, int]]:
    with archive.open(path) as source:
        for _, element in ElementTree.iterparse(source):
            if element.tag == f"{_MAIN_NS}mergeCell":
                yield range_boundaries(element.get("ref", ""))
            element.clear()
