"""Two events the sentence names, each dated in a passage of its own, are the days between their dates apart; a
bound in months is met by the calendar months between them, counted down. The evidence's dates back the figure,
so it is not a measurement without quantitative evidence (FB001)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import sentence_rules

REPUBLIC = "1949年10月1日，中华人民共和国中央人民政府成立。1949年12月16日，毛泽东抵达莫斯科，开始对苏联的访问。"
WAR = ("On 4 August 1914, Britain declared war on Germany. On 23 August 1914, the British army fought its first "
       "major battle of the war at Mons.")


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("中央人民政府成立后不到三个月，毛泽东便抵达莫斯科，开始对苏联的访问。", REPUBLIC, True),
    ("中央人民政府成立后76天，毛泽东抵达莫斯科，开始对苏联的访问。", REPUBLIC, True),
    ("中央人民政府成立后不到两个月，毛泽东便抵达莫斯科，开始对苏联的访问。", REPUBLIC, False),
    ("中央人民政府成立后66天，毛泽东抵达莫斯科，开始对苏联的访问。", REPUBLIC, False),
    ("Less than three weeks after Britain declared war on Germany, the British army fought its first major battle "
     "of the war at Mons.", WAR, True),
    ("Less than two weeks after Britain declared war on Germany, the British army fought its first major battle "
     "of the war at Mons.", WAR, False),
])
def test_the_time_between_two_dated_events_is_worked_out_from_their_dates(answer: str, source: str,
                                                                          passes: bool) -> None:
    result = verify(answer, [source])
    assert result["publishable"] is passes, sentence_rules(result)
    if not passes:
        assert "FE001" in sentence_rules(result)


def test_a_figure_for_events_the_evidence_does_not_date_still_has_no_quantitative_evidence() -> None:
    result = verify("中央人民政府成立后不到三个月，毛泽东便抵达莫斯科。", ["中央人民政府成立后，毛泽东抵达莫斯科，开始对苏联的访问。"])
    assert sentence_rules(result) == ["FB001"]


@pytest.mark.parametrize(("answer", "passes"), [
    ("艺术节将于九月二十七日开幕，为期七天，到十月三日结束。", True),  # first and last day counted
    ("艺术节将于九月二十七日开幕，为期八天，到十月三日结束。", False),
])
def test_the_days_from_an_opening_to_a_last_day_the_sentence_names_are_counted(answer: str, passes: bool) -> None:
    source = "第五届唢呐艺术节将于2024年9月27日在临河县开幕，10月3日闭幕。"
    assert verify(answer, source)["publishable"] is passes
