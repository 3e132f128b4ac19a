"""An amount a label gives per 100 ml or 100 g, scaled to a serving the sentence states: 4.0 g of sugar per 100 ml
is 13.2 g in a 330 ml can, 22.0克 of fat per 100克 is 44克 in a 200克 bag."""

from __future__ import annotations

import pytest

from report_workflow import verify

CAN = "Ginger Kombucha, 330 ml can. Nutrition per 100 ml: energy 18 kcal, sugars 4.0 g."
BAG = "产品营养成分表（每100克）：能量2100千焦，脂肪22.0克，碳水化合物62.0克。净含量200克。"


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Each 330 ml can contains roughly 13 grams of sugar.", CAN, True),
    ("A 330 ml can holds about 59 kcal.", CAN, True),
    ("Each 330 ml can contains roughly 15 grams of sugar.", CAN, False),
    ("Each 330 ml can contains 4.0 g of sugar per 100 ml.", CAN, True),
    ("这款饼干净含量200克，一袋约含脂肪四十四克。", BAG, True),
    ("这款饼干净含量200克，一袋约含脂肪五十克。", BAG, False),
])
def test_an_amount_per_100_is_scaled_to_the_serving(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes
