"""A month of a year ("in August 2024") is stated by a date the evidence writes without its year ("Between 6 and 9
August") when the one year its source names before that date, in a title or a dateline, is that year; another year
blocks (FE006), and so does a month the source names two years before."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

SURVEY = ("Kessock Point Rock Pool Survey 2024: summary. Between 6 and 9 August, volunteers from the Firth Shore Trust "
          "mapped 412 rock pools along a 3.2 km stretch of shoreline. The survey will be repeated in August 2025.")
TWO_YEARS = ("Rock pool surveys 2023 and 2024. Between 6 and 9 August, volunteers mapped 412 rock pools along a 3.2 km "
             "stretch of shoreline.")

CASES = [
    ("In August 2024, Firth Shore Trust volunteers mapped 412 rock pools along 3.2 km of shoreline.", SURVEY, True),
    ("In August 2023, Firth Shore Trust volunteers mapped 412 rock pools along 3.2 km of shoreline.", SURVEY, False),
    ("In August 2024, volunteers mapped 412 rock pools along 3.2 km of shoreline.", TWO_YEARS, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_months_in_the_sources_year(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE006" in fired(result)) is not publishable
