"""Table rows keyed by a place or a year: a title before a name ranks that name ("runners-up Eastfield Colliery"),
a figure the sentence writes is not the name of the row placed at it ("the Section 2 contest"), a row of a year
the sentence does not name holds no rival figure, and a count written with a thousands separator is no year."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.readers.cells import row_statement

RESULTS = ("Section 2 results.\n\n| Place | Band | Marks |\n|---|---|---|\n| 1 | Harbour Lane Silver | 188 |\n"
           "| 2 | Eastfield Colliery | 182 |\n| 3 | Mossgate Town | 179 |\n")
BURROWS = ("Puffin burrow survey.\n\n| Year | Occupied burrows |\n|---|---|\n| 2019 | 4,200 |\n| 2021 | 3,900 |\n"
           "| 2024 | 3,150 |\n\nCounts were made in the same 18 survey plots each year.")


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


@pytest.mark.parametrize(("answer", "passes"), [
    ("Harbour Lane Silver won the Section 2 contest with 188 marks, six clear of runners-up Eastfield Colliery.",
     True),
    ("Harbour Lane Silver won the Section 2 contest, ahead of runners-up Mossgate Town.", False),
])
def test_a_place_title_ranks_the_name_after_it(answer: str, passes: bool) -> None:
    assert _passes(answer, RESULTS) is passes


@pytest.mark.parametrize(("answer", "passes"), [
    ("Occupied burrows in the 18 survey plots fell by a quarter between 2019 and 2024, from 4,200 to 3,150.", True),
    ("Occupied burrows in the 18 survey plots fell from 4,200 in 2019 to 3,900 in 2024.", False),
])
def test_a_row_of_another_year_holds_no_rival(answer: str, passes: bool) -> None:
    assert _passes(answer, BURROWS) is passes


@pytest.mark.parametrize(("written", "shown"), [
    (["2024", "1,950"], "Year: 2024; 2024 Pairs: 1,950"),
    (["2024", "1950"], "Year: 2024; 2024 Pairs: 1950"),
])
def test_a_count_written_with_a_separator_stays_a_count(written: list[str], shown: str) -> None:
    assert row_statement(["Year", "Pairs"], [2024, 1950], written=written) == shown
