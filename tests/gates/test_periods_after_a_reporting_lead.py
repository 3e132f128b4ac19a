"""A period opening the first clause after a lead naming who reports the sentence (行业协会数据显示，2024年…; 据海关统计，…)
dates the clauses after it, as one opening the sentence does, and a clause opening with a period of its own dates the
clauses after it ("…; in 2024 they picked 11,000 tonnes, worth …"): a figure of the year before given to that period is
moved (FN001), even when the clause holding it shares more words with the sentence; the period's own figure passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

SALES = ("沔北醪糟行业协会发布数据：2023年会员企业醪糟产量5.6万吨，销售额9.2亿元；2024年产量增至6.3万吨，"
         "销售额10.4亿元。")
PEPPER = "渝南花椒产业协会发布数据：2023年全县花椒产量0.9万吨，产值4.6亿元；2024年产量增至1.1万吨，产值5.3亿元。"
PICKED = ("In 2023 the county's growers picked 9,000 tonnes of pepper, worth 460 million yuan; in 2024 they picked "
          "11,000 tonnes, worth 530 million yuan.")
EXPORTS = "青川县2022年出口竹笋1.8万吨，创汇2600万美元；2023年出口竹笋2.1万吨，创汇3100万美元。"

CASES = [
    ("沔北醪糟行业协会数据显示，2024年会员企业醪糟产量6.3万吨，销售额9.2亿元。", SALES, False),
    ("据沔北醪糟行业协会统计，2024年会员企业醪糟产量6.3万吨，销售额9.2亿元。", SALES, False),
    ("沔北醪糟行业协会数据显示，2024年会员企业醪糟产量6.3万吨，销售额10.4亿元。", SALES, True),
    ("据海关统计，青川县2023年出口竹笋2.1万吨，创汇2600万美元。", EXPORTS, False),
    ("据渝南花椒产业协会统计，2024年全县花椒产量1.1万吨，产值4.6亿元。", PEPPER, False),
    ("2024年全县花椒产量1.1万吨，产值5.3亿元。", PEPPER, True),
    ("In 2024 the county's growers picked 11,000 tonnes of pepper, worth 460 million yuan.", PICKED, False),
    ("In 2024 the county's growers picked 11,000 tonnes of pepper, worth 530 million yuan.", PICKED, True),
    ("据海关统计，青川县2023年出口竹笋2.1万吨，创汇3100万美元。", EXPORTS, True),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_periods_after_a_reporting_lead(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FN001" in fired(result)) is not publishable
