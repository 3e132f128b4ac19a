"""A Chinese negation before a causative (并没有让, 未使) denies what the thing it names does, to the end of the
clause: 并没有让单位距离的能量消耗明显上升 agrees with 能量消耗并未明显增加, which 让能量消耗明显增加 still contradicts."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("速度提高并没有让能量消耗明显增加[1]。",
     "跳跃速度在一定范围内提高时，单位距离的能量消耗并未明显增加。",
     None),
    ("速度提高并没有让单位距离的能量消耗明显上升[1]。",
     "跳跃速度在一定范围内提高时，单位距离的能量消耗并未明显增加。",
     None),
    ("速度提高未使单位距离的能量消耗明显增加[1]。",
     "跳跃速度在一定范围内提高时，单位距离的能量消耗并未明显增加。",
     None),
    ("速度提高让能量消耗明显增加[1]。",
     "跳跃速度在一定范围内提高时，单位距离的能量消耗并未明显增加。",
     "FP001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
