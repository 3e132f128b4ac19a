"""A product of a count the sentence states and an amount given for each thing: "six people each", "each of the
capsules … from 8 to 6", and a most allowed for each giving a most allowed ("at most 192 … 32 capsules, each
limited to six people"). A wrong product still blocks (FE001)."""

from __future__ import annotations

import pytest

from report_workflow import verify

FACTS = "Portmerrick Wheel fact sheet. Capsules: 32, each air-conditioned. One rotation takes about 12 minutes."
STATEMENT = ("Operator statement, 14 June 2024: following a safety review, capacity in each of the wheel's capsules "
             "has been reduced from 8 to 6 passengers.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("The wheel can carry 192 passengers across its 32 capsules, at six people each [1][2].", True),
    ("The wheel can carry at most 192 passengers at a time across its 32 capsules, because each capsule is now "
     "limited to six people [1][2].", True),
    ("Across its 32 capsules the wheel carried up to 256 passengers before the review [1][2].", True),
    ("The wheel can carry 224 passengers across its 32 capsules, at six people each [1][2].", False),
    ("The wheel can carry at most 200 passengers at a time across its 32 capsules, because each capsule is now "
     "limited to six people [1][2].", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify(answer, [FACTS, STATEMENT])["publishable"] is passes
