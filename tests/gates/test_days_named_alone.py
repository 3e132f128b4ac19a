"""FE001 reads a day of the month named alone (6日下午, 15号) as the day of a full date the evidence gives: a Chinese
report names the day and leaves the month and year to its dateline. Another day, or a count of days, still blocks."""

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
