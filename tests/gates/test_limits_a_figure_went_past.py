"""A limit the evidence gives a figure went past ("gusts reached 55 km/h, above the 45 km/h safety limit") is no rival
of the sentence's figure said to go past it ("gusts of around 34 mph exceeded the safety limit"), so nothing is
moved (FN001); and "cut short" is an early end, no fall against "exceeded" (FP002)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

KITES = ("Sunday's programme was cut short at 3pm when gusts reached 55 km/h, above the 45 km/h safety limit for the "
         "large show kites.")
RIVER = "The river peaked at 4.6 metres on Tuesday, above the 3.8 metre flood threshold at the weir."

CASES = [
    ("Sunday's displays ended early, at 15:00, after gusts of around 34 mph exceeded the safety limit for the big show "
     "kites.", KITES, True),
    ("The river's 4.6 metre peak on Tuesday exceeded the flood threshold at the weir.", RIVER, True),
    ("The river's 4.9 metre peak on Tuesday exceeded the flood threshold at the weir.", RIVER, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_limits_a_figure_went_past(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert not {"FP002"} & set(fired(result))
