"""Content terms: stemmed English content words and Chinese bigrams, without figures or stop words."""

from unittest.mock import patch

from hypothesis import given
from hypothesis import strategies as st

from report_workflow.text import content_terms, terms
from report_workflow.text.terms import _STEMS, STOPWORDS, _content_terms, _drop


def test_stop_words_are_dropped():
    assert content_terms("The revenue of the company") == {"revenu", "company"}


def test_inflections_of_a_verb_meet():
    forms = ["increase", "increases", "increased", "increasing"]
    assert len({term for form in forms for term in content_terms(form)}) == 1


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


_MIXED_TEXT = st.text(alphabet=st.sampled_from(list("Revnu rose 19th café ΣΑ ＧＰＵ１收入的增长 -.İK")), max_size=60)


@given(_MIXED_TEXT)
def test_terms_and_their_order_do_not_depend_on_what_is_remembered(text):
    with patch.dict(_STEMS, clear=True):
        with patch.object(terms, "_REMEMBERED_STEMS", 0):
            nothing_remembered = list(_content_terms(text))
        assert list(_content_terms(text)) == nothing_remembered  # every word new
        assert list(_content_terms(text)) == nothing_remembered  # every word met before


@given(st.lists(st.sampled_from(sorted(STOPWORDS)[:60] + ["revenue", "rose", "costs", "fell", "margin", "cash"])))
def test_dropping_words_leaves_the_set_and_its_order_as_subtracting_does(words):
    subtracted, dropped = set(words), set(words)
    subtracted -= STOPWORDS
    _drop(dropped, STOPWORDS)
    assert list(dropped) == list(subtracted)
