"""FE035: a figure the evidence states for places in an area (局地, "in places") is not stated over most of it
(大部分地区, "across most of"); a clause naming no extent, or the evidence's own, passes."""

from __future__ import annotations

import pytest

from report_workflow.gates.inputs import Evidence, Passage, Statement
from report_workflow.gates.narrowings import check, extents
from report_workflow.verify import verify
from tests.support import fired

HEAT_ZH = "预计明天白天全省大部地区最高气温35℃以上，南部沿海局地可达38℃。"
RAIN_ZH = "受冷空气影响，今天夜间北部山区普遍降温6℃，个别地区降温幅度可达10℃。"
RAIN_EN = "Saturday's showers will bring 5 to 10 mm across most of the county, with 25 mm possible in places."
SNOW_EN = "Isolated spots on the high moors may see 12 cm of snow overnight; elsewhere 2 to 4 cm is expected."


@pytest.mark.parametrize(("text", "phrases"), [
    (HEAT_ZH, [("大部地区", False), ("局地", True)]),
    (RAIN_EN, [("across most of", False), ("in places", True)]),
    ("东部平原大部分地区可达39℃。", [("大部分地区", False)]),
    ("全市部分地区降雨量超过50毫米。", [("部分地区", True)]),
])
def test_each_clause_is_read_with_how_far_its_figure_reaches(text: str, phrases: list[tuple[str, bool]]) -> None:
    assert [(extent.phrase, extent.local) for extent in extents(Passage(text))] == phrases


@pytest.mark.parametrize(("answer", "source"), [
    ("预计明天白天南部沿海大部分地区最高气温可达38℃。", HEAT_ZH),
    ("今天夜间北部山区普遍降温10℃。", RAIN_ZH),
])
def test_a_local_figure_stated_over_most_of_the_area_blocks(answer: str, source: str) -> None:
    assert "FE035" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("Saturday's showers will bring 25 mm across most of the county.", RAIN_EN),
    ("The high moors may see 12 cm of snow overnight across most of the area.", SNOW_EN),
])
def test_an_english_local_figure_stated_widely_blocks(answer: str, source: str) -> None:
    (finding,) = check(Statement(answer), Evidence([Passage(source)]))
    assert finding.rule == "FE035"


@pytest.mark.parametrize(("answer", "source"), [
    ("预计明天白天南部沿海局地最高气温可达38℃。", HEAT_ZH),  # the evidence's own extent
    ("预计明天白天全省大部地区最高气温35℃以上。", HEAT_ZH),  # a widespread figure stated widely
    ("预计明天南部沿海最高气温可达38℃。", HEAT_ZH),  # no extent: says less, not otherwise
    ("今天夜间北部山区普遍降温6℃。", RAIN_ZH),
    ("Saturday's showers will bring 5 to 10 mm across most of the county.", RAIN_EN),
    ("Saturday's showers could bring 25 mm in places.", RAIN_EN),
])
def test_a_figure_kept_at_its_extent_passes(answer: str, source: str) -> None:
    assert "FE035" not in fired(verify(answer, [source]))
    assert check(Statement(answer), Evidence([Passage(source)])) == []
