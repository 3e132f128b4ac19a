"""The quantity parser, specified by examples in English and Chinese, and by properties."""

import json
import subprocess
import sys

import pytest
from hypothesis import assume, example, given
from hypothesis import strategies as st

from report_workflow.text import Quantity, find_quantities


def spans_are_exact(text: str, found: list[Quantity]) -> None:
    previous_end = 0
    for quantity in found:
        assert text[quantity.start:quantity.end] == quantity.surface
        assert quantity.start >= previous_end
        previous_end = quantity.end


def only(text: str) -> Quantity:
    found = find_quantities(text)
    spans_are_exact(text, found)
    assert len(found) == 1, found
    return found[0]


def measurements(text: str) -> list[Quantity]:
    found = find_quantities(text)
    spans_are_exact(text, found)
    return [quantity for quantity in found if quantity.is_measurement]


def values(text: str) -> list[float]:
    return [quantity.value for quantity in measurements(text)]


# -- plain numbers -----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "value", "decimals"), [
    ("Revenue was 1,234,567 units", 1_234_567, 0),
    ("The ratio was 3.50 overall", 3.5, 2),
    ("The ratio was .5 overall", 0.5, 1),
    ("Sales changed by +5 units", 5, 0),
    ("Sales changed by -5 units", -5, 0),
    ("Sales changed by \u22125 units", -5, 0),
    ("员工人数为１２３，４５６", 123_456, 0),
    ("收入为１２３。", 123, 0),
    ("Population 1\u00a0234\u00a0567 people", 1_234_567, 0),
])
def test_plain_numbers(text, value, decimals):
    quantity = only(text)
    assert (quantity.value, quantity.decimals, quantity.kind, quantity.unit) == (value, decimals, "value", "")


def test_a_minus_after_chinese_text_is_a_sign():
    quantity = only("同比增长为-3.2%")
    assert (quantity.value, quantity.negative, quantity.surface) == (-3.2, True, "-3.2%")


@pytest.mark.parametrize("text", ["分别为3、5、7", "分别为3，5，7", "scores of 3, 5, 7"])
def test_a_list_of_numbers_is_three_numbers(text):
    assert values(text) == [3, 5, 7]


@pytest.mark.parametrize("text", ["1.5e6 cells", "1.5×10^6 cells", "1.5 × 10⁶ cells", "1.5E+6 cells"])
def test_scientific_notation(text):
    quantity = only(text)
    assert (quantity.value, quantity.magnitude, quantity.scale, quantity.decimals) == (1.5e6, 1.5, 1e6, 1)


# -- ranges and bounds -------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "10–20 staff", "10-20 staff", "10 to 20 staff", "between 10 and 20 staff", "from 10 to 20 staff",
    "10~20 staff", "10至20人", "10到20人", "十到二十人",
])
def test_ranges(text):
    quantity = only(text)
    assert (quantity.kind, quantity.value, quantity.high) == ("range", 10, 20)


@pytest.mark.parametrize(("text", "low", "high", "unit"), [
    ("margins of 10-20%", 10, 20, "%"),
    ("margins of 10%–20%", 10, 20, "%"),
    ("1–2 million users", 1e6, 2e6, ""),
    ("$10–20 million in fees", 1e7, 2e7, "USD"),
    ("投资1.2至1.5亿元", 1.2e8, 1.5e8, "CNY"),
    ("3至5年", 3 * 31_557_600, 5 * 31_557_600, "s"),
    ("from -5 °C to 10 °C", 268.15, 283.15, "K"),
])
def test_a_range_shares_its_unit_and_scale(text, low, high, unit):
    quantity = only(text)
    assert (quantity.kind, quantity.value, quantity.high, quantity.unit) == ("range", low, high, unit)


@pytest.mark.parametrize(("text", "low", "high"), [
    ("among 18- to 29-year-olds", 18 * 31_557_600, 29 * 31_557_600), ("a 10- to 15-minute walk", 600, 900),
])
def test_a_suspended_hyphen_writes_a_range_with_the_unit_of_its_second_end(text, low, high):
    quantity = only(text)
    assert (quantity.kind, quantity.value, quantity.high, quantity.dimension) == ("range", low, high, "time")


@pytest.mark.parametrize(("text", "low", "high", "dimension"), [
    ("among 18-to-34-year-olds", 18 * 31_557_600, 34 * 31_557_600, "time"),
    ("a 20-through-30-minute slot", 1_200, 1_800, "time"),
    ("pupils aged 11-to-14", 11, 14, "number"),
])
def test_a_link_word_hyphened_into_one_compound_writes_a_range(text, low, high, dimension):
    quantity = only(text)
    assert (quantity.kind, quantity.value, quantity.high, quantity.dimension) == ("range", low, high, dimension)


def test_a_suspended_hyphen_between_two_values_is_not_a_range():
    assert [quantity.kind for quantity in measurements("5- and 10-year survival")] == ["value", "value"]


def test_a_figure_falling_to_a_lower_one_is_two_figures():
    assert values("Sales fell from 20 to 10 units.") == [20, 10]


@pytest.mark.parametrize(("text", "expected"), [
    ("Sales dropped by 1.8% to 945 units.", [(1.8, "%"), (945, "")]),
    ("Latency rose by 3 ms to 40.", [(0.003, "s"), (40, "")]),
    ("销量下降1.8%至945台。", [(1.8, "%"), (945, "")]),
])
def test_a_change_with_a_unit_then_a_bare_level_is_two_figures(text, expected):
    found = measurements(text)
    assert [(q.kind, q.value, q.unit) for q in found] == [("value", value, unit) for value, unit in expected]


@pytest.mark.parametrize(("text", "expected"), [
    ("Headcount fell by 1,200 to 18,400.", [1200, 18400]),
    ("Operating margin fell 1.2% to 14.1%.", [1.2, 14.1]),
    ("The chain grew by 3 to 45 stores.", [3, 45]),
    ("The rate rose from 4.2% to 5.1%.", [4.2, 5.1]),
    ("Staff numbers increased from 120 to 150.", [120, 150]),
    ("The firmware improves battery life in GPS mode from 10 to 12.", [10, 12]),
    ("The update extends the range from 80 to 95.", [80, 95]),
    ("A proposal to raise annual mooring fees from 3,200 to 3,650.", [3200, 3650]),
    ("The plan would reduce the fleet from 40 to 32.", [40, 32]),
    ("It is raising the cap from 12 to 15.", [12, 15]),
])
def test_after_a_verb_of_change_the_figures_are_its_size_and_level_or_its_start_and_end(text, expected):
    assert [(q.kind, q.value) for q in measurements(text)] == [("value", value) for value in expected]


@pytest.mark.parametrize("text", [
    "Earnings are expected to rise 10% to 15% next year.",  # the ends of a range are close
    "Prices ranged from 10% to 15%.",  # "ranged" is not a change
    "The dose was cut by 10 to 20 mg.",
    "预计增长10%至15%。",
])
def test_a_range_after_a_verb_stays_a_range(text):
    assert [quantity.kind for quantity in measurements(text)] == ["range"]


def test_figures_of_different_kinds_are_not_a_range():
    found = measurements("Revenue rose 5% to $1.2 billion.")
    assert [(q.value, q.unit) for q in found] == [(5, "%"), (1.2e9, "USD")]


@pytest.mark.parametrize(("text", "bound"), [
    ("<5 ms", "lt"), (">5 ms", "gt"), ("≤5 ms", "le"), ("≥5 ms", "ge"), ("<=5 ms", "le"), (">=5 ms", "ge"),
    ("less than 5 ms", "lt"), ("more than 5 ms", "gt"), ("over 5 ms", "gt"), ("under 5 ms", "lt"),
    ("at least 5 ms", "ge"), ("at most 5 ms", "le"), ("up to 5 ms", "le"), ("no more than 5 ms", "le"),
    ("exceeding 5 ms", "gt"), ("5 ms or more", "ge"), ("5 ms or less", "le"), ("10+ ms", "ge"),
    ("不超过5毫秒", "le"), ("不低于5毫秒", "ge"), ("超过5毫秒", "gt"), ("低于5毫秒", "lt"), ("5毫秒以上", "ge"),
    ("5毫秒以下", "le"), ("5毫秒以内", "le"), ("至少5毫秒", "ge"), ("最多5毫秒", "le"),
])
def test_bounds(text, bound):
    quantity = only(text)
    expected_value = 0.01 if text.startswith("10+") else 0.005
    assert (quantity.kind, quantity.bound, quantity.value, quantity.unit) == ("bound", bound, expected_value, "s")


@pytest.mark.parametrize(("text", "bound"), [("as much as 32 GB", "le"), ("as many as 300 people", "le"),
                                             ("噪声最高48分贝", "le")])
def test_other_words_for_up_to_are_upper_bounds(text, bound):
    assert (only(text).kind, only(text).bound) == ("bound", bound)


@pytest.mark.parametrize(("text", "bound"), [("children younger than 12", "lt"), ("adults older than 65", "gt")])
def test_ages_compared_are_bounds(text, bound):
    quantity = only(text)
    assert (quantity.kind, quantity.bound, quantity.value) == ("bound", bound, float(text.split()[-1]))


@pytest.mark.parametrize(("text", "bound"), [("calls held longer than 20 minutes", "gt"),
                                             ("trips shorter than 5 km", "lt"), ("stays no longer than 14 days", "le")])
def test_lengths_compared_are_bounds(text, bound):
    assert (only(text).kind, only(text).bound) == ("bound", bound)


@pytest.mark.parametrize(("text", "bound"), [("engines past 30,000 cycles", "gt"), ("runs past 40 km", "gt")])
def test_past_a_figure_is_beyond_it(text, bound):
    assert (only(text).kind, only(text).bound) == ("bound", bound)


@pytest.mark.parametrize("text", ["over the past 12 months", "in the past 3 elections", "these past 4 seasons",
                                  "a quarter past 7"])
def test_past_counting_back_or_telling_the_time_is_no_bound(text):
    assert only(text).bound is None


def test_bound_words_are_part_of_the_surface():
    assert only("costs fell to less than 5% of sales").surface == "less than 5%"


@pytest.mark.parametrize("text", [
    "about 30%", "around 30%", "approximately 30%", "roughly 30%", "nearly 30%", "almost 30%", "close to 30%",
    "~30%", "≈30%", "约30%", "大约30%", "将近30%", "30%左右", "30%上下",
])
def test_approximate_figures(text):
    quantity = only(text)
    assert (quantity.value, quantity.unit, quantity.approximate) == (30, "%", True)


def test_recent_years_are_a_period_not_an_approximation():
    assert only("近三年").approximate is False


def test_saving_money_is_not_an_approximation():
    assert only("节约5%").approximate is False


def test_over_a_period_of_time_is_not_a_bound():
    quantity = only("hiring staff over three years")
    assert (quantity.kind, quantity.surface) == ("value", "three years")


@pytest.mark.parametrize("text", ["spread the fee over twelve monthly payments", "repayable over 36 instalments",
                                  "split over 4 sessions"])
def test_over_what_a_whole_is_spread_across_is_not_a_bound(text):
    assert only(text).kind == "value"


def test_over_a_figure_after_other_verbs_is_still_a_bound():
    assert (only("the parcel weighed over 12 kg").kind, only("the parcel weighed over 12 kg").bound) == ("bound", "gt")


@pytest.mark.parametrize(("text", "value"), [
    ("100多人参加", 100), ("观众3万多人", 30_000), ("折合人民币1260万余元", 12_600_000), ("受贿一千二百六十万余元", 12_600_000),
])
def test_a_little_over_in_chinese_is_a_lower_bound(text, value):
    quantity = only(text)
    assert (quantity.value, quantity.bound, quantity.approximate) == (value, "gt", True)


