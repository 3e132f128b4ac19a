"""不能 and 无法 before a word of deciding deny it as 不 does: 尚不能排除 is 不排除 (FP002 read the evidence's 排除 as an
exclusion the sentence's 不排除 reverses); a sentence excluding what the evidence cannot exclude still blocks (FP001)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("作者认为竞争排斥或许是原因之一，但也不排除其他生境因素的作用[1]。",
     "结果提示，红火蚁入侵可能通过竞争排斥降低本土蚂蚁多样性，但其他生境因素的作用尚不能排除。",
     None),
    ("调查组不排除人为纵火的可能[1]。",
     "调查组表示，目前无法排除人为纵火的可能。",
     None),
    ("作者排除了其他生境因素的作用[1]。",
     "结果提示，红火蚁入侵可能通过竞争排斥降低本土蚂蚁多样性，但其他生境因素的作用尚不能排除。",
     "FP001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
