"""The year an extreme is measured from ("our best season since 2017") dates no figure: a figure of the season the
report is of is not moved to 2017. 提前一周 is a week ahead, a span, though 前一周 names the week before."""

from __future__ import annotations

import pytest

from report_workflow import verify

REPORT = ("Ridgeback Sugarhouse: 2024 season report. We tapped 3,400 trees and produced 1,850 US gallons of syrup, our "
          "best season since 2017.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("Ridgeback Sugarhouse made about 7,000 litres of syrup from 3,400 tapped trees in 2024, its best season since "
     "2017 [1].", True),
    ("Ridgeback Sugarhouse made about 7,000 litres of syrup in 2024, its best season since 2012 [1].", False),
    ("Ridgeback Sugarhouse made about 9,000 litres of syrup in 2024, its best season since 2017 [1].", False),
])
def test_against_the_evidence(answer: str, passes: bool) -> None:
    assert bool(verify(answer, [REPORT])["publishable"]) is passes


CLINIC = "推拿科实行预约就诊，患者可通过医院公众号提前7天预约。每位患者每次推拿治疗时长约20分钟。"


@pytest.mark.parametrize(("answer", "passes"), [
    ("患者可在医院公众号上提前一周预约，每次推拿约二十分钟[1]。", True),
    ("患者可在医院公众号上提前两周预约，每次推拿约二十分钟[1]。", False),
])
def test_a_week_ahead_is_a_span(answer: str, passes: bool) -> None:
    """提前一周 is a week ahead, a span of seven days, not a period named as 前一周 (the week before) is."""
    assert bool(verify(answer, [CLINIC])["publishable"]) is passes
