"""A figure given as how far one thing stands above or below another ("9 fewer than navigation errors",
比乙号渔船少45吨) takes its side from the figure the sentence states for that thing: the difference stands only when
that figure is the larger for "more" and the smaller for "fewer", never read as a change that began there."""

from __future__ import annotations

import pytest

from tests.support import assert_blocked_as_unstated, assert_publishable

INCIDENTS = "Slips and trips accounted for 31 incidents, and navigation errors for 22."
QUOTAS = "本年度甲号渔船捕捞配额320吨，乙号渔船275吨。"


@pytest.mark.parametrize(("answer", "sources"), [
    ("Slips and trips accounted for 31 incidents, 9 more than navigation errors [1].", [INCIDENTS]),
    ("Navigation errors accounted for 22 incidents, 9 fewer than slips and trips [1].", [INCIDENTS]),
    ("甲号渔船的配额为三百二十吨，比乙号渔船多四十五吨[1]。", [QUOTAS]),
    ("乙号渔船的配额为二百七十五吨，比甲号渔船少四十五吨[1]。", [QUOTAS]),
])
def test_a_difference_on_the_side_of_the_stated_figure_stands(answer: str, sources: list[str]) -> None:
    assert_publishable(answer, sources)


@pytest.mark.parametrize(("answer", "sources"), [
    ("Slips and trips accounted for 31 incidents, 9 fewer than navigation errors [1].", [INCIDENTS]),
    ("Navigation errors accounted for 22 incidents, 9 more than slips and trips [1].", [INCIDENTS]),
    ("甲号渔船的配额为三百二十吨，比乙号渔船少四十五吨[1]。", [QUOTAS]),
    ("乙号渔船的配额为二百七十五吨，比甲号渔船多四十五吨[1]。", [QUOTAS]),
])
def test_a_difference_on_the_other_side_blocks(answer: str, sources: list[str]) -> None:
    assert_blocked_as_unstated(answer, sources)
