"""Orders read closer (FP009): a stage told after "finally" is an event of its own ("followed by re-thatching the roof
and finally restoring the bellows"); an event is found in other forms of its words ("the raffle is drawn" in "after
the raffle draw at 15:00", "rebuilding" in "rebuilt"); a clause joined after the later event is no part of it; a
figure far from the order word ("the 1820s forge") does not stand the order aside, while one by it ("six weeks ahead
of") does."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

FORGE = ("Restoration of the 1820s blacksmith's forge at Cobley Mill will proceed in three stages: first the roof will "
         "be re-thatched, then the chimney rebuilt, and finally the original bellows restored and reinstalled.")
SHOW = ("Viewers' Choice voting closes at 14:00, and the winner is announced at 15:30, after the raffle draw at 15:00. "
        "The show closes at 16:30.")
SEASON = "Subscriptions go on sale on 3 March; single tickets follow on 14 April."

CASES = [
    ("Restoration of the 1820s forge at Cobley Mill will begin with rebuilding the chimney, followed by re-thatching "
     "the roof and finally restoring the original bellows.", FORGE, "FP009"),
    ("Restoration of the 1820s forge at Cobley Mill will begin with re-thatching the roof, followed by rebuilding the "
     "chimney and finally restoring the original bellows.", FORGE, None),
    ("The Viewers' Choice winner will be announced before the raffle is drawn, and the show closes at half past "
     "four.", SHOW, "FP009"),
    ("The Viewers' Choice winner will be announced after the raffle is drawn, and the show closes at half past four.",
     SHOW, None),
    ("Subscriptions go on sale on 3 March, six weeks ahead of single tickets.", SEASON, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_order(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
