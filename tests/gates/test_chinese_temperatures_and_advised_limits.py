"""Chinese readings: a temperature in words (五摄氏度, 零下四摄氏度); 不要超过 and 勿超过 as "at most"; 上午半天 as a half of the day named,
no length; a level not reached before 时 (在水温不到五摄氏度时) as the condition a rule holds on."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities

SWIMMING = ("江城市冬泳协会提醒，当水温低于5℃时，60岁以上会员每次下水时间建议不超过5分钟。")
FROST = "最低气温出现在9日凌晨，海拔较高的山区果园降至零下4.3℃。"


@pytest.mark.parametrize(("text", "kind", "bound", "celsius"), [
    ("五摄氏度", "value", None, 5.0), ("零下四摄氏度", "value", None, -4.0), ("零下十二摄氏度", "value", None, -12.0),
    ("不到五摄氏度", "bound", "lt", 5.0),
])
def test_temperatures_in_words(text: str, kind: str, bound: str | None, celsius: float) -> None:
    [quantity] = find_quantities(text)
    assert (quantity.kind, quantity.bound, round(quantity.value - 273.15, 6)) == (kind, bound, celsius)


@pytest.mark.parametrize(("text", "bound"), [("不要超过五分钟", "le"), ("请勿超过3小时", "le"), ("不要低于5℃", "ge")])
def test_advised_limits(text: str, bound: str) -> None:
    [quantity] = find_quantities(text)
    assert quantity.bound == bound


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("协会建议六十岁以上的会员在水温不到五摄氏度时每次下水不要超过五分钟。", SWIMMING, True),
    ("协会建议六十岁以上的会员每次下水不要超过五分钟。", SWIMMING, False),
    ("协会建议六十岁以上的会员在水温不到五摄氏度时每次下水不要超过十分钟。", SWIMMING, False),
    ("海拔较高的山区果园，最低气温跌破了零下四摄氏度。", FROST, True),
    ("海拔较高的山区果园，最低气温跌破了零下五摄氏度。", FROST, False),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes


CLINIC = "推拿科门诊时间调整为周一至周五8:00—17:30，周六上午8:00—12:00，周日停诊。"


@pytest.mark.parametrize(("text", "figures"), [("只看上午半天", []), ("下午半天门诊", []), ("休息半天", ["半天"])])
def test_a_half_of_the_day_named(text: str, figures: list[str]) -> None:
    assert [quantity.surface for quantity in find_quantities(text)] == figures


def test_saturday_morning_as_half_a_day() -> None:
    assert verify("推拿科星期六只看上午半天，周日停诊。", [CLINIC])["publishable"]
