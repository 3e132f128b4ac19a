"""A ratio told as how much of one thing gives how much of another (每4公斤鲜果出1公斤干货, "every 4 kg of fruit gave
1 kg of dried") is worked out from two figures of its unit the sentence states, and its one is the basis, no amount
the evidence must state; another ratio blocks (FE001)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

LONGANS = "石门镇龙眼干加工合作社今年收购鲜桂圆600吨，经烘焙加工得桂圆干150吨。"
PLUMS = "The orchard dried 360 kg of plums this autumn, which gave 90 kg of prunes."

CASES = [
    ("合作社今年用600吨鲜桂圆烘出了150吨桂圆干，相当于每4公斤鲜果出1公斤干货。", LONGANS, True),
    ("合作社今年用600吨鲜桂圆烘出了150吨桂圆干，相当于每5公斤鲜果出1公斤干货。", LONGANS, False),
    ("The orchard dried 360 kg of plums into 90 kg of prunes, so every 4 kg of plums made 1 kg of prunes.", PLUMS,
     True),
    ("The orchard dried 360 kg of plums into 90 kg of prunes, so every 3 kg of plums made 1 kg of prunes.", PLUMS,
     False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_ratios_of_stated_figures(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE001" in fired(result)) is not publishable
