"""FC conflicts: evidence that disagrees on one metric must be registered, never silently picked."""

from __future__ import annotations

import math
import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..text import content_terms, fold, split_sentences
from ..text.quantities import MEASUREMENT_KINDS
from .base import Rule

_LABEL = re.compile(r"\b(?:[A-Z][\w-]*|(?=[\w-]*[A-Za-z])(?=[\w-]*\d)[\w-]+)")
_FIGURE = re.compile(r"[-+−]?[\d.,]+\s*[%‰]?")
# Two prose statements are about one metric when the shorter one's content words (at least two) nearly all occur
# in the longer one: "Mean flow was 12.5 L/min." and "Mean flow was 11.0 L/min during the test." share all of
# {mean, flow}; "Peak flow was 14.1 L/min." shares half of them and is another metric.
PROSE_SAME_METRIC = 0.75
MIN_METRIC_TERMS = 2
# Candidates are found through words shared by at most this many sentences of the ledger, and through the same
# names and codes; a word in more sentences ("revenue", "region") tells no metric apart and would make the search
# quadratic on large ledgers.
MAX_SHARED = 64


class UnregisteredConflict(Rule):
    """Cited evidence gives one value for a metric while other evidence gives another, and no conflict says so.

    What it does: finds ledger items stating the same metric with values that differ beyond their precision, where
    one of them is cited, and requires a `conflicts` entry in claim_matrix.json naming both ids. Same metric means:
    in tables, the same column of rows with the same labels (every cell that is not a number); in prose, two
    sentences from different sources that each give one value of that kind and share nearly all the content
    words of the shorter one. Statements giving several values of one kind ("A reached 312 MPa and B 298 MPa")
    are not compared: which value belongs to what is not something word overlap can settle. Candidates are found
    through words at most 64 sentences share, or the same names and codes, so the search stays linear.
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


def _is_number(cell: Any) -> bool:
    return isinstance(cell, (int, float)) and not isinstance(cell, bool)


def _table_metrics(item: Mapping[str, Any]) -> dict[tuple[str, str], Any]:
    """(row labels, column header) → value for the numeric cells of a table row.

    The row labels are every text cell that is not itself a figure ("华东", "新增客户（家）"; not "20.0%"), so a
    long-format row (region, metric, value) is told apart from its neighbours.
    """
    table = item.get("table") or {}
    headers, cells = table.get("headers") or [], table.get("cells") or []
    labels = " | ".join(fold(cell) for cell in cells if isinstance(cell, str) and not _FIGURE.fullmatch(cell.strip()))
    if not labels:
        return {}
    return {(labels, fold(str(header))): cell for header, cell in zip(headers, cells) if _is_number(cell)}


@dataclass(frozen=True)
class _Statement:
    """One sentence of a prose item that gives values: its terms and its values, for metric comparison."""

    item: Mapping[str, Any]
    terms: frozenset[str]
    labels: frozenset[str]
    quantities: tuple[dict[str, Any], ...]


def _statements(item: Mapping[str, Any]) -> list[_Statement]:
    measured = [q for q in item.get("quantities", ()) if q["kind"] in MEASUREMENT_KINDS]
    if item.get("kind") == "table_row" or not measured:
        return []
    found = []
    for sentence in split_sentences(item["text"]):
        inside = tuple(q for q in measured if sentence.start <= q["start"] < sentence.end)
        if inside:
            found.append(_Statement(item, content_terms(sentence.text), _labels(sentence.text), inside))
    return found


def _labels(text: str) -> frozenset[str]:
    """Names and codes after the first word ("Batch B", "run R1", "P80-1"): they tell one entity from another."""
    return frozenset(match.group(0) for match in _LABEL.finditer(text) if match.start() > 0)


def _same_metric(a: _Statement, b: _Statement) -> bool:
    smaller = min(len(a.terms), len(b.terms))
    shared = smaller >= MIN_METRIC_TERMS and len(a.terms & b.terms) / smaller >= PROSE_SAME_METRIC
    return shared and a.labels == b.labels


def find_disagreements(
    cited_ids: Iterable[str], ledger: Mapping[str, Mapping[str, Any]]
) -> list[Disagreement]:
    """Pairs (cited item, other item) stating different values for one metric."""
    cited = [ledger[evidence_id] for evidence_id in dict.fromkeys(cited_ids) if evidence_id in ledger]
    tables: dict[tuple[str, str], list[tuple[Mapping[str, Any], Any]]] = defaultdict(list)
    by_term: dict[str, list[_Statement]] = defaultdict(list)
    by_labels: dict[frozenset[str], list[_Statement]] = defaultdict(list)
    statements_of: dict[str, list[_Statement]] = {}
    for item in ledger.values():
        for key, value in _table_metrics(item).items():
            tables[key].append((item, value))
        statements_of[item["evidence_id"]] = _statements(item)
        for statement in statements_of[item["evidence_id"]]:
            by_labels[statement.labels].append(statement)
            for term in statement.terms:
                by_term[term].append(statement)
    found: dict[tuple[str, str], Disagreement] = {}
    for item in cited:
        for key, value in _table_metrics(item).items():
            for other_item, other_value in tables[key]:
                if other_item["evidence_id"] != item["evidence_id"] and not math.isclose(other_value, value):
                    pair = (item["evidence_id"], other_item["evidence_id"])
                    found.setdefault(pair, Disagreement(*pair, f"{key[1]} of {key[0]}", str(value), str(other_value),
                                                        other_item["source_id"]))
        for mine in statements_of[item["evidence_id"]]:
            postings = [by_term[term] for term in sorted(mine.terms) if len(by_term[term]) <= MAX_SHARED]
            if mine.labels and len(by_labels[mine.labels]) <= MAX_SHARED:
                postings.append(by_labels[mine.labels])
            candidates = {id(other): other for posting in postings for other in posting}
            for other in candidates.values():
                if other.item["source_id"] == item["source_id"] or not _same_metric(mine, other):
                    continue
                for quantity, theirs in _single_values(mine.quantities, other.quantities):
                    if _differ(quantity, theirs):
                        pair = (item["evidence_id"], other.item["evidence_id"])
                        found.setdefault(pair, Disagreement(*pair, " ".join(sorted(mine.terms & other.terms)[:4]),
                                                            quantity["surface"], theirs["surface"],
                                                            other.item["source_id"]))
    return [found[pair] for pair in sorted(found)]


def _single_values(mine: Iterable[dict[str, Any]], theirs: Iterable[dict[str, Any]]) -> list[tuple[dict, dict]]:
    """Pairs of values of one kind (dimension and unit) that each sentence gives exactly once."""
    def by_kind(quantities: Iterable[dict[str, Any]]) -> dict[tuple[str, str], list[dict]]:
        kinds: dict[tuple[str, str], list[dict]] = defaultdict(list)
        for quantity in quantities:
            kinds[(quantity["dimension"], quantity["unit"])].append(quantity)
        return kinds

    own, other = by_kind(mine), by_kind(theirs)
    return [(values[0], other[kind][0]) for kind, values in sorted(own.items())
            if len(values) == 1 and len(other.get(kind, ())) == 1]


def registered(disagreement: Disagreement, conflicts: Iterable[Mapping[str, Any]]) -> bool:
    return any(
        {disagreement.evidence_id, disagreement.other_id} <= set(conflict.get("evidence_ids", ()))
        for conflict in conflicts
    )
