"""A screen in front of a pattern only ever skips texts the pattern finds nothing in.

Case-blind English patterns are screened by their words in the lower-cased text, and Chinese ones by a Chinese
character: these cases pin down texts written in other scripts, cases and stray letters, where a quick answer could
otherwise hide a cue.
"""

from __future__ import annotations

import re

import pytest

from report_workflow.gates.lexicon import (
    Vocabulary,
    WholeWordScreen,
    WordScreen,
    condition_cues,
    denials_of_use,
    direction_cues,
    may_negate,
    negation_cues,
    word_negations,
)
from report_workflow.text.normalise import CASE_BLIND_STRAYS


def test_the_strays_are_the_only_letters_lower_casing_misses():
    letter = re.compile("[a-z]", re.IGNORECASE)
    missed = {chr(code) for code in range(128, 0x110000)
              if letter.fullmatch(chr(code)) and not re.fullmatch("[a-z]", chr(code).lower())}
    assert missed == set(CASE_BLIND_STRAYS)


@pytest.mark.parametrize("text", ["UNLESS it rains", "unle\u017fs it rains, café", "\u0130NSTEAD OF cash",
                                  "Malmö rather than Lund"])
def test_a_word_screen_lets_every_case_through(text):
    assert WordScreen("unless", "rather than", "instead of").may_match(text)


def test_a_word_screen_skips_a_text_without_its_words():
    assert not WordScreen("unless", "rather than").may_match("Café sales rose in Zürich")
    assert WordScreen("remain", chinese=True).may_match("仍为50万元")


@pytest.mark.parametrize("text", ["Revenue was UP 5%", "Café sales were up 5%", "Sales rema\u0131ned at 5%",
                                  "Sales remained at 5% in Zürich", "仍为50万元"])
def test_a_whole_word_screen_lets_every_case_through(text):
    assert WholeWordScreen("up", "remained", chinese=True).may_match(text)


def test_a_whole_word_screen_skips_a_text_holding_its_words_only_inside_others():
    assert not WholeWordScreen("up", "down").may_match("Support for the downturn in Zürich grew")
    assert not WholeWordScreen("up", "remained").may_match("仍为50万元")


def test_english_movements_are_found_beside_accented_letters():
    assert [cue.word for cue in direction_cues("Café revenue was UP 5% in Zürich")] == ["up"]
    assert [cue.sign for cue in direction_cues("Sales at the Malmö store REMAINED AT 5%")] == [0]
    assert [cue.word for cue in direction_cues("Exports to São Paulo showed growth of 12%")] == ["growth"]
    assert [cue.word for cue in direction_cues("Sales rema\u0131ned at 5%")] == ["rema\u0131ned at"]


def test_english_negations_written_as_words_are_found_beside_accented_letters():
    rejected = "The court in Malmö REJECTED the argument that the café was unsafe"
    assert [negation.word for negation in word_negations(rejected)] == ["REJECTED the argument that"]
    pending = "The café's opening date is yet to\nbe announced"
    assert [negation.scope for negation in word_negations(pending)] == ["announced"]
    assert [negation.word for negation in word_negations("The café was TOO degraded to be reused")] == [
        "TOO degraded to"]


@pytest.mark.parametrize("text", [
    "The audit did not find fraud", "The café isn't open", "Neither you nor your family", "未发现问题", "首末班车时间另行公布",
    "Contraindications: severe hepatic impairment", "Exclusions\uff1aflood", "【禁忌】孕妇禁用", "The drug is contraindicated",
    "The feature is switched off", "Microsoft DROPPED support for Windows 7", "The date is yet to be confirmed",
    "The café's opening date is yet to\nbe announced", "The court in Malmö REJECTED the argument that it was unsafe",
    "The lead came was too degraded to be reused", "The café was TOO degraded to be reused",
])
def test_a_text_that_negates_is_let_through(text):
    assert negation_cues(text) or denials_of_use(text) or word_negations(text)
    assert may_negate(text)


@pytest.mark.parametrize("text", ["Sales rose 5% in 2023", "Café sales in Zürich rose 5%", "The tattoo parlour opened",
                                  "Notably, the nothingness of the museum"])
def test_a_text_without_a_negating_word_is_stopped(text):
    assert not may_negate(text)


def test_chinese_cues_are_found_and_accented_letters_hold_none():
    assert condition_cues("如获批准，将于2025年上市") == ((0, "如获"),)
    assert [negation.word for negation in word_negations("首末班车时间另行公布")] == ["另行"]
    assert condition_cues("Café opening in Zürich, if approved") == ((24, "if"),)
    assert negation_cues("The café in Zürich did not reopen") == ("not",)


def test_a_cue_outside_ascii_must_hold_a_chinese_character():
    with pytest.raises(ValueError):
        Vocabulary({"café": "café"})
