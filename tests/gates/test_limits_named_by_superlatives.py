"""A figure named as the longest, largest or highest (最长, 最多) restates the limit of an evidence bound on that side
("lasted up to 7 hours 40 minutes"), as "maximum" does; so does a bound near that limit ("the longest dives ran to
just over seven and a half hours"). A figure past the limit still blocks."""

from __future__ import annotations

import pytest

from report_workflow import verify

DIVES = "Dives lasted up to 7 hours 40 minutes, most of it spent on decompression."
QUEUE = "节假日排队时间最长不超过40分钟。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The longest dives ran to seven hours forty minutes [1].", DIVES, True),
    ("The longest dives ran to just over seven and a half hours [1].", DIVES, True),
    ("The longest dives ran to just over nine hours [1].", DIVES, False),
    ("The dives ran to seven hours forty minutes [1].", DIVES, False),  # a cap made a fact
    ("节假日最长排队40分钟[1]。", QUEUE, True),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert verify(answer, [source])["publishable"] is passes
