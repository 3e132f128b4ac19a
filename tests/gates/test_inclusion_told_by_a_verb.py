"""A sentence saying with a verb what a figure includes ("a six-pound ticket covers tea and cake") writes an
inclusion note of its own: the figure stays the whole's, and no part is given it (FN005); what the note names
must be what the evidence's note names (FN015)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Brackley Pavilion's Wednesday tea dances come back on 8 January, running for two and a half hours from 2pm, and a six-pound ticket covers tea and cake [1].",
     "Brackley Pavilion — What's On. Afternoon tea dances return on Wednesday 8 January, 2pm–4.30pm, and will run every Wednesday until Easter. Live music from the Len Marsh Trio. Tickets £6, including tea and cake.",
     None),
    ("Tea and cake cost £6 [1].",
     "Tickets £6, including tea and cake.",
     "FN005"),
    ("The £180 fee includes both the manual and the certification card [1].",
     "The course fee is £180, including the course manual.",
     "FN015"),
    ("The £180 fee includes the manual [1].",
     "The course fee is £180, including the course manual.",
     None),
    ("The £545 course includes kit hire [1].",
     "The course costs £545, including equipment hire and boat fees.",
     None),
    ("门票60元含午餐和纪念品[1]。",
     "景区门票60元（含午餐）。",
     "FN015"),
    ("门票60元含午餐[1]。",
     "景区门票60元（含午餐）。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
