"""Blocks → evidence items: stable ids, exact spans, quantities, evidence type and grade.

The ledger is the one model every later stage reads. Items are produced one at a time from a reader's block
stream, so a million-row table never sits in memory as objects.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from .errors import BadInput
from .readers.base import Block, SourceDocument
from .readers.cells import row_statement
from .text import Quantity, find_quantities
from .text.quantities import MEASUREMENT_KINDS
from .text.hedges import find_hedges

ALL_CLAIM_TYPES = [
    "statistical", "factual", "comparative", "causal", "definition", "quotation", "qualitative", "recommendation"
]
NON_STATISTICAL = [claim_type for claim_type in ALL_CLAIM_TYPES if claim_type != "statistical"]
MIN_STATEMENT_CHARS = 12
GRADE_ORDER = "ABCD"


@dataclass
class IdAllocator:
    """Content-derived evidence ids that stay put when other blocks move, and never collide within a job."""

    taken: set[str] = field(default_factory=set)

    def allocate(self, source_id: str, kind: str, text: str, occurrence: int) -> str:
        basis = f"{kind}\x1f{text}\x1f{occurrence}"
        candidate = "ev-" + hashlib.sha256(basis.encode("utf-8")).hexdigest()[:12]
        if candidate in self.taken:
            # The same block text in another source: qualify by the source so both keep a stable id.
            qualified = f"{source_id}\x1f{basis}"
            candidate = "ev-" + hashlib.sha256(qualified.encode("utf-8")).hexdigest()[:12]
        self.taken.add(candidate)
        return candidate


def classify(block: Block, text: str, quantities: list[dict[str, Any]], role: str) -> dict[str, Any]:
    """Evidence type, the claim types it may carry, and its grade with the reason."""
    measured = any(q["kind"] in MEASUREMENT_KINDS for q in quantities)
    if block.kind == "heading":
        return _graded("structural", [], "D", "a heading names a topic; it states nothing to cite")
    if block.kind == "code":
        return _graded("code", ["factual", "quotation", "definition"], "B", "code or literal output quoted from the source")
    if block.kind in ("table_row", "table"):
        evidence_type, grade, reason = "tabular", "A", "a data row of a table in the source"
        allowed = ALL_CLAIM_TYPES if measured else NON_STATISTICAL
    elif measured:
        evidence_type, grade, reason = "quantitative", "A", "a statement that gives measured values"
        allowed = ALL_CLAIM_TYPES
    else:
        evidence_type, grade, reason = "narrative", "B", "a statement without measured values"
        allowed = NON_STATISTICAL
    hedges = find_hedges(text)
    if hedges:
        grade, reason = "C", f"hedged wording ({', '.join(hedges[:3])}): it supports hedged claims only"
    elif len(text) < MIN_STATEMENT_CHARS and block.kind != "table_row":
        grade, reason = "D", "a fragment too short to carry a claim on its own"
    if role == "base_document" and GRADE_ORDER.index(grade) < GRADE_ORDER.index("B"):
        grade, reason = "B", f"{reason}; from a base document, not primary data"
    return _graded(evidence_type, allowed, grade, reason)


def _graded(evidence_type: str, allowed: list[str], grade: str, reason: str) -> dict[str, Any]:
    return {"evidence_type": evidence_type, "allowed_claim_types": allowed, "grade": grade, "grade_reason": reason}


# Fields left out of a quantity record when they hold their default, to keep million-row ledgers lean.
RECORD_DEFAULTS = {"scale": 1.0, "decimals": 0, "high": None, "bound": None, "approximate": False,
                   "negative": False, "spelled": False}


def _record(quantity: Quantity) -> dict[str, Any]:
    return {key: value for key, value in quantity.to_record().items()
            if key not in RECORD_DEFAULTS or value != RECORD_DEFAULTS[key]}


@lru_cache(maxsize=65536)
def _cell_quantities(cell_text: str) -> tuple[dict[str, Any], ...]:
    """Quantities of one table cell; cells repeat a lot down a column, so they are parsed once each."""
    return tuple(_record(quantity) for quantity in find_quantities(cell_text))


def quantities_of(text: str, table: dict[str, Any] | None) -> list[dict[str, Any]]:
    """Quantities with spans in ``text``. A table row is read cell by cell: "40,700" in "S1,PLA,40,700" is two
    cells, not forty thousand."""
    if not table or not table.get("texts"):
        return [_record(quantity) for quantity in find_quantities(text)]
    found, cursor = [], 0
    for cell_text in table["texts"]:
        if not cell_text:
            continue
        at = text.find(cell_text, cursor)
        if at < 0:  # a cell shown differently from its text: read the whole row instead
            return [_record(quantity) for quantity in find_quantities(text)]
        for record in _cell_quantities(cell_text):
            found.append({**record, "start": record["start"] + at, "end": record["end"] + at})
        cursor = at + len(cell_text)
    return found


def evidence_items(
    source_id: str, revision: int, role: str, document: SourceDocument, ids: IdAllocator
) -> Iterator[dict[str, Any]]:
    """Yield one JSON-ready evidence item per block, in reading order."""
    occurrences: dict[tuple[str, str], int] = {}
    for block in document.blocks():
        text = document.text[block.start:block.end]
        key = (block.kind, text)
        occurrence = occurrences.get(key, 0)
        occurrences[key] = occurrence + 1
        quantities = quantities_of(text, block.table)
        table = {key: value for key, value in block.table.items() if key != "texts"} if block.table else None
        yield {
            "evidence_id": ids.allocate(source_id, block.kind, text, occurrence),
            "source_id": source_id,
            "revision": revision,
            "kind": block.kind,
            "text": text,
            "start": block.start,
            "end": block.end,
            "locator": block.locator,
            "heading_path": list(block.heading_path),
            "quantities": quantities,
            "table": table,
            **classify(block, text, quantities, role),
        }


def statement_text(item: dict[str, Any]) -> str:
    """What an evidence item states, as the gates read it: a table row with its headers and their units
    ("material: PLA; tensile strength: 46.5 MPa"), anything else as written."""
    table = item.get("table") or {}
    headers, cells = table.get("headers") or [], table.get("cells") or []
    if item.get("kind") != "table_row" or not headers:
        return item["text"]
    return row_statement(headers, cells, written=table.get("texts") or ())


def iter_ledger(path: Path) -> Iterator[dict[str, Any]]:
    """Stream the items of an ``evidence_ledger.jsonl``; a damaged line is a clear error."""
    try:
        handle = path.open(encoding="utf-8")
    except FileNotFoundError:
        raise BadInput(f"{path.name} is missing", hint="run `report-workflow prepare` for this job") from None
    with handle:
        for number, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                yield json.loads(line)
            except json.JSONDecodeError as exc:
                raise BadInput(f"malformed JSON: {exc.msg}", where=f"{path.name}:{number}") from None


def query_evidence(
    path: Path,
    *,
    ids: list[str] | None = None,
    grep: str | None = None,
    source_id: str | None = None,
    offset: int = 0,
    limit: int = 50,
) -> dict[str, Any]:
    """Page through the ledger: by ids, by a case-insensitive text search, by source."""
    if offset < 0 or not 1 <= limit <= 1000:
        raise BadInput("offset must be >= 0 and limit between 1 and 1000")
    wanted = set(ids or [])
    needle = grep.casefold() if grep else None
    matched, items, found = 0, [], set()
    for item in iter_ledger(path):
        if wanted and item["evidence_id"] not in wanted:
            continue
        found.add(item["evidence_id"])
        if source_id and item["source_id"] != source_id:
            continue
        if needle and needle not in item["text"].casefold():
            continue
        if offset <= matched < offset + limit:
            items.append(item)
        matched += 1
    result: dict[str, Any] = {"total": matched, "offset": offset, "limit": limit, "items": items}
    if wanted:
        result["unknown_ids"] = sorted(wanted - found)
    return result
