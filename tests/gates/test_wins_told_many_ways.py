"""A win is an act with a doer and a receiver however it is told (险胜, 力克, 完胜, 淘汰, "edged out", "knocked
out"): the winner and the loser swapped block (FP010), the same sides in other words pass."""

from __future__ import annotations

import pytest

from report_workflow import verify
from tests.support import fired

_FINAL = "在昨日结束的邀请赛中，库尔勒乡队在决赛中以3∶2险胜阿克塔斯乡队夺冠。"
_CUP = "In the quarter-final, Harwick Rovers knocked out Delby Town 2-1 after extra time."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("决赛中，阿克塔斯乡队以三比二力克库尔勒乡队夺得冠军[1]。", _FINAL, False),
    ("决赛中，库尔勒乡队以三比二力克阿克塔斯乡队夺得冠军[1]。", _FINAL, True),
    ("Delby Town edged out Harwick Rovers 2-1 after extra time in the quarter-final [1].", _CUP, False),
    ("Harwick Rovers edged out Delby Town 2-1 after extra time in the quarter-final [1].", _CUP, True),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, {"1": source})
    assert bool(result["publishable"]) is passes
    assert passes or "FP010" in fired(result)
