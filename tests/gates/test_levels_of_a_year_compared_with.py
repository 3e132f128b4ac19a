"""A figure the sentence gives to a year, where the evidence compares a figure with that year and gives the change,
is that figure less the change: 2021年…为9.3厘米 over "偏移量为12.4厘米，较2021年监测时增加了3.1厘米"."""

from __future__ import annotations

import pytest

from report_workflow import verify

TILT = "经第三方机构监测，清代王氏节孝坊整体向东北方向倾斜，顶部偏移量为12.4厘米，较2021年监测时增加了3.1厘米。"
TOWER = "The tower's top has moved 12.4 cm to the north-east, 3.1 cm more than in 2021."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("王氏节孝坊顶部目前向东北偏移12.4厘米，2021年监测时这一数值为9.3厘米。", TILT, True),
    ("王氏节孝坊顶部目前向东北偏移12.4厘米，2021年监测时这一数值为9.8厘米。", TILT, False),
    ("王氏节孝坊顶部目前向东北偏移12.4厘米，2020年监测时这一数值为9.3厘米。", TILT, False),
    ("The tower's top is now 12.4 cm out of line; in 2021 the movement was 9.3 cm.", TOWER, True),
    ("The tower's top is now 12.4 cm out of line; in 2021 the movement was 15.5 cm.", TOWER, False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, source)["publishable"]) is passes
