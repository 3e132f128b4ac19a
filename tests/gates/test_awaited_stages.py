"""A stage the evidence tells as still to come (尚待…批复, "awaiting approval") blocks a sentence telling it as
reached, though the evidence tells another stage reached before it or a heading aligns better; not where the stage
to come is of another thing the evidence tells that stage reached for."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

REVIEWED = "扩建工程情况说明\n扩建可行性研究报告已通过专家论证，尚待市发改委批复。"
AWAITING = "The design was reviewed by the harbour board and is awaiting approval from the county council."


@pytest.mark.parametrize(("answer", "source", "rules"), [
    ("扩建方案已获市发改委批复。", REVIEWED, ["FE028"]),
    ("The design has been approved.", AWAITING, ["FE028"]),
])
def test_a_stage_awaited_blocks_the_stage_told_as_reached(answer: str, source: str, rules: list[str]) -> None:
    passed, findings = verdict_of(answer, source)
    assert not passed and set(rules) <= {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("answer", "source"), [
    ("扩建可研报告已通过专家论证，尚待市发改委批复。", REVIEWED),
    ("The first phase has been approved.",
     "The first phase was approved by the council in May. The second phase is awaiting approval."),
])
def test_a_stage_reached_or_a_word_naming_the_thing_passes(answer: str, source: str) -> None:
    assert verdict_of(answer, source)[0]
