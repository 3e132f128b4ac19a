"""JSON and JSON Lines: records become readable lines, one ``table_row`` block each.

Accepted shapes: a list of records; an object holding its records under "records", "data", "items" or "rows"
(its other keys become one leading line at ``$``); a single object; JSON Lines (one value per line; a .json
file holding several top-level values is read as JSON Lines too).

The normalised text has one line per record, "key: value; key: value", nested objects flattened with dotted
keys and lists with indexes ("samples[0].load_kN"); strings are collapsed to one line, null/true/false keep
their JSON spelling. A record's block has ``table`` = {"headers": keys, "cells": values}; placeholder records
are shown but are not blocks. A string or other scalar in place of a record is a ``paragraph``.

Locator: ``record`` (0-based index, as in the path), ``json_path`` ("$[3]", "$.data[3]"), or for JSON Lines
``record`` and ``source_line``; plus ``line_start``/``line_end`` in the normalised text.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from ..errors import BadInput
from ..text.normalise import normalise_source_text
from .base import SourceDocument
from .cells import Cell, is_placeholder_row, row_table
from .encoding import load_text
from .layout import Piece, collapse_whitespace, rendered_document

JSON_MEDIA_TYPE = "application/json"
JSONL_MEDIA_TYPE = "application/jsonl"
RECORD_KEYS = ("records", "data", "items", "rows")

Entry = tuple[dict[str, Any], Any]  # (locator, value)


def read(data: bytes, name: str, *, lines: bool = False) -> SourceDocument:
    text = load_text(data, name)
    try:
        entries = _json_lines(text, name) if lines else _json_entries(text, name)
        if not any(_has_content(value) for _, value in entries):
            raise BadInput("the file holds no records or values", where=name, hint="give a file with data")
        media_type = JSONL_MEDIA_TYPE if lines else JSON_MEDIA_TYPE
        return rendered_document(lambda: _pieces(entries), media_type, number_lines=True)
    except RecursionError as error:
        raise BadInput("the JSON nests too deeply to be read", where=name, hint="flatten the structure") from error


def _json_entries(text: str, name: str) -> list[Entry]:
    try:
        root = json.loads(text)
    except json.JSONDecodeError as error:
        if error.msg == "Extra data":
            try:
                return _json_lines(text, name)
            except BadInput:
                pass
        raise BadInput(
            f"invalid JSON at line {error.lineno}, column {error.colno}: {error.msg}",
            where=name,
            hint="fix the JSON syntax at that place (a JSON validator shows the context)",
        ) from error
    if isinstance(root, list):
        return [({"record": index, "json_path": f"$[{index}]"}, item) for index, item in enumerate(root)]
    if isinstance(root, dict):
        key = next((key for key in RECORD_KEYS if isinstance(root.get(key), list)), None)
        if key is not None:
            rest = {other: value for other, value in root.items() if other != key}
            head = [({"json_path": "$"}, rest)] if rest else []
            return head + [
                ({"record": index, "json_path": f"$.{key}[{index}]"}, item) for index, item in enumerate(root[key])
            ]
    return [({"record": 0, "json_path": "$"}, root)]


def _json_lines(text: str, name: str) -> list[Entry]:
    entries: list[Entry] = []
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        try:
            value = json.loads(line)
        except json.JSONDecodeError as error:
            raise BadInput(
                f"invalid JSON on line {number}, column {error.colno}: {error.msg}",
                where=name,
                hint="each line of a JSON Lines file must be one complete JSON value",
            ) from error
        entries.append(({"record": len(entries), "source_line": number}, value))
    return entries


def _pieces(entries: list[Entry]) -> Iterator[Piece]:
    for locator, value in entries:
        if isinstance(value, (dict, list)):
            fields = list(_flatten(value, ""))
            if not fields:
                continue
            line = "; ".join(f"{key}: {_cell_text(cell)}" for key, cell in fields).strip()
            if is_placeholder_row([cell for _, cell in fields]):
                yield Piece(line)
                continue
            table = row_table([key for key, _ in fields], [cell for _, cell in fields],
                              [_cell_text(cell) for _, cell in fields])
            yield Piece(line, "table_row", locator, table=table)
        elif _has_content(value):
            text = normalise_source_text(value).strip() if isinstance(value, str) else _cell_text(value)
            yield Piece(text, "paragraph", locator)


def _flatten(value: Any, prefix: str) -> Iterator[tuple[str, Cell]]:
    if isinstance(value, dict):
        for key, item in value.items():
            name = collapse_whitespace(normalise_source_text(str(key)))
            yield from _flatten(item, f"{prefix}.{name}" if prefix else name)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _flatten(item, f"{prefix}[{index}]")
    elif isinstance(value, str):
        yield prefix, collapse_whitespace(normalise_source_text(value))
    else:
        yield prefix, value


def _cell_text(value: Cell) -> str:
    """A flattened value as written in a record line: strings as they are, the rest in JSON spelling."""
    return value if isinstance(value, str) else json.dumps(value)


def _has_content(value: Any) -> bool:
    if isinstance(value, (dict, list)):
        return any(True for _ in _flatten(value, ""))
    return not (isinstance(value, str) and not value.strip())
