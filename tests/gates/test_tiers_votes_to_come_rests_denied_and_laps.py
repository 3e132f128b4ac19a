"""A tier named by its ordinal ("the league's first division") claims no first (FE044); a vote still to come after
后再 (征求意见后再提交表决) is one not held yet (尚未表决); a denial of the rest of a whole the evidence counts the other
part of ("Seven of the 42 teams … were no longer running" over "35 were still running") is checked by its count, not
its negation (FP001); laps times the length of the circuit ("312 laps" of "the 0.8-mile circuit")."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

TABLE = "Kelsby & District Dominoes League - Division One table after 18 rounds: Red Lion A 42 points; Miners Welfare 39 points."
DRAFT = "会议讨论了寄养服务规范草案，决定于8月底前向会员单位征求意见后再提交表决。"
FINISHERS = "Forty-two teams started and 35 were still running at the finish."
LAPS = "The winning team, Blades of Glory, completed 312 laps of the 0.8-mile circuit."

CASES = [
    ("Red Lion A top the league's first division on 42 points.", TABLE, None),
    ("Red Lion A won the league's first title on 42 points.", TABLE, "FE044"),
    ("协会的寄养服务规范草案尚未表决，将先在八月底前征求会员单位意见。", DRAFT, None),
    ("协会的寄养服务规范草案不会提交表决。", DRAFT, "FP001"),
    ("Seven of the 42 teams that started were no longer running at the finish.", FINISHERS, None),
    ("Eight of the 42 teams that started were no longer running at the finish.", FINISHERS, "F"),
    ("Blades of Glory covered 312 laps, nearly 250 miles.", LAPS, None),
    ("Blades of Glory covered 312 laps, nearly 300 miles.", LAPS, "FE00"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
