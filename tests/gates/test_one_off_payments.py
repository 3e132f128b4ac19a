"""A one-off told as recurring (FE029)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

HEATING = "Each eligible pensioner will receive a one-off heating payment of £300 in January."
ALLOWANCE = "Each eligible pensioner will receive a one-off heating payment of £300 in January, then £25 a month."
BONUS = "公司将向全体员工发放一次性防暑降温补贴800元，随7月工资发放。"
TABLE = [
    # (answer, source, blocked)
    ("Eligible pensioners will receive £300 a month for heating from January.", HEATING, True),
    ("Eligible pensioners will receive a monthly heating payment of £300 from January.", HEATING, True),
    ("Eligible pensioners will receive a one-off £300 heating payment in January.", HEATING, False),
    ("Eligible pensioners will receive a heating payment of £300 in January.", HEATING, False),
    ("Eligible pensioners will receive a one-off heating payment of £300 in January and £25 a month after that.",
     ALLOWANCE, False),
    ("公司将每月向全体员工发放防暑降温补贴800元。", BONUS, True),
    ("公司将向全体员工一次性发放防暑降温补贴800元。", BONUS, False),
]


@pytest.mark.parametrize(("answer", "source", "blocked"), TABLE)
def test_a_one_off_told_as_recurring_blocks(answer: str, source: str, blocked: bool) -> None:
    result = verify(answer, [source])
    assert ("FE029" in fired(result)) == blocked, result["sentence_results"]
