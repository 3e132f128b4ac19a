"""A bound the sentence gives a total of a table column ("just under 52,000 admissions in total") holds the
column's sum (51,770); a month span in a heading ("open April–September") gives the season's six months."""

from __future__ import annotations

import pytest

from report_workflow import verify

TABLE = """Thornleigh Maze — 2023 visitor admissions by month (open April–September)

| Month | Admissions |
|---|---|
| April | 6,140 |
| May | 7,020 |
| June | 8,310 |
| July | 11,480 |
| August | 12,950 |
| September | 5,870 |
"""


@pytest.mark.parametrize(("answer", "passes"), [
    ("Over the six-month season the maze recorded just under 52,000 admissions in total [1].", True),
    ("Over the six-month season the maze recorded more than 51,000 admissions in total [1].", True),
    ("Over the six-month season the maze recorded just under 50,000 admissions in total [1].", False),
    ("Over the seven-month season the maze recorded just under 52,000 admissions in total [1].", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify(answer, [TABLE])["publishable"] is passes
