"""时速 writes a speed per hour before its length, with words between (折合平均时速约54公里, 最高时速限制在60公里), as 每小时
does: the length is read as kilometres an hour, so a speed worked out from a lap's length and time states it."""

from __future__ import annotations

import pytest

from report_workflow.text.quantities import find_quantities
from tests.support import assert_verdict


@pytest.mark.parametrize(("text", "metres_a_second"), [
    ("折合平均时速约54公里", 15.0),
    ("场地成人车最高时速限制在60公里", 60 / 3.6),
    ("每小时21.6公里", 6.0),
    ("最高时速限制在每秒约22米", 22.0),
])
def test_speed(text: str, metres_a_second: float) -> None:
    (quantity,) = find_quantities(text)
    assert quantity.dimension == "speed" and round(quantity.value, 6) == round(metres_a_second, 6)


TRACK = "风驰卡丁车场赛道数据：赛道全长1.2公里，设有14个弯道。本月场地最快单圈纪录为80.0秒，由会员李航创造。"


@pytest.mark.parametrize(("answer", "rule"), [
    ("风驰卡丁车场赛道长1.2公里，本月会员李航以80秒跑完一圈，折合平均时速约54公里。", None),
    ("风驰卡丁车场赛道长1.2公里，本月会员李航以80秒跑完一圈，折合平均时速约64公里。", "FE001"),
])
def test_speed_worked_out(answer: str, rule: str | None) -> None:
    assert_verdict(answer, TRACK, rule)
