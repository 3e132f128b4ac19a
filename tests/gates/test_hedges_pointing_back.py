"""A clause that points back to the clause before it and hedges it keeps the evidence's hedge: "…, though this is
still unconfirmed", 但这一点尚待证实; so does a clause before ending on a hedged verb of judging whose object is the clause
(专家组初步判断，火灾起因是电线老化). A clause pointing back without a hedge, or a hedge left out, still blocks (FD002).
"""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

LEAK = ("Early tests suggest the leak may have been caused by a faulty valve, but this has not yet been confirmed.")
ZH_LEAK = "初步调查显示，此次泄漏可能由阀门故障引起，但这一点尚待证实。"
ZH_FIRE = "根据现场勘查情况，专家组初步认定此次火灾系电线老化引发，具体原因仍在调查中。"

BLOCKING = [
    ("Early tests point to a faulty valve as the cause of the leak.", LEAK),
    ("Early tests point to a faulty valve as the cause of the leak, and this was the view of the engineers.", LEAK),
    ("此次泄漏由阀门故障引起，这一点已经明确。", ZH_LEAK),
    ("专家组根据现场勘查认定，此次火灾系电线老化引发。", ZH_FIRE),  # the judging verb without its hedge
    # "that" opening a second statement points back to nothing: its hedge is its own
    ("The report found that a faulty valve caused the leak and that the seal may have failed as well.",
     "The report states that a faulty valve possibly caused the leak and that the seal may have failed as well."),
]
HONEST = [
    ("Early tests point to a faulty valve as the cause of the leak, though this is still unconfirmed.", LEAK),
    ("Early tests point to a faulty valve as the cause of the leak, but this remains unconfirmed.", LEAK),
    ("此次泄漏由阀门故障引起，但这一点尚待证实。", ZH_LEAK),
    ("专家组根据现场勘查初步判断，此次火灾系电线老化引发。", ZH_FIRE),
]


def _strength_rules(answer: str, source: str) -> set[str]:
    return fired(verify(answer, [source]), "FD")


@pytest.mark.parametrize(("answer", "source"), BLOCKING)
def test_a_hedge_left_out_blocks(answer, source):
    assert _strength_rules(answer, source) == {"FD002"}


@pytest.mark.parametrize(("answer", "source"), HONEST)
def test_a_hedge_kept_in_a_clause_pointing_back_passes(answer, source):
    assert _strength_rules(answer, source) == set()
