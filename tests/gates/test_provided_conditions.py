"""FD002: a condition written ", provided they …" (without "that") governs the statement before it, as "provided
that" does; "provided" followed by its object is the verb and conditions nothing."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

WARRANTY = "The warranty covers repairs for two years, provided the device is registered within 30 days of purchase."
DISCOUNT = "Tenants receive a 10% discount on their rent, provided they pay a full year in advance."
MINISTRY = "The ministry provided the figures to the committee in March."


@pytest.mark.parametrize(("answer", "source"), [
    ("The warranty covers repairs for two years.", WARRANTY),
    ("Every tenant receives a 10% discount on their rent.", DISCOUNT),
])
def test_a_statement_without_the_evidence_s_provided_condition_blocks(answer: str, source: str) -> None:
    assert "FD002" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("The warranty covers repairs for two years if the device is registered within 30 days of purchase.", WARRANTY),
    ("Tenants receive a 10% discount on their rent, provided they pay a full year in advance.", DISCOUNT),
    ("The ministry provided the figures to the committee in March.", MINISTRY),
])
def test_a_kept_condition_or_the_verb_provided_passes(answer: str, source: str) -> None:
    assert verify(answer, [source])["publishable"]


LOANS = ("Members will be able to borrow up to ten e-books at a time, up from six, provided their library card has "
         "been renewed within the past 12 months.")
SUPPLIER = "We are a leading supplier of office software, providing a full suite of tools to 1,000 firms."


@pytest.mark.parametrize(("answer", "source", "blocked"), [
    ("Members will be able to borrow up to ten e-books at a time, up from six.", LOANS, True),
    ("Members can borrow up to ten e-books at a time, provided their library card has been renewed within the past "
     "12 months.", LOANS, False),
    ("We are a leading supplier of office software.", SUPPLIER, False),  # "providing a" is the verb
])
def test_a_closing_provided_governs_every_clause_of_its_sentence(answer: str, source: str, blocked: bool) -> None:
    assert ("FD002" in fired(verify(answer, [source]))) is blocked
