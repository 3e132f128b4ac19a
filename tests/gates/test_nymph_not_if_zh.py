"""若虫 is a nymph, not 若 ("if"): a count of 若虫 states nothing on a condition (FD002 read 若 as a hedge the sentence
dropped); 若 opening a condition still keeps it."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("东湖公园二十个监测样方共记录到蝉蜕一千二百六十个，平均每个样方六十三个[1]。",
     "监测人员在东湖公园设置的20个样方中，共记录到若虫蜕壳1260个。",
     None),
    ("县城公园的黑蚱蝉若虫于6月14日始见出土[1]。",
     "今年县城公园内黑蚱蝉若虫出土始见于6月14日，较去年提前6天。",
     None),
    ("景区将暂停开放[1]。",
     "景区管理处表示，若降雨持续，景区将暂停开放。",
     "FD002"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
