"""A Chinese share may name its whole right before it with 里 or 中 (这些猫头鹰里约八成), as with 的; and the figures of
the clauses after the share (十四只因伤重死亡，其余十七只) are other parts, not the share's (FE001 found no 80%); a wrong
share still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("这些猫头鹰里约八成经治疗后放归野外，十四只因伤重死亡，其余十七只仍在康复[1]。",
     "2023年，中心共收治猛禽236只，其中鸮形目（猫头鹰）鸟类149只，以领角鸮和斑头鸺鹠为主。经治疗后放归野外的猫头鹰为118只，另有14只因伤势过重死亡，其余仍在康复中。",
     None),
    ("这些猫头鹰里约九成经治疗后放归野外，十四只因伤重死亡，其余十七只仍在康复[1]。",
     "2023年，中心共收治猛禽236只，其中鸮形目（猫头鹰）鸟类149只，以领角鸮和斑头鸺鹠为主。经治疗后放归野外的猫头鹰为118只，另有14只因伤势过重死亡，其余仍在康复中。",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
