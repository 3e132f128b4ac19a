"""Chinese readings: a span of months in numerals written with the month once (六到八月, as 6到8月); 角 and 分 with no
yuan before (两角五分, 五角钱); 涨了 and 跌了 as words of rise and fall; a change of a price per 斤 against one per 公斤
(每斤便宜两角 over 每公斤低0.4元); 一共 as a word of summing; a comparison's sides named without the basis they are
per (绿野的采摘价每斤比红岭贵五元); and "No passage is allowed" as a denied permission, which "is not permitted" states."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities


@pytest.mark.parametrize(("text", "dates"), [
    ("今年六到八月卖出", [600.0, 800.0]), ("三至五月", [300.0, 500.0]), ("十到十二月", [1000.0, 1200.0]),
    ("今年6到8月卖出", [600.0, 800.0]),
])
def test_spans_of_months(text: str, dates: list[float]) -> None:
    found = find_quantities(text)
    assert [(quantity.kind, quantity.value) for quantity in found] == [("date", value) for value in dates]


def test_a_span_of_months_counted_is_no_date() -> None:
    [quantity] = find_quantities("六到八个月")
    assert (quantity.kind, quantity.dimension) == ("range", "time")


@pytest.mark.parametrize(("text", "yuan", "surface"), [
    ("上涨两角五分", 0.25, "两角五分"), ("涨了五角。", 0.5, "五角"), ("两角五分钱", 0.25, "两角五分"),
    ("约三毛钱", 0.3, "约三毛钱"), ("每斤便宜两角[1]。", 0.2, "两角"), ("四元三角五分", 4.35, "四元三角五分"),
])
def test_jiao_with_no_yuan_before(text: str, yuan: float, surface: str) -> None:
    [quantity] = find_quantities(text)
    assert (quantity.unit, quantity.value, quantity.surface) == ("CNY", yuan, surface)


@pytest.mark.parametrize("text", ["三角形的内角", "三毛的书", "五分"])
def test_no_jiao_in_other_words(text: str) -> None:
    assert all(quantity.unit != "CNY" for quantity in find_quantities(text))


TURTLES = "外塘甲鱼（500克左右）塘口收购价每斤42元，较上周下跌3元；温室甲鱼每斤24元，与上周持平。"
GARLIC = "白皮蒜本周均价4.35元/斤，上周均价4.20元/斤。"
COTTON = "收购均价为每公斤7.6元，较去年同期每公斤低0.4元。"
MULBERRY = ("绿野桑葚园今年共接待游客约1.8万人次，采摘价为每斤25元。", "红岭村桑园今年接待游客约1.2万人次，采摘价每斤20元。")
LOCKS = "Passage outside these hours is not permitted."
LOCKS_OPEN = "Passage outside these hours is permitted."


@pytest.mark.parametrize(("answer", "sources", "passes"), [
    ("外塘甲鱼每斤四十二元，比上周跌了三元[1]。", [TURTLES], True),
    ("外塘甲鱼每斤四十二元，比上周涨了三元[1]。", [TURTLES], False),
    ("今年六到八月，门店卖出凉粉十二万五千份[1]。", ["今年6月至8月，门店共卖出凉粉12.5万份。"], True),
    ("今年六到九月，门店卖出凉粉十二万五千份[1]。", ["今年6月至8月，门店共卖出凉粉12.5万份。"], False),
    ("白皮蒜均价每斤四元三角五分，比上周上涨一角五分[1]。", [GARLIC], True),
    ("白皮蒜均价每斤四元三角五分，比上周上涨两角五分[1]。", [GARLIC], False),
    ("比去年同期每斤便宜两角[1]。", [COTTON], True),
    ("比去年同期每斤便宜三角[1]。", [COTTON], False),
    ("两园一共迎来游客约三万人次[1][2]。", list(MULBERRY), True),
    ("两园一共迎来游客约四万人次[1][2]。", list(MULBERRY), False),
    ("绿野的采摘价每斤比红岭贵五元[1][2]。", list(MULBERRY), True),
    ("绿野的采摘价每斤比红岭贵六元[1][2]。", list(MULBERRY), False),
    ("No passage is allowed outside those hours [1].", [LOCKS], True),
    ("No passage is allowed outside those hours [1].", [LOCKS_OPEN], False),
    ("Passage is allowed outside those hours [1].", [LOCKS], False),
])
def test_against_the_evidence(answer: str, sources: list[str], passes: bool) -> None:
    assert bool(verify(answer, sources)["publishable"]) is passes
