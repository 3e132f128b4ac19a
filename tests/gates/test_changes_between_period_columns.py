"""A table row's cells of this period and of the one before (本周均价 and 上周均价, 今日 and 昨日, in either order) are
where a change ran to and from, so "回落三角" is worked out of them; a table whose caption gives a price per measure
("单位：元/公斤") gives its cells in that currency. A wrong change still blocks (FE001)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

BEANS = """红小豆价格周报（单位：元/公斤）

| 品种 | 产地 | 本周均价 | 上周均价 |
|---|---|---|---|
| 珍珠红 | 黑龙江 | 11.60 | 11.20 |
| 普通红小豆 | 吉林 | 9.80 | 10.10 |
"""
PAWPAW = """木瓜批发价（单位：元/公斤）

| 产地 | 昨日 | 今日 |
|---|---|---|
| 海南 | 6.40 | 6.90 |
| 广西 | 5.80 | 5.60 |
"""

CASES = [
    ("吉林普通红小豆每公斤回落三角。", BEANS, True),
    ("吉林普通红小豆每公斤回落四角。", BEANS, False),
    ("黑龙江珍珠红则涨了四角。", BEANS, True),
    ("海南木瓜每公斤上涨0.5元。", PAWPAW, True),
    ("海南木瓜每公斤上涨0.6元。", PAWPAW, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_changes_between_period_columns(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE001" in fired(result)) is not publishable
