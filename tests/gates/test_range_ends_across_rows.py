"""Retrieval adds a passage stating each end of a range the sentence joins with "to" when no chosen passage states
it, so "grew from 64 to 81" over a table giving one figure to a row is stated by the two rows together."""

from __future__ import annotations

import pytest

from report_workflow import verify

TABLE = """Haddon Creek Tide Mill Trust – Annual Report 2023

| Year | Visitors | School groups |
|---|---|---|
| 2022 | 11,920 | 64 |
| 2023 | 14,380 | 81 |

The increase is attributed mainly to the restored waterwheel."""


@pytest.mark.parametrize(("answer", "passes"), [
    ("School party visits also grew, from 64 to 81.", True),
    ("School party visits also grew, from 64 to 91.", False),
    ("Visitor numbers rose from 11,920 to 14,380.", True),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert bool(verify(answer, TABLE)["publishable"]) is passes
