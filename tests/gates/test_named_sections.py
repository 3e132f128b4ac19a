"""Named parts of a place ("the North and Central sections of the beach") limit what is said of them as a stretch
between two named ends does: "hire a parasol anywhere along Caldmere Beach" widens it (FE030), in a sentence holding
a euro sign as well as in plain ASCII; naming the sections passes."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("From 1 June, beachgoers can hire a parasol anywhere along Caldmere Beach for €12 a day [1].",
     "Caldmere Beach - summer services 2024. Parasol and sunlounger hire will be available from 1 June to 15 September in the North and Central sections of the beach. The South section will remain without hire services this year. A parasol costs €12 per day.",
     "FE030"),
    ("From 1 June, beachgoers can hire a parasol in the North and Central sections of Caldmere Beach for €12 a day [1].",
     "Caldmere Beach - summer services 2024. Parasol and sunlounger hire will be available from 1 June to 15 September in the North and Central sections of the beach. The South section will remain without hire services this year. A parasol costs €12 per day.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
