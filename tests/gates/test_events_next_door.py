"""A date stated as when something happened keeps its event against a date of the sentence right before or after
it in the source, and the first day of a Chinese range (10月4日至6日为正式比赛) shares the event told after its last."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

REGATTA = "Crews for the regatta registered on 12 July. Racing began on 13 July and ran for three days."
KITES = "风筝节竞赛规程：8月9日报到并试飞；8月10日至12日为正式比赛；8月12日晚举行闭幕式。"
CLINIC = "本院将于2025年3月1日（周六）至3月9日（周日）暂停全部择期手术。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Racing at the regatta began on 12 July.", REGATTA, False),
    ("Racing at the regatta began on 13 July.", REGATTA, True),
    ("Crews registered for the regatta on 12 July.", REGATTA, True),
    ("风筝节8月9日开始正式比赛。", KITES, False),
    ("风筝节8月10日开始正式比赛。", KITES, True),
    ("本院在2025-03-01至2025-03-09期间暂停择期手术。", CLINIC, True),
])
def test_an_event_keeps_its_date(answer: str, source: str, passes: bool) -> None:
    assert verdict_of(answer, source)[0] is passes
