"""A change of temperature is a difference of two temperatures: "rose by 0.9 °C" over 26.1 °C and 27.0 °C is worked
out in degrees, not from the zero of the kelvin scale, and a wrong size still blocks."""

from __future__ import annotations

import pytest

from report_workflow.text import find_quantities
from report_workflow.verify import verify
from tests.support import sentence_rules

JULY_EN = "The mean July temperature in Seville was 27.0 °C, against 26.1 °C a year earlier."
JULY_ZH = "7月全市平均气温为27.0℃，去年同期为26.1℃。"
LAKE_EN = "Surface water in the lake averaged 64.4 °F in August, down from 68.0 °F in 2015."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The mean July temperature in Seville rose by 0.9 °C from 26.1 °C a year earlier.", JULY_EN, True),
    ("The mean July temperature in Seville rose by 1.9 °C from 26.1 °C a year earlier.", JULY_EN, False),
    ("7月全市平均气温为27.0℃，比去年同期上升0.9℃。", JULY_ZH, True),
    ("7月全市平均气温为27.0℃，比去年同期上升1.2℃。", JULY_ZH, False),
    ("Surface water in the lake fell by 3.6 °F from 2015, to 64.4 °F in August.", LAKE_EN, True),
    ("Surface water in the lake fell by 6.3 °F from 2015, to 64.4 °F in August.", LAKE_EN, False),
])
def test_a_change_of_temperature_is_worked_out_in_degrees(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, [source])
    assert result["publishable"] is passes, sentence_rules(result)
    if not passes:
        assert "FE001" in sentence_rules(result)


@pytest.mark.parametrize(("text", "kelvin"), [("上升0.9℃", 0.9), ("a fall of 9 °F", 5.0), ("warmer by 2 K", 2.0)])
def test_a_temperature_read_as_a_difference_has_no_zero_offset(text: str, kelvin: float) -> None:
    assert find_quantities(text)[0].as_difference().value == pytest.approx(kelvin)


def test_a_figure_of_another_kind_reads_the_same_as_a_difference() -> None:
    figure = find_quantities("rose by 4.2%")[0]
    assert figure.as_difference() == figure
