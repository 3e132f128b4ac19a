"""A predicate naming nothing of its own after an apposition set off by commas ("Orders from NHS hospitals to
Hirudo Farms, the UK's largest supplier of medicinal leeches, rose in 2023") says what its subject did, and is read
against the evidence clause restating that subject."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Orders from NHS hospitals to Hirudo Farms, the UK's largest supplier of medicinal leeches, rose in 2023 [1].",
     "Hirudo Farms, the UK's largest supplier of medicinal leeches, said orders from NHS hospitals were lower in 2023 than in 2022, as more units adopted negative-pressure devices.",
     "FP002"),
    ("Orders from NHS hospitals to Hirudo Farms, the UK's largest supplier of medicinal leeches, fell in 2023 [1].",
     "Hirudo Farms, the UK's largest supplier of medicinal leeches, said orders from NHS hospitals were lower in 2023 than in 2022, as more units adopted negative-pressure devices.",
     None),
    ("Visitor numbers at Carrow Castle, a ruin on the coast, fell in 2024 [1].",
     "Visitor numbers at Carrow Castle rose in 2024, the trust said.",
     "FP002"),
    ("Visitor numbers at Carrow Castle, a ruin on the coast, rose in 2024 [1].",
     "Visitor numbers at Carrow Castle rose in 2024, the trust said.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
