"""FD002: a condition closing a sentence governs the statement before it even when it names two things joined by
"and" ("provided they have used no more than 1 GB of data and 30 minutes of calls"); dropping it blocks, keeping it
passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

GYM = ("Members who cancel within 30 days of joining get their joining fee back, provided they have attended no more "
       "than four classes and have not used the sauna. After 30 days, a cancellation fee of £40 applies.")
LIBRARY = ("Borrowers can renew a loan online up to three times, provided the item has not been reserved and their "
           "account has no unpaid fines.")


@pytest.mark.parametrize(("answer", "source"), [
    ("Members who cancel within 30 days of joining get their joining fee back [1].", GYM),
    ("Borrowers can renew a loan online up to three times [1].", LIBRARY),
])
def test_dropping_a_two_part_closing_condition_blocks(answer: str, source: str) -> None:
    assert "FD002" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("Members who cancel within 30 days of joining get their joining fee back, provided they have attended no more "
     "than four classes and have not used the sauna [1].", GYM),
    ("Borrowers can renew a loan online up to three times if the item has not been reserved and their account has "
     "no unpaid fines [1].", LIBRARY),
])
def test_keeping_a_two_part_closing_condition_passes(answer: str, source: str) -> None:
    assert "FD002" not in fired(verify(answer, [source]))


def test_a_condition_followed_by_a_clause_of_its_own_governs_that_clause_only() -> None:
    source = "Members get their joining fee back, and provided they book online, a towel is included."
    assert "FD002" not in fired(verify("Members get their joining fee back [1].", [source]))
