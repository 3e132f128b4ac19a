"""免费 ("free") is 不收费: 一天之内归还不收费 restates 24小时内归还免费 (FP001 read the sentence's 不 as a denial of
the 收费 the evidence states for overdue returns); a sentence charging where the evidence is free still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("乘客借伞后一天之内归还不收费，超时后每24小时收费两元[1]。",
     "乘客扫码即可借伞，借用后24小时内归还免费，超时每24小时收费2元，单次最高收费不超过30元。",
     None),
    ("会员停车两小时内不收费[1]。",
     "会员停车两小时内免费，超过两小时每小时收费5元。",
     None),
    ("乘客借伞后一天之内归还也要收费[1]。",
     "乘客扫码即可借伞，借用后24小时内归还免费，超时每24小时收费2元。",
     "FP001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
