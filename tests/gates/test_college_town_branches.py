"""大学城 is a college town, not a university: 快印通大学城店 names the shop's branch 快印通（大学城店）, no
university."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("快印通大学城店三季度收入7.5万元[1]。",
     "快印通（大学城店）2024年第三季度营业收入为75,000元。",
     None),
    ("快印通师范大学店三季度收入7.5万元[1]。",
     "快印通（大学城店）2024年第三季度营业收入为75,000元。",
     "FE"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
