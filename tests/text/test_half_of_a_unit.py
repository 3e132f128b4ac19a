"""半小时, 半个小时, 半个月, 半天 and 半年 are half of one unit of time, stated to the half; 上半年, 半年报, 过半 and
三个半月 are read as before; 限期15日 counts days, as 为期15日 does."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities

HOUR, DAY, MONTH, YEAR = 3600, 86400, 2629800, 31557600


@pytest.mark.parametrize(("text", "seconds"), [
    ("检修需要半小时。", [HOUR / 2]),
    ("半个小时后恢复供电。", [HOUR / 2]),
    ("整改期为半个月。", [MONTH / 2]),
    ("走了半天。", [DAY / 2]),
    ("用时半年。", [YEAR / 2]),
    ("全程约需三个半月。", [3.5 * MONTH]),
    ("检查组已责令矿方限期15日整改。", [15 * DAY]),
])
def test_halves_of_a_unit(text: str, seconds: list[float]) -> None:
    assert [quantity.value for quantity in find_quantities(text) if quantity.dimension == "time"] == seconds


@pytest.mark.parametrize("text", ["上半年营收增长。", "公司发布半年报。", "半年度报告已披露。", "下半天开会。", "其中过半年龄在六十岁以上。"])
def test_periods_and_shares_are_no_half_unit(text: str) -> None:
    assert [quantity for quantity in find_quantities(text) if quantity.dimension == "time"] == []


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("检修需要半小时[1]。", "工作人员表示，本次检修预计需要30分钟，期间暂停售票。", True),
    ("检修需要半小时[1]。", "工作人员表示，本次检修预计需要45分钟，期间暂停售票。", False),
    ("矿方须在半个月内完成整改[1]。", "检查组已责令矿方限期15日整改，并处罚款12万元。", True),
    ("整改期为半个月[1]。", "检查组已责令矿方限期60日整改，并处罚款12万元。", False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert verify(answer, [source])["publishable"] is passes
