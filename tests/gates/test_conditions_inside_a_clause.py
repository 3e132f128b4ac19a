"""A condition inside the clause it governs ("free when accompanied by a paying adult", 凡…消费满30元的顾客) is dropped
by a sentence stating the clause without it (FD002) and kept by one stating it in other words ("with a paying
adult", 消费满30元的堂食顾客)."""

from __future__ import annotations

import pytest

from report_workflow import verify
from tests.support import fired

CHILDREN = "Children under 12 are admitted free to the ropewalk demonstrations when accompanied by a paying adult."
SOYMILK = ("西关路“粤味坊”肠粉店将于3月1日开业。开业当周（3月1日至7日），凡在店内堂食消费满30元的顾客，可获赠现磨豆浆一杯；"
           "外卖订单不参加此活动。")


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Children under 12 are admitted free to the ropewalk demonstrations.", CHILDREN, False),
    ("Children under 12 are admitted free to the ropewalk demonstrations with a paying adult.", CHILDREN, True),
    ("开业当周到店堂食的顾客均可获赠现磨豆浆一杯。", SOYMILK, False),
    ("开业当周在店内堂食消费满30元的顾客可获赠现磨豆浆一杯。", SOYMILK, True),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, source)
    assert bool(result["publishable"]) is passes
    assert passes or "FD002" in fired(result)
