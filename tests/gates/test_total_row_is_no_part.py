"""A table row's other cells are other columns, not parts of the whole one of its cells gives: "over half of the
2,170 beds" is not refuted by the total row's 29 hostels (FP006); counts stated beside a whole in prose are still
its parts."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Just over half of the city's 2,170 registered hostel beds were in the Old Town [1].",
     "Hostel beds by district, 1 July 2024.\n\n| District | Hostels | Beds |\n|---|---|---|\n| Old Town | 14 | 1,120 |\n| Harbour | 9 | 640 |\n| University Quarter | 6 | 410 |\n| Total | 29 | 2,170 |",
     None),
    ("More than half of the 2,170 hostel beds counted in July 2024 were in the Old Town [1].",
     "Hostel beds by district, 1 July 2024.\n\n| District | Hostels | Beds |\n|---|---|---|\n| Old Town | 14 | 1,120 |\n| Harbour | 9 | 640 |\n| University Quarter | 6 | 410 |\n| Total | 29 | 2,170 |",
     None),
    ("Most of the district's 37 schools reported a shortage of maths teachers [1].",
     "Of all 37 schools in the district, 14 reported a shortage of maths teachers.",
     "FP006"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
