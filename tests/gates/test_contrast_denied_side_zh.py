"""The denied side of a contrast (未入侵区 of 入侵区与未入侵区, 吸烟者和不吸烟者) names the other side of a comparison and
denies nothing of the first: 遭红火蚁入侵的样地 restates 入侵区 (FP001 read 未入侵 as a denial of the invasion); a
figure moved to the other side still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("在十二个样地的比较中，遭红火蚁入侵的样地平均有七点四种本土蚂蚁[1]。",
     "我们在南岭山地的12个样地比较了红火蚁入侵区与未入侵区的本土蚂蚁多样性。入侵样地的本土蚂蚁物种数平均为7.4种，显著低于对照样地的15.1种。",
     None),
    ("遭红火蚁入侵的样地平均有8.4种本土蚂蚁[1]。",
     "我们在南岭山地的12个样地比较了红火蚁入侵区与未入侵区的本土蚂蚁多样性。入侵样地的本土蚂蚁物种数平均为7.4种，显著低于对照样地的15.1种。",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
