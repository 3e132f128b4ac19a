"""Two figures swapped between two names blocks (FN001), a name opening the sentence read as the name the evidence
writes; a medal names a finishing place ("took silver" is second) and "was third" is one (FP008)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import assert_publishable, fired

GAME = ["Johnson scored 31 points and 12 rebounds, while Zhao added 18 points and 9 assists."]
RACE = ["Ortega won the 200 m final in 19.98 seconds. Kamau took silver in 20.05, and Silva was third in 20.12."]


def test_two_figures_swapped_between_two_names_block():
    assert "FN001" in fired(verify("Zhao scored 31 points and Johnson added 18 [1].", GAME))


def test_figures_given_to_their_own_names_pass():
    assert_publishable("Johnson scored 31 points and Zhao added 18 [1].", GAME)


@pytest.mark.parametrize("answer", [
    "Silva took the silver medal in 20.12 [1].",
    "Kamau was third in 20.05 [1].",
    "Silva won gold in the 200 m final [1].",
])
def test_a_medal_or_place_the_evidence_gives_another_blocks(answer):
    assert "FP008" in fired(verify(answer, RACE))


@pytest.mark.parametrize("answer", [
    "Kamau took the silver medal in 20.05 [1].",
    "Silva was third in 20.12 [1].",
])
def test_the_medal_or_place_the_evidence_gives_passes(answer):
    assert_publishable(answer, RACE)
