"""A Chinese record's qualifier written with the evidence's characters in another order (场地单圈最快纪录 for
本月场地最快单圈纪录) names the same record; one with a character of its own (全市) still swaps it (FE022)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

TRACK = "卡丁车场赛道数据：本月场地最快单圈纪录为80.0秒，由会员李航创造。"

CASES = [
    ("本月会员李航以80秒跑完一圈，创下场地单圈最快纪录。", TRACK, None),
    ("本月会员李航以80秒跑完一圈，创下全市单圈最快纪录。", TRACK, "FE022"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_record_qualifier(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
