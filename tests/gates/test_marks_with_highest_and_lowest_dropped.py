"""Where the evidence drops the highest and lowest of a set of marks ("removing the fastest and slowest of five
solves", 去掉一个最高分和一个最低分), the mean and the sum of the rest of a list it gives are worked out: "about 7.72
seconds" over 7.84, 6.92, 8.10, 7.21, 9.35; a wrong figure still blocks (FE001)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

SOLVES = """Averages are calculated by removing the fastest and slowest of five solves and taking the mean of the rest.

| Competitor | Solves (seconds) |
|---|---|
| Leo Park | 7.84, 6.92, 8.10, 7.21, 9.35 |
| Sana Qureshi | 7.95, 8.02, 6.88, 8.40, 7.60 |"""
JUDGES = "评分规则：七名评委打分，去掉一个最高分和一个最低分后取平均分。林然的得分为9.2、9.5、9.1、9.7、9.4、9.6、8.8。"

CASES = [
    ("Leo Park won with about 7.72 seconds to runner-up Sana Qureshi's 7.86.", SOLVES, None),
    ("Leo Park won with about 7.92 seconds.", SOLVES, "FE001"),
    ("林然的最后得分为9.36分。", JUDGES, None),
    ("林然的最后得分为9.0分。", JUDGES, "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_trimmed_marks(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
