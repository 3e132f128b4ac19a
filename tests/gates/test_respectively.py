"""FN001 reads "X and Y were A and B, respectively" (and X和Y分别为A和B) as X's A and Y's B, on both sides.

A list of figures given in order to a list of things says of each thing only its own figure: swapping two
figures of such a list gives each to the other thing, and a per-thing sentence restating the list honestly says
what the list says of that thing.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support import verdict_of

REGIONS = "North revenue was £412m. South revenue was £380m."
THREE_REGIONS = "North revenue was £412m. South revenue was £380m. West revenue was £120m."
ARMS = "The response rate was 42% in the drug arm and 18% in the placebo arm."
REGIONS_ZH = "华东营收412万元，华南营收380万元。"
THREE_REGIONS_ZH = "华东营收412万元，华南营收380万元，华北营收120万元。"
REPORTED_RESPECTIVELY = "North and South reported £412m and £380m respectively."
REPORTED_RESPECTIVELY_ZH = "华东和华南的营收分别为412万元和380万元。"
MORTALITY_RESPECTIVELY = "Mortality at 30 days was 4.1% and 5.3% in the intervention and control groups, respectively."
SALES_RESPECTIVELY = "Sales were $3.1M and $4.4M in 2022 and 2023, respectively."
OUTPUT_RESPECTIVELY_ZH = "2022年和2023年产量分别为120万吨和150万吨。"
# The second clause leaves the metric to the first, and a parenthesis keeps it from reading as parallel to it.
SURVIVAL = ("Median overall survival was 14.2 months with the combination and 11.6 months with chemotherapy alone "
            "(hazard ratio for death, 0.78).")
SURVIVAL_ZH = "联合治疗组中位总生存期为14.2个月，单独化疗组为11.6个月（死亡风险比0.78）。"

HONEST = [
    ("two regions in their order", "Revenue in North and South was £412m and £380m, respectively.", REGIONS),
    ("two arms in their order", "The response rates in the drug and placebo arms were 42% and 18%, respectively.",
     ARMS),
    ("three regions in their order",
     "Revenue in North, South and West was £412m, £380m and £120m, respectively.", THREE_REGIONS),
    ("two regions in their order, in Chinese", "华东和华南的营收分别为412万元和380万元。", REGIONS_ZH),
    ("three regions in their order, in Chinese", "华东、华南和华北的营收分别为412万元、380万元和120万元。",
     THREE_REGIONS_ZH),
    ("the first thing of a list in the evidence", "North reported £412m.", REPORTED_RESPECTIVELY),
    ("the second thing of a list in the evidence", "South reported £380m.", REPORTED_RESPECTIVELY),
    ("the second thing of a list in the evidence, in Chinese", "华南的营收为380万元。", REPORTED_RESPECTIVELY_ZH),
    ("the things listed after the figures", "Mortality at 30 days was 5.3% in the control group.",
     MORTALITY_RESPECTIVELY),
    ("years as the things of the list", "Sales were $4.4M in 2023.", SALES_RESPECTIVELY),
    ("years as the things of the list, in Chinese", "2023年产量为150万吨。", OUTPUT_RESPECTIVELY_ZH),
    ("two arms whose metric the evidence states once",
     "Median overall survival was 14.2 months and 11.6 months with the combination and chemotherapy alone, "
     "respectively.", SURVIVAL),
    ("two arms whose metric the evidence states once, in Chinese",
     "联合治疗组和单独化疗组的中位总生存期分别为14.2个月和11.6个月。", SURVIVAL_ZH),
]

SWAPPED = [
    ("two regions swapped", "Revenue in North and South was £380m and £412m, respectively.", REGIONS),
    ("two arms swapped", "The response rates in the drug and placebo arms were 18% and 42%, respectively.", ARMS),
    ("two of three regions swapped",
     "Revenue in North, South and West was £380m, £412m and £120m, respectively.", THREE_REGIONS),
    ("two regions swapped, in Chinese", "华东和华南的营收分别为380万元和412万元。", REGIONS_ZH),
    ("two of three regions swapped, in Chinese", "华东、华南和华北的营收分别为412万元、120万元和380万元。",
     THREE_REGIONS_ZH),
    ("the second figure of a list given to the first thing", "North reported £380m.", REPORTED_RESPECTIVELY),
    ("the first figure of a list given to the second thing", "South reported £412m.", REPORTED_RESPECTIVELY),
    ("the first figure of a list given to the second thing, in Chinese", "华南的营收为412万元。",
     REPORTED_RESPECTIVELY_ZH),
    ("a figure given to the other thing listed after the figures",
     "Mortality at 30 days was 4.1% in the control group.", MORTALITY_RESPECTIVELY),
    ("a figure given to the other year of the list", "Sales were $4.4M in 2022.", SALES_RESPECTIVELY),
    ("a figure given to the other year of the list, in Chinese", "2022年产量为150万吨。", OUTPUT_RESPECTIVELY_ZH),
    ("two arms whose metric the evidence states once, swapped",
     "Median overall survival was 11.6 months and 14.2 months with the combination and chemotherapy alone, "
     "respectively.", SURVIVAL),
    ("two arms whose metric the evidence states once, swapped, in Chinese",
     "联合治疗组与单独化疗组中位总生存期分别为11.6个月、14.2个月。", SURVIVAL_ZH),
]


@pytest.mark.parametrize(("case", "answer", "source"), HONEST, ids=[case for case, _, _ in HONEST])
def test_each_figure_of_a_list_restated_with_its_own_thing_passes(case: str, answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("case", "answer", "source"), SWAPPED, ids=[case for case, _, _ in SWAPPED])
def test_a_figure_of_a_list_given_to_another_thing_of_it_blocks(case: str, answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert not publishable
    assert "FN001" in {finding["rule"] for finding in findings}


def test_the_finding_names_the_thing_the_evidence_gives_the_figure_to() -> None:
    _, findings = verdict_of("North reported £380m.", REPORTED_RESPECTIVELY)
    (finding,) = [finding for finding in findings if finding["rule"] == "FN001"]
    assert "South \u2026 \u00a3380m" in finding["reason"]
    assert "North \u2026 \u00a3412m" in finding["reason"]


# The things of a list are often named in the sentence before it, as in a trial abstract.
TRIAL = (
    "Secondary outcomes included 90-day mortality and length of hospital stay. Independent walking at 30 days was "
    "achieved by 58.4% of patients in the early-mobilisation group and 51.2% in the usual-care group. Mortality at "
    "90 days was 8.1% and 9.0%, respectively."
)
TRIAL_ZH = "次要终点包括90天死亡率和住院时间。早期活动组30天独立行走率为58.4%，常规护理组为51.2%。90天死亡率分别为8.1%和9.0%。"


@pytest.mark.parametrize(("answer", "source"), [
    ("Mortality at 90 days was 8.1% in the early-mobilisation group and 9.0% in the usual-care group.", TRIAL),
    ("早期活动组90天死亡率为8.1%，常规护理组为9.0%。", TRIAL_ZH),
], ids=["English", "Chinese"])
def test_a_list_whose_things_the_sentence_before_names_is_restated_with_them(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


def test_a_figure_of_such_a_list_given_to_the_metric_of_the_sentence_before_still_blocks() -> None:
    publishable, findings = verdict_of(
        "Independent walking at 30 days was achieved by 8.1% of patients in the early-mobilisation group.", TRIAL)
    assert not publishable
    assert "FN001" in {finding["rule"] for finding in findings}


REGION_NAMES = {"English": ("North", "South", "East", "West"), "Chinese": ("华东", "华南", "华北", "西南")}


@st.composite
def regions_and_order(draw: st.DrawFn) -> tuple[str, list[str], list[int], list[int]]:
    """A language, two to four regions with distinct revenues, and an order to list the revenues in."""
    language = draw(st.sampled_from(sorted(REGION_NAMES)))
    count = draw(st.integers(min_value=2, max_value=4))
    names = list(REGION_NAMES[language][:count])
    revenues = draw(st.lists(st.integers(min_value=100, max_value=999), min_size=count, max_size=count, unique=True))
    order = draw(st.permutations(range(count)))
    return language, names, revenues, order


def _listed(language: str, items: list[str]) -> str:
    if language == "Chinese":
        return "、".join(items[:-1]) + "和" + items[-1]
    return ", ".join(items[:-1]) + " and " + items[-1]


@settings(max_examples=40, deadline=None)
@given(regions_and_order())
def test_a_list_passes_exactly_when_its_figures_keep_their_things_order(
    drawn: tuple[str, list[str], list[int], list[int]],
) -> None:
    language, names, revenues, order = drawn
    listed = [revenues[index] for index in order]
    if language == "Chinese":
        source = "".join(f"{name}营收{revenue}万元。" for name, revenue in zip(names, revenues))
        answer = f"{_listed(language, names)}的营收分别为{_listed(language, [f'{value}万元' for value in listed])}。"
    else:
        source = " ".join(f"{name} revenue was £{revenue}m." for name, revenue in zip(names, revenues))
        answer = (f"Revenue in {_listed(language, names)} was "
                  f"{_listed(language, [f'£{value}m' for value in listed])}, respectively.")
    publishable, findings = verdict_of(answer, source)
    assert publishable == (order == sorted(order)), findings
