"""A column header that is a unit of area, length, mass or volume on its own ("Hectares", "Tonnes", 吨) gives its
cells that unit, as "Area (ha)" does; a header naming a year, days or a share does not."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text.written_units import header_unit


@pytest.mark.parametrize(("header", "unit"), [
    ("Hectares", "Hectares"),
    ("Tonnes", "Tonnes"),
    ("吨", "吨"),
    ("Area (ha)", "ha"),
    ("Year", None),
    ("Days", None),
    ("Variety", None),
])
def test_header_units(header: str, unit: str | None) -> None:
    assert header_unit(header)[1] == unit


PLANTINGS = """Orchard plantings, 2024

| Variety | Hectares |
|---|---|
| Bramley | 14 |
| Cox | 9 |
| Egremont Russet | 6 |
"""


@pytest.mark.parametrize(("answer", "passes"), [
    ("The orchard grows apples on 29 hectares in total across three varieties [1].", True),
    ("The orchard grows apples on 31 hectares in total across three varieties [1].", False),
    ("Bramley covers 14 hectares [1].", True),
    ("Bramley covers 14 acres [1].", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify(answer, [PLANTINGS])["publishable"] is passes
