"""What an end word told in the passive ends is its whole subject, read from the subject's head: "Solo flying by
pilots with under 20 logged hours is suspended" ends the solo flying that "has suspended solo flying by pilots …"
ends, so the two agree."""

from __future__ import annotations

import pytest

from report_workflow import verify

CLUB = ("Following two hard landings last month, the Pennine Ridge Hang Gliding Club has suspended solo flying by "
        "pilots with fewer than 20 logged hours at its Scarth Nick site until further notice.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("Solo flying by pilots with under 20 logged hours is suspended at the club's Scarth Nick site for now.", True),
    ("Solo flying by pilots with under 20 logged hours continues at the club's Scarth Nick site.", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert bool(verify(answer, CLUB)["publishable"]) is passes
