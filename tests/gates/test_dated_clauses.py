"""FN001 dates a figure by the period its sentence gives it, and reads a movement's two levels as two periods.

A year standing before the first figure of a sentence ("公司2023年实现营业收入…", "The group's 2023 revenue was …")
dates the clauses after it, also those after a semicolon that the evidence may hold apart. A sentence stating a
movement "from $1.68 to $2.10" gives the two levels to two periods, so an evidence clause stating the earlier
level is no better a home for the later one. A clause naming only its year, the measure word of its count (人次) and
the word it is compared by (较2022年的11300人次) is about what the clause before is about.
"""

from __future__ import annotations

import pytest

from tests.support import verdict_of

ANNUAL_RESULTS = (
    "集团2022年实现营业总收入42.7亿元，同比增长6.4%；归属于母公司股东的净利润3.9亿元，同比下降11.2%。"
)
ANNUAL_RESULTS_EN = (
    "The group's 2022 revenue was $4.27 billion, up 6.4% year over year; net profit attributable to "
    "shareholders was $390 million, down 11.2% year over year."
)
EARNINGS = (
    "Net profit for the year was $812 million, or $3.45 per diluted share, compared with $640 million, "
    "or $2.72 per diluted share, in the prior year."
)
EARNINGS_ZH = "本年度净利润为8.12亿元，折合每股收益3.45元，上年同期为6.40亿元，折合每股收益2.72元。"


@pytest.mark.parametrize("answer", [
    "2022年集团归母净利润同比减少11.2%至3.9亿元，营业总收入则增长6.4%。",
    "2022年集团归属于母公司股东的净利润为3.9亿元。",
    "In 2022 net profit attributable to shareholders fell 11.2% to $390 million.",
])
def test_a_clause_after_a_semicolon_keeps_the_year_its_sentence_opened_with(answer: str) -> None:
    source = ANNUAL_RESULTS if "集团" in answer else ANNUAL_RESULTS_EN
    assert verdict_of(answer, source)[0] is True


@pytest.mark.parametrize("answer", [
    "2022年集团营业总收入同比下降11.2%。",
    "In 2022 the group's revenue fell 11.2% year over year.",
])
def test_a_growth_rate_given_to_the_other_metric_of_the_year_still_blocks(answer: str) -> None:
    source = ANNUAL_RESULTS if "集团" in answer else ANNUAL_RESULTS_EN
    passed, findings = verdict_of(answer, source)
    assert passed is False
    assert "FN001" in {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("answer", "source"), [
    ("Net profit rose to $812 million, and diluted earnings per share increased from $2.72 to $3.45.", EARNINGS),
    ("净利润增至8.12亿元，每股收益由2.72元增至3.45元。", EARNINGS_ZH),
])
def test_a_movement_from_last_years_level_to_this_years_passes(answer: str, source: str) -> None:
    assert verdict_of(answer, source)[0] is True


def test_last_years_per_share_figure_given_to_this_year_still_blocks() -> None:
    passed, findings = verdict_of("Diluted earnings per share for the year were $2.72.", EARNINGS)
    assert passed is False
    assert "FN001" in {finding["rule"] for finding in findings}


PATROLS = "年报：2023年，全县长城保护员共巡查长城16200人次，较2022年的11300人次增加约四成。"
VISITS = "2023年，全县共接待游客16200人次，2022年为11300人次。"


@pytest.mark.parametrize(("answer", "source"), [
    ("迁西县长城保护员二〇二二年共巡查长城一万六千二百人次，比前一年增加约四成。", PATROLS),
    ("2022年全县共接待游客16200人次。", VISITS),
])
def test_a_figure_moved_to_the_year_a_clause_of_times_or_comparison_names_blocks(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert passed is False
    assert "FN001" in {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("answer", "source"), [
    ("二〇二三年全县长城保护员共巡查长城一万六千二百人次，比前一年增加约四成。", PATROLS),
    ("2022年全县共接待游客11300人次。", VISITS),
])
def test_each_year_keeps_its_own_figure(answer: str, source: str) -> None:
    assert verdict_of(answer, source)[0] is True
