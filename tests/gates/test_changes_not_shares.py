"""A percent given as the size of a change ("rose by 25%", 比上届增加两成半) is worked out from where the change began
and where it ended, never as a share of two figures the sentence happens to state (12 countries of 48 teams)."""

from __future__ import annotations

import pytest

from report_workflow import verify

ENTRIES = "The festival drew 48 entries this year, up from 40 last year, from teams in 12 countries; 12 came from Asia."
TEAMS = "本届比赛共有48支队伍报名参赛，比上届的40支增加8支，参赛队伍来自12个国家和地区。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Entries rose by 25% to 48, from teams in 12 countries.", ENTRIES, False),
    ("Entries rose by 20% to 48, from teams in 12 countries.", ENTRIES, True),
    ("Of the 48 entries, a quarter came from Asia.", ENTRIES, True),
    ("报名队伍四十八支，比上届增加两成半，来自十二个国家和地区。", TEAMS, False),
    ("报名队伍四十八支，比上届增加三成，来自十二个国家和地区。", TEAMS, False),
    ("报名队伍四十八支，比上届增加两成，来自十二个国家和地区。", TEAMS, True),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, source)["publishable"]) is passes
