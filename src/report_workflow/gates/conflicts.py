"""FC conflicts: evidence that disagrees on one metric must be registered, never silently picked."""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..text import content_terms, fold
from .base import Rule

MEASUREMENT_KINDS = frozenset({"value", "range", "bound"})
# Two prose statements are about one metric when the shorter one's content words (at least two) nearly all occur
# in the longer one: "Mean flow was 12.5 L/min." and "Mean flow was 11.0 L/min during the test." share all of
# {mean, flow}; "Peak flow was 14.1 L/min." shares half of them and is another metric.
PROSE_SAME_METRIC = 0.75
MIN_METRIC_TERMS = 2


class UnregisteredConflict(Rule):
    """Cited evidence gives one value for a metric while other evidence gives another, and no conflict says so.

    What it does: finds ledger items stating the same metric (the same column of the same row label in tables;
    statements sharing most of their content words in prose) with values that differ beyond their precision, where
    one of them is cited, and requires a `conflicts` entry in claim_matrix.json naming both ids.
    Why it matters: picking one of two disagreeing sources without saying so hides a real uncertainty.
    Example: the log says 12 specimens, the table has 11 rows for the same test; the report cites only the log.
    Fix: add `{"metric": ..., "evidence_ids": [a, b], "resolution": ...}` to `conflicts` and word the claim
    accordingly.
    """

    code = "FC001"
    family = "FC"
    message = "{evidence_id} gives {value} for {metric}, but {other_id} ({other_source}) gives {other_value}"
    hint = "register the conflict in claim_matrix.json: conflicts: [{{\"metric\": \"{metric}\", \"evidence_ids\": [\"{evidence_id}\", \"{other_id}\"], \"resolution\": \"...\"}}]"


FC_RULES: tuple[Rule, ...] = (UnregisteredConflict(),)
UNREGISTERED_CONFLICT = FC_RULES[0]


@dataclass(frozen=True)
class Disagreement:
    evidence_id: str
    other_id: str
    metric: str
    value: str
    other_value: str
    other_source: str


def _differ(a: dict[str, Any], b: dict[str, Any]) -> bool:
    if a["unit"] != b["unit"] or a["dimension"] != b["dimension"]:
        return False
    tolerance = max(a["precision"], b["precision"]) / 2  # precision is in canonical units
    return not math.isclose(a["value"], b["value"], abs_tol=tolerance)


def _table_metrics(item: Mapping[str, Any]) -> dict[tuple[str, str], Any]:
    """(row label, column header) → cell value for the numeric cells of a table row."""
    table = item.get("table") or {}
    headers, cells = table.get("headers") or [], table.get("cells") or []
    if not headers or not cells or isinstance(cells[0], (int, float)):
        return {}
    label = fold(str(cells[0]))
    return {
        (label, fold(str(header))): cell
        for header, cell in zip(headers[1:], cells[1:])
        if isinstance(cell, (int, float)) and not isinstance(cell, bool)
    }


def find_disagreements(
    cited_ids: Iterable[str], ledger: Mapping[str, Mapping[str, Any]]
) -> list[Disagreement]:
    """Pairs (cited item, other item) stating different values for one metric."""
    cited = [ledger[evidence_id] for evidence_id in dict.fromkeys(cited_ids) if evidence_id in ledger]
    tables: dict[tuple[str, str], list[tuple[Mapping[str, Any], Any]]] = defaultdict(list)
    prose_index: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
    terms_of: dict[str, frozenset[str]] = {}
    for item in ledger.values():
        for key, value in _table_metrics(item).items():
            tables[key].append((item, value))
        if item.get("kind") != "table_row" and any(q["kind"] in MEASUREMENT_KINDS for q in item.get("quantities", ())):
            terms = terms_of[item["evidence_id"]] = content_terms(item["text"])
            for term in terms:
                prose_index[term].append(item)
    found: dict[tuple[str, str], Disagreement] = {}
    for item in cited:
        for key, value in _table_metrics(item).items():
            for other, other_value in tables[key]:
                if other["evidence_id"] != item["evidence_id"] and other_value != value:
                    pair = (item["evidence_id"], other["evidence_id"])
                    found.setdefault(pair, Disagreement(*pair, f"{key[1]} of {key[0]}", str(value), str(other_value),
                                                        other["source_id"]))
        terms = terms_of.get(item["evidence_id"])
        if not terms:
            continue
        candidates = {other["evidence_id"]: other for term in terms for other in prose_index[term]}
        for other_id, other in sorted(candidates.items()):
            if other_id == item["evidence_id"] or other["source_id"] == item["source_id"]:
                continue
            other_terms = terms_of[other_id]
            smaller = min(len(terms), len(other_terms))
            if smaller < MIN_METRIC_TERMS or len(terms & other_terms) / smaller < PROSE_SAME_METRIC:
                continue
            mine = [q for q in item["quantities"] if q["kind"] in MEASUREMENT_KINDS]
            theirs = [q for q in other["quantities"] if q["kind"] in MEASUREMENT_KINDS]
            for quantity in mine:
                same_kind = [q for q in theirs if q["dimension"] == quantity["dimension"] and q["unit"] == quantity["unit"]]
                if same_kind and all(_differ(quantity, q) for q in same_kind):
                    pair = (item["evidence_id"], other_id)
                    found.setdefault(pair, Disagreement(*pair, " ".join(sorted(terms & other_terms)[:4]),
                                                        quantity["surface"], same_kind[0]["surface"], other["source_id"]))
    return [found[pair] for pair in sorted(found)]


def registered(disagreement: Disagreement, conflicts: Iterable[Mapping[str, Any]]) -> bool:
    return any(
        {disagreement.evidence_id, disagreement.other_id} <= set(conflict.get("evidence_ids", ()))
        for conflict in conflicts
    )
