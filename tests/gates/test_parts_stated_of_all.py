"""FE030 for a finding the evidence limits to a named part, stated of all: a weakness "in Key Stage 2" is not one
"across the school", and a date given for 拖网、围拖网作业渔船 is not one for 各类作业渔船. Keeping the part, or naming a
whole the evidence names too, passes; so does a count of the listed kinds themselves (所有三家公司)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

INSPECTION = ("Inspection of Ashgrove Primary, March 2025. Attendance: Good. In Years 5 and 6, pupils' spelling is "
              "weaker than their handwriting and punctuation, and teachers have started daily spelling practice.")
SURVEY = ("Among respondents aged over 70, most said they rarely use online banking. Younger respondents used it "
          "weekly.")
HUNTING_ZH = ("省林业局通告：2025年禁猎期自3月1日开始。野鸭、大雁、天鹅等候鸟禁猎期至10月31日结束；"
              "雉鸡、野兔等留居动物禁猎期至8月31日结束。")
PARKING_ZH = "新规规定，小型客车、摩托车在该路段停放时限为2小时；大型货车、危险品运输车停放时限为30分钟。"


@pytest.mark.parametrize(("answer", "source"), [
    ("Across the school, pupils' spelling is weaker than their handwriting and punctuation [1].", INSPECTION),
    ("Pupils' spelling throughout the school is weaker than their handwriting and punctuation [1].", INSPECTION),
    ("Most respondents across the survey said they rarely use online banking [1].", SURVEY),
    ("2025年各类野生动物禁猎期均至10月31日结束[1]。", HUNTING_ZH),
    ("新规规定，所有车辆在该路段停放时限为2小时[1]。", PARKING_ZH),
])
def test_a_part_stated_of_all_blocks(answer: str, source: str) -> None:
    assert "FE030" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("In Years 5 and 6, pupils' spelling is weaker than their handwriting and punctuation [1].", INSPECTION),
    ("Pupils in Years 5 and 6 spell less well than they write and punctuate [1].", INSPECTION),
    ("Among respondents aged over 70, most said they rarely use online banking [1].", SURVEY),
    ("野鸭、大雁、天鹅等候鸟禁猎期至10月31日结束[1]。", HUNTING_ZH),
    ("新规规定，小型客车、摩托车在该路段停放时限为2小时[1]。", PARKING_ZH),
])
def test_the_part_kept_passes(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert "FE030" not in fired(result) and result["publishable"], result["sentence_results"]


@pytest.mark.parametrize(("answer", "source"), [
    ("In 2024, sales rose across the company [1].", "In 2024, sales rose in every division of the company."),
    ("各类作业渔船均须在5月1日12时前回港[1]。", "农业农村部通告：各类作业渔船须在5月1日12时前回港。"),
    ("Sales rose across the company in 2024 [1].", "In 2024, sales rose by 4% at the company."),
    ("所有三家银行均已下调存款利率[1]。", "工商银行、农业银行、中国银行三家银行均已下调存款利率。"),
])
def test_a_whole_the_evidence_also_names_or_a_year_is_no_part(answer: str, source: str) -> None:
    assert "FE030" not in fired(verify(answer, [source]))
