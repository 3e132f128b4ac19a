"""FE001 reads a day of the month named alone (6日下午, 15号) as the day of a full date the evidence gives: a Chinese
report names the day and leaves the month and year to its dateline; and the first months of a year (前九个月) as the
months from January the evidence spans (1—9月). Another day, a count of days or another count of months still blocks."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

NOTICE = "市交通运输局2025年3月15日9时发布通告：18日起，滨江大道夜间施工，预计持续10天。"
BULLETIN = "The council said on 4 June 2024 that the road would reopen on 9 June."


@pytest.mark.parametrize("answer", [
    "市交通运输局15日上午九点发布通告，称18日起滨江大道夜间施工[1]。",
    "通告于15号发布，滨江大道18日起夜间施工，预计持续10天[1]。",
])
def test_a_day_named_alone_is_the_day_of_the_evidence_date(answer):
    publishable, findings = verdict_of(answer, NOTICE)
    assert publishable, findings


@pytest.mark.parametrize("answer", [
    "市交通运输局14日上午九点发布通告，称18日起滨江大道夜间施工[1]。",  # another day
    "滨江大道夜间施工预计持续15日[1]。",  # a count of days, not a day of the month
    "通告发布后15日内，滨江大道将夜间施工[1]。",
])
def test_another_day_or_a_count_of_days_blocks(answer):
    publishable, findings = verdict_of(answer, NOTICE)
    assert not publishable
    assert "FE001" in {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("answer", "publishable"), [
    ("前九个月，全省港口货物吞吐量同比增长6.2%[1]。", True),
    ("前8个月，全省港口货物吞吐量同比增长6.2%[1]。", False),
    ("全省港口货物吞吐量连续九个月增长[1]。", False),  # nine months running, not the first nine
])
def test_the_first_months_of_a_year_are_the_months_from_january(answer: str, publishable: bool) -> None:
    result, _ = verdict_of(answer, "1—9月，全省港口完成货物吞吐量9.8亿吨，同比增长6.2%。")
    assert result is publishable
