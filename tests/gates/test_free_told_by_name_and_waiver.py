"""Free of charge told before a festival's whole name ("the free Lantern Quay Winter Festival") is a quality the
evidence must give (FE048); fees the evidence says are waived give it ("under-18s can enter free of charge")."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

FESTIVAL = ("The Kindle Sisters will headline the Lantern Quay Winter Festival on 14 December. The festival runs from "
            "4pm to 9pm.")
FEES = "Entry fees for the Midsummer Mow remain at £12 for adults and are waived for under-18s."

CASES = [
    ("The Kindle Sisters headline the free Lantern Quay Winter Festival on 14 December.", FESTIVAL, "FE048"),
    ("The Kindle Sisters headline the Lantern Quay Winter Festival on 14 December.", FESTIVAL, None),
    ("Adults pay £12 to enter the Midsummer Mow, and under-18s can enter free of charge.", FEES, None),
    ("Adults pay £12 to enter the Midsummer Mow, and under-18s pay £6.", FEES, "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_free(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
