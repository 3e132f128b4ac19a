"""A hundredth, thousandth or ten-thousandth part of a unit (万分之一毫米 is 0.1 微米); a rank's subject never the name
after 比 or "than", and its column the one the clause before it names (茶油产量达7120吨，居三个县区之首); a comparison
read against the column its own words name ("fewer hives than Carlow" against Hives, not Honey)."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities

LEAF = "荣溪金箔锻制技艺经十余道工序，人工捶打上万次，最终制成的金箔厚度不足0.1微米，薄如蝉翼。"
OIL = """市林业局2024年油茶产业统计（摘录）如下。

| 县（区） | 油茶林面积（万亩） | 茶油产量（吨） |
|---|---|---|
| 石门县 | 42.5 | 6,830 |
| 岭西县 | 38.1 | 7,120 |
| 青塘区 | 12.7 | 1,940 |
"""
HIVES = """County honey survey, 2024.

| Parish | Hives | Honey (kg) |
|---|---|---|
| Avon | 310 | 7,120 |
| Carlow | 420 | 6,830 |
| Dunmore | 95 | 1,940 |
"""


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("成品金箔厚度不到万分之一毫米[1]。", LEAF, True),
    ("成品金箔厚度为万分之一毫米[1]。", LEAF, False),
    ("岭西县油茶林面积虽比石门县少四万多亩，但茶油产量达7120吨，居三个县区之首[1]。", OIL, True),
    ("石门县油茶林面积虽比岭西县多四万多亩，但茶油产量为6830吨，居三个县区之首[1]。", OIL, False),
    ("Although Avon has fewer hives than Carlow, its honey harvest of 7,120 kg was the highest of the three "
     "parishes [1].", HIVES, True),
    ("Although Carlow has more hives than Avon, its honey harvest of 6,830 kg was the highest of the three "
     "parishes [1].", HIVES, False),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes


@pytest.mark.parametrize(("text", "dimension", "value"), [
    ("不到万分之一毫米", "length", 1e-7), ("千分之五秒", "time", 0.005), ("百分之十二的人", "percent", 12.0),
])
def test_a_part_of_a_unit(text: str, dimension: str, value: float) -> None:
    (quantity,) = find_quantities(text)
    assert (quantity.dimension, quantity.value) == (dimension, pytest.approx(value))