@pytest.mark.parametrize(("text", "value"), [
    ("这片果园占地二十亩多，", 20 * 666.666666667), ("他每天步行5公里余。", 5000), ("女儿体重30公斤多的时候", 30),
])
def test_a_little_over_after_a_chinese_unit_is_a_lower_bound(text, value):
    quantity = only(text)
    assert (quantity.value, quantity.bound, quantity.approximate) == (pytest.approx(value), "gt", True)


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("高出十二个多百分点。", 12, "pp"), ("坐车用了两个多小时。", 7200, "s"), ("3个多月后完工。", 3 * 2_629_800, "s"),
])
def test_a_little_over_between_a_count_and_its_classified_unit_is_a_lower_bound(text, value, unit):
    quantity = only(text)
    assert (quantity.value, quantity.unit, quantity.bound) == (pytest.approx(value), unit, "gt")


@pytest.mark.parametrize("text", ["连续20天多云。", "这件衣服10元多少有点贵。", "2024年多地出现暴雨。", "流量是起始的两倍多。"])
def test_a_word_starting_with_duo_after_a_unit_is_no_bound(text):
    assert find_quantities(text)[0].bound is None


# -- percent, percentage points and scales ----------------------------------------------------------------

@pytest.mark.parametrize("text", ["5%", "5 %", "5 percent", "5 per cent", "百分之五", "5％"])
def test_percent(text):
    quantity = only(f"growth of {text}")
    assert (quantity.value, quantity.unit, quantity.dimension) == (5, "%", "percent")


@pytest.mark.parametrize("text", ["5个百分点", "5 percentage points", "5 pp", "5pp", "5 p.p.", "500 basis points"])
def test_percentage_points_are_not_percent(text):
    quantity = only(f"up {text}")
    assert (quantity.value, quantity.unit, quantity.dimension) == (5, "pp", "percentage_point")


def test_per_mille_is_a_tenth_of_a_percent():
    assert (only("5‰").value, only("5‰").unit) == (0.5, "%")


@pytest.mark.parametrize(("text", "value", "scale"), [
    ("5 thousand", 5e3, 1e3), ("5 million", 5e6, 1e6), ("5 billion", 5e9, 1e9), ("5 trillion", 5e12, 1e12),
    ("5k runners", 5e3, 1e3), ("5K runners", 5e3, 1e3), ("5M users", 5e6, 1e6), ("5 mn users", 5e6, 1e6),
    ("5bn users", 5e9, 1e9), ("5千", 5e3, 1e3), ("5万", 5e4, 1e4), ("5百万", 5e6, 1e6), ("5千万", 5e7, 1e7),
    ("5亿", 5e8, 1e8), ("5万亿", 5e12, 1e12), ("1.2亿", 1.2e8, 1e8), ("1.2万", 1.2e4, 1e4),
])
def test_scale_words(text, value, scale):
    quantity = only(text)
    assert (quantity.value, quantity.scale) == (value, scale)


def test_hundred_million_in_chinese_equals_the_english_figure():
    assert only("1.2亿").value == only("120 million").value == only("120,000,000").value


@pytest.mark.parametrize(("text", "value"), [("$5K", 5e3), ("$3B", 3e9), ("£3m", 3e6), ("US$2.5bn", 2.5e9)])
def test_letter_scales_after_money(text, value):
    quantity = only(text)
    assert (quantity.value, quantity.dimension) == (value, "currency")


def test_capital_b_without_money_is_a_name():
    assert only("The 7B model").kind == "label"


# -- Chinese numerals --------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "value"), [
    ("三点二", 3.2), ("两千", 2000), ("一万二千", 12000), ("一万二", 12000), ("十五", 15), ("二十三", 23),
    ("一百零五", 105), ("3万5千", 35000), ("三百万", 3e6), ("一亿二千万", 1.2e8), ("十万", 1e5),
])
def test_chinese_numerals(text, value):
    quantity = only(f"共有{text}人")
    assert quantity.value == value
    assert quantity.surface == text


def test_chinese_numerals_are_marked_spelled():
    assert only("共有三百人").spelled is True
    assert only("共有300人").spelled is False


def test_percent_written_in_chinese_numerals():
    quantity = only("增长了百分之十二")
    assert (quantity.value, quantity.unit, quantity.surface, quantity.spelled) == (12, "%", "百分之十二", True)


def test_times_as_many_in_chinese():
    quantity = only("收入是去年的两倍")
    assert (quantity.value, quantity.unit, quantity.dimension) == (2, "x", "multiple")


@pytest.mark.parametrize("text", [
    "我们一起讨论了这个问题，大家一致认为应该统一标准，这是唯一的办法。",
    "一方面要加强管理，另一方面要提高效率，一定要做好这项工作。",
    "他十分重视这件事，一般来说万一出现问题要及时报告。",
    "几十个人参加了会议，十几家企业表示支持，数十家媒体报道。",
    "这是其中之一，一样重要；三星和零售两者都在一些地区。",
    "千万不要忘记，一直以来这一切都一样。",
])
def test_numeral_characters_inside_ordinary_words_are_not_figures(text):
    assert find_quantities(text) == []


def test_one_with_a_measure_word_is_a_count():
    quantity = only("这是一个重要的问题")
    assert (quantity.value, quantity.spelled) == (1, True)


# -- currencies --------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "value", "code"), [
    ("$5", 5, "USD"), ("US$5", 5, "USD"), ("USD 5", 5, "USD"), ("5 USD", 5, "USD"), ("5 dollars", 5, "USD"),
    ("¥5", 5, "CNY"), ("￥5", 5, "CNY"), ("RMB 5", 5, "CNY"), ("5元", 5, "CNY"), ("5,000 yuan", 5000, "CNY"),
    ("5美元", 5, "USD"), ("€5", 5, "EUR"), ("5 euros", 5, "EUR"), ("£5", 5, "GBP"), ("5亿元", 5e8, "CNY"),
    ("$1.2 billion", 1.2e9, "USD"), ("人民币5亿元", 5e8, "CNY"), ("-$5 million", -5e6, "USD"),
    ("5 mln bucks", 5e6, "USD"), ("20 quid", 20, "GBP"),
])
def test_currencies(text, value, code):
    quantity = only(f"cost {text} in total")
    assert (quantity.value, quantity.unit, quantity.dimension) == (value, code, "currency")


