"""A count of days is the run of consecutive dates the evidence gives a passage each, as a table gives a row to each
day (2月10日, 2月11日, 2月12日: 三天); dates with a gap, or a count of another length, do not give it."""

from __future__ import annotations

import pytest

from report_workflow import verify

TABLE = """灯会期间游园人数统计：

| 日期 | 游园人数（万人次） |
|---|---|
| 2月24日 | 3.1 |
| 2月25日 | 4.6 |
| 2月26日 | 2.8 |
"""
GAPPED = TABLE.replace("2月26日", "2月28日")


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("灯会三天合计接待游客10.5万人次[1]。", TABLE, True),
    ("灯会四天合计接待游客10.5万人次[1]。", TABLE, False),
    ("灯会三天合计接待游客10.5万人次[1]。", GAPPED, False),
    ("灯会三天合计接待游客11.5万人次[1]。", TABLE, False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert verify(answer, [source])["publishable"] is passes
