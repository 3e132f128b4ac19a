"""Evidence a report shows: the cited ledger items, and every row of the tables its figures and tables name.

A ``[TABLE:ev-…]`` or ``[FIGURE:ev-…]`` marker names one table row; the table drawn is every row of the ledger
from the same source and place (sheet, page, table number) with the same headers, in reading order. The ledger
is streamed twice (the named rows first, then their tables), so a large source never sits in memory whole.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..ledger import iter_ledger

MAX_TABLE_ROWS = 60
TABLE_PLACE = ("sheet", "page", "table", "table_index")  # locator keys that tell one table of a source from another
TableKey = tuple[Any, ...]


@dataclass
class TableData:
    headers: list[str]
    rows: list[list[Any]] = field(default_factory=list)
    total_rows: int = 0

    @property
    def display_headers(self) -> list[str]:
        """Headers as a reader sees them: ``tensile_strength_MPa`` → ``tensile strength MPa``."""
        return [" ".join(str(header).replace("_", " ").split()) for header in self.headers]

    def numeric_columns(self) -> list[int]:
        """Columns whose every filled cell is a number (booleans are not numbers here)."""
        return [index for index in range(len(self.headers)) if _is_numeric([row[index] for row in self.rows])]


@dataclass
class CitedEvidence:
    items: dict[str, dict[str, Any]]
    tables: dict[TableKey, TableData]

    def table_of(self, evidence_id: str) -> TableData | None:
        item = self.items.get(evidence_id)
        key = table_key(item) if item else None
        return self.tables.get(key) if key else None


def table_key(item: dict[str, Any]) -> TableKey | None:
    """What makes rows one table: source, its place (sheet, page, table number) and headers."""
    table = item.get("table")
    if item.get("kind") != "table_row" or not table:
        return None
    locator = item.get("locator", {})
    place = tuple(locator.get(key) for key in TABLE_PLACE)
    return (item["source_id"], *place, tuple(table.get("headers", ())))


def collect_evidence(ledger: Path, cited: Iterable[str], shown: Iterable[str]) -> CitedEvidence:
    """The items named by ``cited`` and ``shown``, and the full table behind each id in ``shown``."""
    shown = set(shown)
    wanted = set(cited) | shown
    items = {item["evidence_id"]: item for item in iter_ledger(ledger) if item["evidence_id"] in wanted}
    keys = {key for key in (table_key(items[evidence_id]) for evidence_id in shown if evidence_id in items) if key}
    tables: dict[TableKey, TableData] = {key: TableData(headers=list(key[-1])) for key in keys}
    if keys:
        for item in iter_ledger(ledger):
            key = table_key(item)
            if key not in tables:
                continue
            table = tables[key]
            table.total_rows += 1
            if len(table.rows) < MAX_TABLE_ROWS:
                cells = list(item["table"].get("cells", []))
                table.rows.append((cells + [None] * len(table.headers))[: len(table.headers)])
    return CitedEvidence(items, tables)


def cell_text(value: Any) -> str:
    """A cell as it is shown: numbers in their shortest exact form, empty cells blank."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return repr(value)
    return str(value)


def is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _is_numeric(values: list[Any]) -> bool:
    filled = [value for value in values if value is not None]
    return bool(filled) and all(is_number(value) for value in filled)
