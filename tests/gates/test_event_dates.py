"""FN001 reads a year or date stated as when something happened with the event named beside it.

A date found anywhere in the evidence is not enough: "The site opened in 2015 and was expanded in 2019" contains
2019, so "The site opened in 2019" would pass a look-up. The event words beside a date (before "in"/"on" in
English, after the date in Chinese) say what it dates; a date moved to another event of the same evidence
sentence blocks, while a date restated with its own event, in any wording, passes.
"""

from __future__ import annotations

import pytest

from tests.support import verdict_of

DIVIDEND_ONE_SENTENCE = (
    "The dividend will be paid on 24 May 2024 to shareholders on the register on 19 April 2024."
)
SITE = "The site opened in 2015 and was expanded in 2019."
SITE_CLAUSES = "In 2015 the site opened, and in 2019 it was expanded."
CENTRE = "The Leeds distribution centre opened in 2015 and was expanded in 2019 to handle online orders."
PLANT_PHASES = "该工厂于2015年建成投产，2019年完成二期扩建，产能翻番。"
PLANTS = "The company opened a plant in 2015 in Ohio and in 2019 in Texas."
LISTING = "The company was founded in 2015 and listed on the Shanghai exchange in 2019."
REVENUE = "Revenue was $5M in 2023 and $4M in 2022."
FACTORY = "公司于2015年成立，2019年扩建。"
FACTORY_ONE_CLAUSE = "公司2015年成立并于2019年扩建。"

HONEST = [
    ("the later year with its own event", "The site was expanded in 2019.", SITE),
    ("the later year, the event reworded", "Expansion followed in 2019.", SITE),
    ("the year before its event", "In 2019 the site was expanded.", SITE),
    ("both years with their events", "The site opened in 2015 and was expanded in 2019.", SITE),
    ("evidence naming the event after the year", "The site was expanded in 2019.", SITE_CLAUSES),
    ("the payment date with the payment", "The dividend will be paid on 24 May 2024.", DIVIDEND_ONE_SENTENCE),
    ("the record date with the register", "Shareholders on the register on 19 April 2024 receive the dividend.",
     DIVIDEND_ONE_SENTENCE),
    ("both dates with their events",
     "Dividends are paid on 24 May 2024 to holders on the register on 19 April 2024.", DIVIDEND_ONE_SENTENCE),
    ("a second event leaving out its verb", "The company opened a plant in Texas in 2019.", PLANTS),
    ("the subject named with the later event", "The Leeds distribution centre was expanded in 2019.", CENTRE),
    ("the later event as a noun", "Expansion of the Leeds distribution centre followed in 2019.", CENTRE),
    ("二期扩建 with its own year", "该工厂于2019年完成二期扩建。", PLANT_PHASES),
    ("the listing year", "The company listed in 2019.", LISTING),
    ("a year as the period of a measurement", "Revenue was $5M in 2023.", REVENUE),
    ("扩建 with its own year", "公司于2019年扩建。", FACTORY),
    ("扩建 with its own year, one clause", "公司于2019年扩建。", FACTORY_ONE_CLAUSE),
]

MOVED = [
    ("the record date given to the payment", "The final dividend will be paid on 19 April 2024.",
     DIVIDEND_ONE_SENTENCE),
    ("the expansion year given to the opening", "The site opened in 2019.", SITE),
    ("the listing year given to the founding", "The company was founded in 2019.", LISTING),
    ("扩建的年份给了成立", "公司于2019年成立。", FACTORY),
    ("二期扩建的年份给了建成投产", "该工厂于2019年建成投产。", PLANT_PHASES),
    ("the expansion year given to the opening, subject named", "The Leeds distribution centre opened in 2019.",
     CENTRE),
    ("扩建的年份给了成立, one clause", "公司于2019年成立。", FACTORY_ONE_CLAUSE),
]


@pytest.mark.parametrize(("case", "answer", "source"), HONEST, ids=[case for case, _, _ in HONEST])
def test_a_date_restated_with_its_own_event_passes(case: str, answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("case", "answer", "source"), MOVED, ids=[case for case, _, _ in MOVED])
def test_a_date_moved_to_another_event_blocks(case: str, answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert not publishable
    assert "FN001" in {finding["rule"] for finding in findings}


def test_the_finding_names_the_date_the_evidence_gives_the_event() -> None:
    _, findings = verdict_of("The site opened in 2019.", SITE)
    (finding,) = [finding for finding in findings if finding["rule"] == "FN001"]
    assert "2015" in finding["hint"]


def test_a_date_of_another_evidence_sentence_is_no_rival() -> None:
    """Events are compared within one evidence sentence: the next may date someone else's event."""
    publishable, findings = verdict_of(
        "The park was officially opened in 1940.",
        "The park was chartered by Congress in 1934. It was officially opened by the President in 1940.",
    )
    assert publishable, findings


def test_a_year_naming_a_thing_rather_than_an_event_is_not_compared() -> None:
    publishable, findings = verdict_of(
        "Levasseur produced the 2003 horror film.",
        'Levasseur (born 1979) produced "High Tension" (2003), a horror film.',
    )
    assert publishable, findings
