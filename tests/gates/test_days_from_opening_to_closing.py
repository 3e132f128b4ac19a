"""The days from an opening on one date to a closing on the next, both counted, with no "to" between them:
3月18日开园，4月3日收园 is seventeen days."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("云雾茶场今年的明前茶3月18日周一开园、4月3日收园，采摘期前后十七天[1]。",
     "云雾茶场2024年明前茶采摘通知：今年明前茶定于3月18日（星期一）开园，4月3日收园。",
     None),
    ("云雾茶场今年的明前茶3月18日开园、4月3日收园，采摘期前后二十天[1]。",
     "云雾茶场2024年明前茶采摘通知：今年明前茶定于3月18日（星期一）开园，4月3日收园。",
     "FE"),
    ("灯会2月10日开幕、2月24日闭幕，共15天[1]。",
     "本届灯会于2月10日开幕，2月24日闭幕。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
