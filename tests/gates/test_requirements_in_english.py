"""FE030 for a group English defines by two requirements joined with "and" ("households that pay by direct debit and
have a smart meter"): naming the group with the first requirement alone widens it; keeping both, in any order or
words, passes."""

from __future__ import annotations

import pytest

from report_workflow.gates.narrowings import joined_requirements
from report_workflow.verify import verify
from tests.support import fired

REBATE = ("From 1 October, households that pay by monthly direct debit and have a smart meter fitted will receive a "
          "£20 rebate on their annual bill.")
BUS = "Students who live in the county and attend a full-time course can get free bus travel to college."
ASSEMBLY = "Pupils who walk to school and their parents were invited to the road safety assembly."


@pytest.mark.parametrize(("answer", "source"), [
    ("From 1 October, households that pay by monthly direct debit will receive a £20 rebate on their annual bill.",
     REBATE),
    ("Students who live in the county can get free bus travel to college.", BUS),
])
def test_a_group_missing_its_second_requirement_blocks(answer: str, source: str) -> None:
    assert "FE030" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("From 1 October, households that pay by monthly direct debit and have a smart meter fitted will receive a £20 "
     "rebate on their annual bill.", REBATE),
    ("From 1 October, households that have a smart meter fitted and pay by monthly direct debit will get a £20 "
     "rebate on their annual bill.", REBATE),
    ("Students on a full-time course who live in the county can get free bus travel to college.", BUS),
    ("Pupils who walk to school were invited to the road safety assembly.", ASSEMBLY),  # "and" adds a group
])
def test_both_requirements_kept_passes(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert result["publishable"], result["sentence_results"]


def test_an_english_group_is_read_with_both_requirements() -> None:
    (found,) = joined_requirements(BUS)
    assert (found.second_text, found.group) == ("attend a full-time course", "Students")


def test_and_before_another_group_joins_no_requirement() -> None:
    assert joined_requirements(ASSEMBLY) == ()


def test_a_relative_clause_with_a_subject_of_its_own_names_no_group() -> None:
    assert joined_requirements("the service that I use for hosting and sometimes for recording it is free") == ()


def test_a_requirement_may_hold_a_figure_with_a_thousands_comma() -> None:
    (found,) = joined_requirements("Tenants who have lived in the borough for two years and earn under £30,000 a "
                                   "year can apply for the housing grant.")
    assert found.second_text == "earn under £30,000 a year"


@pytest.mark.parametrize(("answer", "expected"), [
    ("Tenants who have lived in the borough for two years can apply for the housing grant [1].", False),
    ("Tenants who have lived in the borough for two years and earn under £30,000 a year can apply for the housing "
     "grant [1].", True),
])
def test_a_word_both_requirements_share_does_not_keep_the_second(answer: str, expected: bool) -> None:
    source = ("Tenants who have lived in the borough for two years and earn under £30,000 a year can apply for the "
              "new housing grant of up to £2,500.")
    result = verify(answer, [source])
    assert result["publishable"] is expected and ("FE030" in fired(result)) is not expected
