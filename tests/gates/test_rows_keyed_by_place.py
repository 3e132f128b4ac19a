"""A table row keyed by its place (名次, Place) is named by its first cell of words, so a figure of one player's row
given to another player the table gives another figure blocks (FN001); a lead given by its noun (以2分优势) is a
difference, not a cell moved."""

from __future__ import annotations

import pytest

from report_workflow import verify
from tests.support import fired

_HITS = ("| Place | Player | Hits |\n|---|---|---|\n| 1 | Zhou Yaqi | 11 |\n| 2 | Li Chengze | 10 |\n"
         "| 3 | Meng Wanqing | 9 |")
_TOUHU = ("第三届高校投壶邀请赛个人赛成绩（每人投12支）：\n\n| 名次 | 选手 | 代表队 | 投中支数 |\n|---|---|---|---|\n"
          "| 1 | 周雅琪 | 汉服社 | 11 |\n| 2 | 李承泽 | 国学院 | 10 |\n| 3 | 孟婉清 | 汉服社 | 9 |")
_TABLE = ("积分榜前三名如下：\n\n| 排名 | 球队 | 胜 | 平 | 负 | 积分 |\n|---|---|---|---|---|---|\n"
          "| 1 | 东湖少年 | 8 | 1 | 1 | 25 |\n| 2 | 南岭青训 | 7 | 2 | 1 | 23 |\n| 3 | 西山小虎 | 6 | 1 | 3 | 19 |")


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Li Chengze scored 9 [1].", _HITS, False),
    ("Li Chengze scored 10, one fewer than Zhou Yaqi [1].", _HITS, True),
    ("国学院李承泽投中九支[1]。", _TOUHU, False),
    ("国学院李承泽投中十支，孟婉清投中九支[1]。", _TOUHU, True),
    ("东湖少年以2分优势领跑积分榜[1]。", _TABLE, True),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, {"1": source})
    assert bool(result["publishable"]) is passes
    assert passes or "FN001" in fired(result)
