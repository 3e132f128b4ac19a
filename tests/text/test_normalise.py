"""The normaliser keeps spans meaningful; fold gives one matching form for quotes, dashes, width and case."""

import re
import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from report_workflow.text import fold, normalise_source_text
from report_workflow.text.normalise import _UNIFY, _single_spaced, fold_with_offsets


def test_leading_byte_order_mark_is_removed():
    assert normalise_source_text("\ufeffRevenue rose 5%.") == "Revenue rose 5%."


def test_windows_and_old_mac_line_ends_become_lf():
    assert normalise_source_text("line one\r\nline two\rline three") == "line one\nline two\nline three"


def test_control_characters_become_spaces_but_tab_and_newline_stay():
    assert normalise_source_text("a\x00b\x07c\td\ne\x85f") == "a b c\td\ne f"


def test_text_is_composed_to_nfc():
    assert normalise_source_text("cafe\u0301") == "caf\u00e9"


def test_chinese_text_is_unchanged():
    text = "收入增长５％，达到１２３亿元。"
    assert normalise_source_text(text) == text


@given(st.text())
def test_normalising_twice_changes_nothing(raw):
    once = normalise_source_text(raw)
    assert normalise_source_text(once) == once


def test_fold_lowercases_and_collapses_whitespace():
    assert fold("  Revenue   ROSE\n\tsharply ") == "revenue rose sharply"


def test_fold_unifies_curly_and_cjk_quotes():
    assert fold("\u201cgrowth\u201d «x» 「y」 『z』") == '"growth" "x" "y" "z"'


def test_fold_unifies_apostrophes_and_dashes():
    assert fold("company\u2019s 2020\u20132021 \u2212 5 \u2014 end") == "company's 2020-2021 - 5 - end"


def test_fold_turns_full_width_forms_into_ascii():
    assert fold("ＧＤＰ增长５．２％") == "gdp增长5.2%"


@given(st.text())
def test_fold_is_idempotent(text):
    assert fold(fold(text)) == fold(text)


def test_folded_match_maps_back_to_the_original_span():
    original = "The  “Quoted”   Phrase"
    folded = fold_with_offsets(original)
    start = folded.text.index('"quoted" phrase')
    span = folded.original_span(start, start + len('"quoted" phrase'))
    assert original[span[0]:span[1]] == "“Quoted”   Phrase"


def test_full_width_characters_map_to_themselves():
    original = "增长５．２％"
    folded = fold_with_offsets(original)
    start = folded.text.index("5.2%")
    assert folded.original_span(start, start + 4) == (2, 6)


_PROSE = st.text(
    alphabet=st.sampled_from(list("aZ 5.,\n\t\u00a0\u3000“”’–—ＡＢ１２增长é\u0301ß")), max_size=40
)


@given(_PROSE)
def test_fold_with_offsets_agrees_with_fold(text):
    assert fold_with_offsets(text).text == fold(text)


@given(_PROSE)
def test_every_folded_character_points_inside_the_original(text):
    folded = fold_with_offsets(text)
    assert all(0 <= s < e <= len(text) for s, e in zip(folded.starts, folded.ends))
    assert list(folded.starts) == sorted(folded.starts)


def _fold_by_definition(text: str) -> str:
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text.lower()).casefold())
    return " ".join(folded.translate(_UNIFY).split())


@given(st.text())
def test_fold_equals_its_definition_on_any_text(text):
    assert fold(text) == _fold_by_definition(text)


_COMPOSING = list("ae\u0301\u0308\u0327ｶﾞ\u3099か가\u11a8\u1100\u1161ǰJ\u030cİß，。“ ")


@given(st.text(alphabet=st.sampled_from(_COMPOSING), max_size=20))
def test_fold_equals_its_definition_around_composing_characters(text):
    assert fold(text) == _fold_by_definition(text)


@given(st.text(alphabet=st.sampled_from(list("ab .\t\n\r\x0b\x0c\x1c\x1f\x85\xa0\u2028\u3000é")), max_size=30))
def test_single_spacing_equals_splitting_and_joining(text):
    assert _single_spaced(text) == " ".join(text.split())


def test_a_lone_surrogate_becomes_a_replacement_character_in_place() -> None:
    assert normalise_source_text("Revenue \ud800rose 5%.") == "Revenue \ufffdrose 5%."


def _normalised_by_definition(raw: str) -> str:
    text = re.sub(r"\r\n?", "\n", raw.lstrip("\ufeff"))
    text = re.sub("[\ud800-\udfff]", "\ufffd", re.sub(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]", " ", text))
    return unicodedata.normalize("NFC", text)


@given(st.text(alphabet=st.sampled_from(list("aZ5 .\t\n\r\x00\x07\x1f\x7f\x85\x9f\ufeffe\u0301é收\u2028\ud800\udfff")),
               max_size=30))
def test_normalising_equals_its_definition(raw):
    assert normalise_source_text(raw) == _normalised_by_definition(raw)
