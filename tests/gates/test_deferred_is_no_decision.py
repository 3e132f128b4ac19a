"""A decision deferred, adjourned or postponed is a stage still to come: "approved" over "RESOLVED: that the
application be deferred" blocks (FE028). The point after an initial ("R. Coddington") ends no clause, so the
claim of a stage is read with the name it is about."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Southwick's licensing sub-committee approved R. Coddington's application to renew the street trading licence for his jellied eel stall at Tanner's Corner [1].",
     "Southwick Borough Council — Licensing Sub-Committee, minutes of 12 February. Item 4: Application by Mr R. Coddington to renew the street trading licence for his jellied eel stall at Tanner's Corner. Members noted an objection from a neighbouring business about obstruction of the pavement. RESOLVED: that the application be deferred to the meeting of 11 March, pending a highways officer's report on pavement width.",
     "FE028"),
    ("Southwick's licensing sub-committee deferred R. Coddington's application to renew the street trading licence for his jellied eel stall to 11 March [1].",
     "Southwick Borough Council — Licensing Sub-Committee, minutes of 12 February. Item 4: Application by Mr R. Coddington to renew the street trading licence for his jellied eel stall at Tanner's Corner. Members noted an objection from a neighbouring business about obstruction of the pavement. RESOLVED: that the application be deferred to the meeting of 11 March, pending a highways officer's report on pavement width.",
     None),
    ("The planning committee approved the Mill Lane scheme [1].",
     "The planning committee's decision on the Mill Lane scheme was postponed until the next meeting.",
     "FE028"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
