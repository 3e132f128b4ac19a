"""午夜, 半夜 and 深夜 are parts of the day before an hour, as 晚上 is: 午夜十二点 is the evidence's 晚上12点, and
深夜十一点 (23:00) is not."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

RULES = "街道要求棋牌室一律禁止吸烟、禁止未成年人入内，晚上12点前必须停止营业。"

CASES = [
    ("按街道要求，棋牌室必须在午夜十二点前停止营业。", RULES, None),
    ("按街道要求，棋牌室必须在深夜十一点前停止营业。", RULES, "FE006"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_midnight(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
