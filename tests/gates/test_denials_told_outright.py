"""A passive denial denies its subject ("Footfall counts were not collected" agrees with "no footfall figures");
an absence of evidence ("no evidence that customer data has been accessed") is no denial of the thing itself,
which a sentence keeps with a word of evidence, signs or showing."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

FOOTFALL = "Footfall counts were not collected this year because the sensor at the pier entrance was out of service."
ACCESS = "Our investigation is ongoing; to date we have found no evidence that customer account data has been accessed."


@pytest.mark.parametrize(("answer", "passes"), [
    ("There are no footfall figures for the year.", True),
    ("Footfall figures were collected this year.", False),
])
def test_a_passive_denial_denies_its_subject(answer: str, passes: bool) -> None:
    assert verdict_of(answer, FOOTFALL)[0] is passes


@pytest.mark.parametrize(("answer", "rules"), [
    ("The society says customer account data was not accessed.", {"FD002"}),
    ("The society says nothing showed that customer account data was accessed.", set()),
    ("The society has found no evidence that customer account data has been accessed.", set()),
])
def test_an_absence_of_evidence_told_as_a_denial(answer: str, rules: set[str]) -> None:
    passed, findings = verdict_of(answer, ACCESS)
    assert {finding["rule"] for finding in findings if finding["severity"] == "block"} == rules and passed is not rules
