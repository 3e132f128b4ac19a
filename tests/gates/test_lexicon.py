"""Cue words are found as whole words however a text is written, and idioms never count.

The vocabularies first ask whether a cue can occur at all (its longest word must be a run of letters of the
text); these cases pin down that the quick answer never hides a cue.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from report_workflow.gates.align import align, clauses
from report_workflow.gates.inputs import Evidence, Passage
from report_workflow.gates.lexicon import (
    certainty_cues,
    direction_cues,
    hedge_cues,
    negated_words,
    negation_cues,
    negation_scopes,
    universal_cues,
)
from report_workflow.text import content_terms


def test_a_negation_next_to_a_figure_or_a_bracket_is_a_word():
    assert negation_cues("In 2019(no survey) the 3no-show rule applied") == ("no",)
    assert negation_cues("Volume 4never recovered") == ("never",)


def test_a_negation_inside_a_longer_word_is_none():
    assert negation_cues("The notable knowledge economy grew") == ()


def test_contractions_negate_with_straight_and_curly_apostrophes():
    assert negation_cues("The board didn't approve it") == ("n't",)
    assert negation_cues("The board didn\u2019t approve it") == ("n't",)


def test_a_multi_word_hedge_needs_all_its_words():
    assert hedge_cues("It is possible that fares rise in May 2025.") == ("it is possible",)
    assert hedge_cues("It is a possibility that fares rise.") == ()


def test_a_lone_surrogate_does_not_join_the_words_around_it():
    assert negation_cues("no\ud800t approved") == ("no",)


def test_a_kelvin_sign_reads_as_the_letter_k():
    assert negation_cues("The pilot plant lac\u212as funding") == ("lacks",)


def test_idioms_are_not_cues():
    assert negation_cues("Not only did ridership rise, it was no less than 12% higher") == ()
    assert universal_cues("After all, the depot was rebuilt") == ()
    assert [cue.word for cue in direction_cues("More than 200 buses were ordered")] == []


def test_chinese_cues_skip_words_that_only_contain_them():
    assert negation_cues("客流不断增长，但票价没有上调") == ("没有",)
    assert negation_cues("未来三年不少线路将延长") == ()
    assert certainty_cues("数据证明该措施有效") == ("证明",)


def test_negation_scopes_read_the_words_after_the_cue():
    assert negation_scopes("The board did not approve the merger.") == (("not", " approve the merger"),)
    assert negation_scopes("该计划并未获得批准") == (("并未", "获得批准"),)


def test_a_comma_inside_a_figure_does_not_end_a_clause():
    text = "Ridership reached 1,024 riders, and fares fell; margins widened."
    assert [text[clause.start : clause.end] for clause in clauses(text)] == [
        "Ridership reached 1,024 riders", "fares fell", " margins widened",
    ]


def test_coordinating_words_break_clauses_in_any_case():
    text = "Fares rose AND ridership fell WHEREAS costs held"
    assert [text[clause.start : clause.end] for clause in clauses(text)] == [
        "Fares rose", "ridership fell", "costs held",
    ]


def test_the_first_of_two_equally_good_passages_is_aligned():
    first = Passage("The ferry carried 3,510 passengers in June.", source_id="a")
    second = Passage("In June the ferry carried 3,510 passengers.", source_id="b")
    alignment = align(content_terms("ferry carried passengers June"), Evidence([first, second]))
    assert alignment is not None and alignment.passage is first


def test_the_passage_sharing_most_terms_is_aligned_wherever_it_stands():
    partial = Passage("The ferry ran in June.", source_id="a")
    full = Passage("The ferry carried 3,510 passengers in June.", source_id="b")
    alignment = align(content_terms("The ferry carried passengers in June"), Evidence([partial, full]))
    assert alignment is not None and alignment.passage is full


_WORDS = st.sampled_from(
    ["not", "no", "never", "may", "all", "some", "rose", "fell", "more", "than", "200", "it", "is", "possible",
     "didn't", "lack", "-", ",", ".", "of", "the", "fares", "\u212a", "\u00e9", "不", "不断", "可能", "上升"]
)


@given(st.lists(_WORDS, max_size=12), st.sampled_from(["", " ", "-", "'"]))
def test_every_cue_found_stands_where_it_is_reported(words, separator):
    text = separator.join(words)
    for cues in (negation_cues(text), hedge_cues(text)):
        for cue in cues:
            assert cue.replace("n't", "'t") in text.lower().replace("\u212a", "k") or cue in text
    for cue in direction_cues(text):
        assert text.lower().replace("\u212a", "k")[cue.start :].startswith(cue.word)


def test_a_chinese_negation_governs_the_verb_after_its_modal():
    assert negation_scopes("我们不能保证今后没有一户居民再受淹") == (("不", "保证今后没有"), ("没有", "一户居民再受"))
    assert negation_scopes("该项目未能按期完工") == (("未", "按期完工"),)


def test_a_negated_noun_keeps_its_first_character():
    assert negation_scopes("该公司没有能力偿还") == (("没有", "能力偿还"),)


def test_year_on_year_and_ratios_are_no_comparisons():
    assert [cue.word for cue in direction_cues("公司亏损同比扩大")] == ["扩大"]
    assert [cue.word for cue in direction_cues("海外收入比重提升")] == ["提升"]
    assert [cue.word for cue in direction_cues("新算法比旧算法快")] == ["比旧算法快"]


@pytest.mark.parametrize(("text", "word", "sign"), [
    ("2024年接待游客比上年多出三十万人次", "比上年多", 1),
    ("全年降水比常年少120毫米", "比常年少", -1),
    ("新馆比旧馆大一倍", "比旧馆大", 1),
])
def test_a_comparison_reads_its_predicate_before_the_figure_after_it(text: str, word: str, sign: int) -> None:
    assert [(cue.word, cue.axis, cue.sign) for cue in direction_cues(text)] == [(word, "magnitude", sign)]


def test_a_rate_that_rises_speeds_up():
    assert [(cue.word, cue.axis) for cue in direction_cues("增速较上年同期提高0.6个百分点")] == [("提高", "speed")]
    assert [(cue.word, cue.axis) for cue in direction_cues("The pace of hiring fell")] == [("fell", "speed")]
    assert [(cue.word, cue.axis) for cue in direction_cues("The unemployment rate fell")] == [("fell", "magnitude")]


def test_a_negated_verb_of_attaining_denies_what_it_attains():
    scopes = dict(negation_scopes("The primary endpoint did not reach statistical significance (P=0.07)."))
    assert negated_words(scopes["not"]) == ("reach", "statistical")
    scopes = dict(negation_scopes("The difference should not be read as significant."))
    assert negated_words(scopes["not"]) == ("read", "significant")
    assert negated_words(dict(negation_scopes("组间差异未达到统计学显著水平"))["未"]) == ("达到", "统计")
    scopes = dict(negation_scopes("The court did not find the contract void for uncertainty."))
    assert negated_words(scopes["not"]) == ("find", "contract")
    assert "void" in scopes["not"]


def test_a_thing_denied_with_the_act_that_would_make_it_denies_the_act():
    words = negated_words(dict(negation_scopes("They are in talks, but no agreement has been signed."))["no"])
    assert words[0] == "agreement" and words[1].startswith("sign")
    words = negated_words(dict(negation_scopes("No charges were brought against the driver."))["no"])
    assert words[0].startswith("charge") and words[1] in ("bring", "brought")


def test_a_chinese_negation_governs_the_verb_past_a_place():
    scope = dict(negation_scopes("专家组未在抽检的120批次样品中发现违禁添加物"))["未"]
    assert scope.startswith("在抽检的120批次样品中") and "发现" in scope


def test_any_other_negated_word_stands_alone():
    assert negated_words(dict(negation_scopes("The board did not approve the merger"))["not"]) == ("approve",)
    assert negated_words(dict(negation_scopes("It was not deemed to be a threat"))["not"]) == ("deemed",)


def test_a_negation_ends_with_its_sentence():
    assert negation_scopes("The Hornets failed to reach the playoffs.The arena is in New Orleans") == (
        ("failed to", " reach the playoffs"),
    )


@pytest.mark.parametrize("text", ["两组的缓解率分别为47.4%和31.4%。", "公司特别提示风险。", "两者并无本质区别。", "按性别统计。", "个别门店关闭。"])
def test_words_holding_bie_are_not_negations(text):
    assert "别" not in negation_cues(text)


@pytest.mark.parametrize("text", ["非食品价格上涨0.9%。", "非经常性损益为1.2亿元。", "非农就业增加25万人。", "非流动资产减少。"])
def test_fei_as_non_in_a_term_is_not_a_negation(text):
    assert "非" not in negation_cues(text)


def test_fei_before_a_word_that_is_no_term_still_negates():
    assert negation_cues("公司并非经常亏损。") == ("并非",)


def test_each_cue_of_a_repeated_word_is_reported_where_it_stands():
    text = "Sales rose 3.5% in 2021, costs rose 1,200 and prices rose, then rose again"
    expected = [index for index in range(len(text)) if text.startswith("rose", index)]
    assert [cue.start for cue in direction_cues(text)] == expected
