"""A table keyed by year gives each year its own row (see ``gates.row_changes``): "released 515 in 2023, 175
more than in 2022" and "rose by 175 in 2023" are the change from the earlier year's cell to the later one's in the
same column, the way the sentence's word says; a wrong size or the wrong way blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("The project released 515 juveniles in 2023, 175 more than in 2022 [1].",
     "| Year | Juveniles reared | Juveniles released |\n|---|---|---|\n| 2021 | 260 | 198 |\n| 2022 | 410 | 340 |\n| 2023 | 600 | 515 |",
     None),
    ("The project released 515 juveniles in 2023, 185 more than in 2022 [1].",
     "| Year | Juveniles reared | Juveniles released |\n|---|---|---|\n| 2021 | 260 | 198 |\n| 2022 | 410 | 340 |\n| 2023 | 600 | 515 |",
     "FE001"),
    ("Juveniles released rose by 175 in 2023 to 515 [1].",
     "| Year | Juveniles reared | Juveniles released |\n|---|---|---|\n| 2021 | 260 | 198 |\n| 2022 | 410 | 340 |\n| 2023 | 600 | 515 |",
     None),
    ("The project released 515 juveniles in 2023, 175 fewer than in 2022 [1].",
     "| Year | Juveniles reared | Juveniles released |\n|---|---|---|\n| 2021 | 260 | 198 |\n| 2022 | 410 | 340 |\n| 2023 | 600 | 515 |",
     "FE001"),
    ("The project released 515 juveniles in 2023, 317 more than in 2021 [1].",
     "| Year | Juveniles reared | Juveniles released |\n|---|---|---|\n| 2021 | 260 | 198 |\n| 2022 | 410 | 340 |\n| 2023 | 600 | 515 |",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
