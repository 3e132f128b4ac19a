"""A difference the sentence gives between a figure it rounds and another it states is worked from the exact figure
the evidence gives for the rounded one ("约六百八十峰，比2020年的612峰多了71峰" over 683 and 612); a margin may be
called a full one (快了整整六分钟)."""

from __future__ import annotations

import pytest

from report_workflow import verify

CAMELS = {"1": "保护区管理局2020年秋季开展了联合调查，共记录到野骆驼612峰。",
          "2": "2024年调查结果显示，保护区内野骆驼数量为683峰，较2020年调查有所增加。"}
VISITORS = {"1": "In 2023 the Harwick Mill museum counted 6,640 visitors.",
            "2": "In 2024 the Harwick Mill museum counted 7,012 visitors, its best year."}


@pytest.mark.parametrize(("answer", "sources", "passes"), [
    ("保护区2024年记录到约六百八十峰野骆驼，比2020年的612峰多了71峰[1][2]。", CAMELS, True),
    ("保护区2024年记录到约六百八十峰野骆驼，比2020年的612峰多了81峰[1][2]。", CAMELS, False),
    ("The Harwick Mill museum drew about 7,000 visitors in 2024, 372 more than the 6,640 of 2023 [1][2].",
     VISITORS, True),
    ("The Harwick Mill museum drew about 7,000 visitors in 2024, 360 more than the 6,640 of 2023 [1][2].",
     VISITORS, True),
    ("The Harwick Mill museum drew about 7,000 visitors in 2024, 412 more than the 6,640 of 2023 [1][2].",
     VISITORS, False),
])
def test_a_difference_from_a_rounded_figure(answer: str, sources: dict[str, str], passes: bool) -> None:
    assert bool(verify(answer, sources)["publishable"]) is passes


RACE = "龙舟赛成绩：青龙队1小时52分10秒，白鹭队1小时58分10秒，金鲤队2小时01分33秒。"


@pytest.mark.parametrize(("answer", "passes"), [
    ("青龙队以1小时52分10秒夺冠，比第二名白鹭队快了整整六分钟。", True),
    ("青龙队以1小时52分10秒夺冠，比第二名白鹭队快了整整八分钟。", False),
])
def test_a_full_margin(answer: str, passes: bool) -> None:
    assert bool(verify(answer, [RACE])["publishable"]) is passes


@pytest.mark.parametrize(("answer", "passes"), [
    ("保护区2024年记录到野骆驼683峰，比2020年的612峰多了71峰[1][2]。", True),
    ("保护区2024年记录到野骆驼683峰，比2020年的612峰少了71峰[1][2]。", False),
    ("保护区2024年记录到约六百八十峰野骆驼，比2020年的612峰少了71峰[1][2]。", False),
])
def test_a_difference_against_the_sentences_own_figures(answer: str, passes: bool) -> None:
    assert bool(verify(answer, CAMELS)["publishable"]) is passes
