"""FP001 reads a negation with the time it denies something for.

"Bookings are not accepted during the first two weeks of each term" denies booking for those weeks; a sentence
keeping that exception in its own words ("..., but not during the two-week registration period") negates the same
weeks, not something the evidence affirms. Denying the thing for all time still contradicts it.
"""

from __future__ import annotations

import pytest

from report_workflow.gates.lexicon import negation_scopes
from tests.support import verdict_of

SPORTS_HALL = (
    "Members can book the sports hall for up to three hours per week. Bookings are not accepted during the first "
    "two weeks of each school term (the registration period)."
)
LIBRARY = (
    "Students may borrow up to ten books at a time. Loans are not issued within the last five days of the academic "
    "year (the stocktaking week)."
)


def test_a_negation_runs_on_to_the_time_it_denies_something_for() -> None:
    scopes = negation_scopes("Bookings are not accepted during the first two weeks of each term.")
    assert scopes == (("not", " accepted during the first two weeks"),)


@pytest.mark.parametrize(("answer", "source"), [
    ("Members can book the sports hall for up to three hours per week, but not during the two-week registration "
     "period at the start of each term.", SPORTS_HALL),
    ("Students can borrow up to ten books at a time, but not within the five-day stocktaking week at the end of "
     "the academic year.", LIBRARY),
])
def test_an_exception_kept_with_but_not_during_passes(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert "FP001" not in {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("answer", "source"), [
    ("Bookings are accepted during the first two weeks of each school term.", SPORTS_HALL),
    ("Loans are issued within the last five days of the academic year.", LIBRARY),
])
def test_affirming_what_the_evidence_denies_for_that_time_blocks(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert not passed and "FP001" in {finding["rule"] for finding in findings}
