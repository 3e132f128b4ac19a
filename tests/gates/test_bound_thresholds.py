"""The limit of a bound is a threshold, not a rounded reading: "over 2 million" is not stated by 1.6 million, nor
超过八成 by 78.4%. A confidence level ("95% CI", 95%置信区间) names the interval after it and is no figure a bound
can rest on."""

import pytest

from report_workflow.text import find_quantities
from report_workflow.verify import verify

EFFICACY = "Efficacy against hospitalisation was 78.4% (95% CI 61.2%-88.0%) at the interim analysis."
EFFICACY_ZH = "中期分析显示，预防住院的保护效力为78.4%（95%置信区间：61.2%–88.0%）。"


@pytest.mark.parametrize(("answer", "source"), [
    ("Over 2 million people visited the fair [1].", "1.6 million people visited the fair."),
    ("Fewer than 2 million people visited the fair [1].", "2.4 million people visited the fair."),
    ("The repair took more than 3 hours [1].", "The repair took 2.8 hours."),
    ("Some 96 callers were on hold for more than 40 minutes [1].", "96 callers were held longer than 30 minutes."),
    ("该项目投资超过3亿元[1]。", "该项目总投资2.7亿元。"),
    ("Efficacy against hospitalisation was more than 80% [1].", EFFICACY),
    ("中期分析显示，预防住院的保护效力超过八成[1]。", EFFICACY_ZH),
    ("中期分析显示，预防住院的保护效力超过90%[1]。", EFFICACY_ZH),
])
def test_a_figure_short_of_the_limit_does_not_state_the_bound(answer, source):
    result = verify(answer, {"1": source})
    assert not result["publishable"], result["sentence_results"]


@pytest.mark.parametrize(("answer", "source"), [
    ("Over 1.5 million people visited the fair [1].", "1.6 million people visited the fair."),
    ("The repair took more than 2.5 hours [1].", "The repair took 2.8 hours."),
    ("The repair took at least 2.8 hours [1].", "The repair took 2.8 hours."),
    ("Some 96 callers were on hold for more than 30 minutes [1].", "96 callers were held longer than 30 minutes."),
    ("该项目投资超过2.5亿元[1]。", "该项目总投资2.7亿元。"),
    ("Efficacy against hospitalisation was more than 75% [1].", EFFICACY),
    ("中期分析显示，预防住院的保护效力超过七成[1]。", EFFICACY_ZH),
    ("中期分析显示，预防住院的保护效力近八成[1]。", EFFICACY_ZH),
])
def test_a_figure_beyond_the_limit_states_the_bound(answer, source):
    result = verify(answer, {"1": source})
    assert result["publishable"], result["sentence_results"]


@pytest.mark.parametrize("text", [
    "78.4% (95% CI 61.2%-88.0%)", "HR 0.72 (95%CI 0.61-0.85)", "a 90% confidence interval of 3.1 to 4.2",
    "保护效力为78.4%（95%置信区间：61.2%–88.0%）", "95%可信区间为1.2至3.4",
])
def test_a_confidence_level_is_no_measurement(text):
    levels = [quantity for quantity in find_quantities(text) if quantity.value in (90, 95)]
    assert [quantity.kind for quantity in levels] == ["label"]


@pytest.mark.parametrize("text", ["95% of respondents", "满意度达95%，置信度较高"])
def test_a_percent_of_something_stays_a_measurement(text):
    assert find_quantities(text)[0].kind == "value"


PAYMENT = "Households earning less than £28,000 a year will also receive a one-off payment of £500 in March."
STORES = "The chain plans to open over 120 new stores by 2027."
MENU = "Under the plan, the price of a meal will stay under twelve euros."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Households earning under £38,000 will also receive a one-off £500 payment [1].", PAYMENT, False),
    ("Households earning under £28,000 will also receive a one-off £500 payment [1].", PAYMENT, True),
    ("The chain plans to open over 80 new stores by 2027 [1].", STORES, True),
    ("The chain plans to open more than 120 new stores by 2027 [1].", STORES, True),
    ("Under the plan, a meal will cost under 12.00 euros [1].", MENU, True),
])
def test_a_ceiling_restates_the_evidences_and_is_not_met_by_an_amount_far_below_it(answer, source, passes):
    # a ceiling moved is another group though the one bound implies the other, and £500 is no reading "under
    # £38,000"; the limit is compared at the coarser of the two precisions ("12.00" for "twelve"); a floor the
    # evidence's floor implies ("over 80" for "over 120") stays true
    assert verify(answer, {"1": source})["publishable"] is passes
