"""Clauses: the stretches of a text between clause breaks, each with the content terms it carries."""

from __future__ import annotations

import re

import pytest

from hypothesis import given, settings
from hypothesis import strategies as st

from report_workflow.gates.align import _CHINESE_MODAL, _CLAUSE_BREAK, _stated_clauses, asserts, clauses, cue_terms
from report_workflow.gates.inputs import Passage
from report_workflow.gates.lexicon import CUE_WORDS
from report_workflow.text import content_terms


def _spans_and_terms(text: str) -> list[tuple[int, int, frozenset[str]]]:
    return [(clause.start, clause.end, clause.terms) for clause in clauses(text)]


def test_clause_terms_leave_out_cue_words():
    text = "Ridership did not rise in June, while fares fell sharply"
    assert _spans_and_terms(text) == [(0, 30, {"ridership", "jun"}), (38, 56, {"far", "sharp"})]


def test_no_chinese_bigram_straddles_a_cue_word():
    text = "数据似乎显示客流增长，票价没有上调"
    assert [(text[start:end], terms) for start, end, terms in _spans_and_terms(text)] == [
        ("数据似乎显示客流增长", {"数据", "显示", "示客", "客流"}), ("票价没有上调", {"票价"}),
    ]


def test_a_chinese_modal_is_blanked_like_an_english_one():
    assert _spans_and_terms("孕妇可以服用本品") == [(0, 8, {"孕妇", "服用", "用本", "本品"})]


def test_a_denial_of_use_states_the_use_it_denies():
    stated = _stated_clauses(Passage("【禁忌】孕妇及哺乳期妇女禁用。"))
    assert {"孕妇", "服用", "use"} <= stated[0].terms


def test_a_clause_denying_nothing_states_only_its_own_terms():
    passage = Passage("孕妇及哺乳期妇女慎用。")
    assert _stated_clauses(passage) == clauses(passage.text)


def test_chinese_cue_words_are_all_chinese_characters():
    # So a cue word never contains a clause break, which lets the whole text be searched for them at once.
    assert all(re.fullmatch("[\u4e00-\u9fff]+", word) for word in CUE_WORDS if not word.isascii())


def _reference_clauses(text: str) -> list[tuple[int, int, frozenset[str]]]:
    """Each clause alone: cue words and modals cut out of a non-ASCII clause, then its terms less those of the cue
    words."""
    blanked = (*(word for word in CUE_WORDS if not word.isascii()), *_CHINESE_MODAL.pattern.split("|"))
    cues = re.compile("|".join(sorted(blanked, key=len, reverse=True)))
    bounds = [0, *(position for match in _CLAUSE_BREAK.finditer(text) for position in match.span()), len(text)]
    found = []
    for start, end in zip(bounds[::2], bounds[1::2]):
        piece = text[start:end] if text[start:end].isascii() else cues.sub("|", text[start:end])
        terms = content_terms(piece) - cue_terms()
        if terms:
            found.append((start, end, terms))
    return found


_CLAUSE_TEXT = st.lists(
    st.sampled_from([
        "Fares", "rose", "did not", "although", "AND", "whereas", "yet", " ", ", ", ",", "1,024", "; ", ": ", ". ",
        ".", "\n", "!", "café", "Covid19", "\u2013", "客流", "似乎", "显示", "不增长", "没有", "上调", "，", "。",
        "不包括", "包括", "增", "İK", "可以", "服用",
    ]),
    max_size=16,
).map("".join)


@settings(max_examples=300)
@given(_CLAUSE_TEXT)
def test_clauses_are_those_of_each_clause_read_alone(text):
    assert _spans_and_terms(text) == _reference_clauses(text)


def test_a_word_that_only_holds_a_chinese_cue_is_not_blanked() -> None:
    assert "模拟" in clauses("模拟结果显示收益率上升。")[0].terms  # 拟 (plans) inside 模拟 (simulation)
    assert "分别" in clauses("两组的缓解率分别为47.4%和31.4%。")[0].terms
    assert "上升" not in clauses("模拟结果显示收益率上升。")[0].terms  # a cue is blanked: it is what may differ


def test_yet_before_to_is_no_clause_break():
    # "has yet to be tested" is one clause, as "has not yet been tested" is; "yet" as "but" still breaks.
    assert [text for text in _clause_texts("The effect has yet to be tested, and trials are planned")] == [
        "The effect has yet to be tested", "trials are planned"]
    assert _clause_texts("Sales rose yet profits fell") == ["Sales rose", "profits fell"]


def _clause_texts(text: str) -> list[str]:
    return [text[start:end] for start, end, _ in _spans_and_terms(text)]


@pytest.mark.parametrize(("text", "expected"), [
    ("which date to the late Bronze Age", True),
    ("who live within a kilometre", True),
    ("the late Bronze Age", False),
    ("Manfred von Richthofen", False),
])
def test_a_relative_clause_asserts_through_its_verb(text: str, expected: bool) -> None:
    assert asserts(text) is expected
