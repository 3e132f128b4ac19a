"""A hedge qualifies the verb after it as written and in its base form: "orders may be held" is restated by "orders
will be held", which drops the hedge (FD002), as "may be delayed" is by "will be delayed"."""

from __future__ import annotations

import pytest

from report_workflow import verify
from tests.support import fired

FROST = ("During December and January, orders may be held for up to five additional working days if frost is "
         "forecast along the delivery route, to protect the plants in transit.")
SURVEY = "The survey found that the older panels may have been made in the same workshop."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("December and January orders will be held for up to five additional working days whenever frost is "
     "forecast along the delivery route.", FROST, False),
    ("December and January orders may be held for up to five extra working days if frost is forecast along the "
     "delivery route.", FROST, True),
    ("Orders could be held for up to five additional working days in December and January if frost is forecast.",
     FROST, True),
    ("The survey found that the older panels were made in the same workshop.", SURVEY, False),
    ("The survey found that the older panels may have been made in the same workshop.", SURVEY, True),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, source)
    assert bool(result["publishable"]) is passes
    assert passes or "FD002" in fired(result)
