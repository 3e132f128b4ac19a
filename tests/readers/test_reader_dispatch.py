"""read_source picks the reader by extension, whatever its case."""

from __future__ import annotations

import pytest

from report_workflow.readers import SUPPORTED_EXTENSIONS


@pytest.mark.parametrize(
    ("name", "media_type"),
    [
        ("lab_log_en.txt", "text/plain"),
        ("lab_notes_en.md", "text/markdown"),
        ("measurements_en.csv", "text/csv"),
        ("latency_en.tsv", "text/tab-separated-values"),
        ("sales_en.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        ("records_en.json", "application/json"),
        ("记录_zh.jsonl", "application/jsonl"),
        ("report_en.pdf", "application/pdf"),
        ("memo_en.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
    ],
)
def test_each_format_reports_its_media_type(read_fixture, name, media_type):
    assert read_fixture(name).media_type == media_type


@pytest.mark.parametrize("name", ["run.LOG", "notes.Markdown", "notes.text"])
def test_extensions_are_matched_case_insensitively_and_aliases_work(read_written, name):
    document = read_written(name, "Latency averaged 12 ms.\n")
    assert document.text == "Latency averaged 12 ms.\n"


def test_the_supported_extensions_are_listed():
    assert set(SUPPORTED_EXTENSIONS) == {
        ".txt", ".text", ".log", ".md", ".markdown", ".csv", ".tsv", ".xlsx", ".xlsm", ".json", ".jsonl", ".pdf", ".docx",
    }
