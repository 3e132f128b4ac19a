"""A share of a table column is of the total its row of totals (合计) gives, which the sentence need not state;
a clause naming no row may leave it to the clause before (黑白复印打印是最大的一块，占48%)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("黑白复印打印是最大的一块，占48%[1]。",
     "快印通2024年第三季度营业收入构成：\n\n| 业务 | 收入（元） |\n|---|---|\n| 黑白复印打印 | 36,000 |\n| 彩色打印 | 18,000 |\n| 证件照 | 12,000 |\n| 装订 | 9,000 |\n| 合计 | 75,000 |",
     None),
    ("黑白复印打印是最大的一块，占52%[1]。",
     "快印通2024年第三季度营业收入构成：\n\n| 业务 | 收入（元） |\n|---|---|\n| 黑白复印打印 | 36,000 |\n| 彩色打印 | 18,000 |\n| 证件照 | 12,000 |\n| 装订 | 9,000 |\n| 合计 | 75,000 |",
     "FE"),
    ("彩色打印收入占24%[1]。",
     "快印通2024年第三季度营业收入构成：\n\n| 业务 | 收入（元） |\n|---|---|\n| 黑白复印打印 | 36,000 |\n| 彩色打印 | 18,000 |\n| 证件照 | 12,000 |\n| 装订 | 9,000 |\n| 合计 | 75,000 |",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
