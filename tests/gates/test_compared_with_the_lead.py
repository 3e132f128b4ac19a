"""A Chinese comparison pointing back (比这一水平) after a semicolon is against the last figure of the part before it:
育儿嫂的中位数比这一水平高出一千七百元 over 6800元 there and 育儿嫂…8500元 in the evidence."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("调查显示，2024年住家保姆月薪的中位数为六千八百元；育儿嫂的中位数比这一水平高出一千七百元[1]。",
     "市家政服务协会发布的年度薪酬调查显示，2024年住家保姆月工资中位数为6800元；育儿嫂月工资中位数为8500元，护工月工资中位数为7200元。",
     None),
    ("调查显示，2024年住家保姆月薪的中位数为六千八百元；育儿嫂的中位数比这一水平高出一千二百元[1]。",
     "市家政服务协会发布的年度薪酬调查显示，2024年住家保姆月工资中位数为6800元；育儿嫂月工资中位数为8500元，护工月工资中位数为7200元。",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
