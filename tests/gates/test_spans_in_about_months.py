"""A span the sentence gives as about so many months (为期约两个半月) is worked out from the two dates it runs between,
and rounded at the sentence's precision (to the half for a half written in words); a span in whole months not given
as about passes only when the dates are that many months apart to the day, and another length still blocks."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify

CLOSURE = "2025年景区步道封闭维护时间为3月10日至5月26日，其间游客不得进入。"


@pytest.mark.parametrize(("answer", "publishable"), [
    ("景区步道从三月十日封闭，到五月二十六日重新开放，为期约两个半月。", True),
    ("景区步道从三月十日封闭，到五月二十六日重新开放，为期约三个半月。", False),
    ("景区步道从三月十日封闭，到五月二十六日重新开放，为期两个半月。", False),  # not given as about: counted down
])
def test_a_span_of_about_so_many_months_is_rounded_from_its_dates(answer: str, publishable: bool) -> None:
    result = verify(answer, CLOSURE)
    assert result["publishable"] is publishable, result["sentence_results"][0]["reason"]


REFIT = "鲸鲨展区于2024年3月1日起闭馆进行维生系统改造，已于2024年6月1日重新对公众开放。"


@pytest.mark.parametrize(("answer", "publishable"), [
    ("鲸鲨展区闭馆改造三个月后重新开放。", True),  # 3月1日 to 6月1日: three months to the day
    ("鲸鲨展区闭馆改造四个月后重新开放。", False),
    ("鲸鲨展区闭馆改造两个月后重新开放。", False),
])
def test_whole_months_to_the_day_are_worked_out_from_the_dates(answer: str, publishable: bool) -> None:
    result = verify(answer, REFIT)
    assert result["publishable"] is publishable, result["sentence_results"][0]["reason"]


@pytest.mark.parametrize(("answer", "publishable"), [
    ("The movement was returned about six and a half weeks later, on 22 March.", True),  # 46 days, 6.6 weeks
    ("The movement was returned about five and a half weeks later, on 22 March.", False),
    ("The movement was returned six and a half weeks later, on 22 March.", False),  # not given as about
])
def test_a_half_written_in_words_with_about_is_read_to_the_half(answer: str, publishable: bool) -> None:
    source = "Restorers removed the movement on 2024-02-05 and returned it on 2024-03-22."
    result = verify(answer, source)
    assert result["publishable"] is publishable, result["sentence_results"][0]["reason"]
