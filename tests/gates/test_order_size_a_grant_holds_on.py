"""The size of an order a grant holds on ("a 10% discount on orders of six or more bottles", "free delivery on orders
over £50") is a condition of the grant: a sentence granting it on any order drops it (FD002). A clause stating the
grant's figure is read against the passage stating it, not a heading sharing more of its names."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Hillbrook Dairy's kefir subscribers get 10% off their orders [1].",
     "Hillbrook Dairy kefir subscription – terms. Subscribers receive a 10% discount on orders of six or more bottles. Delivery is free within Greater Manchester.",
     "FD002"),
    ("Hillbrook Dairy's kefir subscribers get 10% off orders of six or more bottles [1].",
     "Hillbrook Dairy kefir subscription – terms. Subscribers receive a 10% discount on orders of six or more bottles. Delivery is free within Greater Manchester.",
     None),
    ("Members get a 15% discount on all their purchases [1].",
     "Members get a 15% discount on purchases over £40.",
     "FD002"),
    ("Members get a 15% discount when they spend more than £40 [1].",
     "Members get a 15% discount on purchases over £40.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
