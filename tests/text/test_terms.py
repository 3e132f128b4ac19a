"""Content terms: stemmed English content words and Chinese bigrams, without figures or stop words."""

import re
import unicodedata
from unittest.mock import patch

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from report_workflow.text import content_terms, terms
from report_workflow.text.numerals import NUMBER_WORDS
from report_workflow.text.terms import (
    _BYTE_WORD_TERMS,
    _CJK_RUN,
    _WORD_TERMS,
    STOPWORDS,
    _content_terms,
    _stem,
    piece_terms,
)


def test_stop_words_are_dropped():
    assert content_terms("The revenue of the company") == {"revenu", "company"}


def test_inflections_of_a_verb_meet():
    forms = ["increase", "increases", "increased", "increasing"]
    assert len({term for form in forms for term in content_terms(form)}) == 1


@pytest.mark.parametrize(("form", "base"), [
    ("agreed", "agree"), ("guaranteed", "guarantee"), ("decreed", "decree"), ("agrees", "agree"),
    ("employees", "employee"), ("degrees", "degree"), ("committees", "committee"),
])
def test_forms_of_a_word_in_ee_meet_it(form, base):
    assert content_terms(form) == content_terms(base)


@pytest.mark.parametrize("word", ["need", "exceed", "proceed", "speed", "seed"])
def test_a_word_ending_in_eed_keeps_it(word):
    assert content_terms(word) == {word}


def test_plurals_meet_their_singular():
    assert content_terms("companies costs sales processes") == content_terms("company cost sale process")


def test_adverbs_meet_their_adjective():
    assert content_terms("sharply") == content_terms("sharp")


def test_numbers_and_number_words_are_left_to_the_number_gate():
    assert content_terms("Revenue rose 5% to 1,200 units, twenty more than in 2022") == {
        "revenu", "ros", "unit"}


def test_case_and_punctuation_do_not_matter():
    assert content_terms("REVENUE, (Revenue); revenue!") == {"revenu"}


def test_hyphenated_words_give_their_parts():
    assert content_terms("state-owned") == content_terms("state owned")


def test_chinese_runs_give_character_bigrams():
    assert content_terms("营业收入") == {"营业", "业收", "收入"}


def test_a_single_chinese_character_gives_itself():
    assert content_terms("5人") == {"人"}


def test_chinese_particles_cut_runs():
    assert content_terms("公司的收入增长了") == {"公司", "收入", "入增", "增长"}


def test_latin_words_inside_chinese_text_are_words():
    assert content_terms("GPU使用率达到95%") == {"gpu", "使用", "用率", "率达", "达到"}


def test_full_width_latin_letters_fold_to_ascii():
    assert content_terms("ＧＰＵ使用") == content_terms("GPU使用")


def test_accented_words_stay_whole():
    assert "café" in content_terms("Le café était fermé")


def test_stopword_list_is_exposed_and_lower_case():
    assert "the" in STOPWORDS
    assert all(word == word.lower() for word in STOPWORDS)


@given(st.text(max_size=60))
def test_terms_never_include_stop_words_or_empty_strings(text):
    terms = content_terms(text)
    assert "" not in terms
    assert not terms & STOPWORDS


def test_a_kelvin_sign_reads_as_the_letter_k():
    assert content_terms("Mar\u212aets rose \u2013 sharply") == content_terms("Markets rose sharply")


def test_digits_after_a_letter_belong_to_the_word_in_non_ascii_text():
    assert content_terms("Covid19 cases \u2013 2021") == {"covid19", "cas"}
    assert content_terms("19th-century caf\u00e9") == {"th", "century", "caf\u00e9"}


# A straightforward statement of what the terms are, word by word, against which the fast paths are checked.
_REFERENCE_WORD = re.compile(
    "[a-z\u00df-\u024f\u0370-\u03ff\u0400-\u04ff\uac00-\ud7a3\uff41-\uff5a]"
    "[0-9a-z\u00df-\u024f\u0370-\u03ff\u0400-\u04ff\uac00-\ud7a3\uff41-\uff5a\uff10-\uff19]*"
)


def _reference_terms(text: str) -> set[str]:
    lowered = text.lower()
    words = re.findall("[a-z]+", lowered) if text.isascii() else _REFERENCE_WORD.findall(lowered)
    found = set()
    for word in words:
        if len(word) > 1 and word not in STOPWORDS and word not in NUMBER_WORDS:
            found.add(_stem(unicodedata.normalize("NFKC", word)))
    for run in _CJK_RUN.findall(lowered):
        found.update([run] if len(run) == 1 else (run[index : index + 2] for index in range(len(run) - 1)))
    return found - STOPWORDS


_MIXED_TEXT = st.lists(
    st.one_of(
        st.sampled_from(["Revenue", "rose", "the", "INCREASED", "19th", "covid19", "twenty", "b2b", "café", "Straße",
                         "ΣΑΣ", "Жизнь", "한국", "ＧＰＵ１", "ｔｈｅ", "Q１", "x２y", "收入的增长", "カタカナ", " ", ", ", "-", "."]),
        st.text(alphabet=st.sampled_from(list("aZ9 .,-'éÉßİ\u212aΣςжЖＡａ１收入的カ한\u2013\u2019\u0301÷ª²\u200e\ud800")),
                max_size=8),
    ),
    max_size=12,
).map("".join)


@settings(max_examples=500)
@given(_MIXED_TEXT)
def test_terms_are_those_of_the_plain_word_by_word_reading(text):
    assert _content_terms(text) == _reference_terms(text)


@given(_MIXED_TEXT)
def test_terms_do_not_depend_on_what_is_remembered(text):
    with patch.dict(_BYTE_WORD_TERMS, clear=True), patch.dict(_WORD_TERMS, clear=True):
        with patch.object(terms, "_REMEMBERED_TERMS", 0):
            nothing_remembered = _content_terms(text)
        assert _content_terms(text) == nothing_remembered  # every word new
        assert _content_terms(text) == nothing_remembered  # every word met before


@given(_MIXED_TEXT, st.lists(st.integers(min_value=0, max_value=120), max_size=6))
def test_terms_of_pieces_are_those_of_each_piece_alone(text, cuts):
    bounds = sorted(min(cut, len(text)) for cut in cuts)
    spans = list(zip([0, *bounds], [*bounds, len(text)]))
    assert piece_terms(text, spans) == [content_terms(text[start:end]) for start, end in spans]


def test_half_is_a_number_word_not_a_content_term():
    assert "half" not in content_terms("Half a million people visited the museum.")
