"""A span of days of one month may name each day's weekday in short ("Fri 14 – Sun 16 June 2024"), as in full
("from Friday 20 to Sunday 22 September"): its first day is a date of that month, and the span three days."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Over three days, from Friday, June 14 to Sunday, June 16, 2024, twenty-two organs will play along the quay [1].",
     "Brackwater Street Organ Festival. Fri 14 – Sun 16 June 2024. Twenty-two organs and their grinders will play along the quay.",
     None),
    ("Over four days, from Friday, June 14 to Sunday, June 16, 2024, twenty-two organs will play along the quay [1].",
     "Brackwater Street Organ Festival. Fri 14 – Sun 16 June 2024. Twenty-two organs and their grinders will play along the quay.",
     "FE"),
    ("The festival opens on Thursday, June 13 [1].",
     "Brackwater Street Organ Festival. Fri 14 – Sun 16 June 2024.",
     "FE006"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
