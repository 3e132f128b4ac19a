"""A unit written once after a list gives every figure of it its unit, back to the first (22、25和28℃, "3, 5 and 8
kg"), Chinese numerals and temperatures included; an ordinal or a figure written otherwise keeps its own reading."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities


@pytest.mark.parametrize(("text", "readings"), [
    ("分别在22、25和28℃水体中饲养", [("temperature", 295.15), ("temperature", 298.15), ("temperature", 301.15)]),
    ("分别放在二十二、二十五和二十八摄氏度的水里", [("temperature", 295.15), ("temperature", 298.15),
                                           ("temperature", 301.15)]),
    ("分别为3、5和8公斤", [("mass", 3.0), ("mass", 5.0), ("mass", 8.0)]),
    ("bags of 3, 5 and 8 kg", [("mass", 3.0), ("mass", 5.0), ("mass", 8.0)]),
    ("kept at 22, 25 and 28 °F", [("temperature", 267.594444444), ("temperature", 269.261111111),
                                  ("temperature", 270.927777778)]),
    ("第3、5和8公斤", [("ordinal", 3.0), ("mass", 5.0), ("mass", 8.0)]),
])
def test_units_reach_back_over_the_list(text: str, readings: list[tuple[str, float]]) -> None:
    assert [(quantity.dimension, quantity.value) for quantity in find_quantities(text)] == readings


ABSTRACT = "本研究将锦鲤幼鱼分为三组，分别在22℃、25℃、28℃水体中饲养60天。结果显示，25℃组色度值最高。"


@pytest.mark.parametrize(("answer", "passes"), [
    ("研究人员把幼鱼分成三组，分别放在二十二、二十五和二十八摄氏度的水里养了六十天[1]。", True),
    ("研究人员把幼鱼分成三组，分别放在二十二、二十六和二十八摄氏度的水里养了六十天[1]。", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify(answer, [ABSTRACT])["publishable"] is passes
