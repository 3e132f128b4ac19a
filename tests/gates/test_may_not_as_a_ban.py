"""A "may not" that forbids ("Licensed vans may not trade within 400 metres") is kept by "must not", not
read as a hedge the sentence drops."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Vans must not trade within 400 metres of a school entrance [1].",
     "Licensed vans may not trade within 400 metres of a school entrance.",
     None),
    ("Vans trade within 400 metres of a school entrance [1].",
     "Licensed vans may not trade within 400 metres of a school entrance.",
     "F"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
