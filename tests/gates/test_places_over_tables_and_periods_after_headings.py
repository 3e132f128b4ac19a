"""A place written after a name ("with Ashby second") is read against the evidence's only column of figures, the
largest first, when the evidence gives the name no place (a column of times is passed over); a list written in
order (依次为) against the places a rank column gives; a table's total row ranks nothing; a year opening a sentence
after a heading and a colon dates its clauses, and a clause naming only its year and the measure word of its count
(2023年为6,200份) is of the same thing as the clause before."""

from __future__ import annotations

import pytest

from report_workflow import verify

APPLES = ("County Fruit Statistics 2024 - apple harvest by district.\n\n| District | Output (tonnes) |\n|---|---|\n"
          "| Westmoor | 12,400 |\n| Crane Valley | 9,800 |\n| Ashby | 7,100 |\n")
RACE = ("Results of the 10 km road race.\n\n| Runner | Time (min) |\n|---|---|\n| Okafor | 31 |\n| Lund | 32 |\n"
        "| Brennan | 33 |\n")
TEA = ("海关统计：2023年茶叶出口前三大市场\n\n| 排名 | 市场 | 出口额（万美元） |\n|---|---|---|\n| 1 | 摩洛哥 | 2,860 |\n"
       "| 2 | 加纳 | 1,470 |\n| 3 | 乌兹别克斯坦 | 1,150 |\n")
LOANS = ("2023年小额贷款公司贷款余额构成：\n\n| 贷款类型 | 余额（亿元） |\n|---|---|\n| 经营贷款 | 20.5 |\n"
         "| 个人消费贷款 | 12.4 |\n| 农户贷款 | 6.1 |\n| 合计 | 39.0 |\n")
CAKES = "德顺楼年货预订情况通报：2024年春节，年糕礼盒预订量达9,500份，2023年为6,200份。"


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Westmoor led apple production in 2024, with Crane Valley second and Ashby third.", APPLES, True),
    ("Westmoor led apple production in 2024, with Ashby second and Crane Valley third.", APPLES, False),
    ("Okafor won the 10 km road race, with Lund second and Brennan third.", RACE, True),
    ("2023年茶叶出口的前三大市场依次为摩洛哥、加纳和乌兹别克斯坦。", TEA, True),
    ("2023年茶叶出口的前三大市场依次为摩洛哥、乌兹别克斯坦和加纳。", TEA, False),
    ("个人消费贷款以12.4亿元排在第二位。", LOANS, True),
    ("农户贷款以6.1亿元排在第二位。", LOANS, False),
    ("2023年春节，德顺楼的年糕礼盒预订量达到9,500份。", CAKES, False),
    ("2024年春节，德顺楼的年糕礼盒预订量达到9,500份，前一年为6,200份。", CAKES, True),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes
