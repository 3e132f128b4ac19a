""""At all of" a group whose noun stands past a possessive name and other words ("at all of the River Dane's
monitored fish passes") is all of it, and one member the evidence names by the same head noun ("the Holme Mill fish
pass") blocks it (FD003); naming that member alone passes."""

from __future__ import annotations

import pytest

from report_workflow import verify
from tests.support import fired

_COUNTS = ("River Dane fish counter report 2024. At the Holme Mill fish pass, the automatic counter recorded 1,842 "
           "sea trout in 2024, up from 1,310 in 2023. Salmon counts at the same site fell slightly to 412.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("Sea trout counts rose at all of the River Dane's monitored fish passes in 2024, reaching 1,842 at Holme Mill "
     "from 1,310 the year before [1].", False),
    ("Sea trout counts rose at the River Dane's Holme Mill fish pass in 2024, reaching 1,842 from 1,310 the year "
     "before [1].", True),
])
def test_verdicts(answer: str, passes: bool) -> None:
    result = verify(answer, {"1": _COUNTS})
    assert bool(result["publishable"]) is passes
    assert passes or "FD003" in fired(result)
