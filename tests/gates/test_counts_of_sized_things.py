"""A count of things of a size written right after it is the sentence's measure of that kind over the size: "76 feet
of stalks … the equivalent of 38 two-foot stalks"."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

NETTLES = "Tom Ashby stripped and ate the leaves from 76 feet of stinging nettle stalks. Competitors are handed two-foot stalks."

CASES = [
    ("Tom Ashby ate the leaves off 76 feet of stalks, the equivalent of 38 two-foot stalks.", NETTLES, None),
    ("Tom Ashby ate the leaves off 76 feet of stalks, the equivalent of 36 two-foot stalks.", NETTLES, "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
