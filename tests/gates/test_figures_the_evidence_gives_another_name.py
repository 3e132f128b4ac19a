"""A Chinese figure whose every evidence clause names another place or firm than the sentence's, one the sentence
never names, while a parallel clause of the evidence names the sentence's own, has been moved (FN001): "印度尼西亚山竹…
较上周下跌1.5元" over "泰国山竹…较上周下跌1.5元；印度尼西亚山竹…与上周基本持平". A change on the week or the day before
(较上周, 较前一日, "on the previous week") is a change on the period before: its clause is about what the clause before
it is about, and it is told apart from one on the year before (FN014)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

FRUIT = ("南港水果批发市场周报（第45周）：本周进口山竹到货量回升，泰国山竹到岸批发均价为每公斤22元，较上周下跌1.5元；"
         "印度尼西亚山竹每公斤16元，与上周基本持平。")
DRAGON_FRUIT = "今日越南火龙果批发均价每公斤9.4元，较前一日持平；泰国火龙果每公斤7.8元，较前一日上涨0.4元。"
PIGS = "本周生猪出栏均价每公斤15.2元，较上周上涨3%。"
PORK = "Pork averaged 15.2 yuan a kilo this week, up 3% on the previous week."

CASES = [
    ("印度尼西亚山竹为每公斤16元，较上周下跌1.5元。", FRUIT, "FN001"),
    ("泰国山竹为每公斤22元，较上周下跌1.5元。", FRUIT, None),
    ("印度尼西亚山竹每公斤16元，价格与上周基本持平。", FRUIT, None),
    ("越南火龙果今日每公斤9.4元，较前一日上涨0.4元。", DRAGON_FRUIT, "FN001"),
    ("泰国火龙果今日每公斤7.8元，较前一日上涨0.4元。", DRAGON_FRUIT, None),
    ("本周生猪均价每公斤15.2元，同比上涨3%。", PIGS, "FN014"),
    ("本周生猪均价每公斤15.2元，环比上涨3%。", PIGS, None),
    ("Pork averaged 15.2 yuan a kilo this week, up 3% year on year.", PORK, "FN014"),
    ("Pork averaged 15.2 yuan a kilo this week, up 3% week on week.", PORK, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_figures_the_evidence_gives_another_name(answer: str, source: str, rule: str | None) -> None:
    result = verify(answer, source)
    assert result["publishable"] is (rule is None)
    if rule is not None:
        assert rule in fired(result)
