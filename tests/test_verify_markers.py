"""Citation markers as Chinese answers write them: full-width brackets, digits and separators.

【2】, ［１］, [1，2], [1、2] and [1；2] name sources exactly as [2], [1], [1, 2] do; a full-width bracket around
Chinese words (【注】, 【答案】) is a label, not a citation.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from report_workflow.text.markers import read_markers
from report_workflow.verify import verify

REVENUE = {
    "1": "2023年公司实现净利润2000万元，较上年下降5%。",
    "2": "2023年公司实现营业收入1.05亿元，同比增长12%。",
}


@pytest.mark.parametrize(
    ("sentence", "text", "cited"),
    [
        ("公司营业收入为1.05亿元【2】。", "公司营业收入为1.05亿元。", ("2",)),
        ("公司营业收入为1.05亿元［２］。", "公司营业收入为1.05亿元。", ("2",)),
        ("公司营业收入为1.05亿元[１]。", "公司营业收入为1.05亿元。", ("1",)),
        ("公司营业收入为1.05亿元【１２】。", "公司营业收入为1.05亿元。", ("12",)),
        ("营业收入与净利润均见年报[1，2]。", "营业收入与净利润均见年报。", ("1", "2")),
        ("营业收入与净利润均见年报[1、2]。", "营业收入与净利润均见年报。", ("1", "2")),
        ("营业收入与净利润均见年报[1；2]。", "营业收入与净利润均见年报。", ("1", "2")),
        ("营业收入与净利润均见年报【1，3】【2】。", "营业收入与净利润均见年报。", ("1", "3", "2")),
        ("营业收入与净利润均见年报 【ｓｒｃ_ａ】。", "营业收入与净利润均见年报。", ("src_a",)),
        ("营业收入与净利润均见年报【CITE:ev-1a2b】。", "营业收入与净利润均见年报。", ("ev-1a2b",)),
        ("Revenue rose 【1】.", "Revenue rose.", ("1",)),
    ],
)
def test_full_width_markers_name_sources_as_ascii_markers_do(sentence: str, text: str, cited: tuple) -> None:
    assert read_markers(sentence) == (text, cited)


@pytest.mark.parametrize("marker", ["[1-3]", "[1–3]", "【1–3】", "［1－3］", "【1～3】", "［1至3］", "【１-３】"])
def test_a_range_written_with_any_dash_tilde_or_zhi_names_every_source_in_it(marker: str) -> None:
    assert read_markers(f"三家机构的预测一致{marker}。") == ("三家机构的预测一致。", ("1", "2", "3"))


@pytest.mark.parametrize(
    "sentence",
    [
        "【注】本表数据未经审计。",
        "【答案】公司营业收入为1.05亿元。",
        "他说收入“【…】仍在增长”。",
        "年报写道“营收增长12%［sic］”。",
        "报告称【待补充】。",
        "三种原料[铁、铜、铝]的价格均有上涨。",
        "三种原料[铁，铜，铝]的价格均有上涨。",
        "营业收入为1.05亿元[注：未经审计]。",
    ],
)
def test_full_width_brackets_that_are_labels_or_editorial_stay_in_the_sentence(sentence: str) -> None:
    assert read_markers(sentence) == (sentence, ())


def test_an_id_in_chinese_words_is_still_cited_with_ascii_brackets() -> None:
    assert read_markers("公司营业收入为1.05亿元[年报]。") == ("公司营业收入为1.05亿元。", ("年报",))


def test_an_honest_sentence_with_a_full_width_marker_is_verified_against_the_source_it_names() -> None:
    result = verify("公司营业收入为1.05亿元【2】。", REVENUE)
    item = result["sentence_results"][0]
    assert result["publishable"] and item["source_id"] == "2"


def test_a_full_width_marker_scopes_the_sentence_to_the_source_it_names() -> None:
    item = verify("公司营业收入为1.05亿元【1】。", REVENUE)["sentence_results"][0]
    assert (item["rule"], item["source_id"]) == ("FE001", "1")
    assert "1.05亿元" in item["reason"]


def test_a_full_width_marker_naming_a_missing_source_is_a_fabricated_citation() -> None:
    item = verify("公司营业收入为1.05亿元【3】。", REVENUE)["sentence_results"][0]
    assert (item["status"], item["rule"]) == ("blocked", "FA001")
    assert "'3'" in item["reason"]


def test_full_width_digits_in_a_marker_name_the_source_with_ascii_digits() -> None:
    assert verify("公司营业收入为1.05亿元[２]。", REVENUE)["publishable"]


@pytest.mark.parametrize("separator", ["，", "、", ","])
def test_a_sentence_citing_two_sources_with_a_chinese_separator_is_checked_against_both(separator: str) -> None:
    answer = f"公司营业收入为1.05亿元，净利润为2000万元[1{separator}2]。"
    assert verify(answer, REVENUE)["publishable"]
    assert not verify(answer.replace(f"[1{separator}2]", "[2]"), REVENUE)["publishable"]


def test_answer_spans_keep_pointing_at_the_sentences_as_written_with_their_markers() -> None:
    answer = "公司营业收入为1.05亿元【2】。净利润为2000万元［１］。"
    items = verify(answer, REVENUE)["sentence_results"]
    assert [answer[slice(*item["answer_span"])] for item in items] == [item["sentence"] for item in items]
    assert [item["sentence"] for item in items] == ["公司营业收入为1.05亿元【2】。", "净利润为2000万元［１］。"]


_BRACKETS = st.sampled_from([("[", "]"), ("［", "］"), ("【", "】")])
_SEPARATORS = st.sampled_from([",", ", ", ";", "，", "、", "；"])
_WIDE_DIGITS = str.maketrans("0123456789", "０１２３４５６７８９")


@given(_BRACKETS, _SEPARATORS, st.lists(st.integers(1, 999), min_size=1, max_size=5, unique=True), st.booleans())
def test_every_bracket_separator_and_digit_width_names_the_same_sources(brackets, separator, numbers, wide) -> None:
    body = separator.join(str(number) for number in numbers)
    opening, closing = brackets
    marker = opening + (body.translate(_WIDE_DIGITS) if wide else body) + closing
    assert read_markers(f"营业收入增长{marker}。") == ("营业收入增长。", tuple(str(number) for number in numbers))


@given(st.text(alphabet=st.characters(blacklist_characters="[［【")))
def test_text_without_an_opening_bracket_is_returned_stripped_and_cites_nothing(text: str) -> None:
    assert read_markers(text) == (text.strip(), ())


def test_a_full_width_marker_after_the_full_stop_stays_with_its_sentence():
    sources = {"1": "2023年公司实现净利润2000万元。", "2": "2023年公司实现营业收入1.05亿元。"}
    result = verify("2023年公司实现营业收入1.05亿元。【2】净利润为2000万元。【1】", sources)
    assert [r["sentence"] for r in result["sentence_results"]] == ["2023年公司实现营业收入1.05亿元。【2】", "净利润为2000万元。【1】"]
    assert result["publishable"], [r["reason"] for r in result["sentence_results"]]


@pytest.mark.parametrize(("marker", "ids"), [
    ("[Source 1]", ("1",)), ("[source: 2]", ("2",)), ("[Sources 1, 2]", ("1", "2")), ("[Doc 3]", ("3",)),
    ("[ref #4]", ("4",)), ("[src_a]", ("src_a",)), ("[source]", ("source",)),
])
def test_a_word_naming_the_ids_is_not_part_of_them(marker, ids):
    assert read_markers(f"Revenue rose 9.4% {marker}.") == ("Revenue rose 9.4%.", ids)


def test_a_labelled_marker_after_the_full_stop_stays_with_its_sentence():
    sources = {"1": "Group revenue rose 9.4%.", "2": "Operating profit was 412 million pounds."}
    result = verify("Revenue rose 9.4%. [Source 1] Operating profit was 412 million pounds. [Source 2]", sources)
    assert [r["status"] for r in result["sentence_results"]] == ["verified", "verified"]


@pytest.mark.parametrize(("sentence", "expected"), [
    ("Revenue rose 9.4% (Source 1).", ("Revenue rose 9.4%.", ("1",))),
    ("It rose (source: 2, 3).", ("It rose.", ("2", "3"))),
    ("Revenue (in £m) rose (see below).", ("Revenue (in £m) rose (see below).", ())),
    ("The pump (model 2) ran.", ("The pump (model 2) ran.", ())),
])
def test_parentheses_are_a_marker_only_with_a_word_naming_the_ids(sentence, expected):
    assert read_markers(sentence) == expected
