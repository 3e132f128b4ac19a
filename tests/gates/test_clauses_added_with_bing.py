"""A clause joined with 并 to one the evidence states in full, none of whose own words the evidence has, adds a
detail no source gives ("已被责令限期整改，并各被处以罚款"): it blocks (FE025); a joined clause the evidence states
passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

CLINICS = "检查发现，2家诊所的器械消毒记录不完整，区卫健局已责令其限期整改。其余10家诊所未发现问题。"
MARKET = "跳蚤市场每月第一个周六开放，摊位免费，并为摊主提供遮阳棚。"

CASES = [
    ("这2家诊所已被责令限期整改，并各被处以罚款。", CLINICS, False),
    ("这2家诊所器械消毒记录不完整，已被责令限期整改。", CLINICS, True),
    ("跳蚤市场摊位免费，并为摊主提供遮阳棚。", MARKET, True),
    ("跳蚤市场摊位免费，并且可领取现金补贴。", MARKET, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_clauses_added_with_bing(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE025" in fired(result)) is not publishable
