"""FN001 reads "X and Y were A and B, respectively" (and X和Y分别为A和B) as X's A and Y's B, on both sides.

A list of figures given in order to a list of things says of each thing only its own figure: swapping two
figures of such a list gives each to the other thing, and a per-thing sentence restating the list honestly says
what the list says of that thing.
"""

from __future__ import annotations

import pytest

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
