"""Plain text: paragraphs between blank lines, list items with their continuation lines, line locators."""

from __future__ import annotations

import codecs

from hypothesis import given
from hypothesis import strategies as st

from report_workflow.readers.text import text_blocks


def blocks_of(text: str) -> list[tuple[str, str, int, int]]:
    return [
        (block.kind, text[block.start : block.end], block.locator["line_start"], block.locator["line_end"])
        for block in text_blocks(text)
    ]


def test_paragraphs_are_separated_by_blank_lines_with_line_ranges():
    text = "Tensile test log\nRun 3 at 23 °C.\n\n   \nLatency averaged 12 ms.\n"
    assert blocks_of(text) == [
        ("paragraph", "Tensile test log\nRun 3 at 23 °C.", 1, 2),
        ("paragraph", "Latency averaged 12 ms.", 5, 5),
    ]


def test_list_items_span_their_content_without_the_marker():
    text = "- Batch A: 312 MPa\n* Batch B: 298 MPa\n• Batch C: not started\n1. Repeat at 80 °C.\n2) Replace grips."
    assert [(kind, body) for kind, body, _, _ in blocks_of(text)] == [
        ("list_item", "Batch A: 312 MPa"),
        ("list_item", "Batch B: 298 MPa"),
        ("list_item", "Batch C: not started"),
        ("list_item", "Repeat at 80 °C."),
        ("list_item", "Replace grips."),
    ]


def test_chinese_list_markers_open_list_items():
    text = "1、华东：收入同比增长12%。\n（2）华南：收入同比下降3.2%。\n③华北：未开展推广。"
    assert [body for _, body, _, _ in blocks_of(text)] == [
        "华东：收入同比增长12%。",
        "华南：收入同比下降3.2%。",
        "华北：未开展推广。",
    ]


def test_continuation_lines_belong_to_the_list_item():
    text = "- Batch B: 298 MPa,\n  two specimens slipped\nand were re-tested\n- Batch C"
    assert blocks_of(text)[0] == ("list_item", "Batch B: 298 MPa,\n  two specimens slipped\nand were re-tested", 1, 3)
    assert blocks_of(text)[1] == ("list_item", "Batch C", 4, 4)


def test_a_list_item_ends_the_paragraph_before_it():
    assert [kind for kind, *_ in blocks_of("Runs completed:\n- Batch A\n- Batch B")] == [
        "paragraph",
        "list_item",
        "list_item",
    ]


def test_numbers_and_signs_that_start_a_sentence_are_not_list_markers():
    text = "-5 °C was the lowest reading.\n3.5 kN was the peak load.\n2023. A year of growth."
    assert [kind for kind, *_ in blocks_of(text)] == ["paragraph"]


def test_crlf_and_cr_line_ends_read_like_lf(read_written):
    document = read_written("log.txt", b"Run 1 passed.\r\n\r\nRun 2 failed.\rRun 3 passed.\r\n")
    assert document.text == "Run 1 passed.\n\nRun 2 failed.\nRun 3 passed.\n"
    assert [block.locator for block in document.blocks()] == [
        {"line_start": 1, "line_end": 1},
        {"line_start": 3, "line_end": 4},
    ]


def test_the_chinese_fixture_keeps_numbers_hedges_and_negations(read_fixture, texts):
    paragraphs = texts(read_fixture("会议纪要_zh.txt"))
    assert "一、总体情况\n本季度公司实现营业收入1.2亿元，同比增长5个百分点，毛利率为32.5%。\n华东地区贡献营业收入5,800万元，占比48.3%。" in paragraphs
    assert any("可能达到1.35亿元" in text for text in paragraphs)
    assert any("回款目标未完成" in text for text in paragraphs)


def test_the_english_fixture_has_paragraphs_and_list_items(read_fixture, texts):
    document = read_fixture("lab_log_en.txt")
    batch_b = "Batch B: 24 specimens, mean tensile strength 298 MPa,\n  two specimens slipped in the grips and were re-tested"
    assert batch_b in texts(document, "list_item")
    assert "Specimen B7 did not fracture within the gauge length." in texts(document, "paragraph")[-2]


CHINESE_BIG5 = "2023年第三季營業收入為1.2億元，較去年同期成長5個百分點。華南地區未達預期。\n"
CHINESE_GB = "2023年第三季度营业收入1.2亿元，同比增长5个百分点。华南地区未达预期。\n"


def test_big5_text_is_decoded_as_big5(read_written):
    assert read_written("摘要.txt", CHINESE_BIG5.encode("big5")).text == CHINESE_BIG5


def test_gb18030_text_is_decoded_as_gb18030(read_written):
    assert read_written("摘要.txt", CHINESE_GB.encode("gb18030")).text == CHINESE_GB


def test_cp950_only_characters_are_decoded(read_written):
    text = "營收成長5%，單價€12。\n"
    assert read_written("摘要.txt", text.encode("cp950")).text == text


def test_a_utf8_bom_is_dropped(read_written):
    assert read_written("摘要.txt", codecs.BOM_UTF8 + CHINESE_GB.encode()).text == CHINESE_GB


def test_utf16_with_a_bom_is_decoded(read_written):
    assert read_written("摘要.txt", CHINESE_GB.encode("utf-16")).text == CHINESE_GB


LINE = st.text(alphabet=st.sampled_from("ab 中文,.;-*•12)（）、\t"), max_size=20)


@given(st.lists(LINE, max_size=12))
def test_spans_are_exact_trimmed_and_ordered_for_any_text(lines):
    text = "\n".join(lines)
    previous_end = 0
    for block in text_blocks(text):
        body = text[block.start : block.end]
        assert body and body == body.strip()
        assert block.start >= previous_end
        assert 1 <= block.locator["line_start"] <= block.locator["line_end"] <= len(lines)
        previous_end = block.end


@given(st.lists(st.text(alphabet=st.sampled_from("ab 中文,.;\t"), max_size=20), max_size=12))
def test_no_text_is_lost_when_no_line_is_a_list_item(lines):
    text = "\n".join(lines)
    covered = set()
    for block in text_blocks(text):
        covered.update(range(block.start, block.end))
    assert all(index in covered for index, char in enumerate(text) if not char.isspace())
