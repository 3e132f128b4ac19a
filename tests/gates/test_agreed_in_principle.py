"""A plan agreed in principle (原则同意), still to be consulted on and sent up for approval (征求…意见, 报…审定), is
not settled (最终敲定)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("南门花鸟市场整体搬迁的方案已经最终敲定[1]。",
     "区政府常务会议原则同意将南门花鸟市场整体搬迁至城南物流园的方案，下一步将征求商户意见，修改完善后报区委审定。",
     "FE028"),
    ("区政府常务会议原则同意了南门花鸟市场整体搬迁的方案[1]。",
     "区政府常务会议原则同意将南门花鸟市场整体搬迁至城南物流园的方案，下一步将征求商户意见，修改完善后报区委审定。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
