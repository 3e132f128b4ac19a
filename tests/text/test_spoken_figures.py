"""Figures as people say or write them out: 十一点八分钟 is a length of minutes and 多出六点五分 or 仅差零点零六分 a
margin of points, not times of day; 十块钱 is ten yuan; 一米二 is 1.2 metres; 二〇二三年三月 dates a month as
2023年3月 does; a "first-quarter" report names the first quarter."""

from __future__ import annotations

import pytest

from report_workflow.text import find_quantities


def readings(text: str) -> list[tuple[str, str, float, str | None]]:
    return [(quantity.surface, quantity.kind, quantity.value, quantity.unit or None)
            for quantity in find_quantities(text)]


@pytest.mark.parametrize(("text", "expected"), [
    ("平均反应时间为十一点八分钟", [("十一点八分钟", "value", 708.0, "s")]),
    ("比亚军多出六点五分", [("六点五", "value", 6.5, None)]),
    ("领先四点五分", [("四点五", "value", 4.5, None)]),
    ("两人仅差零点零六分", [("两", "value", 2.0, None), ("零点零六", "value", 0.06, None)]),
    ("十一点八分出发", [("十一点八分", "clock", 11 * 3600 + 8 * 60, "s")]),
])
def test_a_point_before_minutes_or_after_a_margin_is_a_decimal_point(text: str, expected: list) -> None:
    assert readings(text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("十块钱一碗", [("十块钱", "value", 10.0, "CNY")]),
    ("5块钱", [("5块钱", "value", 5.0, "CNY")]),
    ("身高一米二以下", [("一米二以下", "bound", 1.2, "m")]),
    ("两米五的围墙", [("两米五", "value", 2.5, "m")]),
    ("一千米二", [("一千米", "value", 1000.0, "m")]),  # after one digit only
    ("一米二十", [("一米", "value", 1.0, "m"), ("二十", "value", 20.0, None)]),
])
def test_spoken_yuan_and_heights(text: str, expected: list) -> None:
    assert readings(text) == expected


@pytest.mark.parametrize(("text", "value"), [
    ("二〇二三年三月开工", 20230300.0),
    ("二〇二四年九月二十八日通过验收", 20240928.0),
    ("一九九八年七月", 19980700.0),
])
def test_a_year_written_digit_by_digit_dates_the_month_after_it(text: str, value: float) -> None:
    assert [(quantity.kind, quantity.value) for quantity in find_quantities(text)] == [("date", value)]


@pytest.mark.parametrize(("text", "value"), [("first-quarter log summary", 1.0), ("its second-quarter sales", 2.0)])
def test_a_hyphenated_quarter_is_a_quarter(text: str, value: float) -> None:
    assert [(quantity.kind, quantity.value) for quantity in find_quantities(text)] == [("quarter", value)]
