"""A debut the evidence tells as 正式与公众见面 or 正式亮相 says it is the first time: a sentence calling it 首次公开亮相
claims no first the evidence lacks (FE044); the same words without 正式 still leave the first unstated."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("这只陆龟检疫之后在8月29日首次公开亮相[1]。",
     "青石动物园今年6月3日接收了一只辐射陆龟，经检疫后于8月29日正式与公众见面。",
     None),
    ("这只陆龟检疫之后在8月29日首次公开亮相[1]。",
     "青石动物园今年6月3日接收了一只辐射陆龟，经检疫后于8月29日与公众见面。",
     "FE044"),
    ("新馆的首个特展于5月1日正式亮相[1]。",
     "新馆特展于5月1日正式亮相。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
