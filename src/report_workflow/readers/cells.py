"""Table cells shared by every tabular reader: typed values, header names and placeholder rows.

A cell is typed the way a reader of the table would read it: ``"1,234"`` is the number 1234, ``"12.5%"``
stays text (the quantity parser reads percentages), an empty cell is ``None``. Values such as ``"007"`` keep
their leading zeros because they are codes, not numbers. A row is stated for the gates with its headers, and a
unit or scale its header names ("Revenue (£m)", "营业收入_万元") goes with each number of its column.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ..text.written_units import header_unit, with_unit

Cell = str | int | float | bool | None

# An integer part with or without thousands separators, then an optional fraction and exponent (groups 1, 2).
_NUMBER = re.compile(r"[+-]?(?:0|[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?")
PLACEHOLDERS = frozenset(
    ["-", "--", "—", "——", "–", "n/a", "na", "null", "none", "tbd", "?", "？", "待填", "待定", "暂无", "无"]
)
_EMPTY_OR_PLACEHOLDER = PLACEHOLDERS | {""}


def parse_cell(raw: str) -> Cell:
    """The typed value of a cell written as text: int, float, the stripped text, or None when empty."""
    value = raw.strip()
    if not value:
        return None
    number = _NUMBER.fullmatch(value)
    if number is None:
        return value
    digits = value.replace(",", "")
    return int(digits) if number.lastindex is None else float(digits)


def is_placeholder(value: Cell) -> bool:
    """True for an empty cell or one holding a stand-in such as "-", "n/a", "TBD" or "待填"."""
    if value is None:
        return True
    return isinstance(value, str) and value.strip().casefold() in _EMPTY_OR_PLACEHOLDER


def is_placeholder_row(cells: Sequence[Cell]) -> bool:
    """True for a row that states nothing: after its labels, only empty cells and placeholders.

    The first cell is the row's key ("A3, -, n/a"). When the row spells out a placeholder, the text cells
    without digits that follow the key are labels too: "A3, batch A, -, n/a" or "华北, 华北区, 待填, 暂无" only
    name the row. Text with digits ("1.2亿元") is never taken for a label, and a row with one placeholder only
    states its text as facts: a remarks column left blank ("顺达驾校 | AAA | —") says there is no remark.
    """
    rest = cells[1:] if len(cells) > 1 else cells
    placeholders = [is_placeholder(value) for value in rest].count(True)
    if placeholders == len(rest):
        return True
    if not placeholders or placeholders == 1 and len(rest) > 1:
        return False
    if not any(isinstance(value, str) and value.strip() and is_placeholder(value) for value in rest):
        return False  # only empty cells: the text in the row is a fact, not a label
    labels = 1
    while labels < len(cells) and _is_label(cells[labels]):
        labels += 1
    return all(is_placeholder(value) for value in cells[labels:])


def _is_label(value: Cell) -> bool:
    return isinstance(value, str) and not is_placeholder(value) and not any(char.isdigit() for char in value)


def header_names(values: Sequence[Cell]) -> list[str]:
    """Column names for a header row; an empty header becomes "column_<n>" (1-based)."""
    return [column_name(index, value) for index, value in enumerate(values)]


def column_name(index: int, value: Cell = None) -> str:
    """The header of the column at ``index`` (0-based): its text, or "column_<n>" when it has none."""
    text = "" if value is None else str(value).strip()
    return text or f"column_{index + 1}"


def row_table(columns: list[str], cells: list[Cell], texts: list[str]) -> dict[str, Any]:
    """A table row's payload: headers, typed cells, and each cell's text as written (for per-cell quantities)."""
    shown = [text.strip() for text in texts[: len(cells)]]
    return {"headers": columns, "cells": cells, "texts": shown + [""] * (len(cells) - len(shown))}


def fit_row(headers: list[str], cells: list[Cell]) -> tuple[list[str], list[Cell]]:
    """Headers and cells of equal length: short rows are padded with None, values beyond the headers get
    columns of their own, empty cells beyond the headers are dropped."""
    if len(cells) == len(headers):
        return headers, cells
    width = len(cells)
    while width > len(headers) and cells[width - 1] is None:
        width -= 1
    if width <= len(headers):
        return headers, cells[:width] + [None] * (len(headers) - width)
    return headers + [column_name(index) for index in range(len(headers), width)], cells[:width]


# A header that names a period: its cells are years or dates, never amounts in the table's unit.
_PERIOD_HEADER = re.compile(r"(?i)\b(?:year|date|quarter|month)s?\b|年份|年度|日期|季度|月份")
# A header that names a count or an amount: its cells are never years, though 2000 套 or 2014 members look like one.
_COUNT_HEADER = re.compile(r"(?i)\b(?:number|count|total|amount|quantity)\b|数|量|人次")


def row_statement(headers: Sequence[str], cells: Sequence[Cell], table_unit: str | None = None,
                  written: Sequence[str] = ()) -> str:
    """A table row as the gates read it, one header per cell, each later cell named with the row's key (its first
    cell): "material: PLA; PLA tensile strength: 46.5 MPa". A figure thus sits with the row it belongs to, as a
    figure in a sentence sits with what it is about. ``table_unit`` (from a caption: "（单位：万元）") goes with the
    numbers of every later column whose header names no unit and no period; a unit the row's key names ("入园游客
    （万人次）", "Revenue (£m)") goes with the numbers of every later column whose header names none. A figure of a
    column of counts that looks like a year ("成交套数: 2000"), or one ``written`` with a thousands separator ("1,950"),
    is written as the count it is ("2,000")."""
    parts = []
    first = "" if not cells or cells[0] is None else str(cells[0])
    row_name, row_unit = first, None
    if cells and isinstance(cells[0], str):
        name, unit = header_unit(" ".join(first.split()))
        if unit is not None:
            row_name, row_unit = name, unit
    key = f"{row_name} " if first else ""
    for index, (header, cell) in enumerate(zip(headers, cells)):
        if cell is None or cell == "":
            continue
        label, shown = str(header), str(cell) if index else row_name
        if isinstance(cell, (int, float)) and not isinstance(cell, bool):
            name, unit = header_unit(" ".join(label.split()))
            if unit is None and index and row_unit is not None:
                name, unit = label, row_unit  # "入园游客（万人次） | 48.2 | 53.0": the row names its own unit
            elif unit is None and index and not _PERIOD_HEADER.search(label):
                name, unit = label, table_unit
            if unit is not None:
                label, shown = name, with_unit(shown, unit)
            elif index and (_counted_like_a_year(label, cell)
                            or isinstance(cell, int) and "," in (written[index] if index < len(written) else "")):
                shown = f"{cell:,}"  # written with its thousands separator, as a count is and a year never is
        parts.append(f"{key if index else ''}{' '.join(label.replace('_', ' ').split())}: {shown}")
    return "; ".join(parts)


# A row statement's cells, cut at its semicolons.
_ROW_PART = re.compile(r"[^;]+")


def row_cells(statement: str) -> tuple[str, tuple[tuple[str, int, int], ...]]:
    """A row statement read back (see ``row_statement``): the row's key, and each later cell's column header with
    the span of the cell ("City: Avon; Avon Median rent: $1,450" gives "Avon" and ("Median rent", 11, 36))."""
    parts = list(_ROW_PART.finditer(statement))
    key = parts[0].group(0).partition(": ")[2].strip() if parts else ""
    if not key:
        return "", ()
    cells = []
    for part in parts[1:]:
        label, _, _ = part.group(0).strip().rpartition(": ")
        if label.startswith(f"{key} "):
            cells.append((label[len(key) + 1:], part.start(), part.end()))
    return key, tuple(cells)


def _counted_like_a_year(header: str, cell: int | float) -> bool:
    """Whether a whole number the quantity parser would read as a year (1900 to 2099) stands in a column of counts."""
    return isinstance(cell, int) and 1900 <= cell <= 2099 and _COUNT_HEADER.search(header) is not None \
        and not _PERIOD_HEADER.search(header)
