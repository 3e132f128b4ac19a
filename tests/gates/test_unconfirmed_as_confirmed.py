"""FP001 over "no confirmed cases": the evidence denies that confirmed cases exist, so a sentence stating cases as
fact affirms what it denies; the reports under investigation, or the cases kept unconfirmed, pass."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

RECALL = ("There have been no confirmed injuries linked to the heaters, although the regulator said it is examining "
          "three reports of injuries from customers.")
OUTBREAK = "So far there are no verified infections among staff at the plant, and 40 workers have been tested."


@pytest.mark.parametrize(("answer", "source"), [
    ("Three injuries have been linked to the heaters [1].", RECALL),
    ("Two infections have been found among staff at the plant [1].", OUTBREAK),
])
def test_cases_stated_where_the_evidence_denies_confirmed_ones_block(answer: str, source: str) -> None:
    assert "FP001" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("No injuries linked to the heaters have been confirmed, though the regulator is examining three reports of "
     "burns [1].", RECALL),
    ("The regulator is examining three customer reports of burns from the heaters [1].", RECALL),
    ("There are no confirmed injuries linked to the heaters [1].", RECALL),
    ("Three unconfirmed injuries have been linked to the heaters [1].", RECALL),
    ("None of the staff tested at the plant has a verified infection so far [1].", OUTBREAK),
])
def test_the_denial_or_the_unconfirmed_reports_pass(answer: str, source: str) -> None:
    assert "FP001" not in fired(verify(answer, [source]))


def test_a_verb_of_confirming_with_its_object_denies_only_the_confirming() -> None:
    source = "The ministry has not confirmed the reports of a cabinet reshuffle."
    assert "FP001" not in fired(verify("Reports of a cabinet reshuffle circulated in the capital [1].", [source]))


def test_reports_of_the_thing_under_review_do_not_state_it() -> None:
    answer = ("The regulator is reviewing three customer reports of injuries, but no injuries linked to the heaters "
              "have been confirmed [1].")
    assert "FP001" not in fired(verify(answer, [RECALL]))
