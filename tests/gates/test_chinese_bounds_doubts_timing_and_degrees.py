"""不满 and 未满 as bounds, 无法据此断定 as a doubt kept, 比去年晚 against 比去年提前 as a time moved the other way, and a
degree that ranks nothing (较高水平, "one of the largest") against a first place (最高, "the largest")."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities

SHOPS = "区文化局统计显示，全区共有实体书店150家，其中开业不足三年的有45家。"
TEA = "结论：规律饮茶可能与较低的收缩压相关，因本研究为横断面设计，尚不能推断因果关系。"
BIRDS = "保护区监测显示，今年首批候鸟于10月12日抵达湿地，比去年提前5天。"
RIVER = "水文站监测显示，当前河道流量约为每秒30立方米，处于近十年同期较高水平。"
EMPLOYER = "Halden Foods, one of the largest employers in the valley, has 2,300 staff across three sites."


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


@pytest.mark.parametrize(("text", "bound"), [("不满三年", "lt"), ("未满18岁", "lt"), ("不足三年", "lt")])
def test_chinese_words_of_short_of_are_bounds(text: str, bound: str) -> None:
    (quantity,) = find_quantities(text)
    assert (quantity.kind, quantity.bound) == ("bound", bound)


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("全区共有书店150家，其中三成开业还不满三年。", SHOPS, True),
    ("全区共有书店150家，其中三成开业已满三年。", SHOPS, False),
    ("研究者认为两者可能存在关联，但受研究设计所限，无法据此断定饮茶能降低收缩压。", TEA, True),
    ("研究者认为饮茶能降低收缩压。", TEA, False),
    ("今年首批候鸟于10月12日抵达湿地，比去年早了五天。", BIRDS, True),
    ("今年首批候鸟于10月12日抵达湿地，比去年晚了五天。", BIRDS, False),
    ("目前河道流量约每秒三十立方米，处于近十年同期偏高的水平。", RIVER, True),
    ("目前河道流量约每秒三十立方米，为近十年同期最高。", RIVER, False),
    ("Halden Foods is one of the biggest employers in the valley, with 2,300 staff.", EMPLOYER, True),
    ("Halden Foods is the largest employer in the valley, with 2,300 staff.", EMPLOYER, False),
])
def test_doubts_timing_and_degrees(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes


def test_a_time_moved_the_other_way_is_quoted_whole() -> None:
    (result,) = verify("今年首批候鸟于10月12日抵达湿地，比去年晚了五天。", [BIRDS])["sentence_results"]
    assert "比去年晚" in result["reason"] and "比去年提前" in result["reason"]
