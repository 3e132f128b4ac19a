"""A figure for the whole year (全年, "the full year") or a named stretch of it ("the first half") passes when the
evidence gives figures for parts of it that cover it end to end and add up to it, in one passage or in a source for
each part (全年新增29支 over 上半年新增18支 and 下半年新增11支). A wrong total, parts that leave months out, parts of
another year or parts counting something else block (FE001)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

HALVES = "上半年全县新增侗族大歌歌队18支，下半年全县新增侗族大歌歌队11支。"
FIRST_HALF = "2024年上半年工作通报：上半年全县新增侗族大歌歌队18支，新增队员约300人。"
SECOND_HALF = "2024年下半年工作通报：下半年全县新增侗族大歌歌队11支。"
QUARTERS = "The yard delivered 18 hulls in Q1, 22 hulls in Q2 and 15 hulls in Q3."
CHOIRS = ["In the first half of 2024 the county formed 18 new choirs.",
          "In the second half of 2024 the county formed 11 new choirs."]
YEARS = ["In the first half of 2023 the county formed 18 new choirs.",
         "In the second half of 2024 the county formed 11 new choirs."]


@pytest.mark.parametrize(("answer", "sources", "passes"), [
    ("全县全年新增侗族大歌歌队29支[1]。", [HALVES], True),
    ("全县全年新增侗族大歌歌队31支[1]。", [HALVES], False),
    ("2024年全县全年新增侗族大歌歌队二十九支[1][2]。", [FIRST_HALF, SECOND_HALF], True),
    ("2024年全县全年新增侗族大歌队员329人[1][2]。", [FIRST_HALF, SECOND_HALF], False),
    ("Over the full year the county formed 29 new choirs [1][2].", CHOIRS, True),
    ("Over the full year the county formed 29 new choirs in 2024 [1][2].", YEARS, False),
    ("In the first half the yard delivered 40 hulls [1].", [QUARTERS], True),
    ("In the first three quarters the yard delivered 55 hulls [1].", [QUARTERS], True),
    ("Over the full year the yard delivered 55 hulls [1].", [QUARTERS], False),
])
def test_a_total_of_the_parts_of_a_year(answer: str, sources: list[str], passes: bool) -> None:
    result = verify(answer, {str(number): text for number, text in enumerate(sources, start=1)})
    assert bool(result["publishable"]) is passes, result["sentence_results"][0]["reason"]
    assert passes or "FE001" in fired(result)
