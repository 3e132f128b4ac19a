"""Unit notations of Chinese markets, calendars and aviation, read by the quantity parser, and their look-alikes
left alone."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from report_workflow.text import find_quantities

KILOGRAM = 1.0
FOOT_IN_METRES = 0.3048
DAY_IN_SECONDS = 86_400


def measured(text: str) -> list[tuple[str, float, str]]:
    return [(quantity.surface, quantity.value, quantity.dimension) for quantity in find_quantities(text)
            if quantity.is_measurement]


@pytest.mark.parametrize(("text", "surface", "kilograms"), [
    ("五花肉一斤", "一斤", 0.5),
    ("大米3斤", "3斤", 1.5),
    ("亩产1200市斤", "1200市斤", 600.0),
    ("每人每月供应大米一市斤", "一市斤", 0.5),
    ("茶叶3两", "3两", 0.15),
    ("白酒不宜超过二两。", "二两", 0.1),
    ("赏黄金十两。", "十两", 0.5),
    ("体重65公斤", "65公斤", 65.0),
])
def test_chinese_market_units_are_exact_masses(text: str, surface: str, kilograms: float) -> None:
    [(found, value, dimension)] = [item for item in measured(text) if item[0].endswith(surface)]
    assert dimension == "mass"
    assert value == pytest.approx(kilograms * KILOGRAM)


@pytest.mark.parametrize("text", ["一两个月后复查", "三两句话就说完了", "来了一两个人", "两三天"])
def test_liang_that_counts_one_or_two_is_no_mass(text: str) -> None:
    assert all(dimension != "mass" for _, _, dimension in measured(text))


@pytest.mark.parametrize("text", ["十两黄金", "一百两银子"])
def test_liang_after_a_place_is_never_its_last_digit(text: str) -> None:
    """Twelve is 十二, never 十两: before a noun the figure is left unread rather than misread."""
    assert measured(text) == []


@pytest.mark.parametrize(("text", "days"), [
    ("自本合同生效之日起90日为等待期", 90),
    ("应当自收到通知之日起15日内提出", 15),
    ("九十日内", 90),
])
def test_ri_after_a_figure_that_is_no_day_of_a_month_counts_days(text: str, days: int) -> None:
    [(_, value, dimension)] = measured(text)
    assert (dimension, value) == ("time", days * DAY_IN_SECONDS)


@given(st.integers(min_value=32, max_value=3_650))
def test_every_figure_no_month_has_before_ri_counts_days(days: int) -> None:
    [(_, value, dimension)] = measured(f"自登记之日起{days}日为观察期")
    assert (dimension, value) == ("time", days * DAY_IN_SECONDS)


@given(st.integers(min_value=1, max_value=31))
def test_every_day_of_a_month_before_ri_is_no_duration(day: int) -> None:
    assert all(dimension != "time" for _, _, dimension in measured(f"董事会于{day}日召开"))


@pytest.mark.parametrize("text", ["会议于3日召开", "5日起施行", "12月31日", "2023年5月20日"])
def test_ri_after_a_day_of_the_month_is_no_duration(text: str) -> None:
    assert all(dimension != "time" for _, _, dimension in measured(text))


@pytest.mark.parametrize(("text", "surface", "feet"), [
    ("While cruising at FL350 the crew received a warning.", "FL350", 35_000),
    ("cleared to climb to FL 410", "FL 410", 41_000),
    ("cruising at flight level 350", "flight level 350", 35_000),
    ("maintain Flight Level 80", "Flight Level 80", 8_000),
])
def test_a_flight_level_is_hundreds_of_feet(text: str, surface: str, feet: int) -> None:
    [quantity] = [item for item in find_quantities(text) if item.is_measurement]
    assert (quantity.surface, quantity.dimension) == (surface, "length")
    assert quantity.value == pytest.approx(feet * FOOT_IN_METRES)
    assert quantity.precision == pytest.approx(100 * FOOT_IN_METRES)


@given(st.integers(min_value=10, max_value=999))
def test_every_flight_level_is_its_figure_in_hundreds_of_feet(level: int) -> None:
    [quantity] = [item for item in find_quantities(f"The aircraft levelled off at FL{level:03d}.")
                  if item.is_measurement]
    assert quantity.value == pytest.approx(level * 100 * FOOT_IN_METRES)


@pytest.mark.parametrize("text", ["Orlando, FL 32801", "the FL3 connector", "Florida (FL) has 67 counties"])
def test_fl_before_other_figures_is_no_flight_level(text: str) -> None:
    assert all(dimension != "length" for _, _, dimension in measured(text))


@pytest.mark.parametrize(("text", "value"), [("a dividend of 25 cents a share", 0.25), ("99¢", 0.99),
                                             ("two cents", 0.02)])
def test_cents_are_hundredths_of_a_dollar(text: str, value: float) -> None:
    (quantity,) = find_quantities(text)
    assert (quantity.unit, quantity.value) == ("USD", pytest.approx(value))


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("更新包不到两百兆", 200e6, "B"),
    ("文件大小为300兆字节", 300e6, "B"),
    ("装机100兆瓦", 100e6, "W"),
    ("频率2.4兆赫", 2.4e6, "Hz"),
])
def test_zhao_alone_is_a_megabyte_and_before_a_unit_a_scale(text: str, value: float, unit: str) -> None:
    (quantity,) = find_quantities(text)
    assert (round(quantity.value), quantity.unit) == (round(value), unit)


def test_zhao_before_an_amount_of_money_is_no_megabyte() -> None:
    assert all(quantity.dimension != "data" for quantity in find_quantities("两国贸易额达1.5兆元"))
