"""Strong movement verbs (collapsed, plummeted, doubled; 暴跌, 腰斩, 翻番) carry a direction like rose and fell.

Each row: the answer, its source, and whether the polarity gate must block it (FP002) or let it pass. Every word
is tried both ways: turned against a source that moved the other way, and restating a source that moved its way.
"""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

REVENUE_ROSE = "Group revenue rose 9.4% to 5.2 billion euros in 2023."
ORDERS_FELL = "Online orders fell by a third last year, to 410,000."
PROFIT_ROSE = "公司2023年归属于上市公司股东的净利润同比增长15.2%。"
ORDERS_FELL_ZH = "今年一季度，公司出口订单数量同比减少三成。"

ENGLISH_FLIPS = [
    ("Group revenue collapsed in 2023.", REVENUE_ROSE),
    ("Group revenue plummeted in 2023.", REVENUE_ROSE),
    ("Group revenue tumbled in 2023.", REVENUE_ROSE),
    ("Group revenue halved in 2023.", REVENUE_ROSE),
    ("Group revenue sank in 2023.", REVENUE_ROSE),
    ("Group revenue dwindled in 2023.", REVENUE_ROSE),
    ("Group revenue nosedived in 2023.", REVENUE_ROSE),
    ("Online orders doubled last year.", ORDERS_FELL),
    ("Online orders tripled last year.", ORDERS_FELL),
    ("Online orders quadrupled last year.", ORDERS_FELL),
    ("Online orders spiked last year.", ORDERS_FELL),
    ("Online orders skyrocketed last year.", ORDERS_FELL),
]
CHINESE_FLIPS = [
    ("公司2023年净利润同比暴跌。", PROFIT_ROSE),
    ("公司2023年净利润同比大跌。", PROFIT_ROSE),
    ("公司2023年净利润同比骤降。", PROFIT_ROSE),
    ("公司2023年净利润同比下挫。", PROFIT_ROSE),
    ("公司2023年净利润同比腰斩。", PROFIT_ROSE),
    ("公司2023年净利润同比缩水。", PROFIT_ROSE),
    ("今年一季度，公司出口订单数量同比翻番。", ORDERS_FELL_ZH),
    ("今年一季度，公司出口订单数量同比翻倍。", ORDERS_FELL_ZH),
    ("今年一季度，公司出口订单数量同比猛增。", ORDERS_FELL_ZH),
    ("今年一季度，公司出口订单数量同比大涨。", ORDERS_FELL_ZH),
    ("今年一季度，公司出口订单数量同比飙升。", ORDERS_FELL_ZH),
    ("今年一季度，公司出口订单数量同比暴涨。", ORDERS_FELL_ZH),
]
HONEST_RESTATEMENTS = [
    ("Revenue collapsed in 2020 as the stores closed.", "Revenue collapsed in 2020, when the stores closed."),
    ("The share price plummeted after the recall.", "The share price fell 38% in the week after the recall."),
    ("Revenue fell by half in 2020.", "Revenue halved in 2020 as the stores closed."),
    ("The freighter sank off Cape Hatteras in 1942.", "The freighter sank off Cape Hatteras in March 1942."),
    ("Online orders doubled last year.", "Online orders doubled last year, to 1.2 million."),
    ("Ticket sales spiked in July.", "Ticket sales rose sharply in July."),
    ("Membership dwindled over the decade.", "Membership declined steadily over the decade."),
    # idioms that only look like a movement
    ("During the war the old depot doubled as a field hospital.",
     "During the war the old depot doubled as a field hospital while casualties rose."),
    ("公司2023年净利润同比下降52%。", "公司2023年净利润同比腰斩，下降52%。"),
    ("今年一季度，公司出口订单数量同比增长了一倍。", "今年一季度，公司出口订单数量同比翻番。"),
    ("出口订单数量猛增。", "受海外需求拉动，出口订单数量同比增长87%。"),
    ("这一结果令分析师大跌眼镜：销量同比增长了三成。", "这一结果令分析师大跌眼镜：销量同比增长了三成。"),
]


def _polarity_rules(answer: str, source: str) -> set[str]:
    return fired(verify(answer, [source]), "FP")


@pytest.mark.parametrize(("answer", "source"), ENGLISH_FLIPS + CHINESE_FLIPS)
def test_a_strong_movement_against_the_sources_direction_blocks(answer, source):
    assert _polarity_rules(answer, source) == {"FP002"}


@pytest.mark.parametrize(("answer", "source"), HONEST_RESTATEMENTS)
def test_a_strong_movement_the_source_bears_out_passes(answer, source):
    assert _polarity_rules(answer, source) == set()
