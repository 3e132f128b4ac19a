"""Readings of times and figures: "a quarter to 2,840" names no hour; "upside down" moves no figure; a vulgar fraction
after "roughly" is read to its own step (4¾ to the quarter); "the 2019 record" names a record the evidence says was
set in 2019; 下午1:30 is 13:30 and 夜里十一点 23:00."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

JARS = "The awards received 2,840 jars this year, up from 2,210 last year."
FEWER_JARS = "The awards received 2,840 jars this year, up from 2,310 last year."
CRANE = "He escaped from a straitjacket while hanging upside down from a crane 30 metres above the promenade."
RECORD = "She won in 38.2 seconds, short of the event record of 34.9 seconds set in 2019."
REPAIRS = "社区的义务修车活动于上午9:00开始，至下午1:30结束。"
STALLS = "疏导区经营时间为每日18:00至23:00。摊主须提前向街道办事处申请登记。"

CASES = [
    ("Entries jumped by more than a quarter to 2,840 jars.", JARS, None),
    ("Entries jumped by more than a quarter to 2,840 jars.", FEWER_JARS, "FE001"),
    ("He wriggled out of a straitjacket while hanging upside down almost 100 feet above the promenade.", CRANE, None),
    ("The pie was roughly 4¾ inches across.", "The pie is 12 cm across.", None),
    ("The pie was roughly 4¾ inches across.", "The pie is 11 cm across.", "FE001"),
    ("She took 38.2 seconds, 3.3 seconds slower than the 2019 record.", RECORD, None),
    ("She took 38.2 seconds, 3.3 seconds slower than the 2018 record.", RECORD, "FE022"),
    ("社区的义务修车活动从上午九点持续到下午一点半。", REPAIRS, None),
    ("社区的义务修车活动从上午九点持续到凌晨一点半。", REPAIRS, "FE006"),
    ("疏导区傍晚六点到夜里十一点可以经营，摊主须提前登记。", STALLS, None),
    ("疏导区傍晚六点到夜里十点可以经营，摊主须提前登记。", STALLS, "FE006"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
