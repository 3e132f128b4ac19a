"""Two readings of a figure against the evidence's words: "in a decade" and "two decades" are ten and twenty years
(FE001 blocks another span); an amount told as a capacity ("takes a dozen people per session", "a full 18 kg wash")
is the most the evidence allows ("limited to 12", "up to 18 kg"), where the amount said as a fact blocks (FE004),
and so does a time ("takes 12 minutes" over "up to 12 minutes")."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

CONTEST = ("The 31st Alpenrose Yodelling Contest attracted 46 entrants. Head judge Anton Reiser said the standard was "
           "\"the highest I have heard in a decade\".")
CHOIR = "The choir has 40 members and has sung at the cathedral for two decades."
COURSE = "Fungi identification course. Places are limited to 12 people per session and cost £65, including lunch."
LAUNDRY = "| Service | Price |\n|---|---|\n| Large wash (up to 18 kg) | £10.80 |\n| Drying, up to 12 minutes | £1.20 |\n"

CASES = [
    ("Anton Reiser called the standard the highest he had heard in ten years.", CONTEST, True, "FE001"),
    ("Anton Reiser called the standard the highest he had heard in twenty years.", CONTEST, False, "FE001"),
    ("The choir of 40 has sung at the cathedral for twenty years.", CHOIR, True, "FE001"),
    ("The choir of 40 has sung at the cathedral for thirty years.", CHOIR, False, "FE001"),
    ("The fungi identification course takes a dozen people per session.", COURSE, True, "FE004"),
    ("Twelve people attended the fungi identification course in each session.", COURSE, False, "FE004"),
    ("A full 18 kg large wash costs £10.80.", LAUNDRY, True, "FE004"),
    ("Drying takes 12 minutes and costs £1.20.", LAUNDRY, False, "FE004"),
]


@pytest.mark.parametrize(("answer", "source", "publishable", "rule"), CASES)
def test_decades_and_capacities(answer: str, source: str, publishable: bool, rule: str) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert (rule in fired(result)) is not publishable
