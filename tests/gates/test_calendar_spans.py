"""A span of years and a quarter are stated by the dates that bound or fall inside them; a range by its two ends."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

SOURCE_EN = "Output was 5 tonnes in 2019 and 9 tonnes in 2023. The plant opened on 15 March 2021."
SOURCE_ZH = "2019年产量5吨，2023年产量9吨。工厂于2021年3月15日投产。"


@pytest.mark.parametrize(("answer", "source"), [
    ("Output rose between 2019 and 2023.", SOURCE_EN),
    ("Output rose in 2019-2023.", SOURCE_EN),
    ("2019年至2023年产量增长。", SOURCE_ZH),
    ("The plant opened in Q1 2021.", SOURCE_EN),
    ("The plant opened in the first quarter of 2021.", SOURCE_EN),
    ("工厂于2021年第一季度投产。", SOURCE_ZH),
])
def test_a_span_whose_ends_or_a_quarter_whose_date_the_evidence_states_passes(answer: str, source: str) -> None:
    assert verdict_of(answer, source)[0]


@pytest.mark.parametrize(("answer", "source"), [
    ("Output rose between 2018 and 2023.", SOURCE_EN),
    ("2018年至2023年产量增长。", SOURCE_ZH),
    ("The plant opened in Q2 2021.", SOURCE_EN),
    ("The plant opened in Q1 2022.", SOURCE_EN),
    ("工厂于2021年第二季度投产。", SOURCE_ZH),
    ("The plant opened in the first quarter.", "The plant opened on 15 March 2021, in fiscal Q4."),
])
def test_a_span_or_quarter_the_evidence_does_not_bound_blocks_as_a_date(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert not passed and [finding["rule"] for finding in findings] == ["FE006"]


@pytest.mark.parametrize(("answer", "passes"), [
    ("2024年高考报名人数达1342万，较2023年多出51万人。", True),
    ("2024年高考报名人数达1342万，较2022年多出51万人。", False),
])
def test_the_previous_year_of_the_one_year_a_passage_names_is_stated(answer: str, passes: bool) -> None:
    assert verdict_of(answer, "2024年全国高考报名人数1342万人，比上年增加51万人。")[0] is passes


@pytest.mark.parametrize(("answer", "passes"), [
    ("2023年全市优良天数比例为86.3%，比2022年上升2.1个百分点。", True),
    ("2023年全市优良天数比例为86.3%，比2021年上升2.1个百分点。", False),
])
def test_a_bulletin_counts_its_year_on_year_from_the_one_year_it_names(answer: str, passes: bool) -> None:
    source = "2023年，全市环境空气质量持续改善。优良天数比例为86.3%，同比上升2.1个百分点。"
    assert verdict_of(answer, source)[0] is passes


def test_the_previous_year_is_not_read_when_the_passage_names_two_years() -> None:
    source = "Margins rose in 2021 on the previous year, after a strong 2020."
    assert not verdict_of("Margins rose in 2021 compared with 2019.", source)[0]


@pytest.mark.parametrize(("answer", "passes"), [
    ("公司计划回购股份，金额在5亿元至10亿元之间。", True),
    ("公司计划回购股份，金额在5亿元至12亿元之间。", False),
])
def test_a_range_is_stated_by_a_lower_and_an_upper_bound(answer: str, passes: bool) -> None:
    assert verdict_of(answer, "公司拟使用自有资金回购股份，回购金额不低于5亿元且不超过10亿元。")[0] is passes
