"""The days of a range of dates are counted in weeks too (停产一周 over 1月22日至1月28日, first and last day counted), and
a day's name in brackets after the first date (1月22日（星期一）至1月28日, "3 May (Sat) to 9 May") does not part the
range from its last date."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify

SHUTDOWN = "本厂烤麸生产线将于2024年1月22日（星期一）至1月28日（星期日）停产，1月29日起恢复正常生产。"
FESTIVAL = "The festival runs from 3 May (Sat) to 9 May, with a fireworks finale."

CASES = [
    ("烤麸生产线停产一周，1月29日恢复生产。", SHUTDOWN, True),
    ("烤麸生产线停产七天。", SHUTDOWN, True),
    ("烤麸生产线停产两周。", SHUTDOWN, False),
    ("烤麸生产线停产八天。", SHUTDOWN, False),
    ("The festival lasts a week.", FESTIVAL, True),
    ("The festival lasts seven days.", FESTIVAL, True),
    ("The festival lasts nine days.", FESTIVAL, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_weeks_of_dated_ranges(answer: str, source: str, publishable: bool) -> None:
    assert verify(answer, source)["publishable"] is publishable
