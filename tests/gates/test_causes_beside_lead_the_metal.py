"""Evidence naming lead, the metal ("the lead cames have fractured"), words no cause: a sentence linking two facts the
evidence states apart still blocks beside it (FE023), as it does where the evidence says nothing of lead."""

from __future__ import annotations

import pytest

from report_workflow import verify
from tests.support import fired

SURVEY = ("Several panels are bowing by up to 25 mm, and the lead cames have fractured in at least 14 places. "
          "Corroded saddle bars were also recorded on three of the five windows.")
PIPES = "Tests found lead pipes in 40 homes. Blood lead levels in the street's children rose in 2023."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Several panels are bowing by up to 25 mm because corroded saddle bars were recorded on the windows.", SURVEY,
     False),
    ("Several panels are bowing by up to 25 mm, and corroded saddle bars were recorded on three of the five windows.",
     SURVEY, True),
    ("Blood lead levels in the street's children rose in 2023 because lead pipes were found in 40 homes.", PIPES,
     False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, source)
    assert bool(result["publishable"]) is passes
    assert passes or "FE023" in fired(result)
