"""A figure the sentence gives as the only one (仅在三年级, "only in Year 3") is not stated by a range it is one end of
(三至五年级): the rest of the range is left out (FE005), even for a small number written as a word."""

from __future__ import annotations

import pytest

from report_workflow import verify
from tests.support import fired

PILOT = "市教育局通知，自2024年秋季学期起，在城区12所小学的三至五年级试点开设陶笛课程，每周1课时。"


@pytest.mark.parametrize(("answer", "passes"), [
    ("城区十二所小学仅在三年级试点开设陶笛课程。", False),
    ("城区十二所小学只在五年级试点开设陶笛课程。", False),
    ("城区十二所小学在三至五年级试点开设陶笛课程，每周一课时。", True),
    ("城区十二所小学的三年级学生也将学习陶笛。", True),
])
def test_verdicts(answer: str, passes: bool) -> None:
    result = verify(answer, PILOT)
    assert bool(result["publishable"]) is passes
    assert passes or "FE005" in fired(result)
