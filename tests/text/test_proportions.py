"""Proportions written as fractions are read as percents, exact, and only where they are a share of something."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from report_workflow.text import find_quantities

THIRD, TWO_THIRDS = 33.3333333333, 66.6666666667


def share(text: str):
    """The one percent the parser reads in ``text``, with its spans checked."""
    found = find_quantities(text)
    for quantity in found:
        assert text[quantity.start:quantity.end] == quantity.surface
    percents = [quantity for quantity in found if quantity.dimension == "percent"]
    assert len(percents) == 1, found
    return percents[0]


def percents(text: str) -> list[float]:
    return [quantity.value for quantity in find_quantities(text) if quantity.dimension == "percent"]


@pytest.mark.parametrize(("text", "value", "surface"), [
    ("One in five adults smokes.", 20, "One in five"),
    ("1 in 5 adults smoke.", 20, "1 in 5"),
    ("One out of five adults smokes.", 20, "One out of five"),
    ("Nine out of ten dentists agree.", 90, "Nine out of ten"),
    ("3 in 10 households own a car.", 30, "3 in 10"),
    ("One in every four children is affected.", 25, "One in every four"),
    ("The defect occurs in 1 in 1,000 births.", 0.1, "1 in 1,000"),
    ("A third of respondents agreed.", THIRD, "A third"),
    ("One-third of the budget went to staff.", THIRD, "One-third"),
    ("Two-thirds of voters backed the plan.", TWO_THIRDS, "Two-thirds"),
    ("two thirds of voters backed the plan", TWO_THIRDS, "two thirds"),
    ("Three quarters of the staff work remotely.", 75, "Three quarters"),
    ("A quarter of patients relapsed.", 25, "A quarter"),
    ("Two fifths of the land is forest.", 40, "Two fifths"),
    ("Half of the patients recovered.", 50, "Half"),
    ("Half the members voted.", 50, "Half"),
    ("One-half of the land area is forest.", 50, "One-half"),
    ("1/3 of the budget went to staff.", THIRD, "1/3"),
])
def test_an_english_fraction_is_an_exact_percent(text, value, surface):
    quantity = share(text)
    assert (quantity.value, quantity.unit, quantity.kind, quantity.surface) == (value, "%", "value", surface)
    assert quantity.precision == 0  # "a third" is 33.33...%, not a rounding of it


@pytest.mark.parametrize(("text", "value"), [
    ("五分之一的成年人吸烟。", 20), ("三分之二的受访者表示支持。", TWO_THIRDS), ("四分之三的用户选择续费。", 75),
    ("十分之一的样本不合格。", 10), ("半数受访者表示满意。", 50), ("一半的员工选择远程办公。", 50),
])
def test_a_chinese_fraction_is_an_exact_percent(text, value):
    quantity = share(text)
    assert (quantity.value, quantity.unit, quantity.precision) == (value, "%", 0)


@pytest.mark.parametrize(("text", "value", "precision"), [
    ("百分之二十的成年人吸烟。", 20, 1), ("百分之十二点五的样本", 12.5, 0.1), ("三成受访者表示愿意尝试。", 30, 10),
    ("七成五的用户选择续费。", 75, 1), ("约两成的企业", 20, 10), ("五成半的受访者", 55, 1),
])
def test_chinese_percents_and_tenths_round_at_their_last_digit(text, value, precision):
    quantity = share(text)
    assert (quantity.value, quantity.precision) == (value, precision)


@pytest.mark.parametrize(("text", "bound", "approximate"), [
    ("nearly one in five adults", None, True), ("roughly a third of respondents", None, True),
    ("more than half of the patients", "gt", False), ("over a third of respondents", "gt", False),
    ("over one-half of the land area", "gt", False),
    ("less than a quarter of the staff", "lt", False), ("at least two-thirds of members", "ge", False),
    ("三分之一以上的企业", "ge", False), ("超过半数的受访者", "gt", False), ("过半数的受访者", "gt", False),
    ("the crop might fall by up to one-third", "le", False), ("could be down by as much as a third", "le", False),
    ("近半数受访者", None, True), ("约三分之一的样本", None, True), ("一半以上的员工", "ge", False),
    ("抢险救援占了一半多", "gt", False),
])
def test_a_fraction_keeps_its_bound_and_approximation(text, bound, approximate):
    quantity = share(text)
    assert (quantity.bound, quantity.approximate, quantity.kind) == (bound, approximate, "bound" if bound else "value")


@pytest.mark.parametrize("text", [
    "Sales rose in the second half of 2023.", "in the first half of the year", "The team led at half-time.",
    "a half-hour session", "She cut the budget in half.", "It took half an hour.", "half a dozen eggs",
    "two and a half times the prior-year level", "the other half of the team", "Half-Life was released in 1998.",
    "a third straight session", "a fifth quarter decline", "one third of the way through the season",
    "a quarter of an hour", "a quarter of a century", "half the time", "Miss XV inspired the band Eme 15 in 2012.",
    "one in ten years", "one in a million", "1 in 5 million", "Revenue fell by half in 2020.", "Q3 2023 results",
    "另一半也在场。", "前一半的比赛", "项目一成不变。", "三成本",
])
def test_words_that_are_no_share_of_something_are_no_percent(text):
    assert percents(text) == []


@pytest.mark.parametrize(("text", "kind", "value"), [
    ("Revenue peaked in the third quarter of 2022.", "quarter", 20223),
    ("yields rose for a third straight session", "ordinal", 3),
    ("the second half of the season", "ordinal", 2),
])
def test_ordinals_and_quarters_stay_what_they_were(text, kind, value):
    assert [(quantity.kind, quantity.value) for quantity in find_quantities(text)] == [(kind, value)]


def test_a_count_out_of_a_total_that_is_no_round_share_stays_two_counts():
    assert [q.value for q in find_quantities("245 out of 300 patients responded.")] == [245, 300]


# -- properties --------------------------------------------------------------------------------------------

_WORDS = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
          "seventeen eighteen nineteen twenty").split()
_CJK = "一二三四五六七八九十"


def _chinese(number: int) -> str:
    """1-20 in Chinese numerals."""
    return _CJK[number - 1] if number <= 10 else ("十" if number < 20 else "二十") + (_CJK[number % 10 - 1] if number % 10 else "")


@given(st.integers(min_value=2, max_value=20).flatmap(lambda whole: st.tuples(
    st.integers(min_value=1, max_value=whole), st.just(whole))))
def test_one_in_five_in_digits_words_and_chinese_is_one_share(parts):
    part, whole = parts
    digits = share(f"{part} in {whole} adults smoke.").value
    assert digits == share(f"{_WORDS[part - 1]} out of {_WORDS[whole - 1]} adults smoke.").value
    assert digits == share(f"{_chinese(whole)}分之{_chinese(part)}的成年人吸烟。").value
    assert digits == pytest.approx(100 * part / whole, rel=1e-11)


_PIECES = st.sampled_from([
    "one", "a", "two", "5", "1", " in ", " out of ", " every ", "five", "half", "third", "thirds", "-", " of ",
    "the ", "quarter", "/", "3", "time", "分之", "五", "一", "半数", "成", "二", "以上", "超过", "过", "另", "约",
    "nearly ", "more than ", ",", "000", "2023", " ",
])


@given(st.lists(_PIECES, max_size=14).map("".join))
def test_spans_are_exact_ordered_and_disjoint_around_fractions(text):
    previous_end = 0
    for quantity in find_quantities(text):
        assert text[quantity.start:quantity.end] == quantity.surface
        assert previous_end <= quantity.start < quantity.end
        previous_end = quantity.end


@pytest.mark.parametrize(("text", "kind", "bound", "approximate"), [
    ("金牌201枚，超过奖牌总数的一半。", "bound", "gt", False),
    ("不到总数的一半", "bound", "lt", False),
    ("接近全部发电量的三分之一", "value", None, True),
    ("约占全市人口的五分之一", "value", None, True),
    ("全市人口的一半", "value", None, False),
])
def test_a_word_before_the_whole_qualifies_a_chinese_share(text, kind, bound, approximate):
    share = [q for q in find_quantities(text) if q.dimension == "percent"][0]
    assert (share.kind, share.bound, share.approximate) == (kind, bound, approximate)


@pytest.mark.parametrize(("text", "value"), [
    ("Attendance rose by a third in 2024.", 100 / 3),
    ("The firmware stretches battery life in GPS mode by a fifth, to 12 hours.", 20),
    ("The council cut costs by a quarter.", 25),
])
def test_a_fraction_after_by_and_a_verb_of_change_is_its_size(text, value):
    (quantity,) = [item for item in find_quantities(text) if item.dimension == "percent"]
    assert quantity.value == pytest.approx(value)


@pytest.mark.parametrize(("text", "value"), [
    ("Yields were a quarter below last year's.", 25),
    ("Fares are a fifth higher than in 2019.", 20),
    ("The new line carries a third more passengers.", 100 / 3),
])
def test_a_fraction_before_a_comparative_is_the_size_of_a_difference(text, value):
    (quantity,) = [item for item in find_quantities(text) if item.dimension == "percent"]
    assert quantity.value == pytest.approx(value)


def test_a_fraction_after_by_without_a_verb_of_change_is_no_share():
    assert [item for item in find_quantities("The launch was delayed by a quarter.")] == []
