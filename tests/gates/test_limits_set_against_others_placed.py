"""A part granting something to those of a group told apart by a phrase ("Dealers on the ground floor may begin
setting up at 7:30 am") limits the grant to that phrase when the next part sets others apart the same way ("those in
the upper gallery may set up from 8 am"): a sentence granting it to the whole group drops the limit (FE037)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

FAIR = ("Dealers on the ground floor may begin setting up at 7:30 am; those in the upper gallery may set up from 8 am. "
        "Doors open to the public at 10 am.")
POOL = "Members with a gold card may book lanes from 6 am; those with a standard card may book from 8 am."

CASES = [
    ("Dealers can start setting up at 7.30 am, ahead of the 10 am opening.", FAIR, "FE037"),
    ("Ground-floor dealers can start setting up at 7.30 am.", FAIR, None),
    ("Members may book lanes from 6 am.", POOL, "FE037"),
    ("Gold card members may book lanes from 6 am.", POOL, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_limit_set_against_others(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
