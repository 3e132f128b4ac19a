"""A fraction restating a scale written as a ratio ("a 1:8 scale model", 1:8缩比模型, 比例尺1:500) is stated by it:
one part in eight is 八分之一, "one-eighth". A fraction of another size, or a ratio that is no scale, states none."""

from __future__ import annotations

import pytest

from tests.support import assert_blocked_as_unstated, assert_publishable

WIND_TUNNEL = "试验简报：某型高速列车头车1:8缩比模型于3月在东湖低速风洞完成气动试验。试验风速为60米/秒。"
MAP = "该片区规划图比例尺1:500，共涉及地块十二宗。"
SCORE = "决赛中主队以1:8负于客队，全场射门二十次。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("试验用的是头车的八分之一缩比模型[1]。", WIND_TUNNEL, True),
    ("试验用的是头车的十分之一缩比模型[1]。", WIND_TUNNEL, False),
    ("规划图按五百分之一的比例绘制[1]。", MAP, True),
    ("规划图按一千分之一的比例绘制[1]。", MAP, False),
    ("主队的进球只有客队的八分之一[1]。", SCORE, False),
])
def test_a_fraction_restates_a_scale_written_as_a_ratio(answer: str, source: str, passes: bool) -> None:
    if passes:
        assert_publishable(answer, [source])
    else:
        assert_blocked_as_unstated(answer, [source])
