"""The table behind a [TABLE:]/[FIGURE:] marker: every row of that table in the ledger, and no row of another."""

from __future__ import annotations

import json

from report_workflow.render.tables import MAX_TABLE_ROWS, cell_text, collect_evidence


def row(evidence_id: str, source: str, place: dict, headers: list[str], cells: list) -> dict:
    return {"evidence_id": evidence_id, "source_id": source, "kind": "table_row", "text": ", ".join(map(str, cells)),
            "locator": place, "table": {"headers": headers, "cells": cells}}


def write_ledger(path, items) -> None:
    path.write_text("".join(json.dumps(item) + "\n" for item in items), encoding="utf-8")


def test_rows_of_one_table_are_collected_in_reading_order(tmp_path):
    headers = ["quarter", "revenue"]
    items = [
        row("ev-q1", "sales", {"sheet": "2023", "row": 1}, headers, ["Q1", 410]),
        row("ev-other", "sales", {"sheet": "2022", "row": 1}, headers, ["Q1", 380]),
        row("ev-q2", "sales", {"sheet": "2023", "row": 2}, headers, ["Q2", 455]),
        row("ev-elsewhere", "costs", {"sheet": "2023", "row": 1}, headers, ["Q1", 120]),
        {"evidence_id": "ev-note", "source_id": "notes", "kind": "paragraph", "text": "Sales grew.", "locator": {}},
    ]
    write_ledger(tmp_path / "ledger.jsonl", items)
    evidence = collect_evidence(tmp_path / "ledger.jsonl", ["ev-note"], ["ev-q2"])
    table = evidence.table_of("ev-q2")
    assert table.headers == headers and table.rows == [["Q1", 410], ["Q2", 455]]
    assert set(evidence.items) == {"ev-note", "ev-q2"}
    assert evidence.table_of("ev-note") is None


def test_two_tables_of_one_markdown_file_stay_apart(tmp_path):
    items = [row(f"ev-a{i}", "report", {"table_index": 1, "row": i}, ["site", "ms"], [f"s{i}", i]) for i in (1, 2)]
    items += [row(f"ev-b{i}", "report", {"table_index": 2, "row": i}, ["site", "ms"], [f"t{i}", i]) for i in (1, 2)]
    write_ledger(tmp_path / "ledger.jsonl", items)
    evidence = collect_evidence(tmp_path / "ledger.jsonl", [], ["ev-b1"])
    assert evidence.table_of("ev-b1").rows == [["t1", 1], ["t2", 2]]


def test_a_long_table_keeps_its_first_rows_and_counts_them_all(tmp_path):
    total = MAX_TABLE_ROWS + 15
    write_ledger(tmp_path / "ledger.jsonl",
                 [row(f"ev-{i}", "log", {"row": i}, ["run", "ms"], [i, 80.5]) for i in range(1, total + 1)])
    table = collect_evidence(tmp_path / "ledger.jsonl", [], ["ev-3"]).table_of("ev-3")
    assert len(table.rows) == MAX_TABLE_ROWS and table.total_rows == total
    assert table.numeric_columns() == [0, 1]


def test_numeric_columns_ignore_empty_cells_but_not_text_or_booleans(tmp_path):
    items = [row("ev-1", "t", {"row": 1}, ["site", "ms", "ok", "gap"], ["Oslo", 78.4, True, None]),
             row("ev-2", "t", {"row": 2}, ["site", "ms", "ok", "gap"], ["Rome", None, False, None])]
    write_ledger(tmp_path / "ledger.jsonl", items)
    assert collect_evidence(tmp_path / "ledger.jsonl", [], ["ev-1"]).table_of("ev-1").numeric_columns() == [1]


def test_cells_are_shown_as_written_values():
    assert [cell_text(value) for value in (None, 1350, 78.4, 85.0, True, "n/a")] == ["", "1350", "78.4", "85.0", "true",
                                                                                     "n/a"]
