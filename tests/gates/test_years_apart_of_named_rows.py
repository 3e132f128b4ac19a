"""How many years later or earlier one thing is than another is the difference of the years a table column gives
them (南安楼比居安楼晚十三年 over a column of the years the towers were built), the word of later or earlier agreeing
(FE001 otherwise)."""

from __future__ import annotations

import pytest

from report_workflow import verify
from tests.support import fired

_TOWERS = ("| 碉楼名称 | 建成年份 | 层数 | 高度（米） |\n|---|---|---|---|\n| 铭石楼 | 1925 | 9 | 25.6 |\n"
           "| 南安楼 | 1931 | 6 | 18.2 |\n| 居安楼 | 1918 | 5 | 15.4 |")


@pytest.mark.parametrize(("answer", "passes"), [
    ("南安楼的建成时间比居安楼晚十三年[1]。", True),
    ("三座碉楼中建成最晚的南安楼比最早的居安楼晚了十三年[1]。", True),
    ("南安楼的建成时间比居安楼晚十二年[1]。", False),
    ("南安楼的建成时间比居安楼早十三年[1]。", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    result = verify(answer, {"1": _TOWERS})
    assert bool(result["publishable"]) is passes
    assert passes or "FE001" in fired(result)
