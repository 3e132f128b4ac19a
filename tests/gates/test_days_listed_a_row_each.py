"""A count of days is the run of consecutive dates the evidence gives a passage each, as a table gives a row to each
day (2月10日, 2月11日, 2月12日: 三天), or as a passage lists them one after the other ("on 13 and 14 January",
5月1日、2日和3日); dates with a gap, or a count of another length, do not give it."""

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


TOWPATH = "Towpath: will remain open except on 13 and 14 January, when it will be closed for crane access."
GATES = "景区将于5月1日、2日和3日实行限流，5日恢复正常。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The towpath stays open throughout apart from two days in mid-January [1].", TOWPATH, True),
    ("The towpath stays open throughout apart from three days in mid-January [1].", TOWPATH, False),
    ("五一期间景区连续三天限流[1]。", GATES, True),
    ("五一期间景区连续四天限流[1]。", GATES, False),
])
def test_days_listed_in_one_passage(answer: str, source: str, passes: bool) -> None:
    assert verify(answer, [source])["publishable"] is passes
