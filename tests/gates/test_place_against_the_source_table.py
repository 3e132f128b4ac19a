"""A plain place (排在第二, 位列第三) is read against the results table of the source a chosen prose passage is in,
when no chosen passage is a row of it: the table's place column settles it (FP008)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("南山实验学校与临江一中同为五胜二负，凭小分优势排在第二，临江一中位列第三[1]。",
     "第八届全省中学生围棋团体赛结果如下：\n\n| 名次 | 队伍 | 胜场 | 负场 |\n|---|---|---|---|\n| 1 | 北湖中学 | 7 | 0 |\n| 2 | 临江一中 | 5 | 2 |\n| 3 | 南山实验学校 | 5 | 2 |\n| 4 | 东坡中学 | 3 | 4 |\n\n临江一中与南山实验学校胜负场相同，按小分排名。",
     "FP008"),
    ("临江一中与南山实验学校同为五胜二负，凭小分优势排在第二，南山实验学校位列第三[1]。",
     "第八届全省中学生围棋团体赛结果如下：\n\n| 名次 | 队伍 | 胜场 | 负场 |\n|---|---|---|---|\n| 1 | 北湖中学 | 7 | 0 |\n| 2 | 临江一中 | 5 | 2 |\n| 3 | 南山实验学校 | 5 | 2 |\n| 4 | 东坡中学 | 3 | 4 |\n\n临江一中与南山实验学校胜负场相同，按小分排名。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
