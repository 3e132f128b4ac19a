"""FP002 reads a time moved later or earlier (推迟, 延后, 提前, "postponed") on a scale of its own, which words that the
time stayed put ("unchanged", 保持不变) deny: 末班车时间保持不变 does not support 末班车时间延后."""

from __future__ import annotations

import pytest

from report_workflow.gates.lexicon import direction_cues
from tests.support import verdict_of

FERRY = "自5月1日起，轮渡2号线早班船发船时间由7:00提前至6:40，晚班船时间保持不变。"
EXAM = "The written exam was postponed to 14 June, while the oral exam date remains unchanged."


def test_a_time_moved_later_or_earlier_is_read_on_the_timing_scale() -> None:
    assert [(cue.axis, cue.sign) for cue in direction_cues("晚班船时间推迟，早班船提前")] == [("timing", 1), ("timing", -1)]


@pytest.mark.parametrize(("answer", "source"), [
    ("自5月1日起，轮渡2号线早班船提前20分钟，于6:40发船，晚班船时间也相应延后。", FERRY),
    ("The oral exam was also postponed.", EXAM),
])
def test_a_time_the_evidence_keeps_unchanged_stated_as_moved_blocks(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert not passed and "FP002" in {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("answer", "source"), [
    ("自5月1日起，轮渡2号线早班船提前20分钟，于6:40发船，晚班船时间不变。", FERRY),
    ("The written exam was postponed to 14 June.", EXAM),
    ("自5月1日起，轮渡2号线早班船发船时间提前，班次数量增加。", "自5月1日起，轮渡2号线早班船发船时间提前至6:40，班次数量增加。"),
])
def test_a_time_moved_as_the_evidence_moves_it_passes(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert "FP002" not in {finding["rule"] for finding in findings}, findings


HARVEST = "Picking began on 19 September, nine days later than in 2023. Entries must arrive no later than 5 May."
WORKS = "The bridge repairs finished on 2 March, three weeks ahead of schedule."


@pytest.mark.parametrize(("answer", "source", "blocked"), [
    ("Picking started on 19 September, nine days earlier than in 2023.", HARVEST, True),
    ("Picking started on 19 September, nine days later than in 2023.", HARVEST, False),
    ("The bridge repairs finished on 2 March, three weeks behind schedule.", WORKS, True),
    ("The bridge repairs finished on 2 March, three weeks earlier than planned.", WORKS, False),
    ("Entries must arrive by 5 May.", HARVEST, False),  # "no later than" is a deadline, not a move
])
def test_earlier_and_later_than_are_read_on_the_timing_scale(answer: str, source: str, blocked: bool) -> None:
    _, findings = verdict_of(answer, source)
    assert ("FP002" in {finding["rule"] for finding in findings}) == blocked, findings
