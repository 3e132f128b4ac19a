"""A Chinese comparative of size after a movement and its figure, in brackets or after a comma (降幅（2.4分）略大于对照组,
下降2.4分，略多于对照组的2.0分, 降幅为2.4分，大于对照组), compares the sizes of two movements, not their directions (no
FP002); a movement the other way still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("护膝组疼痛评分的降幅（2.4分）略大于对照组（2.0分）[1]。",
     "护膝组疼痛评分平均下降2.4分，对照组下降2.0分，两组差异无统计学意义（P=0.27）。",
     None),
    ("护膝组疼痛评分平均下降2.4分，略多于对照组的2.0分[1]。",
     "护膝组疼痛评分平均下降2.4分，对照组下降2.0分，两组差异无统计学意义（P=0.27）。",
     None),
    ("护膝组疼痛评分降幅为2.4分，大于对照组的2.0分[1]。",
     "护膝组疼痛评分平均下降2.4分，对照组下降2.0分，两组差异无统计学意义（P=0.27）。",
     None),
    ("护膝组疼痛评分平均上升2.4分，略多于对照组的2.0分[1]。",
     "护膝组疼痛评分平均下降2.4分，对照组下降2.0分，两组差异无统计学意义（P=0.27）。",
     "FP002"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
