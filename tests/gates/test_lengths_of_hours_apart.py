"""A length of time given as a change (比平时多开一个半小时, "90 minutes longer") may be how much longer one range of
clock times of the evidence is than another: 9:30—22:00 against 10:00—21:00."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("暑期星光电玩城每天营业十二个半小时，比平时多开一个半小时[1]。",
     "星光电玩城暑期营业时间调整通知：自7月15日至8月31日，本店营业时间调整为每日9:30—22:00。8月31日后恢复常规营业时间（每日10:00—21:00）。",
     None),
    ("暑期星光电玩城每天营业十二个半小时，比平时多开两个小时[1]。",
     "星光电玩城暑期营业时间调整通知：自7月15日至8月31日，本店营业时间调整为每日9:30—22:00。8月31日后恢复常规营业时间（每日10:00—21:00）。",
     "FE"),
    ("In summer the library opens 90 minutes longer each day [1].",
     "Summer opening hours at the library: 9:00-18:30 daily. From September the library returns to its usual hours of 9:00-17:00.",
     None),
    ("In summer the library opens 45 minutes longer each day [1].",
     "Summer opening hours at the library: 9:00-18:30 daily. From September the library returns to its usual hours of 9:00-17:00.",
     "FE"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
