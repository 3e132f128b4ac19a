"""A band's edge the sentence writes (工龄满10年不满20年) is a figure it states, so the 不满10年 of the band before is
no rival owner of the band's 10天."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("工龄满10年不满20年的员工每年可休年假10天[1]。",
     "员工累计工作已满1年不满10年的，年休假5天；已满10年不满20年的，年休假10天。",
     None),
    ("工龄满10年不满20年的员工每年可休年假10天，比工龄不满10年的员工多5天[1]。",
     "员工累计工作已满1年不满10年的，年休假5天；已满10年不满20年的，年休假10天。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
