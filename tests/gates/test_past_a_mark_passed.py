"""A lower bound the sentence sets ("past eighteen thousand items") restates a mark the evidence tells a total went
past ("passed 18,000 items", 突破1万册) at the same figure; "the lock passed 1,240 boats" stays a count."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("A gift from the estate of the late Doris Kemble pushed its library of matchbox labels past eighteen thousand items [1].",
     "The society's library of matchbox labels passed 18,000 items this year after a donation from the estate of the late Doris Kemble.",
     None),
    ("A gift pushed the society's library of matchbox labels past twenty thousand items [1].",
     "The society's library of matchbox labels passed 18,000 items this year after a donation from the estate of the late Doris Kemble.",
     "FE004"),
    ("馆藏图书已超过一万册[1]。",
     "今年该馆馆藏图书突破1万册。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