@pytest.mark.parametrize(("text", "value"), [
    ("a final dividend of 6.8p per share", 0.068), ("a final dividend of 6.8 pence per share", 0.068),
    ("shares closed 12 pence higher", 0.12), ("a 0.5p charge", 0.005), ("it cost 2 pennies", 0.02),
])
def test_pence_are_hundredths_of_a_pound(text, value):
    quantity = measurements(text)[0]
    assert (quantity.value, quantity.unit, quantity.dimension) == (pytest.approx(value), "GBP", "currency")
    assert quantity.value == only(f"a dividend of \u00a3{value} per share").value


def test_pence_keep_the_precision_they_are_written_with():
    assert only("a dividend of 6.8p").precision == pytest.approx(0.001)


@pytest.mark.parametrize(("text", "surface"), [
    ("streams in 1080p", "1080p"), ("a 720p screen", "720p"), ("the 1p/19q codeletion", "1p/19q"),
    ("The 99p Challenge", "99p"), ("5G networks", "5G"), ("3D printing", "3D"),
])
def test_a_whole_number_before_p_stays_a_name(text, surface):
    """Whole numbers before p are display modes, titles and chromosome arms as often as pence."""
    quantity = only(text)
    assert (quantity.kind, quantity.surface) == ("label", surface)


# -- what a count counts -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "counted"), [
    ("The plan passed by 31 votes", "votes"), ("Of 1,206 patients", "patients"), ("共纳入312例患者", "例"),
    ("参展企业超过3000家", "家"), ("在32名健康受试者中", "名"), ("共有三家医院", "家"),
])
def test_a_count_knows_what_it_counts(text, counted):
    assert measurements(text)[0].counted == counted


@pytest.mark.parametrize("text", [
    "Duration: 31", "12 had delirium", "aged 30, the youngest", "31 or more", "面积为30", "患者年龄为65岁",
    "it took 5 hours", "a 5% rise in sales", "31 was the lowest",
    "the index rose 2 points", "sales grew 5 times over", "0.42 vs 0.31",
])
def test_a_figure_that_names_nothing_it_counts_is_bare(text):
    assert measurements(text)[0].counted == ""


# -- physical and data units -------------------------------------------------------------------------------

@pytest.mark.parametrize(("first", "second"), [
    ("1,500 ms", "1.5 s"), ("1.5 km", "1500 m"), ("2 GB", "2000 MB"), ("0 °C", "273.15 K"), ("32°F", "0℃"),
    ("2 hours", "120 minutes"), ("3 days", "72 h"), ("1 week", "7天"), ("5 kg", "5000 g"), ("5公斤", "5 kg"),
    ("2 t", "2000 kg"), ("2吨", "2 tonnes"), ("5 km", "5公里"), ("5千米", "5 km"), ("1 L", "1000 mL"),
    ("1升", "1000毫升"), ("1 m³", "1000 l"), ("1 km²", "1000000 m2"), ("1 GiB", "1024 MiB"), ("8 Mbit", "1 MB"),
    ("100 Mbps", "12.5 MB/s"), ("25 degrees Celsius", "25摄氏度"), ("36 km/h", "10 m/s"), ("1 kWh", "3.6 MJ"),
    ("2 kW", "2000 W"), ("1 平方公里", "100 ha"),
])
def test_equal_measurements_in_different_units_have_equal_values(first, second):
    one, other = only(f"it was {first} then"), only(f"it was {second} then")
    assert (one.value, one.unit, one.dimension) == (other.value, other.unit, other.dimension)


@pytest.mark.parametrize(("text", "unit", "dimension"), [
    ("5 min", "s", "time"), ("5 mins", "s", "time"), ("5s", "s", "time"), ("5 s.", "s", "time"),
    ("5 m", "m", "length"), ("5 inches", "m", "length"), ("5 kB", "B", "data"), ("5 bytes", "B", "data"),
    ("300 K", "K", "temperature"), ("5 kW", "W", "power"), ("3.5 GHz", "Hz", "frequency"),
    ("2-fold", "x", "multiple"), ("3x", "x", "multiple"), ("a 5-year plan", "s", "time"),
    ("200 man-hours", "s", "time"), ("4000000 sqft", "m2", "area"),
])
def test_units(text, unit, dimension):
    quantity = measurements(text)[0]
    assert (quantity.unit, quantity.dimension) == (unit, dimension)


@pytest.mark.parametrize("text", ["5 males", "5 in the room", "3 of the 5 members", "5 times", "5 a day"])
def test_ambiguous_letters_after_a_number_are_not_units(text):
    assert all(quantity.unit == "" for quantity in measurements(text))


def test_a_decade_is_not_seconds():
    quantity = only("in the 1990s")
    assert (quantity.kind, quantity.value, quantity.high) == ("year", 1990, 1999)


def test_precision_follows_the_written_figure():
    assert only("3.50 km").precision == pytest.approx(10)
    assert only("1.2亿").precision == pytest.approx(1e7)
    assert only("5%").precision == 1
    assert only("$1.2 billion").precision == pytest.approx(1e8)


# -- years, dates, quarters, ordinals ----------------------------------------------------------------------

def test_a_year_in_a_sentence_is_not_a_measurement():
    found = find_quantities("In 2023 revenue was 5%.")
    assert [(q.kind, q.value) for q in found] == [("year", 2023), ("value", 5)]


@pytest.mark.parametrize(("text", "year"), [
    ("in 2023", 2023), ("2023年", 2023), ("FY2023", 2023), ("FY23", 2023), ("FY 2023", 2023),
    ("mid-2023", 2023), ("二〇二三年", 2023), ("2023年度", 2023),
])
def test_years(text, year):
    quantity = only(text)
    assert (quantity.kind, quantity.value, quantity.high) == ("year", year, None)


