"""普遍 says a thing holds across a group: where the evidence gives it of one member only, named inside the phrase the
sentence writes without the name (武汉市四季美农贸市场 for 武汉市农贸市场), or of a part (部分西瓜田), it blocks (FD003);
the member named passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

MARKET = "11月第二周，武汉市四季美农贸市场空心菜零售均价每斤3.2元，较上周下跌12%。"
FIELDS = "受连续强降雨影响，沙河镇部分西瓜田出现裂果。"

CASES = [
    ("11月第二周，武汉市农贸市场的空心菜零售均价普遍下跌12%。", MARKET, False),
    ("11月第二周，武汉市四季美农贸市场的空心菜零售均价下跌12%。", MARKET, True),
    ("受连续强降雨影响，沙河镇西瓜田普遍出现裂果。", FIELDS, False),
    ("受连续强降雨影响，沙河镇部分西瓜田出现裂果。", FIELDS, True),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_spread_over_one_named_member(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FD003" in fired(result)) is not publishable
