"""FD004: what the evidence states of a counted part ("14 of its 62 aircraft") is not stated of the whole."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

FLEET = ("The airline grounded 14 of its 62 A320 aircraft for engine inspections after the regulator issued an "
         "airworthiness directive on Friday. The remaining aircraft continue to operate normally.")
SCHOOLS = "Heavy snow closed 27 of the district's schools on Monday, and 40 out of the 95 bus routes were suspended."
SCHOOLS_ZH = "受暴雪影响，全区95条公交线路中的40条周一停运。"


@pytest.mark.parametrize(("answer", "source"), [
    ("The airline grounded its A320 fleet for engine inspections after the regulator's directive on Friday.", FLEET),
    ("Heavy snow suspended the district's bus routes on Monday.", SCHOOLS),
    ("受暴雪影响，全区公交线路周一停运。", SCHOOLS_ZH),
])
def test_the_whole_over_a_counted_part_blocks(answer: str, source: str) -> None:
    assert "FD004" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("The airline grounded 14 A320 aircraft for engine inspections after the regulator's directive on Friday.", FLEET),
    ("The airline grounded some of its A320 aircraft for engine inspections.", FLEET),
    ("The airline grounded almost a quarter of its 62 A320 aircraft for engine inspections.", FLEET),
    ("Heavy snow suspended 40 bus routes in the district on Monday.", SCHOOLS),
    ("The Kendrick trial enters its second day, with four days estimated in total.",
     "Court 5, 10:30: R v Aisha Kendrick, trial, day 2 of an estimated 4."),
    ("受暴雪影响，全区40条公交线路周一停运。", SCHOOLS_ZH),
    ("受暴雪影响，全区部分公交线路周一停运。", SCHOOLS_ZH),
])
def test_a_sentence_that_counts_the_part_passes(answer: str, source: str) -> None:
    assert "FD004" not in fired(verify(answer, [source]))
