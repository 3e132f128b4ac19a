"""Of two evidence clauses sharing as many of an event's words, the one holding its last word tells it: "the winner is
announced" is "the winner is announced at 15:30", not "Viewers' Choice voting closes at 14:00", so the order of the
two times is read right both ways (FP009)."""

from __future__ import annotations

import pytest

from report_workflow import verify

SHOW = ("Show day schedule. Viewers' Choice voting closes at 14:00, and the winner is announced at 15:30, after the "
        "raffle draw at 15:00. The show closes at 16:30.")
ZH = "展览日程：观众投票14:00截止，15:00抽奖，15:30公布观众最喜爱作品。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The Viewers' Choice winner is announced after the raffle draw [1].", SHOW, True),
    ("The Viewers' Choice winner is announced before the raffle draw [1].", SHOW, False),
    ("抽奖之后公布观众最喜爱作品[1]。", ZH, True),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
