"""A Chinese comparative right after a figure compares it with the figure of what it names: 为百分之八，低于每周组的
百分之二十三 gives the weekly group 23%, no bound, so a sentence giving that group 23% restates it (a share of a whole
qualified before it, 低于总额的一半, stays a bound)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("每日沙浴组的毛发打结率为8%，每周一次的一组则为23%[1]。",
     "结果显示，每日组的毛发打结发生率为百分之八，低于每周组的百分之二十三。",
     None),
    ("每日沙浴组的毛发打结率为8%，每周一次的一组则为25%[1]。",
     "结果显示，每日组的毛发打结发生率为百分之八，低于每周组的百分之二十三。",
     "FE001"),
    ("今年的出勤率为12%，去年为9%[1]。",
     "今年的出勤率为百分之十二，高于去年的百分之九。",
     None),
    ("该县出口额占全省的一半[1]。",
     "该县出口额低于全省出口总额的一半。",
     "FE004"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
