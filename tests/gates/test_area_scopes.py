"""FE022: the whole area a statistic is stated over (全国, 全省; nationwide, statewide) is the evidence's."""

from __future__ import annotations

import pytest

from report_workflow.gates.inputs import Passage
from report_workflow.gates.scopes import area_scopes
from tests.support import verdict_of

FOREST = "2023年，全省森林覆盖率达到63.2%，较上年提高0.3个百分点。"
COVER = "Forest cover reached 63.2% statewide in 2023, up 0.3 points from a year earlier."


@pytest.mark.parametrize(("text", "area", "figure"), [
    (FOREST, "全省", 63.2),
    (COVER, "statewide", 63.2),
    ("全市常住人口达到1200万人。", "全市", 12_000_000),
    ("在全省第三季度抽检中，共抽检酱油36批次。", "全省", 36),  # named in the clause before, which states no figure
])
def test_a_whole_area_is_read_with_the_figures_of_its_clause(text: str, area: str, figure: float) -> None:
    ((found, figures),) = area_scopes(Passage(text))
    assert (found, [quantity.value for quantity in figures]) == (area, [figure])


@pytest.mark.parametrize("text", [
    "全国人大常委会表决通过了3部法律。",  # a national body, not an area
    "该基金覆盖全市场的5000只股票。",
    "全省上下共同努力。",  # no figure
])
def test_no_area_is_read_where_no_figure_is_stated_over_one(text: str) -> None:
    assert area_scopes(Passage(text)) == ()


@pytest.mark.parametrize(("answer", "source"), [
    ("2023年全国森林覆盖率达到63.2%。", FOREST),
    ("2023年全市森林覆盖率达到63.2%。", FOREST),
    ("Forest cover reached 63.2% nationwide in 2023.", COVER),
    ("在全省第三季度抽检中，共抽检酱油三十六批次。", "本次在全市商超、农贸市场共抽检酱油36批次，其中34批次合格。"),
])
def test_another_whole_area_over_the_evidence_s_figure_blocks(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert not passed and "FE022" in {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("answer", "source"), [
    ("2023年全省森林覆盖率达到63.2%。", FOREST),
    ("2023年该省森林覆盖率达到63.2%。", FOREST),  # no whole area named: says no other
    ("全省森林覆盖率达到63.2%，高于全国平均水平。", "2023年，全省森林覆盖率达到63.2%，高于全国平均水平。"),
    ("Forest cover reached 63.2% statewide in 2023.", COVER),
    ("全市常住人口达到1200万人。", "全省常住人口达到5000万人，其中省会全市常住人口1200万人。"),
])
def test_the_evidence_s_area_or_none_passes(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert passed, findings
