"""Markdown: headings with their path, paragraphs, list items, fenced code, pipe tables; front matter and
comments left out."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from report_workflow.readers.markdown import markdown_blocks


def blocks_of(text: str, kind: str | None = None) -> list[tuple[str, str, tuple[str, ...]]]:
    return [
        (block.kind, text[block.start : block.end], block.heading_path)
        for block in markdown_blocks(text)
        if kind in (None, block.kind)
    ]


def test_an_atx_heading_spans_its_text_without_the_hashes():
    assert blocks_of("## Results ##\n") == [("heading", "Results", ())]


def test_a_hash_without_a_space_is_not_a_heading():
    assert blocks_of("#5 specimens failed.") == [("paragraph", "#5 specimens failed.", ())]


def test_every_block_carries_the_path_of_its_enclosing_headings():
    text = "# Report\n\n## Setup\n\nRan at 23 °C.\n\n### Loads\n\nPeak 12 kN.\n\n## Results\n\nMean 312 MPa.\n"
    assert blocks_of(text) == [
        ("heading", "Report", ()),
        ("heading", "Setup", ("Report",)),
        ("paragraph", "Ran at 23 °C.", ("Report", "Setup")),
        ("heading", "Loads", ("Report", "Setup")),
        ("paragraph", "Peak 12 kN.", ("Report", "Setup", "Loads")),
        ("heading", "Results", ("Report",)),
        ("paragraph", "Mean 312 MPa.", ("Report", "Results")),
    ]


def test_setext_headings_are_headings():
    text = "Tensile report\n==============\n\nNotes on latency\n---\nLatency stayed under 20 ms."
    assert blocks_of(text) == [
        ("heading", "Tensile report", ()),
        ("heading", "Notes on latency", ("Tensile report",)),
        ("paragraph", "Latency stayed under 20 ms.", ("Tensile report", "Notes on latency")),
    ]


def test_a_thematic_break_is_not_a_block():
    assert blocks_of("Part one.\n\n* * *\n\nPart two.") == [
        ("paragraph", "Part one.", ()),
        ("paragraph", "Part two.", ()),
    ]


def test_list_items_keep_continuation_lines_and_indented_paragraphs():
    text = (
        "- Gauge length: 50 mm, measured with a\n  clip-on extensometer\n"
        "- Sampling rate: 100 Hz\n\n  The logger buffered 4,096 samples.\n\nAfter the list."
    )
    assert blocks_of(text) == [
        ("list_item", "Gauge length: 50 mm, measured with a\n  clip-on extensometer", ()),
        ("list_item", "Sampling rate: 100 Hz\n\n  The logger buffered 4,096 samples.", ()),
        ("paragraph", "After the list.", ()),
    ]


def test_nested_list_items_are_items_of_their_own():
    text = "1. Batch A\n   - 24 specimens\n2) Batch B"
    assert [body for _, body, _ in blocks_of(text)] == ["Batch A", "24 specimens", "Batch B"]


def test_fenced_code_spans_the_code_inside_the_fence():
    text = "Before.\n\n```python\nload_kn = 10.5\n# not a heading\n```\n\n~~~\n风险等级: 中\n~~~\n"
    assert blocks_of(text) == [
        ("paragraph", "Before.", ()),
        ("code", "load_kn = 10.5\n# not a heading", ()),
        ("code", "风险等级: 中", ()),
    ]


def test_an_unclosed_fence_runs_to_the_end():
    assert blocks_of("```\nx = 1\n\n## still code") == [("code", "x = 1\n\n## still code", ())]


def test_front_matter_and_html_comments_are_skipped():
    text = (
        "---\ntitle: Notes\nauthor: Lab B2\n---\n"
        "<!-- draft:\n remove before release -->\nThe test ran at 23 °C.\n<!-- one line -->\n"
    )
    assert blocks_of(text) == [("paragraph", "The test ran at 23 °C.", ())]


TABLE = """## 区域业绩

