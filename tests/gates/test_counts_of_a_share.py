"""A count the sentence gives as part of a whole it states, written right after it ("125 of the 312 participants",
"125 of the weekend's 312 participants"), is worked out as the share the evidence gives of that whole (40% of 312 is
124.8, "about 125"). A count no share gives blocks (FE001)."""

from __future__ import annotations

import pytest

from tests.support import assert_blocked_as_unstated, assert_publishable

HACKATHON = ("HackHarbour 2025 drew 312 participants in 71 teams over the weekend of 15–16 March. Organisers said 40 "
             "per cent of participants were attending a hackathon for the first time.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("About 125 of the 312 participants were at a hackathon for the first time [1].", True),
    ("About 125 of the weekend's 312 participants were at a hackathon for the first time [1].", True),
    ("About 125 of the weekend\u2019s 312 participants were at a hackathon for the first time [1].", True),
    ("About 150 of the weekend's 312 participants were at a hackathon for the first time [1].", False),
])
def test_a_count_worked_out_from_a_share_of_the_whole_written_after_it(answer: str, passes: bool) -> None:
    if passes:
        assert_publishable(answer, [HACKATHON])
    else:
        assert_blocked_as_unstated(answer, [HACKATHON])
