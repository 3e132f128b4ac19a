"""A denial restated in other words: a word negative by its prefix ("inconsistent", "unconfirmed") agrees with a
"not" before its stem ("not taught consistently", "has not been confirmed"), and "not quickly enough" denies the
degree, not the event ("do not catch up quickly enough": they catch up, slowly). Neither kind of word denies
anything on its own: the "not" dropped or added still blocks.

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

BLOCKING = [
    ("Written work in the science department is marked consistently.",
     "Written work in the science department is not marked consistently."),
    ("Many tenants say repairs are carried out quickly enough after a fault is reported.", REPAIRS),
    ("The engineers said the cause of the cracking in the deck has been confirmed.", DECK),
    ("Written work in the science department is not marked consistently.", INSPECTION_HONEST),
]
HONEST = [
    ("Written work in the science department is not marked consistently.", INSPECTION),
    ("Many tenants say repairs are slow to be carried out after a fault is reported.", REPAIRS),
    ("The engineers said the cause of the cracking in the deck remains unconfirmed.", DECK),
    ("Written work in the science department is marked consistently.", INSPECTION_HONEST),
]


def _polarity_rules(answer: str, source: str) -> set[str]:
    return fired(verify(answer, [source]), "FP")


@pytest.mark.parametrize(("answer", "source"), BLOCKING)
def test_a_denial_dropped_or_added_blocks(answer, source):
    assert _polarity_rules(answer, source) == {"FP001"}


@pytest.mark.parametrize(("answer", "source"), HONEST)
def test_a_denial_in_other_words_passes(answer, source):
    assert _polarity_rules(answer, source) == set()
