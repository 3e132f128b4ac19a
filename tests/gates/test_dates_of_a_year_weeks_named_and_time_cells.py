"""A date the sentence writes with its year (2025年7月22日) as the passage's yearless date after another of that year,
so the days between are counted (停业两周); a race time under its column's
header ("Time: 58:41", a time of day impossible) read as minutes and seconds, not a clock range ("Time: 09:30–15:00");
a win by a margin told far from its verb ("won the … race at Ossett Park on 19 November 2023 by 36 seconds from") and
"down on" as behind."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities

SHOP = "老陈磨刀铺告示：因店面装修，本店自2025年7月8日起暂停营业，7月22日起恢复营业。"
RESULTS = """National Trophy Cyclocross, Round 4, Ossett Park, 19 November 2023. Elite Women (7 laps).

| Pos | Rider | Club | Time |
|---|---|---|---|
| 1 | Megan Rudd | Calder Valley CC | 58:41 |
| 2 | Lauren Ashby | Pennine Wheelers | 59:17 |
| 3 | Ffion Pryce | Teifi RT | 1:00:05 |
"""


@pytest.mark.parametrize(("answer", "sources", "passes"), [
    ("老陈磨刀铺因装修停业两周，二〇二五年七月二十二日重新开门[1]。", [SHOP], True),
    ("老陈磨刀铺因装修停业三周，二〇二五年七月二十二日重新开门[1]。", [SHOP], False),
    ("Megan Rudd won the seven-lap elite women's race at Ossett Park on 19 November 2023 by 36 seconds from Lauren "
     "Ashby [1].", [RESULTS], True),
    ("Megan Rudd won the seven-lap elite women's race at Ossett Park on 19 November 2023 by 46 seconds from Lauren "
     "Ashby [1].", [RESULTS], False),
    ("Ffion Pryce finished 48 seconds down on Lauren Ashby [1].", [RESULTS], True),
    ("Ffion Pryce finished 38 seconds down on Lauren Ashby [1].", [RESULTS], False),
])
def test_against_the_evidence(answer: str, sources: list[str], passes: bool) -> None:
    assert bool(verify(answer, sources)["publishable"]) is passes


@pytest.mark.parametrize(("text", "kind", "seconds"), [
    ("1 Time: 58:41", "value", 3521.0), ("3 Time: 1:00:05", "value", 3605.0), ("成绩：1:02:30", "value", 3750.0),
])
def test_race_times_in_a_column(text: str, kind: str, seconds: float) -> None:
    cell = find_quantities(text)[-1]
    assert (cell.kind, cell.dimension, cell.value, cell.decimals) == (kind, "time", seconds, 0)


def test_a_span_of_clock_times_in_a_column_stays_clocks() -> None:
    assert [quantity.kind for quantity in find_quantities("Time: 09:30–15:00")] == ["clock", "clock"]
