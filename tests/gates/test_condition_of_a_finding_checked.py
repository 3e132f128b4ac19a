"""A finding checked before 的 closing a clause (经查证属实的，给予奖励) is a condition, as 满2万元的 is: a sentence granting
the reward on the report alone (即可获得) drops it."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("群众举报非法出售穿山甲的线索，即可按案值获得500元至5万元奖励[1]。",
     "南岭省森林公安局公布举报奖励办法：群众举报非法收购、运输、出售穿山甲及其制品的线索，经查证属实的，根据案值给予500元至5万元奖励。",
     "FD002"),
    ("群众举报非法出售穿山甲的线索，经查证属实的，可获得500元至5万元奖励[1]。",
     "南岭省森林公安局公布举报奖励办法：群众举报非法收购、运输、出售穿山甲及其制品的线索，经查证属实的，根据案值给予500元至5万元奖励。",
     None),
    ("消费者投诉经核实的，商家须在三日内退款[1]。",
     "平台规定：消费者投诉经核实的，商家须在三日内退款。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
