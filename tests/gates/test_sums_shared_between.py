"""A figure "shared between", "split between" or "divided between" two things the evidence gives figures for is their
sum (38 blankets for one and 27 for the other are "sixty-five blankets, shared between" them); a wrong sum blocks
(FE001)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

BLANKETS = ("The charity blanket project had completed 38 blankets for Thornbury Hospice and 27 for the Riverside "
            "Women's Refuge.")
GRANTS = "The fund gave £12,000 to the Eastgate food bank and £8,500 to the Westgate food bank."

CASES = [
    ("The project produced sixty-five blankets, shared between Thornbury Hospice and the Riverside Women's Refuge.",
     BLANKETS, True),
    ("The project produced sixty-six blankets, shared between Thornbury Hospice and the Riverside Women's Refuge.",
     BLANKETS, False),
    ("The fund's £20,500 was split between the Eastgate and Westgate food banks.", GRANTS, True),
    ("The fund's £21,500 was divided between the Eastgate and Westgate food banks.", GRANTS, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_sums_shared_between(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE001" in fired(result)) is not publishable
