"""零 opens a range written in Chinese numerals (零到四摄氏度 is 0 to 4 ℃, 零至五 is 0 to 5); alone it is no figure
(零售, 零件, 零星)."""

from __future__ import annotations

import pytest

from report_workflow.text.quantities import find_quantities
from report_workflow.verify import verify

KELVIN = 273.15


@pytest.mark.parametrize(("text", "low", "high"), [
    ("在零到四摄氏度冷藏", KELVIN, KELVIN + 4),
    ("零至五度", 0.0, 5.0),
])
def test_zero_opens_a_range(text: str, low: float, high: float) -> None:
    (found,) = find_quantities(text)
    assert (found.kind, found.value, found.high) == ("range", pytest.approx(low), pytest.approx(high))


@pytest.mark.parametrize("text", ["零售价格", "零件供应", "零星降雨"])
def test_zero_alone_is_no_figure(text: str) -> None:
    assert find_quantities(text) == []


@pytest.mark.parametrize(("answer", "publishable"), [
    ("蜂王浆在零到四摄氏度冷藏可保存六个月。", True),
    ("蜂王浆在零到八摄氏度冷藏可保存六个月。", False),
])
def test_range_from_zero_against_a_source(answer: str, publishable: bool) -> None:
    source = "蜂王浆应在-18℃以下冷冻贮存，保质期为24个月；在0℃至4℃冷藏条件下保质期为6个月。"
    assert verify(answer, source)["publishable"] is publishable
