"""A Chinese condition restated as who it holds for keeps it: 被蜇伤的游客应马上上岸 restates 如被水母蜇伤，应立即上岸
when the sentence holds the condition's last word (蜇伤) and half its words (FD002 read the condition as dropped); a
sentence holding only a word of the condition's subject (受强降雨影响 for 如降雨持续) still drops it."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("监测中心提示被蜇伤的游客应马上上岸，用海水冲洗伤处[1]。",
     "中心提醒游客下海前留意浴场公告，如被水母蜇伤，应立即上岸并用海水冲洗患处。",
     None),
    ("监测中心提示游客应马上上岸，用海水冲洗伤处[1]。",
     "中心提醒游客下海前留意浴场公告，如被水母蜇伤，应立即上岸并用海水冲洗患处。",
     "FD002"),
    ("受强降雨影响，盘山公路出现落石，县应急管理局将对该路段实施全天封闭[1]。",
     "县应急管理局通知：受强降雨影响，盘山公路出现落石，目前已实行单向通行。如降雨持续，将对该路段实施全天封闭。",
     "FD002"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
