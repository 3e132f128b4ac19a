"""A won-lost record (11胜3负, "won 14, lost 4 and drew 2") counts the bouts it is of: a sentence's count of bouts
(十四战, "20 games") is their sum."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("王磊十四战只输三场，夺得男子组冠军[1]。",
     "全国大学生摔跤锦标赛昨日闭幕。男子组选手王磊以11胜3负的战绩夺冠，李强10胜4负获得亚军。",
     None),
    ("王磊十五战只输三场，夺得男子组冠军[1]。",
     "全国大学生摔跤锦标赛昨日闭幕。男子组选手王磊以11胜3负的战绩夺冠，李强10胜4负获得亚军。",
     "FE001"),
    ("Corran Athletic took the title after 20 games, losing only four [1].",
     "Final standings: Corran Athletic won 14, lost 4 and drew 2 to take the title; Ballin Rovers won 12 and lost 8.",
     None),
    ("Corran Athletic took the title after 22 games, losing only four [1].",
     "Final standings: Corran Athletic won 14, lost 4 and drew 2 to take the title; Ballin Rovers won 12 and lost 8.",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
