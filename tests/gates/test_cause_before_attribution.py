"""A cause is read up to the attribution told after it ("because of a shortage of entries, a spokesperson confirmed on
Monday") before it is matched with what the evidence leaves the cause of open: the spokesperson who "declined to give a
reason" is no side of the cause, so the added cause blocks (FE023 passed it); the effect told alone still passes."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Wenford Gliding Club has cancelled its August regional competition because of a shortage of entries, a spokesperson confirmed on Monday [1].",
     "Wenford Gliding Club has cancelled the regional competition it was due to host from 10 to 18 August 2024, a club spokesperson confirmed on Monday. The spokesperson declined to give a reason. Entry fees will be refunded.",
     "FE023"),
    ("Wenford Gliding Club has cancelled its August regional competition, a spokesperson confirmed on Monday [1].",
     "Wenford Gliding Club has cancelled the regional competition it was due to host from 10 to 18 August 2024, a club spokesperson confirmed on Monday. The spokesperson declined to give a reason. Entry fees will be refunded.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
