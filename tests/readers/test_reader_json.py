"""JSON and JSON Lines: one readable line per record, one table_row block each."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st


def lines_and_blocks(document) -> tuple[list[str], list]:
    return document.text.split("\n"), list(document.blocks())


def test_a_list_of_records_gives_one_line_and_block_per_record(read_written):
    records = [{"specimen": "A1", "strength_mpa": 315.2}, {"specimen": "A2", "strength_mpa": 309.8}]
    document = read_written("r.json", json.dumps(records))
    lines, blocks = lines_and_blocks(document)
    assert lines == ["specimen: A1; strength_mpa: 315.2", "specimen: A2; strength_mpa: 309.8"]
    assert blocks[1].locator == {"record": 1, "json_path": "$[1]", "line_start": 2, "line_end": 2}
    assert blocks[1].table == {"headers": ["specimen", "strength_mpa"], "cells": ["A2", 309.8], "texts": ["A2", "309.8"]}


def test_nested_objects_and_lists_are_flattened_with_paths(read_written):
    record = {"specimen": "B1", "conditions": {"temperature_c": 80}, "loads_kn": [10.5, 11.2]}
    block = next(read_written("r.json", json.dumps([record])).blocks())
    assert block.table["headers"] == ["specimen", "conditions.temperature_c", "loads_kn[0]", "loads_kn[1]"]
    assert block.table["cells"] == ["B1", 80, 10.5, 11.2]


def test_json_spellings_are_kept_for_null_and_booleans(read_written):
    document = read_written("r.json", '[{"specimen": "A1", "passed": true, "retest": false, "note": null}]')
    assert document.text == "specimen: A1; passed: true; retest: false; note: null"
    assert next(document.blocks()).table["cells"] == ["A1", True, False, None]


def test_records_under_a_records_key_follow_the_other_keys(read_fixture):
    document = read_fixture("records_en.json")
    blocks = list(document.blocks())
    head = "experiment: Tensile test, alloy 6061-T6; lab.name: Materials Lab B2; lab.temperature_c: 23"
    assert document.text.split("\n")[0] == head
    assert blocks[0].locator == {"json_path": "$", "line_start": 1, "line_end": 1}
    assert [block.locator.get("json_path") for block in blocks[1:]] == ["$.records[0]", "$.records[1]", "$.records[3]"]


def test_a_placeholder_record_is_shown_but_is_not_a_block(read_fixture):
    document = read_fixture("records_en.json")
    assert "specimen: A3; tensile_strength_mpa: null" in document.text
    assert not any("A3" in document.text[block.start : block.end] for block in document.blocks())


def test_a_single_object_is_one_record(read_written):
    block = next(read_written("r.json", '{"region": "华东", "revenue": "5,800万元"}').blocks())
    assert block.locator["json_path"] == "$"
    assert block.table["cells"] == ["华东", "5,800万元"]


def test_strings_in_place_of_records_are_paragraphs(read_written):
    document = read_written("r.json", '["The test ran at 23 °C.", "  ", "Specimen B1 did not fracture.\\nIt was excluded."]')
    blocks = list(document.blocks())
    assert [(block.kind, document.text[block.start : block.end]) for block in blocks] == [
        ("paragraph", "The test ran at 23 °C."),
        ("paragraph", "Specimen B1 did not fracture.\nIt was excluded."),
    ]
    assert blocks[1].locator["json_path"] == "$[2]"


def test_strings_inside_records_are_collapsed_to_one_line(read_written):
    document = read_written("r.json", '[{"remark": "slipped in\\r\\ngrips\\u0000 twice"}]')
    assert document.text == "remark: slipped in grips twice"


def test_json_lines_carry_record_and_source_line(read_fixture):
    blocks = list(read_fixture("记录_zh.jsonl").blocks())
    assert [(block.locator["record"], block.locator["source_line"]) for block in blocks] == [(0, 1), (1, 2), (3, 5), (4, 6)]
    assert blocks[0].table["headers"] == ["区域", "季度", "营业收入", "同比增长", "客户.新增", "客户.流失"]
    assert blocks[-1].kind == "paragraph"


def test_a_json_file_with_one_value_per_line_is_read_as_json_lines(read_written):
    document = read_written("r.json", '{"region": "East", "revenue": 12}\n{"region": "West", "revenue": 9}\n')
    assert document.media_type == "application/json"
    assert [block.locator for block in document.blocks()] == [
        {"record": 0, "source_line": 1, "line_start": 1, "line_end": 1},
        {"record": 1, "source_line": 2, "line_start": 2, "line_end": 2},
    ]


SCALAR = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=12))
RECORD = st.dictionaries(st.text(alphabet="ab华东 .", min_size=1, max_size=5), SCALAR, min_size=1, max_size=5)


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture], max_examples=50)
@given(st.lists(RECORD, min_size=1, max_size=6))
def test_any_list_of_records_gives_one_line_each_and_exact_spans(read_written, records):
    content = json.dumps(records)
    if not any(any(value not in (None, "") and str(value).strip() for value in record.values()) for record in records):
        return  # nothing to read: refused as empty, tested elsewhere
    document = read_written("r.json", content)
    assert document.text.count("\n") == len(records) - 1
    for block in document.blocks():
        body = document.text[block.start : block.end]
        assert body == body.strip() and "\n" not in body
        assert len(block.table["headers"]) == len(block.table["cells"]) == len(records[block.locator["record"]])


def test_a_record_ending_in_a_blank_string_has_a_trimmed_span(read_written):
    document = read_written("r.json", '[{"specimen": "A1", "strength_mpa": 315.2, "note": "  "}]')
    assert document.text == "specimen: A1; strength_mpa: 315.2; note:"
    assert next(document.blocks()).table["cells"] == ["A1", 315.2, ""]
