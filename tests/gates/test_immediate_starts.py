"""FE027: a figure said to apply at once is moved to another period when the evidence gives it a later start."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.inputs import Statement
from report_workflow.gates.periods import figure_starts
from tests.support import fired

TARIFF = "The regulator announced on 3 March that the standing charge will rise to £1.20 a day from 1 July 2025."
FARE = "该市交通局宣布，自2025年3月1日起，出租车起步价由11元调整为13元。"


@pytest.mark.parametrize(("text", "phrase", "immediate"), [
    ("The standing charge rises to £1.20 a day with immediate effect.", "with immediate effect", True),
    ("From 1 July 2025, the standing charge will be £1.20 a day.", "From 1 July 2025", False),
    ("The standing charge will be £1.20 a day starting April 1, 2026.", "starting April 1, 2026", False),
    ("即日起，出租车起步价调整为13元。", "即日起", True),
    ("出租车起步价将于3月1日起调整为13元。", "3月1日起", False),
])
def test_the_start_a_sentence_gives_its_figure_is_read(text: str, phrase: str, immediate: bool) -> None:
    ((_, start),) = figure_starts(Statement(text))
    assert start is not None and (start.phrase, start.immediate) == (phrase, immediate)


@pytest.mark.parametrize("text", [
    "Sales rose 4% immediately after the launch.",  # a sequence of events, not a start
    "The 5% rate ends immediately and the 20% rate applies from 1 January.",  # both: left alone
])
def test_no_start_is_read_where_the_sentence_gives_none_or_two(text: str) -> None:
    assert all(start is None for _, start in figure_starts(Statement(text)))


@pytest.mark.parametrize(("answer", "source"), [
    ("The regulator announced on 3 March that the standing charge rises to £1.20 a day immediately.", TARIFF),
    ("The standing charge rose to £1.20 a day with immediate effect.", TARIFF),
    ("该市交通局宣布，即日起出租车起步价由11元调整为13元。", FARE),
    ("该市交通局宣布，出租车起步价立即调整为13元。", FARE),
])
def test_a_figure_said_to_apply_at_once_over_a_later_start_blocks(answer: str, source: str) -> None:
    assert "FE027" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("The regulator said the standing charge will rise to £1.20 a day from 1 July 2025.", TARIFF),
    ("该市交通局宣布，自3月1日起出租车起步价由11元调整为13元。", FARE),
    # the evidence says it applies at once
    ("The standing charge rises to £1.20 a day immediately.",
     "The standing charge rises to £1.20 a day with immediate effect, the regulator said."),
    # a passage states the figure with no start
    ("The standing charge rises to £1.20 a day immediately.",
     "The standing charge rises to £1.20 a day. The regulator confirmed the £1.20 charge from 1 July 2025."),
])
def test_a_start_the_evidence_gives_or_leaves_open_passes(answer: str, source: str) -> None:
    assert "FE027" not in fired(verify(answer, [source]))
