"""FE001: a gap, a difference or a margin is a size, written without a sign: "a gap of 0.8 points" and 相差0.8分
state the evidence's "difference −0.8"; a figure said to rise or fall keeps its sign."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

TRIAL = ("Mean pain scores fell by 2.1 points with the app and 1.3 points with usual care "
         "(between-group difference −0.8; 95% CI −1.4 to −0.2).")
CHINESE_TRIAL = "干预组平均住院时间为6.4天，对照组为7.9天，组间差值为−1.5天（95%CI −2.1至−0.9）。"
POLL = "Labour 38%, Conservatives 31%. Lead change since May: −2.5 points."


@pytest.mark.parametrize(("answer", "source"), [
    ("Pain scores fell by 2.1 points with the app and by 1.3 with usual care, a gap of 0.8 points [1].", TRIAL),
    ("The difference between the groups was 0.8 points [1].", TRIAL),
    ("The difference in pain scores between the two arms was 0.8 points [1].", TRIAL),
    ("两组平均住院时间相差1.5天。[1]", CHINESE_TRIAL),
    ("两组住院时间的差距为1.5天。[1]", CHINESE_TRIAL),
])
def test_a_gap_written_without_the_evidences_sign_passes(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("answer", "source"), [
    ("The two groups ended with a gap of 1.8 points [1].", TRIAL),
    ("两组住院时间相差2.5天。[1]", CHINESE_TRIAL),
    ("Labour's lead has grown by 2.5 points since May [1].", POLL),
    ("The difference in Labour's lead rose 2.5 points since May [1].", POLL),
])
def test_a_different_gap_or_a_change_of_the_other_sign_blocks(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert not publishable
    assert "FE001" in {finding["rule"] for finding in findings}
