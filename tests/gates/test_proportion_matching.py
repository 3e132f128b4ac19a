"""A fraction ("one in five", "a third", 五分之一, 半数) is compared with a percent at the percent's rounding.

A fraction is exact; the percent it meets is rounded to its last digit. So "a third" is stated by 33% and by
33.3% but not by 30%, and 33% states "a third" as well; "about" widens a fraction to a tenth of its value.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from report_workflow.verify import verify
from tests.support import verdict_of

HONEST = [
    ("One in five adults smokes.", "20% of adults smoke."),
    ("20% of adults smoke.", "One in five adults smokes."),
    ("One in four adults smokes.", "25% of adults smoke."),
    ("A third of respondents agreed.", "33% of respondents agreed."),
    ("A third of respondents agreed.", "33.3% of respondents agreed."),
    ("33% of respondents agreed.", "A third of respondents agreed."),
    ("33.3% of respondents agreed.", "One-third of respondents agreed."),
    ("Two-thirds of voters backed the plan.", "67% of voters backed the plan."),
    ("Two-thirds of voters backed the plan.", "66.7% of voters backed the plan."),
    ("Half of the patients recovered within a week.", "50% of the patients recovered within a week."),
    ("About a third of respondents agreed.", "31% of respondents agreed."),
    ("Nine out of ten dentists recommend the brush.", "90% of dentists recommend the brush."),
    ("五分之一的成年人吸烟。", "20%的成年人吸烟。"),
    ("20%的成年人吸烟。", "五分之一的成年人吸烟。"),
    ("三分之二的受访者表示支持。", "67%的受访者表示支持。"),
    ("七成五的用户选择续费。", "75%的用户选择续费。"),
    ("半数受访者表示满意。", "50%的受访者表示满意。"),
    ("一半的员工选择远程办公。", "半数员工选择远程办公。"),
]


@pytest.mark.parametrize(("answer", "source"), HONEST)
def test_an_honest_conversion_passes(answer, source):
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


WRONG = [
    ("One in four adults smokes.", "20% of adults smoke.", "20%"),
    ("20% of adults smoke.", "One in four adults smokes.", "One in four"),
    ("A third of respondents agreed.", "30% of respondents agreed.", "30%"),
    ("A third of respondents agreed.", "40% of respondents agreed.", "40%"),
    ("30% of respondents agreed.", "A third of respondents agreed.", "A third"),
    ("Two-thirds of voters backed the plan.", "60% of voters backed the plan.", "60%"),
    ("Half of the patients recovered within a week.", "40% of the patients recovered within a week.", "40%"),
    ("五分之一的成年人吸烟。", "25%的成年人吸烟。", "25%"),
    ("25%的成年人吸烟。", "五分之一的成年人吸烟。", "五分之一"),
    ("三分之一的受访者表示支持。", "40%的受访者表示支持。", "40%"),
    ("半数受访者表示满意。", "40%的受访者表示满意。", "40%"),
    ("七成五的用户选择续费。", "70%的用户选择续费。", "70%"),
]


@pytest.mark.parametrize(("answer", "source", "nearest"), WRONG)
def test_a_wrong_proportion_blocks_and_names_the_stated_one(answer, source, nearest):
    result = verify(answer, [source])
    item = result["sentence_results"][0]
    assert not result["publishable"]
    assert item["rule"] == "FE001"
    assert f"\u201c{nearest}\u201d" in item["reason"]


def test_a_fraction_is_not_stated_by_a_percent_rounded_the_other_way():
    """33.4% is not a third: at a tenth of a percent a third is 33.3%."""
    assert not verdict_of("A third of respondents agreed.", "33.4% of respondents agreed.")[0]


def test_a_bound_on_a_fraction_is_implied_by_a_percent_beyond_it():
    assert verdict_of("More than half of the patients recovered.", "56% of the patients recovered.")[0]
    assert not verdict_of("More than half of the patients recovered.", "48% of the patients recovered.")[0]


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=2, max_value=20).flatmap(lambda whole: st.tuples(
    st.integers(min_value=1, max_value=whole), st.just(whole))), st.integers(min_value=0, max_value=2))
def test_a_share_rounded_honestly_to_any_decimal_states_the_fraction(parts, places):
    part, whole = parts
    percent = f"{100 * part / whole:.{places}f}%"
    assert verify(f"{part} in {whole} adults smoke.", [f"{percent} of adults smoke."])["publishable"]
    assert verify(f"{percent} of adults smoke.", [f"{part} in {whole} adults smoke."])["publishable"]


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=3, max_value=20).flatmap(lambda whole: st.tuples(
    st.integers(min_value=1, max_value=whole - 1), st.just(whole))))
def test_the_next_fraction_up_is_a_different_share(parts):
    part, whole = parts
    result = verify(f"{part + 1} in {whole} adults smoke.", [f"{part} in {whole} adults smoke."])
    assert result["sentence_results"][0]["rule"] == "FE001"


@pytest.mark.parametrize(("answer", "source"), [
    ("The team won 3 matches.", "The team won 3 out of 5 matches."),
    ("The team played 5 matches.", "The team won 3 out of 5 matches."),
    ("The team won 3 out of 5 matches.", "The team won three of its five matches."),
])
def test_a_share_written_with_counts_states_its_counts(answer: str, source: str) -> None:
    assert verdict_of(answer, source)[0]


@pytest.mark.parametrize(("answer", "source"), [
    ("The team won 4 matches.", "The team won 3 out of 5 matches."),
    ("The team won 3 out of 6 matches.", "The team won three of its five matches."),
    ("5 patients were enrolled.", "1 in 5 patients had a relapse."),  # a rate, not a count of five
])
def test_counts_the_share_does_not_state_block(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert not passed and [finding["rule"] for finding in findings] == ["FE001"]


CALLS = "全年共接警出动1146次，其中火灾扑救312次、抢险救援587次、社会救助247次。"


@pytest.mark.parametrize(("answer", "passes"), [
    ("出警中，抢险救援占了一半多。", True),  # 587 of 1146: 51%
    ("出警中，火灾扑救占了一半多。", False),  # 312 of 1146: 27%, and 312 is no share of 587, beside it in the list
    ("出警中，火灾扑救占了近三成。", True),
])
def test_an_item_of_a_list_is_a_share_of_the_total_not_of_another_item(answer: str, passes: bool) -> None:
    assert verdict_of(answer, CALLS)[0] is passes
