"""What every reader promises, checked on every committed fixture."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest

from report_workflow.readers import BLOCK_KINDS, SUPPORTED_EXTENSIONS

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "sources"

FIXTURE_NAMES = sorted(path.name for path in FIXTURES.iterdir())


@pytest.mark.parametrize("name", FIXTURE_NAMES)
def test_every_block_span_is_its_exact_trimmed_text(read_fixture, name):
    document = read_fixture(name)
    blocks = list(document.blocks())
    assert blocks, "a fixture with content yields blocks"
    for block in blocks:
        assert 0 <= block.start < block.end <= len(document.text)
        text = document.text[block.start : block.end]
        assert text == text.strip()
        assert block.kind in BLOCK_KINDS


@pytest.mark.parametrize("name", FIXTURE_NAMES)
def test_blocks_come_in_reading_order_without_overlap(read_fixture, name):
    blocks = list(read_fixture(name).blocks())
    for before, after in zip(blocks, blocks[1:]):
        assert before.end <= after.start


@pytest.mark.parametrize("name", FIXTURE_NAMES)
def test_every_block_has_a_locator_and_table_rows_have_aligned_cells(read_fixture, name):
    for block in read_fixture(name).blocks():
        assert block.locator
        assert all(isinstance(heading, str) and heading for heading in block.heading_path)
        if block.kind == "table_row":
            assert block.table is not None
            assert len(block.table["headers"]) == len(block.table["cells"])
        else:
            assert block.table is None


@pytest.mark.parametrize("name", FIXTURE_NAMES)
def test_the_normalised_text_has_lf_newlines_no_bom_and_nfc(read_fixture, name):
    text = read_fixture(name).text
    assert "\r" not in text
    assert "\ufeff" not in text
    assert unicodedata.is_normalized("NFC", text)


@pytest.mark.parametrize("name", FIXTURE_NAMES)
def test_reading_the_same_file_twice_gives_identical_output(read_fixture, name):
    first, second = read_fixture(name), read_fixture(name)
    assert first.text == second.text
    assert first.media_type == second.media_type
    assert first.warnings == second.warnings
    assert list(first.blocks()) == list(second.blocks())


@pytest.mark.parametrize("name", FIXTURE_NAMES)
def test_blocks_can_be_read_again_from_the_same_document(read_fixture, name):
    document = read_fixture(name)
    assert list(document.blocks()) == list(document.blocks())


@pytest.mark.parametrize("language", ["_en.", "_zh."])
def test_every_format_has_a_fixture_in_english_and_chinese(language):
    formats = {".txt", ".md", ".csv", ".xlsx", ".pdf", ".docx"}
    covered = {path.suffix for path in FIXTURES.iterdir() if language in path.name}
    assert formats <= covered
    assert {".json", ".jsonl"} & covered
    assert set(SUPPORTED_EXTENSIONS) >= covered
