"""Chinese bounds written after the classifier of what is counted (5000台以上, 三百人以下, 12个以内): the count is
bounded and still counts its classifier's things, and a rate a year's count works out to may keep such a bound."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities

SALES = "今年该型号销量为5200台。"
SPINDLES = "兰溪亚麻纺织厂技改项目于2024年底完工，纺锭规模由3.6万锭扩大到4.8万锭。"
CALLS = "滨江路消防站2024年度工作通报：全年共接警出动1146次，其中火灾扑救312次、抢险救援587次。"


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


@pytest.mark.parametrize(("text", "bound", "counted"), [
    ("5000台以上", "ge", "台"), ("三百户以下", "le", "户"), ("12个以内", "le", "个"), ("五万锭以上", "ge", "锭"),
    ("五万人以上", "ge", "人"), ("300人", None, "人"),
])
def test_a_bound_after_a_classifier(text: str, bound: str | None, counted: str) -> None:
    [quantity] = find_quantities(text)
    assert (quantity.bound, quantity.counted, quantity.kind) == (bound, counted, "bound" if bound else "value")


def test_about_after_a_classifier_is_approximate() -> None:
    [quantity] = find_quantities("300人左右")
    assert quantity.approximate and quantity.bound is None and quantity.counted == "人"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("今年销量达到5000台以上。", SALES, True),
    ("今年销量达到5500台以上。", SALES, False),
    ("今年销量在6000台以下。", SALES, True),
    ("技改后纺锭规模扩大到四万锭以上。", SPINDLES, True),
    ("技改后纺锭规模扩大到五万锭以上。", SPINDLES, False),
    ("滨江路消防站2024年平均每天出警三次以上。", CALLS, True),
    ("滨江路消防站2024年平均每天出警四次以上。", CALLS, False),
])
def test_counted_bounds_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes
