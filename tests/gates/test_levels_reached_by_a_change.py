"""A level a change reached is worked out from where it started, which the sentence states, and the change the evidence
gives with a word of rise or fall right before it (每日开行30对，周末另增开6对 gives 周末增至36对); a change is worked out from its two
ends where the evidence writes the earlier as where it started, with 原来的 or 年初的 between (由原来的2小时40分钟缩短至58分钟 gives
缩短了1小时42分钟; 由年初的6家增至8家 gives 增加了两家). Another figure or the other direction still blocks."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify

TIMETABLE = "自3月1日起实行新的运行图，每日开行城际动车组30对，周末另增开6对。"
FERRY = "新码头启用后，两岸轮渡单程航行时间由原来的45分钟缩短至28分钟。"
SHOPS = "门店数量由年初的6家增至8家。全年营业收入1.44亿元。"


@pytest.mark.parametrize(("answer", "source"), [
    ("新运行图每日开行城际动车组30对，周末增至36对。", TIMETABLE),
    ("新码头启用后，两岸轮渡单程航行时间缩短了17分钟。", FERRY),
    ("这一年门店增加了两家，营业收入达一点四四亿元。", SHOPS),
])
def test_a_level_or_change_worked_out_from_the_movement_passes(answer, source):
    result = verify(answer, source)
    assert result["publishable"], result["sentence_results"][0]["reason"]


@pytest.mark.parametrize(("answer", "source"), [
    ("新运行图每日开行城际动车组30对，周末增至38对。", TIMETABLE),
    ("新运行图每日开行城际动车组30对，周末减至24对。", TIMETABLE),  # the evidence adds trains
    ("周末城际动车组增至36对。", TIMETABLE),  # where it started is not stated
    ("新码头启用后，两岸轮渡单程航行时间缩短了19分钟。", FERRY),
    ("这一年门店增加了三家，营业收入达一点四四亿元。", SHOPS),
])
def test_another_figure_or_direction_blocks(answer, source):
    result = verify(answer, source)
    assert not result["publishable"]
    assert result["sentence_results"][0]["rule"] == "FE001"
