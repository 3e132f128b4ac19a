"""A grant held only while doing something ("may enter free of charge when entering as part of a family team",
"when booked online") is conditional, as "when accompanied by a paying adult" is: a sentence granting it plainly
drops the condition (FD002); one keeping it passes."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

FAIR = "Children under 12 may enter free of charge when entering as part of a family team with at least one adult."
TICKETS = "Adult passengers may travel from Leeds to York for £4 when booking online at least a day ahead."

CASES = [
    ("Children under 12 may enter free of charge.", FAIR, "FD002"),
    ("Children under 12 may enter free of charge as part of a family team with an adult.", FAIR, None),
    ("Adult passengers may travel from Leeds to York for £4.", TICKETS, "FD002"),
    ("Adult passengers may travel from Leeds to York for £4 if they book online a day ahead.", TICKETS, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_grant_while_doing(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)