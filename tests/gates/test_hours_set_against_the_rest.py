"""A span of clock hours a clause sets against the rest of the day (每日9:00—15:00暂停开放，其余时段正常接待) limits
what it holds for: a sentence saying it holds all day (全天) or dropping the hours blocks (FE037); one keeping them
passes."""

from __future__ import annotations

import pytest

from report_workflow import verify
from tests.support import fired

_NOTICE = ("青峰峡景区公告：因主缆例行检修，玻璃吊桥将于3月4日至3月8日每日9:00—15:00暂停开放，其余时段正常接待游客。"
           "景区其他游览项目不受影响。")


@pytest.mark.parametrize(("answer", "passes"), [
    ("受主缆检修影响，青峰峡玻璃吊桥3月4日至8日全天暂停开放[1]。", False),
    ("受主缆检修影响，青峰峡玻璃吊桥3月4日至8日暂停开放[1]。", False),
    ("受主缆检修影响，青峰峡玻璃吊桥3月4日至8日每日9:00—15:00暂停开放，其余时段正常接待游客[1]。", True),
])
def test_verdicts(answer: str, passes: bool) -> None:
    result = verify(answer, {"1": _NOTICE})
    assert bool(result["publishable"]) is passes
    assert passes or "FE037" in fired(result)
