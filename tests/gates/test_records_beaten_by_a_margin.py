"""A record beaten by a margin is the figure the sentence states before it less the record the evidence calls
previous ("Its total of 41,600 beat Aladdin's 2019–20 record by 2,700" over "The previous record of 38,900 was set by
Aladdin in 2019–20"); a wrong margin blocks (FE001)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

PANTO = ("The Grand Pavilion says this season's pantomime sold 41,600 tickets, a new record. The previous record of "
         "38,900 was set by Aladdin in 2019–20.")

CASES = [
    ("Its total of 41,600 beat the previous record by 2,900.", PANTO, False),
    ("Its total of 41,600 beat Aladdin's 2019–20 record by 2,700.", PANTO, True),
    ("Its total of 41,600 beat Aladdin's 2019–20 record by 3,700.", PANTO, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_records_beaten_by_a_margin(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE001" in fired(result)) is not publishable
