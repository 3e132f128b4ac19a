"""FN005: a figure counting a whole "including" a part is not the part's figure."""

from __future__ import annotations

import pytest

from report_workflow.gates.inclusions import inclusions
from report_workflow.gates.inputs import Passage
from tests.support import verdict_of

GRADUATES = "该校2023届本科毕业生共6,812人，其中升学（含出国深造）3,475人，升学率为51.0%。"
GRADUATES_EN = "Of the 6,812 graduates, 3,475 went on to further study (including study abroad)."
STAFF = "The company employs 5,000 people, including 1,200 engineers."
VISITORS = "全年接待游客1.2亿人次（包括入境游客）。"
INVESTMENT = "全市固定资产投资2.4亿元，其中民间投资8600万元，同比增长5.1%。"


@pytest.mark.parametrize(("text", "figure", "part"), [
    (GRADUATES, "3,475", "出国深造"),  # a note in brackets before its figure
    (GRADUATES_EN, "3,475", "study abroad"),
    (STAFF, "5,000", "engineers"),  # the note's own figure is not the thing it names
    (VISITORS, "1.2亿", "入境游客"),
    ("Revenue was $4.2 billion, of which services accounted for $1.1 billion.", "$4.2 billion",
     "services accounted for"),
])
def test_an_inclusion_note_belongs_to_the_figure_of_its_whole(text: str, figure: str, part: str) -> None:
    assert (figure, part) in {(found.figure.surface, found.part) for found in inclusions(Passage(text))}


@pytest.mark.parametrize(("answer", "source"), [
    ("该校2023届本科毕业生共6812人，其中出国深造3475人。", GRADUATES),
    ("Of the 6,812 graduates, 3,475 went abroad for further study.", GRADUATES_EN),
    ("The company employs 5,000 engineers.", STAFF),
    ("全年接待入境游客1.2亿人次。", VISITORS),
    ("全市固定资产投资24000万元，其中民间投资24000万元。", INVESTMENT),
    ("第三产业增加值为1.2万亿元。", "全市地区生产总值为1.2万亿元，其中第三产业增加值7000亿元。"),
])
def test_a_part_given_the_whole_s_figure_blocks(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert not passed and "FN005" in {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("answer", "source"), [
    ("该校2023届本科毕业生共6812人，其中升学3475人。", GRADUATES),
    ("该校2023届本科毕业生共6,812人，其中升学（含出国深造）3,475人。", GRADUATES),  # the note kept
    ("Of the 6,812 graduates, 3,475 went on to further study.", GRADUATES_EN),
    ("Of the 6,812 graduates, 3,475 went on to further study, including study abroad.", GRADUATES_EN),
    ("The company employs 5,000 people.", STAFF),
    ("The company employs 1,200 engineers.", STAFF),  # the part's own figure
    ("全年接待游客1.2亿人次。", VISITORS),
    ("全市固定资产投资24000万元，其中民间投资8600万元。", INVESTMENT),  # 万元 is the unit, not the part
])
def test_the_whole_s_figure_for_the_whole_or_the_part_s_own_passes(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert passed, findings
