"""FD002: a "may" that grants leave is kept by "can" or "are allowed to", and a condition of consent kept as "with
the manager's approval" is the evidence's condition, not one dropped; a possibility stated as fact still blocks."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

LEAVE = ("Employees may work remotely for up to two days per week, subject to approval by their line manager. "
         "Remote working is not available during the first three months of employment.")
VISITS = "Visitors may bring one guest each, provided that the guest signs in at reception."
DRUG = "The treatment may reduce the risk of relapse by a third, subject to confirmation in a larger trial."


@pytest.mark.parametrize(("answer", "source"), [
    ("With their line manager's approval, staff can work remotely up to two days a week.", LEAVE),
    ("Subject to their line manager's approval, employees are allowed to work remotely up to two days a week.",
     LEAVE),
    ("Visitors can bring one guest each if the guest signs in at reception.", VISITS),
])
def test_leave_restated_with_can_and_its_condition_passes(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("answer", "source"), [
    ("Staff can work remotely up to two days a week.", LEAVE),
    ("The treatment reduces the risk of relapse by a third.", DRUG),
])
def test_a_dropped_condition_or_hedge_still_blocks(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert not publishable
    assert "FD002" in {finding["rule"] for finding in findings}
