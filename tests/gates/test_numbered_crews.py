"""A numbered finishing order run into one line gives each partner of a crew its place ("1. Harker / Quayle;
2. Brandt / Moser"), after another sentence or at the start of a line, so "Brandt and Moser finished third" blocks
(FP008)."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.rankings import ranked_names
from tests.support import fired

RESULT = ("ISLE OF CORRAN SIDECAR TT – RACE 2 RESULT. 1. Harker / Quayle; 2. Brandt / Moser; 3. Ellison / Ellison. "
          "Harker and Quayle set the fastest lap at 114.6 mph.")


def test_each_partner_of_a_crew_holds_its_place() -> None:
    places = {name: rank.place for name, rank in ranked_names("1. Harker / Quayle; 2. Brandt / Moser; 3. Ellis")}
    assert places == {"Harker": 1, "Quayle": 1, "Brandt": 2, "Moser": 2, "Ellis": 3}


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Brandt and Moser finished third in Race 2, behind winners Harker and Quayle.", RESULT, False),
    ("Brandt and Moser finished second in Race 2, behind winners Harker and Quayle.", RESULT, True),
    ("Brandt and Moser finished third in Race 2.", "Race 2 result:\n1. Harker / Quayle; 2. Brandt / Moser\n", False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, source)
    assert bool(result["publishable"]) is passes
    assert passes or "FP008" in fired(result)
