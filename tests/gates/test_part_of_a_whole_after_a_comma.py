"""A Chinese count of a part written after the whole and a comma (4只二趾树懒中，有2只) is a part of that whole, as
4只中有2只 is: a sentence saying all of them (全部) claims more."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("海湾野生动物园今年引进的4只二趾树懒已全部完成30天隔离检疫[1]。",
     "海湾野生动物园今年新引进的4只二趾树懒中，有2只已完成为期30天的隔离检疫，自本周六起与游客见面。另外2只仍在适应期。",
     "FD003"),
    ("海湾野生动物园今年引进的4只二趾树懒中有2只已完成30天隔离检疫[1]。",
     "海湾野生动物园今年新引进的4只二趾树懒中，有2只已完成为期30天的隔离检疫，自本周六起与游客见面。另外2只仍在适应期。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
