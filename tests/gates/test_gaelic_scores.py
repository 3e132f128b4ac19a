"""A hurling or Gaelic football score (2-18: two goals, eighteen points) totals 3 points a goal: "24 to 22" and "by
two points" over "Ballyfinn 2-18 Carrigmore 1-19" pass; other totals block (FE001). A range of another text
("aged 2-17") is no score."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

HURLING = ("COUNTY SENIOR HURLING SEMI-FINAL: Ballyfinn 2-18 Carrigmore 1-19. Ballyfinn edged a tense semi-final at "
           "Kilmeadan on Sunday.")
REPORT = ("Match report: Kilcarrig 2-17 Ballyduff Rovers 1-15. Kilcarrig led 1-09 to 0-08 at half-time, with Dara Mac "
          "Giolla scoring the first goal after eleven minutes.")
CAMP = "The summer camp welcomed children aged 2-17 from the parish."

CASES = [
    ("Ballyfinn beat Carrigmore by two points, 24 to 22, in the county senior hurling semi-final.", HURLING, True),
    ("Ballyfinn beat Carrigmore by three points, 24 to 21, in the county senior hurling semi-final.", HURLING, False),
    ("Kilcarrig beat Ballyduff Rovers by five points, 23 to 18, after leading by four points at half-time.", REPORT,
     True),
    ("Kilcarrig beat Ballyduff Rovers by seven points, 25 to 18.", REPORT, False),
    ("The summer camp welcomed 23 children from the parish, with points for attendance.", CAMP, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_gaelic_scores(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE001" in fired(result)) is not publishable
