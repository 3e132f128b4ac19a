"""A sentence of the evidence that opens by taking up the figure before it ("This was 6.1 Ml/d lower than in
2022/23", 这比上年增加…) is read with it: where the change started is the figure less the change, whichever way the
comparative after the change says it moved. Megalitres (Ml) and hectolitres (hl) are volumes."""

from __future__ import annotations

import pytest

from report_workflow.text import find_quantities
from report_workflow.verify import verify

LEAKAGE = "Leakage averaged 118.4 megalitres per day (Ml/d). This was 6.1 Ml/d lower than in 2022/23."
用水 = "2024年全市日均供水量为118.4万立方米。这比上年减少6.1万立方米。"


@pytest.mark.parametrize(("text", "cubic_metres"), [
    ("118.4 megalitres", 118_400),
    ("112 Ml/d", 112_000),
    ("4,820 hl", 482),
    ("4,820 hectolitres", 482),
    ("5 ml", 5e-6),
])
def test_megalitres_and_hectolitres_are_volumes(text: str, cubic_metres: float) -> None:
    (volume,) = find_quantities(text)
    assert (volume.dimension, volume.value) == ("volume", pytest.approx(cubic_metres))


def test_ml_in_capitals_is_no_volume() -> None:
    assert [item.dimension for item in find_quantities("3 ML engineers")] == ["number"]


@pytest.mark.parametrize(("answer", "source", "publishable"), [
    ("Leakage averaged 118.4 megalitres per day, down from 124.5 Ml/d the year before.", LEAKAGE, True),
    ("Leakage averaged about 118 million litres a day, down from 124.5 Ml/d the year before.", LEAKAGE, True),
    ("Leakage averaged 118.4 megalitres per day, down from 125.5 Ml/d the year before.", LEAKAGE, False),
    ("Leakage averaged 118.4 megalitres per day, up from 112.3 Ml/d the year before.", LEAKAGE, False),
    ("2024年全市日均供水量为118.4万立方米，上年为124.5万立方米。", 用水, True),
    ("2024年全市日均供水量为118.4万立方米，上年为112.3万立方米。", 用水, False),
])
def test_where_a_restated_change_started(answer: str, source: str, publishable: bool) -> None:
    assert verify(answer, source)["publishable"] is publishable


PM25 = "2023年，全市细颗粒物年均浓度为31微克/立方米，同比下降8.8%。"


@pytest.mark.parametrize(("answer", "source", "publishable"), [
    ("细颗粒物年均浓度从上年的约34微克/立方米降到31微克/立方米。", PM25, True),
    ("细颗粒物年均浓度从上年的约36微克/立方米降到31微克/立方米。", PM25, False),
    ("细颗粒物年均浓度从上年的约29微克/立方米降到31微克/立方米。", PM25, False),
    ("Revenue rose to $3.6 billion in 2023, from $3.0 billion.", "Revenue rose 20% to $3.6 billion in 2023.", True),
    ("Revenue rose to $3.6 billion in 2023, from $2.9 billion.", "Revenue rose 20% to $3.6 billion in 2023.", False),
])
def test_where_a_change_by_a_percent_started(answer: str, source: str, publishable: bool) -> None:
    """An amount that moved by a percent started at the amount over one plus the change: 31 after a fall of 8.8% was
    about 34."""
    assert verify(answer, source)["publishable"] is publishable
