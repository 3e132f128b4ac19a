""""Neither A nor B <does it>" is one denial of what follows both things it names: "neither the tenant nor a
guest was smoking" denies the smoking, as "not smoked in by the tenant or a guest" does.

Each row: the answer, its source, and whether the polarity gate must block it (FP001) or let it pass.
"""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

POLICY = ("'Unattended' means not supervised by you or a named driver, or not locked when parked overnight.")
TRIAL = "In the trial, the drug reduced mortality at 12 months compared with placebo."
LEASE = "The deposit is returned in full if the flat was not smoked in by the tenant or any guest."

BLOCKING = [
    ("In the trial, neither the drug nor placebo reduced mortality at 12 months.", TRIAL),
    ("The deposit is returned in full if the tenant or a guest smoked in the flat.", LEASE),
]
HONEST = [
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
def test_neither_nor_restating_a_denial_passes(answer, source):
    assert _polarity_rules(answer, source) == set()
