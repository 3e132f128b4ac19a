"""FE020 and the words that give a figure as a rate or a count of times: "four times a day" restates "every 6
hours", 每日三次 restates 一日3次, so over evidence giving rates those words are not content the evidence must word."""

from __future__ import annotations

import pytest

from report_workflow.gates import coverage
from report_workflow.gates.inputs import Evidence, Passage, Statement
from report_workflow.verify import verify
from tests.support import fired

DOSING = ("Children 6-11 years: 1 tablet every 6 hours while symptoms persist. Do not give more than 4 tablets in "
          "24 hours.")
DOSING_ZH = "儿童：一次5ml，一日3次。"
CAPSULES = "Adults: 2 capsules every 12 hours."
CAPSULES_ZH = "成人：一次2粒，一日2次。"


@pytest.mark.parametrize(("answer", "source"), [
    ("The pediatric dose may be repeated every 6 hours, i.e. up to four times a day [1].", DOSING),
    ("Adults take two capsules twice daily [1].", CAPSULES),
    ("儿童每次服用5毫升，每日三次，即每天共15毫升[1]。", DOSING_ZH),
    ("成人每日两次，每次两粒[1]。", CAPSULES_ZH),
])
def test_a_rate_restated_in_other_words_passes(answer: str, source: str) -> None:
    result = verify(answer, {"1": source})
    assert result["publishable"], result["sentence_results"]


@pytest.mark.parametrize(("answer", "source"), [
    # a wrong interval, a wrong daily total, a wrong count of times
    ("The pediatric dose may be repeated every 4 hours, i.e. up to four times a day [1].", DOSING),
    ("The pediatric dose may be repeated every 6 hours, i.e. 5 tablets a day [1].", DOSING),
    ("儿童每次服用5毫升，每日三次，即每天共20毫升[1]。", DOSING_ZH),
    ("成人每日三次，每次两粒[1]。", CAPSULES_ZH),
])
def test_a_wrong_rate_still_blocks_on_its_figure(answer: str, source: str) -> None:
    result = verify(answer, {"1": source})
    assert "FE001" in fired(result), result["sentence_results"]


@pytest.mark.parametrize(("source", "rules"), [
    ("The pediatric syrup is sugar free.", ["FE020"]),
    ("The pediatric syrup is sugar free and is given every 8 hours.", []),
])
def test_rate_wording_is_set_aside_only_over_evidence_giving_rates(source: str, rules: list[str]) -> None:
    statement = Statement("The pediatric dose may be repeated every 6 hours, i.e. up to four times a day.")
    assert [finding.rule for finding in coverage.check(statement, Evidence([Passage(source)]))] == rules


def test_rate_wording_does_not_excuse_other_missing_content() -> None:
    statement = Statement("Nurses dressed the wounds, changed the catheters and checked the drains every 6 hours.")
    evidence = Evidence([Passage("Children 6-11 years: 1 tablet every 6 hours while symptoms persist.")])
    assert [finding.rule for finding in coverage.check(statement, evidence)] == ["FE020"]


@pytest.mark.parametrize(("text", "terms"), [
    ("up to four times a day", {"tim", "day"}),
    ("twice daily, every 6 hours", {"twic", "daily", "every"}),
    ("once per week", {"week"}),
    ("每日三次，每次5毫升", {"每日", "三次", "每次"}),
    ("一日3次", {"一日", "次"}),
])
def test_rate_wording_is_read_in_english_and_chinese(text: str, terms: set[str]) -> None:
    assert coverage._rate_wording(text) == terms


@pytest.mark.parametrize("text", [
    "Rome was once the capital of an empire.",
    "The Times reported the vote at night.",
    "十月一日举行。",
])
def test_words_that_give_no_rate_are_not_rate_wording(text: str) -> None:
    assert coverage._rate_wording(text) == frozenset()
