"""Retrieval gives a passage opening with a back-reference the passage before it: "Of these, 600 tested positive"
counts a part of a whole ("The clinic screened 2,400 patients"), and a share of that whole ("a quarter of them") is
worked out only read with both."""

from __future__ import annotations

import pytest

from report_workflow.gates.inputs import Statement
from report_workflow.gates.retrieval import SourceIndex
from report_workflow.verify import verify
from tests.support import fired

NUMBER_NOT_IN_EVIDENCE = "FE001"
CLINIC = "The clinic screened 2,400 patients in March. Of these, 600 tested positive for influenza."
SURVEY = "The 2023 survey covered 12,000 households. Of them, 3,000 had at least one member working from home."
SURVEY_ZH = "本次调查共访问了1200名居民。其中，300人表示每周至少锻炼三次。"


@pytest.mark.parametrize(("sentence", "source", "whole"), [
    ("A quarter of them tested positive for influenza.", CLINIC, "The clinic screened 2,400 patients in March."),
    ("四分之一的人表示每周至少锻炼三次。", SURVEY_ZH, "本次调查共访问了1200名居民。"),
])
def test_a_passage_opening_with_a_back_reference_brings_the_passage_before_it(
        sentence: str, source: str, whole: str) -> None:
    passages = SourceIndex({"1": source}).select(Statement(sentence), ["1"])
    assert whole in [passage.text for passage in passages]


def test_a_passage_without_a_back_reference_comes_alone() -> None:
    april = "In April, 600 patients tested positive for influenza."
    source = f"The clinic screened 2,400 patients in March. {april}"
    passages = SourceIndex({"1": source}).select(Statement(april), ["1"])
    assert [passage.text for passage in passages] == [april]


@pytest.mark.parametrize(("answer", "source"), [
    ("A quarter of them tested positive for influenza [1].", CLINIC),
    ("One in four of them had at least one member working from home [1].", SURVEY),
    ("其中四分之一表示每周至少锻炼三次[1]。", SURVEY_ZH),
])
def test_a_share_of_the_whole_a_back_reference_counts_from_passes(answer: str, source: str) -> None:
    result = verify(answer, {"1": source})
    assert result["publishable"], result["sentence_results"]


@pytest.mark.parametrize(("answer", "source"), [
    ("One in three of them tested positive for influenza [1].", CLINIC),
    ("One in two of them had at least one member working from home [1].", SURVEY),
    ("其中三分之一表示每周至少锻炼三次[1]。", SURVEY_ZH),
])
def test_a_wrong_share_of_that_whole_still_blocks(answer: str, source: str) -> None:
    assert NUMBER_NOT_IN_EVIDENCE in fired(verify(answer, {"1": source}))
