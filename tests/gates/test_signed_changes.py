"""A figure after a word of decrease states the change or profit the evidence writes with a minus sign."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import sentence_rules


@pytest.mark.parametrize(
    ("answer", "source"),
    [
        ("华南地区营业收入同比下降4.8%。", "2023年华南地区营业收入29500万元，同比变化为-4.8%，主要受渠道调整影响。"),
        ("华南地区营业收入同比减少了4.8%。", "2023年华南地区营业收入29500万元，同比变化为-4.8%，主要受渠道调整影响。"),
        ("报告期内，公司归属于上市公司股东的净亏损为5,432.10万元。",
         "报告期内，归属于上市公司股东的净利润为-5,432.10万元，上年同期为3,210.55万元。"),
        ("Regional sales fell 4.8% in the year.", "Regional sales for the year: 29.5 million; change in sales: -4.8%."),
        ("Regional sales dropped by 4.8% in the year.", "Regional sales for the year: 29.5 million; change in sales: -4.8%."),
        ("The company reported a net loss of $5.4 million for the year.",
         "For the year the company reported net income of -$5.4 million."),
        ("经营活动现金流量净额为负2.3亿元。", "经营活动产生的现金流量净额为-2.3亿元。"),
        ("经营性现金流净流出2.3亿元。", "经营活动产生的现金流量净额为-2.3亿元。"),
    ],
)
def test_a_word_of_decrease_states_the_negative_figure(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert result["publishable"], result["sentence_results"][0]["reason"]


@pytest.mark.parametrize(
    ("answer", "source"),
    [
        ("华南地区营业收入同比变化为-4.8%。", "2023年华南地区营业收入29500万元，同比下降4.8%，主要受渠道调整影响。"),
        ("Regional sales changed by -4.8% in the year.", "Regional sales fell 4.8% in the year to 29.5 million."),
    ],
)
def test_a_negative_figure_is_stated_by_a_word_of_decrease(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert result["publishable"], result["sentence_results"][0]["reason"]


@pytest.mark.parametrize(
    ("answer", "source"),
    [
        ("华南地区营业收入同比增长4.8%。", "2023年华南地区营业收入29500万元，同比变化为-4.8%，主要受渠道调整影响。"),
        ("Regional sales rose 4.8% in the year.", "Regional sales for the year: 29.5 million; change in sales: -4.8%."),
        ("报告期内，公司归属于上市公司股东的净利润为5,432.10万元。",
         "报告期内，归属于上市公司股东的净利润为-5,432.10万元，上年同期为3,210.55万元。"),
    ],
)
def test_a_rise_for_a_negative_figure_blocks_naming_the_sign(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert sentence_rules(result) == ["FE001"]
    assert "opposite sign" in result["sentence_results"][0]["reason"]


@pytest.mark.parametrize(
    ("answer", "source"),
    [
        ("三季度末，该行不良贷款率下降至1.32%。", "三季度末，该行不良贷款率变化为-1.32%。"),
        ("By March the unemployment rate had fallen to 4.8%.", "Change in the unemployment rate: -4.8%."),
    ],
)
def test_the_level_a_fall_reaches_is_not_its_size(answer: str, source: str) -> None:
    assert "FE001" in sentence_rules(verify(answer, [source]))

