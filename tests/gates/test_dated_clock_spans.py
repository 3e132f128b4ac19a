"""The time from one clock time to another runs across the days between their dates when the passage dates each
("from 23:30 Saturday 15 February until 05:00 Monday 17 February" is 29 h 30 min, not 5 h 30 min), and across
midnight when it dates neither."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify

CLOSURE = "The line will be closed from 23:30 Saturday 15 February until 05:00 Monday 17 February 2025."
停运 = "该线路将于2月15日23:30起至2月17日5:00停运。"
OVERNIGHT = "The line will be closed from 23:30 until 05:00."


@pytest.mark.parametrize(("answer", "source", "publishable"), [
    ("No trains will run for 29½ hours, from 23:30 on Saturday 15 February until 5 am on Monday 17 February.",
     CLOSURE, True),
    ("No trains will run for 5½ hours, from 23:30 on Saturday 15 February until 5 am on Monday 17 February.",
     CLOSURE, False),
    ("该线路停运共计29.5小时。", 停运, True),
    ("该线路停运共计5.5小时。", 停运, False),
    ("The line will be closed for 5.5 hours overnight, from 23:30 until 05:00.", OVERNIGHT, True),
])
def test_a_span_of_dated_clock_times_counts_the_days_between(answer: str, source: str, publishable: bool) -> None:
    assert verify(answer, source)["publishable"] is publishable
