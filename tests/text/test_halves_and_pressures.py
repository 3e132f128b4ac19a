"""Figures the parser once misread: a half written with a Chinese unit (4个半小时, 3年半), two pressures written
one over the other (<140/90 mmHg), a unit word repeated to compare periods ("year over year"), and 一 writing
"per" before a dose or a period (一次0.5克, 一日3次)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from report_workflow.text import find_quantities

HOUR, DAY, MONTH, YEAR = 3600, 86_400, 2_629_800, 31_557_600
MMHG = 133.322387415


def figures(text: str) -> list[tuple[float, str, str, str | None]]:
    """(value, unit, kind, bound) of every figure, in order; values rounded to stay clear of float noise."""
    return [(round(quantity.value, 6), quantity.unit, quantity.kind, quantity.bound)
            for quantity in find_quantities(text)]


# -- a half with a Chinese unit ----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "seconds", "surface"), [
    ("该车次历时4个半小时抵达上海虹桥站。", 4.5 * HOUR, "4个半小时"),
    ("全程约需一个半小时。", 1.5 * HOUR, "一个半小时"),
    ("手术持续了三个半钟头。", 3.5 * HOUR, "三个半钟头"),
    ("项目两个半月后完工。", 2.5 * MONTH, "两个半月"),
    ("工程历时3年半，于去年竣工。", 3.5 * YEAR, "3年半"),
    ("用了两天半时间完成评审。", 2.5 * DAY, "两天半"),
])
def test_a_half_written_with_a_chinese_unit_adds_half_of_one(text, seconds, surface):
    (quantity,) = find_quantities(text)
    assert (quantity.value, quantity.unit, quantity.surface) == (pytest.approx(seconds), "s", surface)
    assert quantity.decimals == 1


@pytest.mark.parametrize(("text", "seconds", "surface"), [
    ("该工程工期一年半，明年完工。", 1.5 * YEAR, "一年半"),
    ("合同期限为一年六个月。", 1.5 * YEAR, "一年六个月"),
    ("病人住院一天半后出院。", 1.5 * DAY, "一天半"),
])
def test_one_period_with_its_half_or_months_is_a_duration_not_a_rate(text, seconds, surface):
    (quantity,) = find_quantities(text)
    assert (quantity.value, quantity.surface) == (pytest.approx(seconds), surface)


def test_one_day_before_half_a_tablet_is_still_per_day():
    assert find_quantities("每次服药，一天半片即可。") == []


def test_a_half_after_a_market_unit_of_mass_adds_half_a_jin():
    (quantity,) = find_quantities("买了2斤半苹果。")
    assert (quantity.value, quantity.unit) == (pytest.approx(1.25), "kg")


@pytest.mark.parametrize(("text", "seconds"), [
    ("公司发布了3年半年度报告。", 3 * YEAR),  # 半年度 is a word of its own
    ("门票两天半价优惠。", 2 * DAY),  # 半价 is half price
])
def test_a_half_that_starts_a_word_of_its_own_is_not_added(text, seconds):
    assert figures(text)[0][:2] == (pytest.approx(seconds), "s")


def test_a_year_before_a_half_year_report_stays_a_year():
    assert figures("2023年半年报显示营收增长。")[0][2] == "year"


@given(st.integers(1, 99), st.sampled_from([("个半小时", HOUR), ("个半月", MONTH), ("年半", YEAR), ("天半", DAY)]))
def test_any_count_with_a_half_is_that_count_and_a_half(count, written):
    suffix, seconds = written
    (quantity,) = find_quantities(f"历时{count}{suffix}。")
    assert quantity.value == pytest.approx((count + 0.5) * seconds)


# -- two pressures written one over the other ----------------------------------------------------------------

@pytest.mark.parametrize(("text", "bound"), [
    ("一般血压控制目标为<140/90 mmHg；", "lt"),
    ("一般应将血压控制在140/90 mmHg以下，", "le"),
    ("Keep blood pressure below 140/90 mmHg.", "lt"),
])
def test_a_bound_around_a_blood_pressure_holds_for_both_figures(text, bound):
    assert figures(text) == [(round(140 * MMHG, 6), "Pa", "bound", bound), (round(90 * MMHG, 6), "Pa", "bound", bound)]


def test_a_blood_pressure_without_a_bound_is_two_readings_in_its_unit():
    assert figures("入院时血压150/95mmHg。") == [(round(150 * MMHG, 6), "Pa", "value", None),
                                             (round(95 * MMHG, 6), "Pa", "value", None)]


def test_a_smaller_figure_over_a_larger_is_not_a_pair_of_pressures():
    assert figures("ratio 3/4 kPa")[0][1] == ""


@given(st.integers(91, 250), st.integers(40, 90), st.sampled_from(["<", "≤", "低于"]))
def test_any_upper_bound_on_a_blood_pressure_bounds_both(systolic, diastolic, word):
    found = find_quantities(f"目标为{word}{systolic}/{diastolic} mmHg。")
    assert [(quantity.kind, quantity.unit) for quantity in found] == [("bound", "Pa")] * 2
    assert found[0].bound == found[1].bound


# -- a unit word repeated to compare periods ----------------------------------------------------------------

@pytest.mark.parametrize(("text", "value", "unit"), [
    ("Revenue rose by $510 million year over year, reaching $4.82 billion.", 510e6, "USD"),
    ("Orders grew 120 month-on-month.", 120, ""),
    ("Sales were up $3 billion year on year.", 3e9, "USD"),
])
def test_a_unit_word_repeated_after_a_preposition_is_not_the_figures_unit(text, value, unit):
    assert figures(text)[0][:2] == (value, unit)


def test_a_year_not_repeated_is_still_the_unit():
    assert figures("The project took 3 years overall.")[0][:2] == (3 * YEAR, "s")


# -- 一 writing "per" ------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "stated"), [
    ("【用法用量】口服。成人一次0.5克，一日3次。", [(0.0005, "kg", "value", None), (3, "", "value", None)]),
    ("外用，一天两次。", [(2, "", "value", None)]),
    ("成人一天服药3次。", [(3, "", "value", None)]),
    ("每周训练，一周3次，每次40分钟。", [(3, "", "value", None), (2400, "s", "value", None)]),
    # a limit or 之内 between the period and the figure: still per day
    ("成人一日不超过6片。", [(6, "", "bound", "le")]),
    ("成人一日之内最多服用6片。", [(6, "", "bound", "le")]),
])
def test_one_before_a_dose_or_a_period_and_a_figure_writes_per(text, stated):
    assert figures(text) == stated


@pytest.mark.parametrize("text", ["他只去过一次。", "每天一次。", "一次性支付。"])
def test_one_without_a_figure_after_its_dose_or_period_is_still_a_count_or_a_word(text):
    assert [figure[0] for figure in figures(text)] in ([1], [])
