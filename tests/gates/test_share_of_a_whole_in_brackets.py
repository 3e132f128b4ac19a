"""A share told of a whole whose figure stands in brackets before it (大约是对照样地（约十五种）的一半) keeps the word of
approximation before the whole: 7.4 of 15.1 (49%) is about half."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("遭红火蚁入侵的样地平均只有约七种本土蚂蚁，大约是未入侵对照样地（约十五种）的一半[1]。",
     "摘要：我们在南岭山地的12个样地比较了红火蚁入侵区与未入侵区的本土蚂蚁多样性。入侵样地的本土蚂蚁物种数平均为7.4种，显著低于对照样地的15.1种（P<0.01）。",
     None),
    ("遭红火蚁入侵的样地平均只有约七种本土蚂蚁，大约是未入侵对照样地（约十五种）的三分之一[1]。",
     "摘要：我们在南岭山地的12个样地比较了红火蚁入侵区与未入侵区的本土蚂蚁多样性。入侵样地的本土蚂蚁物种数平均为7.4种，显著低于对照样地的15.1种（P<0.01）。",
     "FE"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
