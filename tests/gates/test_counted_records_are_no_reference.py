"""A plural "records" or "benchmarks" counted by a figure right before it ("1.84 million records" of a pressing plant)
are things counted, not a record a figure is set against, so their count's wording is no qualifier of a record
(FE022); a record qualified otherwise than the evidence does still blocks."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

PLANT = "Northgate Pressing pressed 1.84 million records in 2024, up from 1.52 million in 2023."
SPRINT = "She ran 10.49 seconds, breaking the national record."

CASES = [
    ("Northgate Pressing turned out about 1.8 million records in 2024.", PLANT, True),
    ("Northgate Pressing turned out about 1.8 million records in 2024, roughly 320,000 more than in 2023.", PLANT,
     True),
    ("She ran 10.49 seconds, breaking the world record.", SPRINT, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_counted_records_are_no_reference(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE022" in fired(result)) is not publishable
