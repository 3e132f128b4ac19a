"""A bound written after its figure, "100 kg at most" or "16 at least", is the bound "no more than 100 kg" or "at
least 16" states (FE004 read "100 kg at most" as a value the evidence only bounds); another limit still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Jumpers must weigh 100 kg at most [1].",
     "Customers must weigh no more than 100 kg and be at least 16 years old.",
     None),
    ("Riders must be 16 at least [1].",
     "Riders must be at least 16 years old and weigh no more than 100 kg.",
     None),
    ("Jumpers must weigh 110 kg at most [1].",
     "Customers must weigh no more than 100 kg and be at least 16 years old.",
     "FE001"),
    ("Jumpers must weigh 100 kg [1].",
     "Customers must weigh no more than 100 kg and be at least 16 years old.",
     "FE004"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
