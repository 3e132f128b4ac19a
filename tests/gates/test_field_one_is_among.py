"""A figure the sentence gives as the field its subject is one of ("among 128 entries", 在一百二十八支报名队伍中) is the
field's, not the subject's own: no figure moved from the field to the winner (FN001); a wrong field still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("合肥“老街坊”队在一百二十八支报名队伍中脱颖而出，捧走两万元冠军奖金[1]。",
     "决赛于上午九时三十分开赛。来自合肥的“老街坊”队以总分领先第二名六级的成绩夺冠，获得奖金两万元。本届比赛共有一百二十八支队伍报名参赛。",
     None),
    ("合肥“老街坊”队在一百二十六支报名队伍中脱颖而出[1]。",
     "决赛于上午九时三十分开赛。来自合肥的“老街坊”队以总分领先第二名六级的成绩夺冠，获得奖金两万元。本届比赛共有一百二十八支队伍报名参赛。",
     "FE001"),
    ("The Old Neighbours won the final among 128 entries [1].",
     "The Old Neighbours won the final, six levels ahead of the runners-up. A total of 128 teams entered.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
