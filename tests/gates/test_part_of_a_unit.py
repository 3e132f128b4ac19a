"""A figure under one written as a part "of a" unit ("0.9 of a percentage point", "0.4 of a second") is in that
unit: it is checked as 0.9 points, and a percent is not a point."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Perry's share of the market grew by 0.9 of a percentage point to 7.4% in 2023 [1].",
     "Perry's share of the regional cider market increased from 6.5% in 2022 to 7.4% in 2023.",
     None),
    ("Perry's share of the market grew by 0.7 of a percentage point to 7.4% in 2023 [1].",
     "Perry's share of the regional cider market increased from 6.5% in 2022 to 7.4% in 2023.",
     "FE001"),
    ("The sprinter won by 0.4 of a second [1].",
     "The sprinter won by 0.4 seconds.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
