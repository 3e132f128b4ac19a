"""Shares a reader works out in one step from what the sentence itself states: the rest of a share it gives ("其余三
成" after 七成, "the remaining 30%" after 70%), and a share of what a thing was before its movement ("只剩原来的三分之
一" over 由48人减少到16人). A share beside a year that labels a thing ("the 1897 maze") is still of its whole, and
plants "grown from cuttings" move no figure."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

RULING = "法院核定损失共计4.6万元。法院最终判决经营方承担70%的责任，赔偿3.22万元。"
RULING_EN = "The court ruled that the operator bore 70% of the liability for the injuries."
STAFF = "项目投产后，灌装车间用工由48人减少到16人。"
STAFF_EN = "After the line opened, staff in the bottling hall fell from 48 to 16."
YEWS = ("The yew maze, laid out in 1897, will close from 4 March for restoration. Of its 1,200 yews, 150 that have "
        "died back will be replaced with young plants.")

CASES = [
    ("法院判经营方承担七成责任，其余三成责任由周某自己承担。", RULING, True),
    ("法院判经营方承担七成责任，其余四成责任由周某自己承担。", RULING, False),
    ("法院判经营方承担七成责任，周某承担其余30%。", RULING, True),
    ("The court held the operator 70% liable and left the remaining 30% with the visitor.", RULING_EN, True),
    ("The court held the operator 70% liable and left the remaining 40% with the visitor.", RULING_EN, False),
    ("项目投产后，灌装车间用工只剩原来的三分之一。", STAFF, True),
    ("项目投产后，灌装车间用工只剩原来的四分之一。", STAFF, False),
    ("After the line opened, the bottling hall's staff fell to a third of its former size.", STAFF_EN, True),
    ("After the line opened, the bottling hall's staff fell to a quarter of its former size.", STAFF_EN, False),
    ("One in eight of the yews in the 1897 maze will be replaced.", YEWS, True),
    ("One in six of the yews in the 1897 maze will be replaced.", YEWS, False),
    ("One in eight of the yews will be replaced, using young plants grown from cuttings.", YEWS, True),
    ("One in six of the yews will be replaced, using young plants grown from cuttings.", YEWS, False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_share_worked_in_one_step(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable, result["sentence_results"]
    if not publishable:
        assert "FE001" in fired(result)


def test_a_rest_needs_the_share_it_is_left_from() -> None:
    """"其余三成" with no share of the sentence to take it from is a figure the evidence does not state."""
    result = verify("周某承担其余三成责任。", RULING)
    assert not result["publishable"]
    assert "FE001" in fired(result)
