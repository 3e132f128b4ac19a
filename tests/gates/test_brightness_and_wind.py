"""Brighter and darker are two ways of one scale (变亮 against 变暗, "brightened" against "dimmed"), and so are a tailwind
and a headwind: told the other way, the direction is flipped (FP002)."""

from __future__ import annotations

import pytest

from report_workflow import verify

SKY = "监测报告显示，2024年有19个观星点的夜空背景亮度较2021年变亮，光污染有所加剧。"
LAMPS = "After the switch to LED units, the street lamps on Mill Lane were dimmed from 10 p.m. to 5 a.m."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("与2021年相比，2024年有十九个观星点的夜空背景变暗。", SKY, False),
    ("与2021年相比，2024年有十九个观星点的夜空背景变亮。", SKY, True),
    ("The street lamps on Mill Lane were brightened from 10 p.m. to 5 a.m. after the switch to LED units.", LAMPS, False),
    ("The street lamps on Mill Lane were dimmed from 10 p.m. to 5 a.m. after the switch to LED units.", LAMPS, True),
])
def test_brightness(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes


JUMP = "The jury lowered the start gate from 14 to 12 for the second round once a tailwind set in."


@pytest.mark.parametrize(("answer", "passes"), [
    ("The jury lowered the start gate for the second round once a headwind set in.", False),
    ("The jury lowered the start gate for the second round once a tailwind set in.", True),
])
def test_wind(answer: str, passes: bool) -> None:
    assert bool(verify(answer, [JUMP])["publishable"]) is passes