@pytest.mark.parametrize(("text", "first", "last"), [
    ("2020-2021", 2020, 2021), ("2020–21", 2020, 2021), ("2019至2021年", 2019, 2021),
    ("2019年至2021年", 2019, 2021), ("from 2019 to 2021", 2019, 2021), ("between 2019 and 2021", 2019, 2021),
    ("the 1990s", 1990, 1999), ("80年代", 1980, 1989),
])
def test_spans_of_years(text, first, last):
    quantity = only(text)
    assert (quantity.kind, quantity.value, quantity.high) == ("year", first, last)


def test_a_four_digit_amount_is_not_a_year():
    found = find_quantities("about 2000 staff, 2000 tonnes, $2000, 2000人")
    assert [(q.kind, q.magnitude) for q in found] == [("value", 2000)] * 4


@pytest.mark.parametrize("text", [
    "The firm has 2000 employees.", "The plant built 2020 cars.", "It enrolled 1999 new students.",
    "The survey reached 2012 households.", "2000 Employees",
])
def test_a_four_digit_count_of_things_is_not_a_year(text):
    quantity = only(text)
    assert (quantity.kind, quantity.unit) == ("value", "")


@pytest.mark.parametrize("text", [
    "Emissions fell below 1990 levels.", "Output is back above 2019 levels.", "Sales are near their 2019 peak.",
    "Costs stayed under the 2015 baseline.", "Yields came in below 2022's.", "Output fell below 2019\u2019s.",
])
def test_a_year_compared_with_is_a_year_not_a_bound(text):
    quantity = only(text)
    assert (quantity.kind, quantity.bound) == ("year", None)


@pytest.mark.parametrize("text", [
    "In 2000 people voted by post.", "Emissions are back at 1990 levels.", "Sales matched 2019 sales.",
    "Since 2015 students have paid fees.",
])
def test_a_year_before_a_noun_stays_a_year(text):
    assert only(text).kind == "year"


@pytest.mark.parametrize(("text", "value"), [
    ("2023-05-01", 20230501), ("2023/05/01", 20230501), ("May 1, 2023", 20230501), ("1 May 2023", 20230501),
    ("5月1日", 501), ("2023年5月1日", 20230501), ("May 2023", 20230500), ("Jan. 5", 105), ("the 1st of May", 501),
    ("25/12/2023", 20231225), ("五月一日", 501),
])
def test_dates(text, value):
    quantity = only(text)
    assert (quantity.kind, quantity.value) == ("date", value)


def test_the_verb_may_is_not_a_month():
    assert only("costs may 5 times").kind == "value"


@pytest.mark.parametrize(("text", "value"), [
    ("Q3", 3), ("Q3 2023", 20233), ("3Q23", 20233), ("2023 Q3", 20233), ("第三季度", 3), ("三季度", 3),
    ("the third quarter", 3), ("2023年第三季度", 20233), ("the second quarter of 2023", 20232), ("Q4 FY23", 20234),
])
def test_quarters(text, value):
    quantity = only(text)
    assert (quantity.kind, quantity.value) == ("quarter", value)


@pytest.mark.parametrize(("text", "value"), [
    ("the first time", 1), ("the third attempt", 3), ("3rd place", 3), ("his 21st century", 21), ("第三", 3),
    ("第3名", 3), ("第一次", 1),
])
def test_ordinals(text, value):
    quantity = only(text)
    assert (quantity.kind, quantity.value) == ("ordinal", value)


@pytest.mark.parametrize(("text", "seconds", "precision"), [
    ("takes 2 hours 14 minutes", 8040, 60), ("运行4小时29分钟", 16140, 60), ("1 h 30 min", 5400, 60),
    ("3 years and 6 months", 3.5 * 31_557_600, 2_629_800),
])
def test_a_duration_in_two_units_is_one_figure(text, seconds, precision):
    quantity = only(text)
    assert (quantity.value, quantity.precision) == (pytest.approx(seconds), pytest.approx(precision))


@pytest.mark.parametrize(("text", "base", "surface"), [
    ("weighs 2 lb 9 oz on average", 41 * 0.028349523125, "2 lb 9 oz"), ("a bag of 1 kg 200 g", 1.2, "1 kg 200 g"),
])
def test_a_mass_or_length_in_two_units_is_one_figure(text, base, surface):
    quantity = only(text)
    assert (quantity.value, quantity.surface) == (pytest.approx(base), surface)


def test_a_smaller_part_of_a_whole_unit_or_more_is_another_measure():
    assert [quantity.surface for quantity in find_quantities("lengths of 3 m 200 cm")] == ["3 m", "200 cm"]


@pytest.mark.parametrize(("text", "seconds"), [
    ("ahead by 2 min 07 s at the line", 127), ("a gap of 1 h 05 min to the leaders", 3900),
    ("the stop lasts 3 minutes 09 seconds", 189),
])
def test_a_zero_padded_smaller_part_of_a_duration_is_counted(text, seconds):
    assert only(text).value == seconds


@pytest.mark.parametrize("text", ["agent 007 s", "dial 05 minutes", "1 min 075 s"])
def test_zero_led_digits_outside_a_duration_stay_codes(text):
    assert "label" in {q.kind for q in find_quantities(text)}


@pytest.mark.parametrize(("text", "dimension", "value"), [
    ("drivers waited 12 more minutes", "time", 720), ("a tank holding 40 fewer litres", "volume", 0.04),
    ("5 more people", "number", 5), ("3 more in the north", "number", 3),
])
def test_a_comparative_between_a_figure_and_its_unit_keeps_the_unit(text, dimension, value):
    assert (only(text).dimension, only(text).value) == (dimension, pytest.approx(value))


@pytest.mark.parametrize(("text", "seconds"), [
    ("a flight of an hour and 40 minutes", 6000), ("it lasted a day and 5 hours", 104_400),
    ("a minute and 12 seconds behind", 72),
])
def test_one_larger_unit_told_by_a_joins_the_duration(text, seconds):
    assert only(text).value == seconds


@pytest.mark.parametrize(("text", "seconds"), [("an hour and 75 minutes", 4500), ("paid $9 an hour and 3 days off", 259_200)])
def test_a_or_an_before_a_unit_joins_no_larger_or_smaller_part(text, seconds):
    assert [q.value for q in find_quantities(text) if q.dimension == "time"] == [seconds]


