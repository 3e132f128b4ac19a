"""A count of pilot sites (区内8所试点小学) is part of an area: a sentence saying the whole district (全区) widens it."""

from __future__ import annotations

import pytest

from report_workflow import verify

PILOT = "槐荫区教育局近日发文，在区内8所试点小学的三、四年级开设抖空竹课程，每周一课时。"


@pytest.mark.parametrize(("answer", "passes"), [
    ("槐荫区教育局发文，在全区小学三、四年级开设每周一课时的抖空竹课程。", False),
    ("槐荫区教育局发文，在区内8所试点小学的三、四年级开设每周一课时的抖空竹课程。", True),
])
def test_counted_pilots(answer: str, passes: bool) -> None:
    assert bool(verify(answer, [PILOT])["publishable"]) is passes
