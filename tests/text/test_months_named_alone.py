"""A month named alone where a word places a time in it ("in early August", "by mid-March", "between May and July")
is a date of that month, its day and year not written: a date of that month restates it (2024-08-02 or the
evidence naming August), a date of another month does not. A month's name naming a person or a thing (Theresa
May, the August issue) or the verb "may" is no date."""

from __future__ import annotations

import pytest

from report_workflow.text import find_quantities
from tests.support import verdict_of


def dates_in(text: str) -> list[float]:
    return [quantity.value for quantity in find_quantities(text) if quantity.kind == "date"]


@pytest.mark.parametrize(("text", "dates"), [
    ("The bridge reopened in early October.", [1000]),
    ("Bookings close by mid-March.", [300]),
    ("Roadworks run between May and July.", [500, 700]),
    ("Sales fell during February, then recovered.", [200]),
    ("The fair opens on 3 June 2025.", [20250603]),
    ("The fair opened in June 2025.", [20250600]),
])
def test_a_month_placed_by_a_word_is_a_date_of_that_month(text: str, dates: list[float]) -> None:
    assert dates_in(text) == dates


@pytest.mark.parametrize("text", ["Theresa May spoke first.", "The August issue sold out.",
                                  "Rates may rise in spring.", "Staff met April Jones."])
def test_a_month_name_for_a_person_a_thing_or_the_verb_is_no_date(text: str) -> None:
    assert dates_in(text) == []


RELEASES = ("Changelog of the Pathwise app.\n\n| Version | Released | Notes |\n|---|---|---|\n"
            "| 7.3 | 2025-10-21 | Adds dark mode |\n| 7.2 | 2025-06-09 | Ends Android 9 support |\n")


@pytest.mark.parametrize(("answer", "publishable"), [
    ("Android 9 support ended with version 7.2, released in early June that year [1].", True),
    ("Android 9 support ended with version 7.2, released in late October that year [1].", False),  # 7.3's month
    ("Android 9 support ended with version 7.2, released in early May that year [1].", False),
])
def test_a_month_named_alone_is_stated_by_a_date_of_that_month(answer: str, publishable: bool) -> None:
    passed, findings = verdict_of(answer, RELEASES)
    assert passed is publishable, findings


def test_a_month_named_alone_is_stated_by_the_evidence_naming_it() -> None:
    passed, findings = verdict_of("Mia plans to visit Lisbon in January [1].",
                                  "Mia: I'm going to Lisbon on the last weekend of January. Sam: Lovely!")
    assert passed, findings


RENTS = "Private rents, annual growth\nMonth | Growth\nApril | 4.2%\nMay | 3.9%\nJune | 3.5%"


@pytest.mark.parametrize(("answer", "publishable"), [
    ("Annual rent growth eased in both May and June, falling from 4.2% in April to 3.5% [1].", True),
    ("Annual rent growth eased in both May and June, falling from 3.9% in April to 3.5% [1].", False),  # May's
])
def test_a_month_named_alone_keeps_its_figure_to_its_row(answer: str, publishable: bool) -> None:
    passed, findings = verdict_of(answer, RENTS)
    assert passed is publishable, findings