def test_durations_in_a_list_stay_apart():
    assert [q.value for q in find_quantities("2 hours, 14 minutes")] == [7200, 840]


@pytest.mark.parametrize(("first", "second"), [("5000mAh", "5000毫安时"), ("5 Ah", "5000 mAh"),
                                              ("160Wh/kg", "160瓦时/千克"), ("0.16 kWh/kg", "160 Wh/kg")])
def test_battery_charge_and_specific_energy_convert(first, second):
    assert (only(first).dimension, only(first).value) == (only(second).dimension, only(second).value)


@pytest.mark.parametrize(("text", "seconds"), [("10:30", 37800), ("at 3 p.m.", 54000), ("10am", 36000),
                                              ("Listed for 14:00: R v Mercer", 50400), ("7点整出发", 25200),
                                              ("11点29分抵达", 41340), ("8点半", 30600),
                                              ("下午3点开会", 54000), ("上午9点", 32400)])
def test_times_of_day(text, seconds):
    quantity = only(text)
    assert (quantity.kind, quantity.value) == ("clock", seconds)


@pytest.mark.parametrize("text", ["上证指数上涨25点", "指数收于3000点"])
def test_points_of_an_index_are_not_times(text):
    assert [q.kind for q in find_quantities(text)] == ["value"]


# -- names, codes and citations ----------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "surface"), [
    ("certified to ISO 9001", "ISO 9001"), ("the COVID-19 pandemic", "COVID-19"), ("H2O vapour", "H2O"),
    ("5G networks", "5G"), ("A4 paper", "A4"), ("GPT-4 output", "GPT-4"), ("version 3.2.1", "version 3.2.1"),
    ("IPv6 traffic", "IPv6"), ("see section 4.2", "section 4.2"), ("Table 3 shows", "Table 3"),
    ("Figure 2 shows", "Figure 2"), ("page 12", "page 12"), ("item ev-1234", "ev-1234"), ("issue #12", "#12"),
    ("call 010-12345678", "010-12345678"), ("call +1 (555) 123-4567", "+1 (555) 123-4567"),
    ("ISO 9001:2015", "ISO 9001:2015"), ("见表3", "表3"), ("our 10-K filing", "10-K"),
])
def test_numbers_that_name_things_are_labels(text, surface):
    quantity = only(text)
    assert (quantity.kind, quantity.surface, quantity.is_measurement) == ("label", surface, False)


@pytest.mark.parametrize("text", [
    "Revenue rose 5% [1].", "Revenue rose 5%. [1, 2]", "Revenue rose 5%.[1][2]", "收入增长5%[CITE:ev-12ab]。",
    "Revenue rose 5% [src_a].", "Revenue rose 5% [1–3].",
])
def test_citation_markers_are_not_figures(text):
    assert [(q.value, q.unit) for q in find_quantities(text)] == [(5, "%")]


def test_a_measure_word_after_a_table_word_is_a_count():
    assert only("代表3个国家").kind == "value"


# -- numbers in words --------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "value"), [
    ("five staff", 5), ("twenty-five staff", 25), ("Twenty staff", 20), ("three hundred staff", 300),
    ("a million staff", 1e6), ("a dozen staff", 12), ("two million staff", 2e6), ("ninety-nine staff", 99),
])
def test_numbers_in_words(text, value):
    quantity = only(text)
    assert (quantity.value, quantity.spelled) == (value, True)


def test_one_of_the_largest_is_a_spelled_count():
    quantity = only("one of the largest gains")
    assert (quantity.value, quantity.spelled) == (1, True)


@pytest.mark.parametrize("text", ["No one came.", "They helped one another.", "the one that failed", "someone often"])
def test_one_as_a_pronoun_is_not_a_count(text):
    assert find_quantities(text) == []


def test_a_second_is_not_an_ordinal():
    assert find_quantities("wait a second") == []


def test_number_stated_twice_gives_two_quantities():
    assert values("5 (five) members") == [5, 5]


def test_spelled_percent():
    assert (only("five percent").value, only("five percent").unit) == (5, "%")


def test_prose_without_figures_gives_nothing():
    assert find_quantities("The committee reviewed the proposal and concluded that it was sound.") == []


# -- records and imports -----------------------------------------------------------------------------------

def test_record_is_json_ready():
    record = only("between 10 and 20 km").to_record()
    assert json.loads(json.dumps(record)) == record
    assert {"value", "unit", "dimension", "kind", "surface", "start", "end", "scale", "decimals", "high", "bound",
            "approximate"} <= record.keys()
    assert (record["value"], record["high"], record["unit"]) == (10_000, 20_000, "m")


def test_importing_the_text_package_does_not_import_pint():
    code = "import sys, report_workflow.text; print('pint' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"


# -- properties --------------------------------------------------------------------------------------------

@given(st.integers(min_value=-10**12, max_value=10**12), st.booleans())
def test_integers_are_read_back(number, separators):
    written = f"{number:,}" if separators else str(number)
    found = find_quantities(f"The total was {written} units.")
    assert [quantity.value for quantity in found] == [number]


@given(st.floats(min_value=-1e9, max_value=1e9, allow_nan=False), st.integers(min_value=1, max_value=4),
       st.booleans())
def test_decimals_are_read_back(number, places, separators):
    written = f"{number:,.{places}f}" if separators else f"{number:.{places}f}"
    assume(float(written.replace(",", "")) != 0 or not written.startswith("-"))
    found = find_quantities(f"The total was {written} units.")
    assert [(q.value, q.decimals) for q in found] == [(float(written.replace(",", "")), places)]


_MIXED = st.text(alphabet=st.sampled_from(list(
    "0123456789 .,-–~%$¥€亿万千百十一二三两零年月日第季度个元人至到约超过以上以下点分之abkmMBsQFYx:/()[]#+×^°C℃"
)), max_size=60)


