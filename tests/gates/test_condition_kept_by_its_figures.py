"""A sentence keeps a condition whose figures it states with the condition's words (一次换四条 keeps
凡同时更换四条轮胎的顾客), not one whose figure it changes (一次换两条)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("驰安轮胎河西店9月的活动里，一次换四条另外还送一次四轮定位[1]。",
     "驰安轮胎（河西店）金秋换胎季活动时间为9月1日至9月30日。凡同时更换四条轮胎的顾客，另赠送免费四轮定位一次。",
     None),
    ("驰安轮胎河西店9月的活动里，一次换两条另外还送一次四轮定位[1]。",
     "驰安轮胎（河西店）金秋换胎季活动时间为9月1日至9月30日。凡同时更换四条轮胎的顾客，另赠送免费四轮定位一次。",
     "F"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
