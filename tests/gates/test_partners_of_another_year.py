"""A figure the evidence states beside another figure of the sentence is kept with it, unless the sentence dates
that other figure by a year of its own: "2023年种植面积达到1.5万亩，2024年亩均收益约6800元" over "2023年…1.2万亩；2024年扩大到
1.5万亩，亩均收益约6800元" gives 2024's area to 2023 (FN001); "6% more than in 2024" dates nothing."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

AREA = "来龙镇政府工作报告：2023年全镇茄子种植面积1.2万亩；2024年扩大到1.5万亩，亩均收益约6800元。"
BUDGET = ("The agency's 2025 budget totals €1.85 billion, a 6% increase on 2024. Space science receives €540 million "
          "and launchers €610 million.")

CASES = [
    ("来龙镇2023年茄子种植面积达到1.5万亩，2024年亩均收益约6800元。", AREA, False),
    ("来龙镇2023年茄子种植面积为1.2万亩，2024年亩均收益约6800元。", AREA, True),
    ("来龙镇2024年茄子种植面积达到1.5万亩，亩均收益约6800元。", AREA, True),
    ("The agency's 2025 budget comes to 1,850 million euros, 6% more than in 2024, and just under 30% of it goes to "
     "space science.", BUDGET, True),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_partners_of_another_year(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FN001" in fired(result)) is not publishable