@given(_MIXED)
def test_spans_are_exact_ordered_and_disjoint_on_any_text(text):
    found = find_quantities(text)
    spans_are_exact(text, found)
    assert all(quantity.start < quantity.end for quantity in found)


@given(st.text(max_size=80))
@example("0-\u00b2")  # a range whose second end is a digit of another form (superscript two)
def test_any_unicode_text_is_parsed_without_error(text):
    spans_are_exact(text, find_quantities(text))


@given(st.integers(min_value=1, max_value=9999), st.integers(min_value=0, max_value=2))
def test_millions_equal_their_digits_and_their_chinese_scale(whole, places):
    figure = whole / 10**places
    million = only(f"{figure:.{places}f} million").value
    assert million == only(f"{round(figure * 1_000_000):,}").value
    assert million == only(f"{figure * 100:.{max(places - 2, 0)}f}万").value


@given(st.integers(min_value=1, max_value=10**6), st.sampled_from([
    ("km", "m", 1000), ("s", "ms", 1000), ("kg", "g", 1000), ("GB", "MB", 1000), ("h", "min", 60),
    ("L", "mL", 1000), ("MW", "kW", 1000),
]))
def test_unit_conversions_agree(number, units):
    larger, smaller, ratio = units
    assert only(f"{number} {larger}").value == only(f"{number * ratio} {smaller}").value


@pytest.mark.parametrize("text, value", [("三成受访者表示愿意尝试。", 30.0), ("九成员工认为培训有帮助。", 90.0),
                                         ("约3成用户", 30.0)])
def test_chinese_tenths_are_percentages(text, value):
    quantity = only(text)
    assert (quantity.value, quantity.unit, quantity.dimension) == (value, "%", "percent")


@pytest.mark.parametrize("text", ["项目一成不变。", "试验取得成功。", "五成功率", "公司完成了目标。"])
def test_words_with_cheng_are_not_tenths(text):
    assert [q for q in find_quantities(text) if q.dimension == "percent"] == []


def test_a_year_before_to_and_a_level_with_a_unit_stays_a_year():
    found = find_quantities("The rate fell from 7.7% in 2020 to 4.2% in 2023.")
    assert [(q.kind, q.value) for q in found] == [("value", 7.7), ("year", 2020), ("value", 4.2), ("year", 2023)]


@pytest.mark.parametrize(("text", "level"), [
    ("Sales rose from $1.2 million in 2019 to $2.4 million in 2023.", 2_400_000),
    ("Sales rose from $1,200 in 2019 to $2,400 in 2023.", 2_400),
    ("Sales rose from €3bn in 2019 to €4bn.", 4_000_000_000),
])
def test_a_year_before_to_and_an_amount_of_money_stays_a_year(text, level):
    found = find_quantities(text)
    assert [q.kind for q in found if q.dimension != "year"] == ["value", "value"]
    assert 2019 in [q.value for q in found if q.kind == "year"]
    assert found[2].value == level


def test_a_range_of_money_may_write_its_sign_on_the_high_end_only():
    quantity = only("Tickets cost from 10 to $20.")
    assert (quantity.kind, quantity.value, quantity.high, quantity.unit) == ("range", 10, 20, "USD")


@pytest.mark.parametrize(("text", "value"), [
    ("Half a million people visited.", 500_000),
    ("a quarter of a million people", 250_000),
    ("three quarters of a million people", 750_000),
    ("two-thirds of a billion dollars", 2e9 / 3),  # a fraction is exact, not rounded to 0.67
    ("half a dozen eggs", 6),
    ("two and a half million people", 2_500_000),
    ("one and a half billion dollars", 1_500_000_000),
    ("two and a half years", 2.5 * 31_557_600),
    ("three and three-quarter hours", 3.75 * 3600),
    ("two and a quarter miles", 2.25 * 1609.344),
    ("one and three-quarters million", 1_750_000),
])
def test_a_part_of_one_before_a_scale_word_is_read_with_it(text, value):
    assert only(text).value == pytest.approx(value)


@pytest.mark.parametrize(("text", "decimals"), [
    ("two and a half hours", 1), ("three and a quarter hours", 2), ("four hours", 0),
])
def test_a_number_in_words_is_stated_to_the_part_it_names(text, decimals):
    assert only(text).decimals == decimals


def test_a_part_of_a_period_is_no_figure():
    assert measurements("the second half of 2023") == []


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("half an hour", 1_800, "s"), ("a third of a mile", 536.448, "m"), ("three-quarters of an hour", 2_700, "s"),
])
def test_a_part_of_a_unit_is_read_in_that_unit(text, value, unit):
    assert (only(text).value, only(text).unit) == (pytest.approx(value, rel=0.02), unit)  # a third read as 0.33


@pytest.mark.parametrize(("text", "low", "high"), [
    ("the budget for 2025/26", 2025, 2026), ("the 2012/2013 season", 2012, 2013), ("in 2025-26", 2025, 2026),
    ("FY2025/26 revenue", 2025, 2026), ("FY 2025/26 revenue", 2025, 2026),
])
def test_a_year_split_with_a_slash_is_a_span_of_two_years(text, low, high):
    (quantity,) = find_quantities(text)
    assert (quantity.kind, quantity.value, quantity.high) == ("year", low, high)


def test_tn_is_trillion():
    assert only("a $1.2tn stimulus").value == 1.2e12


@pytest.mark.parametrize("text", ["约占30%", "约占三分之一"])
def test_yue_zhan_makes_a_share_approximate(text):
    assert only(text).approximate


@pytest.mark.parametrize(("text", "surfaces"), [
    ("月球绕地球一周大约需要27天", ["一", "27天"]),  # one lap round the Earth, not one week
    ("地球自转一周约需24小时", ["一", "24小时"]),
    ("工作一周后", ["一周"]),
    ("转岗一周后上班", ["一周"]),
])
def test_zhou_after_a_verb_of_going_round_is_a_lap(text: str, surfaces: list[str]) -> None:
    assert [quantity.surface for quantity in find_quantities(text)] == surfaces