| 区域 | 营业收入（万元） | 同比增长 | 备注 |
| --- | ---: | ---: | --- |
| 华东 | 5,800 | 12% | 新增客户36家 |
| 华北 | 待填 | 暂无 | - |
| **合计** | **12,000** | 5% | 含税 \\| 口径 |
"""


def test_table_rows_are_blocks_spanning_their_line_with_headers_and_typed_cells():
    rows = [block for block in markdown_blocks(TABLE) if block.kind == "table_row"]
    assert [TABLE[row.start : row.end] for row in rows] == [
        "| 华东 | 5,800 | 12% | 新增客户36家 |",
        "| **合计** | **12,000** | 5% | 含税 \\| 口径 |",
    ]
    assert rows[0].table == {
        "headers": ["区域", "营业收入（万元）", "同比增长", "备注"],
        "cells": ["华东", 5800, "12%", "新增客户36家"],
        "texts": ["华东", "5,800", "12%", "新增客户36家"],
    }
    assert rows[1].table["cells"] == ["合计", 12000, "5%", "含税 | 口径"]
    assert rows[0].heading_path == ("区域业绩",)


def test_placeholder_rows_are_skipped_but_counted():
    rows = [block for block in markdown_blocks(TABLE) if block.kind == "table_row"]
    assert [row.locator for row in rows] == [
        {"line_start": 5, "line_end": 5, "table_index": 1, "row": 1},
        {"line_start": 7, "line_end": 7, "table_index": 1, "row": 3},
    ]


def test_tables_are_numbered_in_order():
    text = "| a | b |\n|---|---|\n| x | 1 |\n\n| c | d |\n|---|---|\n| y | 2 |\n"
    assert [block.locator["table_index"] for block in markdown_blocks(text)] == [1, 2]


def test_a_pipe_line_without_a_separator_row_is_a_paragraph():
    assert blocks_of("Load | strain\n10.5 | 0.002") == [("paragraph", "Load | strain\n10.5 | 0.002", ())]


def test_the_english_fixture_has_every_construct(read_fixture):
    document = read_fixture("lab_notes_en.md")
    found = {(block.kind, document.text[block.start : block.end]) for block in document.blocks()}
    assert ("heading", "Discussion") in found
    assert ("code", "load_kN,strain\n10.5,0.002") in found
    assert ("list_item", "Log any latency above 20 ms.") in found
    assert ("table_row", "| Mean     | 312.5                  | 12.2           | 15           |") in found
    assert not any("internal" in text or "author:" in text for _, text in found)


def test_the_chinese_fixture_reads_headings_and_table(read_fixture):
    document = read_fixture("季度经营报告_zh.md")
    paragraph = next(block for block in document.blocks() if "华南地区收入未达预期" in document.text[block.start : block.end])
    assert paragraph.heading_path == ("2023年第三季度经营报告", "二、区域业绩", "2.1 华南地区")
    regions = [block.table["cells"][0] for block in document.blocks() if block.kind == "table_row"]
    assert regions == ["华东", "华南", "合计"]


MARKDOWN_LINE = st.sampled_from(
    ["", "# Title", "## Sub ##", "text 12 MPa", "- item", "  continued", "1. step", "```", "~~~", "---", "===",
     "| a | b |", "|---|---|", "| 1 | 2 |", "<!-- c", "-->", "> quote", "    code?", "* * *", "华东 5,800"]
)


@given(st.lists(MARKDOWN_LINE, max_size=25))
def test_spans_are_exact_trimmed_and_ordered_for_any_markdown(lines):
    text = "\n".join(lines)
    previous_end = 0
    for block in markdown_blocks(text):
        body = text[block.start : block.end]
        assert body and body == body.strip()
        assert block.start >= previous_end
        assert 1 <= block.locator["line_start"] <= block.locator["line_end"] <= len(lines)
        previous_end = block.end
