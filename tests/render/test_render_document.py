"""The report model: citations numbered by first appearance, exhibits numbered and resolved, bad markers refused."""

from __future__ import annotations

from datetime import date

import pytest

from report_workflow.contracts import FrontMatter, ReportSpec, SourceRecord
from report_workflow.drafts import DraftBlock, DraftDocument, DraftSection, DraftSentence
from report_workflow.errors import Blocked
from report_workflow.profiles import get_profile
from report_workflow.render.document import build_document, flatten
from report_workflow.render.tables import CitedEvidence, TableData, table_key

ROW = {"evidence_id": "ev-row", "source_id": "sites", "revision": 2, "kind": "table_row",
       "locator": {"row": 3, "line_start": 4, "line_end": 4},
       "table": {"headers": ["site", "ms"], "cells": ["Oslo", 78.4]}}
NOTE = {"evidence_id": "ev-note", "source_id": "notes", "revision": 1, "kind": "paragraph",
        "locator": {"line_start": 3, "line_end": 3}}
REGISTRY = [
    SourceRecord(source_id=source_id, original_name=name, media_type="text/plain", bytes=10, sha256="a" * 64,
                 text_path=f"sources/{source_id}.txt", copy_path=f"sources/{source_id}{suffix}", text_sha256="b" * 64,
                 item_count=3)
    for source_id, name, suffix in (("sites", "sites.csv", ".csv"), ("notes", "notes.txt", ".txt"))
]


def sentence(number: int, text: str, evidence: list[str]) -> DraftSentence:
    return DraftSentence(f"results-s{number}", "results", text, text, evidence)


def document(blocks: list[DraftBlock], *, rows: int = 1, total: int = 1, language: str = "en"):
    table = TableData(["site", "ms"], [["Oslo", 78.4]] * rows, total)
    evidence = CitedEvidence({"ev-row": ROW, "ev-note": NOTE}, {table_key(ROW): table})
    spec = ReportSpec(job_id="j", prompt="", profile_id="business_report", profile_reason="", language=language,
                      front_matter=FrontMatter(title="Edge Cache Trial", authors=["Ana Ferreira"]),
                      template_fields={"client": "Northwind"})
    drafts = DraftDocument([DraftSection("results", "Results", blocks, "section_drafts/results.md")])
    return build_document(drafts, evidence, REGISTRY, spec, get_profile("business_report"), date(2024, 3, 5))


def test_sources_are_numbered_by_first_citation_and_reused():
    built = document([
        DraftBlock("paragraph", [sentence(1, "Oslo was fastest.", ["ev-row"]),
                                 sentence(2, "The trial ran in March.", ["ev-note", "ev-row"])]),
        DraftBlock("table", evidence_id="ev-row", caption="Latency by site"),
    ])
    assert [entry.evidence_id for entry in built.entries] == ["ev-row", "ev-note"]
    assert [s.as_read() for s in built.sentences()] == ["Oslo was fastest [1].", "The trial ran in March [1, 2]."]
    assert built.exhibits()[0].caption_as_read() == "Table 1: Latency by site [1]"
    assert built.entries[0].locator == "row 3" and built.entries[0].revision == 2


def test_figures_and_tables_are_numbered_separately():
    built = document([DraftBlock(kind, evidence_id="ev-row", caption="Latency")
                      for kind in ("table", "figure", "figure")])
    assert [(e.kind, e.number, e.image) for e in built.exhibits()] == [
        ("table", 1, ""), ("figure", 1, "figures/figure-1.png"), ("figure", 2, "figures/figure-2.png"),
    ]


def test_a_long_table_says_how_many_rows_it_shows():
    built = document([DraftBlock("table", evidence_id="ev-row", caption="Runs")], rows=60, total=75)
    assert built.exhibits()[0].caption == "Table 1: Runs (first 60 of 75 rows)"


def test_a_marker_that_names_no_table_row_is_refused():
    with pytest.raises(Blocked, match=r"\[TABLE:ev-note\] does not name a table row"):
        document([DraftBlock("table", evidence_id="ev-note", caption="Notes")])


def test_a_cited_id_missing_from_the_ledger_is_refused_as_stale():
    with pytest.raises(Blocked, match="ev-gone, which is not in the evidence ledger"):
        document([DraftBlock("paragraph", [sentence(1, "Oslo was fastest.", ["ev-gone"])])])


def test_title_page_uses_front_matter_template_fields_and_the_date():
    page = document([]).title_page
    assert (page.title, page.authors, page.details, page.date) == (
        "Edge Cache Trial", ["Ana Ferreira"], ["Client: Northwind"], "5 March 2024")


def test_a_line_break_inside_a_sentence_reads_as_a_space_except_between_chinese_characters():
    assert flatten("Median latency\n  fell to 78.4 ms.") == "Median latency fell to 78.4 ms."
    assert flatten("华东区域营业\n收入增长") == "华东区域营业收入增长"
