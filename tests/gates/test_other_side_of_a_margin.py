"""The figure of the other side of a margin an evidence clause gives after a figure of its own (以218次夺冠，比第二名多出
9次 gives the second 209), for a sentence stating that figure too; a wrong one still blocks."""

from __future__ import annotations

import pytest

from report_workflow import verify

RESULTS = "女子单人一分钟盘踢比赛中，城关镇选手钱小梅以218次夺冠，比第二名多出9次。男子组冠军为周涛，成绩196次。"


@pytest.mark.parametrize(("answer", "passes"), [
    ("冠军钱小梅踢了二百一十八次，亚军成绩为二百零九次[1]。", True),
    ("冠军钱小梅踢了218次，第二名踢了209次[1]。", True),
    ("冠军钱小梅踢了218次，第二名踢了227次[1]。", False),  # 多出 puts the second below
    ("第二名踢了209次[1]。", False),  # the sentence does not state the figure the margin is from
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify(answer, [RESULTS])["publishable"] is passes
