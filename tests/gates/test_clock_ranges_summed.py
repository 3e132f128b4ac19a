"""A length of time the sentence gives as a sum ("adding up to", "in total", 共) of the ranges of clock times a
passage lists is their lengths together ("two sessions adding up to five hours" over 11:00-13:00 and 14:00-17:00)."""

from __future__ import annotations

import pytest

from report_workflow import verify

SESSIONS = "Opening-day sessions run 11:00-13:00 and 14:00-17:00, with free skate hire for under-12s."
CLINIC = "义诊当天分两场进行，时间为8:30至11:30和14:00至16:30。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The two opening-day sessions add up to five hours on the ice.", SESSIONS, True),
    ("The two opening-day sessions last five hours in total.", SESSIONS, True),
    ("The two opening-day sessions add up to six hours on the ice.", SESSIONS, False),
    ("The opening-day session lasts five hours.", SESSIONS, False),
    ("义诊当天两场共五个半小时。", CLINIC, True),
    ("义诊当天两场共六个小时。", CLINIC, False),
])
def test_ranges_summed(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
