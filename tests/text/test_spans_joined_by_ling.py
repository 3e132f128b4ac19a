"""零 joins the smaller part of one span of time to the larger (两年零八个月, 2年零3个月, 三年零一百天); 零 alone before a
figure is no such join. A table caption naming the unit of its prices (（价格单位：元/斤）) gives every cell that unit,
as （单位：元/斤） does, with a full stop after it."""

from __future__ import annotations

import pytest

from report_workflow.text import find_quantities
from report_workflow.text.written_units import caption_unit

MONTH = 30.4375 * 86400


@pytest.mark.parametrize(("text", "months"), [
    ("历时两年零八个月", 32),
    ("工期2年零3个月", 27),
    ("历时两年又八个月", 32),
])
def test_years_and_months_joined(text: str, months: int) -> None:
    spans = [quantity for quantity in find_quantities(text) if quantity.dimension == "time"]
    assert len(spans) == 1
    assert spans[0].value == pytest.approx(months * MONTH)


@pytest.mark.parametrize(("caption", "unit"), [
    ("南丰柚子批发市场11月第二周主要品种成交情况如下（价格单位：元/斤）。", "元/斤"),
    ("表2 各区营业收入（单位：万元）", "万元"),
    ("主要品种成交情况如下（成交量单位：吨）", "吨"),
    ("主要品种成交情况如下（见下表）。", None),
])
def test_caption_units(caption: str, unit: str | None) -> None:
    assert caption_unit(caption) == unit
