"""A denial restated in other words: "neither A nor B <does it>" is one denial of what follows both things it
names ("neither the tenant nor a guest was smoking" denies the smoking); a word negative by its prefix
("inconsistent", "unconfirmed") agrees with a "not" before its stem ("not taught consistently", "has not been
confirmed"); and "not quickly enough" denies the degree, not the event ("do not catch up quickly enough": they
catch up, slowly). A negative word denies nothing on its own: the "not" dropped or added still blocks.

Each row: the answer, its source, and whether the polarity gate must block it (FP001) or let it pass.
"""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

INSPECTION = "However, the marking of written work is inconsistent across the science department."
REPAIRS = "Many tenants say repairs are not carried out quickly enough after a fault is reported."
DECK = "The engineers said the cause of the cracking in the deck has not been confirmed."
INSPECTION_HONEST = "Written work in the science department is marked consistently."

POLICY = ("'Unattended' means not supervised by you or a named driver, or not locked when parked overnight.")
TRIAL = "In the trial, the drug reduced mortality at 12 months compared with placebo."
LEASE = "The deposit is returned in full if the flat was not smoked in by the tenant or any guest."

BLOCKING = [
    ("Written work in the science department is marked consistently.",
     "Written work in the science department is not marked consistently."),
    ("Many tenants say repairs are carried out quickly enough after a fault is reported.", REPAIRS),
    ("The engineers said the cause of the cracking in the deck has been confirmed.", DECK),
    ("Written work in the science department is not marked consistently.", INSPECTION_HONEST),

    ("In the trial, neither the drug nor placebo reduced mortality at 12 months.", TRIAL),
    ("The deposit is returned in full if the tenant or a guest smoked in the flat.", LEASE),
]
HONEST = [
    ("Written work in the science department is not marked consistently.", INSPECTION),
    ("Many tenants say repairs are slow to be carried out after a fault is reported.", REPAIRS),
    ("The engineers said the cause of the cracking in the deck remains unconfirmed.", DECK),
    ("Written work in the science department is marked consistently.", INSPECTION_HONEST),

    ("A car counts as unattended when neither you nor a named driver is supervising it, "
     "or when it is not locked overnight.", POLICY),
    ("The deposit is returned in full if neither the tenant nor any guest smoked in the flat.", LEASE),
    ("The drug reduced mortality at 12 months compared with placebo.", TRIAL),
]


def _polarity_rules(answer: str, source: str) -> set[str]:
    return fired(verify(answer, [source]), "FP")


@pytest.mark.parametrize(("answer", "source"), BLOCKING)
def test_a_denial_dropped_or_added_blocks(answer, source):
    assert _polarity_rules(answer, source) == {"FP001"}


@pytest.mark.parametrize(("answer", "source"), HONEST)
def test_a_denial_in_other_words_passes(answer, source):
    assert _polarity_rules(answer, source) == set()
