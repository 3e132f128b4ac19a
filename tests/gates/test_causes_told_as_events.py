"""A cause the evidence tells only as an event beside a cause it leaves open ("the site onboarded 40 temporary staff",
"root-cause analysis of the mis-picks is still ongoing") is not the cause (FE023); an effect stated with "cut" or
"reduced" where the evidence disclaims causality blocks (FD005), and a negation after the effect only names what it
is compared with."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import assert_publishable, fired

WAREHOUSE = ["Pick accuracy: 98.9% (week 30: 99.4%). During the week the site onboarded 40 temporary staff ahead of "
             "peak season. Root-cause analysis of the mis-picks is still ongoing."]
LINKED = ["Pick accuracy fell to 98.9% in week 31 because 40 temporary staff were onboarded ahead of peak season."]
COHORT = ["Compared with non-drinkers, participants drinking 2-3 cups of coffee a day had a 12% lower hazard of "
          "atrial fibrillation. Moderate coffee intake was associated with a lower risk of atrial fibrillation. "
          "Because this was an observational study, causality cannot be inferred."]


def test_a_cause_told_only_as_an_event_beside_a_cause_left_open_blocks():
    answer = "The drop in pick accuracy came about because 40 temporary workers were brought in ahead of peak season."
    assert "FE023" in fired(verify(answer, WAREHOUSE))


def test_a_cause_the_evidence_links_passes():
    assert_publishable("Pick accuracy fell to 98.9% because 40 temporary staff were onboarded ahead of peak "
                       "season [1].", LINKED)


@pytest.mark.parametrize("answer", [
    "Drinking two to three cups of coffee a day cut the risk of atrial fibrillation by 12% compared with not "
    "drinking coffee.",
    "Moderate coffee intake reduced the risk of atrial fibrillation.",
])
def test_a_cause_stated_where_the_study_disclaims_one_blocks(answer):
    assert "FD005" in fired(verify(answer, COHORT))


@pytest.mark.parametrize("answer", [
    "Drinking two to three cups of coffee a day was associated with a 12% lower risk of atrial fibrillation "
    "compared with not drinking coffee.",
    "Coffee intake cut the risk of atrial fibrillation, though causality cannot be inferred.",
    "The study did not show that coffee reduced the risk of atrial fibrillation.",
])
def test_an_association_a_restated_disclaimer_or_a_negated_effect_passes_fd005(answer):
    assert "FD005" not in fired(verify(answer, COHORT))


@pytest.mark.parametrize(("answer", "source"), [
    ("Daily walking was linked to a 20% lower risk of hip fracture compared with not walking [1].",
     "Participants who walked daily had a 20% lower risk of hip fracture than those who did not."),
    ("Walkers had a 20% lower risk of hip fracture than those who didn't walk [1].",
     "Participants who walked daily had a 20% lower risk of hip fracture than non-walkers."),
])
def test_a_negation_naming_the_group_compared_with_denies_nothing(answer, source):
    assert_publishable(answer, [source])
