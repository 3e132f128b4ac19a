"""FD005 over the commonest English shapes of a disclaimer and a claimed effect: "cannot show that X itself improves
Y" disclaims the effect as "do not establish causality" does, and "X raised Y by 4 points" states an effect in the
past tense as "X raises Y" does in the present."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

GARDENS = ("In this survey of 1,460 retirees, those who kept an allotment garden reported on average 6.1 points "
           "higher wellbeing scores than those who did not. The gap remained after adjustment for income. Because "
           "the survey is cross-sectional, the authors note, the results cannot show that gardening itself improves "
           "wellbeing.")
WALKS = ("Office workers who took a daily lunchtime walk reported 18% less afternoon fatigue; the study could not "
         "demonstrate that walking itself reduces fatigue.")
TRIAL = ("In a randomised trial of 1,460 retirees, those assigned an allotment garden reported on average 6.1 points "
         "higher wellbeing scores than the control group after one year.")


@pytest.mark.parametrize(("answer", "source"), [
    ("A survey of 1,460 retirees found that keeping an allotment garden raised wellbeing scores by 6.1 points, even "
     "after adjustment for income [1].", GARDENS),
    ("Gardening improves the wellbeing of retirees by 6.1 points, even after adjustment for income [1].", GARDENS),
    ("A daily lunchtime walk lowered office workers' afternoon fatigue by 18% [1].", WALKS),
])
def test_an_effect_the_evidence_says_it_cannot_show_blocks(answer: str, source: str) -> None:
    assert "FD005" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("Retirees who kept an allotment garden reported wellbeing scores 6.1 points higher on average [1].", GARDENS),
    ("Keeping an allotment garden was associated with wellbeing scores 6.1 points higher among retirees [1].",
     GARDENS),
    ("Office workers who took a daily lunchtime walk reported 18% less afternoon fatigue [1].", WALKS),
    # the same effect where the evidence disclaims no cause: a randomised trial
    ("Keeping an allotment garden raised retirees' wellbeing scores by 6.1 points in a randomised trial [1].", TRIAL),
])
def test_the_association_or_an_undisclaimed_effect_passes(answer: str, source: str) -> None:
    assert "FD005" not in fired(verify(answer, [source]))


def test_a_disclaimer_of_a_movement_is_no_disclaimer_of_a_cause() -> None:
    source = ("Ticket sales reached 41,000 in March. The box office data do not show that prices rose during the "
              "festival.")
    assert "FD005" not in fired(verify("Ticket sales reached 41,000 in March as the festival raised demand [1].",
                                       [source]))


def test_a_disclaimer_two_sentences_after_the_finding_is_read() -> None:
    source = ("In this survey of 2,400 households, dog owners reported blood pressure 4 mmHg lower than other adults. "
              "Owners also walked about 20 minutes more each day. Because the survey was cross-sectional, the authors "
              "say it cannot establish that having a pet itself causes the difference.")
    result = verify("Owning a dog lowered blood pressure by 4 mmHg.", [source])
    assert "FD005" in fired(result), result["sentence_results"]
    assert verify("Dog owners reported blood pressure 4 mmHg lower.", [source])["publishable"]
