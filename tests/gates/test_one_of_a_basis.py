"""一 before the measure a price is for and a verb of selling (一斤卖二十八元) or before a period with what happens in
it (一个月有, 一年里净增) names the basis or the period, no amount of one."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("王记的现炒栗子一斤卖二十八元[1]。",
     "本摊自10月8日起恢复营业，每日14:30开炒，21:00收摊。现炒栗子每斤28元，半斤装15元。",
     None),
    ("王记的现炒栗子一斤卖二十六元[1]。",
     "本摊自10月8日起恢复营业，每日14:30开炒，21:00收摊。现炒栗子每斤28元，半斤装15元。",
     "FE001"),
    ("王记的现炒栗子每斤二十八元，一斤装卖十五元[1]。",
     "本摊自10月8日起恢复营业，每日14:30开炒，21:00收摊。现炒栗子每斤28元，半斤装15元。",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
