"""Goods named by a state they are still in (未拆封的盲盒) are the only ones a grant is for: a sentence granting it
to all of them drops the limit (FE037); one keeping the state, in the evidence's words or its own, passes."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

POLICY = "「拆拆乐」盲盒售后政策公告：即日起，未拆封的盲盒自购买之日起7日内可无理由退货；已拆封盲盒如出现商品破损，可申请换货。"

CASES = [
    ("拆拆乐盲盒现在购买后7天内可无理由退货。", POLICY, "FE037"),
    ("拆拆乐未拆封的盲盒现在购买后7天内可无理由退货。", POLICY, None),
    ("拆拆乐盲盒只要没拆封，购买后7天内都可无理由退货。", POLICY, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
