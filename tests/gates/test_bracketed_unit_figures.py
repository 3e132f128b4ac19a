"""A figure whose unit is written in brackets before it is compared in that unit."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify


@pytest.mark.parametrize(
    ("answer", "source"),
    [
        ("2023年公司营业收入（万元）为5800。", "2023年，公司实现营业收入5800万元，同比增长6.1%。"),
        ("The tensile strength (MPa) of the annealed samples was 315.2.",
         "Annealed samples reached a tensile strength of 315.2 MPa in the pull test."),
        ("The melting point of the alloy (°C) was 1950.", "The alloy melted at 1950 °C in the furnace trial."),
    ],
)
def test_a_bracketed_unit_figure_is_stated_by_the_same_measurement(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert result["publishable"], result["sentence_results"][0]["reason"]


@pytest.mark.parametrize(
    ("answer", "source"),
    [
        ("2023年公司营业收入（亿元）为5800。", "2023年，公司实现营业收入5800万元，同比增长6.1%。"),
        ("Group revenue for the year (£m): 412.", "Group revenue for the year was £412,000."),
    ],
)
def test_a_bracketed_unit_figure_in_another_scale_blocks(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert not result["publishable"]
    assert any(item["rule"] and item["rule"].startswith("FE") for item in result["sentence_results"])
