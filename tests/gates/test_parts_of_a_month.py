"""The part of a month an event falls in (上旬, 中旬, 下旬, 月初, 月底; early, mid, late, the end of) is the
evidence's: a harvest put in early August where the evidence gives mid-August is a date moved (FE049). A month the
evidence names bare or with a day, or with the sentence's own part, confirms nothing against it and blocks nothing."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

FIRES, PASSES = True, False

CASES = [
    ("预计7月下旬开始采收，8月上旬即进入盛果期。",
     "受春季低温影响，预计7月下旬开始采收，8月中旬进入盛果期，采收期将持续到10月底。", FIRES),
    ("预计7月下旬开始采收，8月中旬即进入盛果期。",
     "受春季低温影响，预计7月下旬开始采收，8月中旬进入盛果期，采收期将持续到10月底。", PASSES),
    ("采收期将持续到十月初。", "采收期将持续到10月底，届时将统一收购。", FIRES),
    ("新馆预计于十一月中旬开放。", "新馆预计于11月中旬对外开放。", PASSES),
    ("新馆预计于11月下旬开放。", "新馆预计于11月开放，具体日期另行通知。", PASSES),
    ("新馆预计于11月下旬开放。", "新馆预计于11月25日对外开放。", PASSES),
    ("Ringing practice resumes in mid-September.", "Practice nights resume in late September.", FIRES),
    ("Ringing practice resumes at the start of September.", "Practice nights resume in late September.", FIRES),
    ("Ringing practice resumes in late September.", "Practice nights resume at the end of September.", PASSES),
    ("Ringing practice resumes in early September.", "Practice nights resume on 3 September.", PASSES),
    ("Ringing practice resumes in early September.", "Practice nights resume in September.", PASSES),
    ("Members may renew in early May.", "Members may renew from late April, the club said.", PASSES),
]


@pytest.mark.parametrize(("answer", "source", "fires"), CASES)
def test_part_of_a_month(answer: str, source: str, fires: bool) -> None:
    result = verify(answer, source)
    assert ("FE049" in fired(result)) is fires
    if fires:
        assert not result["publishable"]
