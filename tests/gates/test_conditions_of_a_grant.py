"""A grant's condition "if accompanied by" (as "when accompanied by") and a sum reached before 的 (订单金额满2万元的，可免费
上门测量) are dropped by a sentence granting it outright, and kept by one giving it in other words."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Under-16s can enter a team free of charge [1].",
     "Spectators get in free, and under-16s can enter a team free of charge if accompanied by an adult team member.",
     "FD002"),
    ("Under-16s can enter a team free of charge if an adult team member goes with them [1].",
     "Spectators get in free, and under-16s can enter a team free of charge if accompanied by an adult team member.",
     None),
    ("老周木匠铺提供免费上门测量和安装[1]。",
     "老周木匠铺承接整屋木作定制。订单金额满2万元的，可免费上门测量和安装；不足2万元的，安装费按订单金额的5%收取。",
     "FD002"),
    ("订单满2万元的，老周木匠铺可免费上门测量和安装[1]。",
     "老周木匠铺承接整屋木作定制。订单金额满2万元的，可免费上门测量和安装；不足2万元的，安装费按订单金额的5%收取。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
