"""A universal (全部) overclaims where the passage tells of a sample drawn from the group (随机抽取的150户); an
inspection's name (抽检) is no sample, and 全部 of the rest of the batches it checked stands."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("洁诚保洁回访了全部开荒订单，其中有12户反映窗框胶渍没清理干净[1]。",
     "洁诚保洁公司对今年的开荒订单进行回访，在随机抽取的150户中，有12户反映窗框胶渍未清理干净。",
     "FD003"),
    ("洁诚保洁随机回访了150户，其中有12户反映窗框胶渍没清理干净[1]。",
     "洁诚保洁公司对今年的开荒订单进行回访，在随机抽取的150户中，有12户反映窗框胶渍未清理干净。",
     None),
    ("在抽检的四十批次冰糖葫芦中，其余三十九批次全部合格[1]。",
     "近期，我局对冰糖葫芦开展专项抽检，共抽取样品40批次，其中39批次合格，1批次菌落总数超标。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
