"""A date kept to as planned (按计划12月1日正式投产) keeps the plan of 计划12月1日正式投产; told as done on it, it drops it."""

from __future__ import annotations

import pytest

from report_workflow import verify

PLANT = "新厂区两条全自动刮麻线已于2024年9月完成调试，计划12月1日正式投产，设计日加工鲜叶能力合计400吨。"


@pytest.mark.parametrize(("answer", "passes"), [
    ("新厂区两条9月已调试完毕的全自动刮麻线按计划12月1日正式投产，日加工鲜叶能力合计四百吨。", True),
    ("新厂区两条9月已调试完毕的全自动刮麻线于12月1日正式投产，日加工鲜叶能力合计四百吨。", False),
])
def test_plans_kept_to(answer: str, passes: bool) -> None:
    assert bool(verify(answer, [PLANT])["publishable"]) is passes
