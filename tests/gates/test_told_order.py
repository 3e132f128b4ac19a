"""FP009 without dates to tell it: the evidence orders two events when an order word opens the later one's clause
(随后, then), and a sentence swapping them blocks."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

DIVERSION = "航班于08:05起飞，08:16机组报告左发故障，随后决定返航，于08:47安全落地。"
DIVERSION_UNTIMED = "机组报告左发故障，随后决定返航，最终安全落地。"
DIVERSION_EN = "At 08:16 the crew reported a left engine failure, then decided to return to the airport."
RECALL = "The regulator inspected the plant in spring and then ordered a recall of the affected batches."


@pytest.mark.parametrize(("answer", "source"), [
    ("机组先决定返航，随后才报告了左发故障。", DIVERSION),
    ("机组先决定返航，随后才报告了左发故障。", DIVERSION_UNTIMED),
    ("The crew decided to return to the airport before they reported the engine failure.", DIVERSION_EN),
    ("The regulator ordered a recall of the affected batches before it inspected the plant.", RECALL),
])
def test_events_told_the_other_way_round_than_the_evidence_tells_them_block(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert "FP009" in fired(result), result["sentence_results"]
    assert not result["publishable"]


@pytest.mark.parametrize(("answer", "source"), [
    ("机组先报告了左发故障，随后决定返航。", DIVERSION),
    ("机组报告左发故障后决定返航。", DIVERSION_UNTIMED),
    ("The crew reported the engine failure before they decided to return to the airport.", DIVERSION_EN),
    ("The crew decided to return to the airport after reporting a left engine failure.", DIVERSION_EN),
    ("The regulator inspected the plant, then ordered a recall of the affected batches.", RECALL),
])
def test_events_told_in_the_evidence_order_pass(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert result["publishable"], result["sentence_results"]


def test_events_told_side_by_side_without_an_order_word_are_left_alone() -> None:
    source = "机组报告左发故障，机组决定返航，最终安全落地。"
    assert "FP009" not in fired(verify("机组先决定返航，随后才报告了左发故障。", [source]))
