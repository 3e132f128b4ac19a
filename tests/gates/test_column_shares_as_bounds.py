"""A share a sentence bounds (四成以上, "more than a third") of a table column's total it states is worked out of the
row it names; a bound the share does not meet blocks (FE001)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

EXPORTS = """台州市2024年上半年冷冻西兰花出口情况（单位：吨）

| 目的地 | 出口量 |
|---|---|
| 日本 | 8420 |
| 韩国 | 5130 |
| 新加坡 | 2760 |
| 马来西亚 | 3050 |
"""

CASES = [
    ("上半年出口到表中四个市场合计19360吨，其中日本占四成以上。", True),
    ("上半年出口到表中四个市场合计19360吨，其中日本占五成以上。", False),
    ("上半年出口到表中四个市场合计19360吨，其中韩国占两成以上。", True),
]


@pytest.mark.parametrize(("answer", "publishable"), CASES)
def test_column_shares_as_bounds(answer: str, publishable: bool) -> None:
    result = verify(answer, EXPORTS)
    assert result["publishable"] is publishable
    assert bool({"FE001", "FE004"} & set(fired(result))) is not publishable
