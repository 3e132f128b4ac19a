"""A measure word right after a figure in a Chinese list (赛道长1200米、设14个弯道) is the figure's, no item of its own
the evidence must write in words (FE025 reads the list's items, not the 米 of 1200米); an invented item still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

TRACK = "赛道数据：赛道全长1.2公里，设有14个弯道，配有计时系统。"

CASES = [
    ("赛道长1200米、设14个弯道。", TRACK, None),
    ("赛道配有计时系统和夜间照明。", TRACK, "FE025"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_list_item(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
