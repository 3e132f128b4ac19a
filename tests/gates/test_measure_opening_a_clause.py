"""A Chinese clause opening with a measure of what the clause before counts (成交黄牛312头，均价约1.32万元) is about
that thing: a figure the evidence gives another thing's measure (水牛成交均价约1.75万元) is moved to it (FN001)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("青川牲畜交易市场上月成交黄牛三百一十二头，均价约一万七千五百元[1]。",
     "据青川牲畜交易市场统计，上月共成交黄牛312头、水牛95头。黄牛成交均价约1.32万元/头，水牛成交均价约1.75万元/头。",
     "FN001"),
    ("青川牲畜交易市场上月成交黄牛三百一十二头，均价约一万三千二百元[1]。",
     "据青川牲畜交易市场统计，上月共成交黄牛312头、水牛95头。黄牛成交均价约1.32万元/头，水牛成交均价约1.75万元/头。",
     None),
    ("青川牲畜交易市场上月成交水牛九十五头，均价约一万七千五百元[1]。",
     "据青川牲畜交易市场统计，上月共成交黄牛312头、水牛95头。黄牛成交均价约1.32万元/头，水牛成交均价约1.75万元/头。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