@pytest.mark.parametrize(("text", "seconds", "decimals"), [
    ("She won in 30:12.45.", 1812.45, 2),
    ("He ran the mile in 3:59.4 in 1954.", 239.4, 1),
    ("The winning time was 2:05:12.3 in Rotterdam.", 7512.3, 1),
])
def test_a_race_time_with_a_fraction_of_a_second_is_a_duration(text, seconds, decimals):
    (time, *_) = find_quantities(text)
    assert (time.kind, time.dimension, time.unit, time.decimals) == ("value", "time", "s", decimals)
    assert time.value == pytest.approx(seconds)


def test_a_time_of_day_stays_a_time_of_day():
    (time,) = find_quantities("The train leaves at 14:30.")
    assert time.kind == "clock"


def test_the_number_of_an_item_in_a_run_in_list_is_its_place():
    figures = find_quantities("Final table: 1. Northbridge FC 84 pts; 2. Castleford Rovers 81 pts.")
    assert [(figure.kind, figure.value) for figure in figures] == [
        ("ordinal", 1), ("value", 84), ("ordinal", 2), ("value", 81)]


def test_a_figure_ending_a_sentence_after_a_time_is_no_list_number():
    assert [figure.kind for figure in find_quantities("Arrives 09:45. Trains run daily.")] == ["clock"]


@pytest.mark.parametrize(("text", "kinds"), [
    ("员工每天10点至16点必须在岗", ["clock", "clock"]),
    ("营业时间9点到17点", ["clock", "clock"]),
    ("会议提出了3点建议", ["value"]),
])
def test_whole_hours_written_as_a_span_are_times_of_day(text, kinds):
    assert [figure.kind for figure in find_quantities(text)] == kinds


@pytest.mark.parametrize(("text", "value"), [("林若川九轮积七点五分夺冠", 7.5), ("该片豆瓣评分八点五分", 8.5)])
def test_a_score_in_chinese_numerals_is_no_time(text, value):
    assert [(q.kind, q.value) for q in find_quantities(text) if q.value == value] == [("value", value)]


@pytest.mark.parametrize(("text", "values"), [("赤焰战队以四比一战胜雷鸣战队", [4, 1]), ("双方三比三战平", [3, 3])])
def test_a_score_in_chinese_numerals_is_two_figures(text, values):
    assert [q.value for q in find_quantities(text)] == values


@pytest.mark.parametrize(("text", "value", "unit"), [
    ("装机容量五十万千瓦", 500_000_000, "W"), ("单机容量一万千瓦", 10_000_000, "W"), ("三千千瓦", 3_000_000, "W"),
    ("体重六十五千克", 65, "kg"), ("五千米长跑", 5000, "m"),
])
def test_a_kilo_unit_after_a_chinese_numeral_is_a_unit(text, value, unit):
    # 千 before 瓦, 克 or 米 opens the unit; it is no place of the numeral before it
    quantity = only(text)
    assert (quantity.value, quantity.unit) == (pytest.approx(value), unit)


@pytest.mark.parametrize("text", ["比上一年多了三万四千吨", "在前一天晚上8点", "下一个月", "上一季度", "后一天"])
def test_one_after_a_word_naming_a_period_from_another_is_no_span(text):
    # 上一年 is the year before, not a span of one year
    assert not [quantity for quantity in measurements(text) if quantity.dimension == "time"]


@pytest.mark.parametrize(("text", "seconds"), [("为期一年", 31_557_600), ("前两年", 2 * 31_557_600)])
def test_a_span_of_one_or_more_stays_a_span(text, seconds):
    assert only(text).value == pytest.approx(seconds)


@pytest.mark.parametrize(("text", "value"), [("the £6 day ticket", 6), ("a $10 week pass", 10)])
def test_a_span_after_money_names_what_it_buys(text, value):
    quantity = only(text)
    assert (quantity.value, quantity.dimension) == (value, "currency")


@pytest.mark.parametrize(("text", "kind"), [
    ("Global Higher Education Tables 2026: Summary for Calder University.", "year"),
    ("See Table 2026 for details.", "label"),
    ("See Tables 3 and 4.", "label"),
])
def test_a_year_after_a_plural_naming_word_is_a_title_year(text, kind):
    # "Tables 2026" names no one table by a number: the year of a title
    assert find_quantities(text)[0].kind == kind


@pytest.mark.parametrize(("text", "expected"), [
    ("Leakage fell by 10%, from 158 to 142 million litres a day.", [("percent", 10.0), ("number", 158.0),
                                                                    ("volume", 142000.0)]),
    ("Production fell 9% in 2023 to 1.1 million hectolitres.", [("percent", 9.0), ("year", 2023.0),
                                                                 ("volume", 110000.0)]),
])
def test_a_bare_figure_above_a_scaled_one_is_no_range(text, expected):
    assert [(quantity.dimension, quantity.value) for quantity in find_quantities(text)] == expected


@pytest.mark.parametrize("text", ["Twenty-two barrel organs played on the quay", "the church's three barrel vaults"])
def test_barrel_before_the_kind_of_a_thing_is_no_unit(text):
    assert only(text).unit == ""


def test_barrels_counted_are_a_volume():
    assert only("output of 3 million barrels a day").dimension == "volume"


@pytest.mark.parametrize(("text", "minutes"), [("比开门早一刻钟", 15), ("又用了三刻钟", 45)])
def test_quarters_of_an_hour(text, minutes):
    assert (only(text).dimension, only(text).value) == ("time", minutes * 60)


@pytest.mark.parametrize("text", ["此刻钟声响起", "一刻也不停"])
def test_a_moment_is_no_quarter_of_an_hour(text):
    assert find_quantities(text) == []


@pytest.mark.parametrize(("text", "approximate"), [
    ("入侵样地平均只有约七种本土蚂蚁，大约是对照样地（约十五种）的一半", True),
    ("入侵样地有七种，是对照样地（十五种）的一半", False),
])
def test_a_share_of_a_whole_told_in_brackets_keeps_its_approximation(text, approximate):
    half = find_quantities(text)[-1]
    assert (half.value, half.approximate) == (50, approximate)
