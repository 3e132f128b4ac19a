"""A list of names each with a figure may run across the clauses of one sentence cut at its semicolons, name a thing in
the clause before a figure given by a verb alone (其次是海泡石烟斗，占21%) and give two figures by 分别
(玉米芯烟斗和樱桃木烟斗分别占17%和9%): a place by size its figures contradict blocks (FP008: 玉米芯烟斗以17%位居第二 over
46%, 21%, 17%); the place the figures give passes."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("2023年国内烟斗零售市场中，石楠木烟斗以46%的销售额占比居首，玉米芯烟斗以17%紧随其后位居第二[1]。",
     "《2023年中国烟具零售市场报告》显示，国内烟斗零售市场中，石楠木烟斗销售额占比最高，为46%；其次是海泡石烟斗，占21%；玉米芯烟斗和樱桃木烟斗分别占17%和9%。报告认为，年轻消费者对入门级烟斗的需求正在上升。",
     "FP008"),
    ("2023年国内烟斗零售市场中，海泡石烟斗以21%位居第二[1]。",
     "《2023年中国烟具零售市场报告》显示，国内烟斗零售市场中，石楠木烟斗销售额占比最高，为46%；其次是海泡石烟斗，占21%；玉米芯烟斗和樱桃木烟斗分别占17%和9%。报告认为，年轻消费者对入门级烟斗的需求正在上升。",
     None),
    ("国内烟斗零售市场中，玉米芯烟斗以17%的销售额占比排名第三[1]。",
     "《2023年中国烟具零售市场报告》显示，国内烟斗零售市场中，石楠木烟斗销售额占比最高，为46%；其次是海泡石烟斗，占21%；玉米芯烟斗和樱桃木烟斗分别占17%和9%。报告认为，年轻消费者对入门级烟斗的需求正在上升。",
     None),
    ("国内烟斗零售市场中，樱桃木烟斗以9%的销售额占比排名第三[1]。",
     "《2023年中国烟具零售市场报告》显示，国内烟斗零售市场中，石楠木烟斗销售额占比最高，为46%；其次是海泡石烟斗，占21%；玉米芯烟斗和樱桃木烟斗分别占17%和9%。报告认为，年轻消费者对入门级烟斗的需求正在上升。",
     "FP008"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
