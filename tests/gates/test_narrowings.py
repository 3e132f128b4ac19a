"""FE030: what the evidence states of one grade or part of a thing (severe impairment, 长江中下游), or of a group it
defines by requirements (…且…的居民), is not stated of the whole thing or of a group missing a requirement."""

from __future__ import annotations

import pytest

from report_workflow.gates.narrowings import joined_requirements, narrowed_things
from report_workflow.verify import verify
from tests.support import fired

ASTHMA = ("Patients with mild asthma can use the reliever inhaler as needed, while those with moderate or severe "
          "asthma need a daily controller inhaler.")
KIDNEY_ZH = "重度肾功能不全患者禁用本品；轻、中度肾功能不全患者无需调整剂量。"
RIVER_ZH = "今年一季度，黄河上游地区降水量较常年同期偏少四成，创1961年以来同期最少。"
INSURANCE_ZH = "持有本市户籍且参加城乡居民医保的居民，住院费用报销比例为70%。"
FLOODING = "Severe flooding closed the coastal railway line for two days."


@pytest.mark.parametrize(("text", "thing", "qualifiers"), [
    ("in patients with severe renal impairment (creatinine clearance below 30)", "impairment", {"severe"}),
    ("in mild or moderate renal impairment.", "impairment", {"mild", "moderate"}),
    ("重度肾功能不全患者禁用", "肾功能不全", {"重度"}),
    ("轻、中度肾功能不全患者无需调整剂量", "肾功能不全", {"轻、中度"}),
    ("长江中下游地区降水偏多", "长江", {"中下游"}),
])
def test_a_thing_is_read_with_its_grade_or_part(text: str, thing: str, qualifiers: set[str]) -> None:
    (found,) = narrowed_things(text)
    assert (found.thing, set(found.qualifiers)) == (thing, qualifiers)


@pytest.mark.parametrize("text", [
    "used for treating mild to severe congestive heart failure",  # every grade: no narrowing
    "广东部分地区出现暴雨",  # 部分 is no part of a place
])
def test_wording_that_narrows_nothing_is_not_read(text: str) -> None:
    assert narrowed_things(text) == ()


@pytest.mark.parametrize(("answer", "source"), [
    ("Patients with asthma can use the reliever inhaler as needed.", ASTHMA),
    ("肾功能不全患者禁用本品。", KIDNEY_ZH),
    ("今年一季度，整个黄河流域降水量较常年同期偏少四成。", RIVER_ZH),
    ("持有本市户籍的居民住院费用报销比例为70%。", INSURANCE_ZH),
])
def test_a_grade_or_part_dropped_blocks(answer: str, source: str) -> None:
    assert "FE030" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("Patients with mild asthma can use the reliever inhaler as needed.", ASTHMA),
    ("重度肾功能不全患者禁用本品。", KIDNEY_ZH),
    ("今年一季度，黄河上游地区降水量较常年同期偏少四成。", RIVER_ZH),
    ("持有本市户籍且参加城乡居民医保的居民，住院费用报销比例为70%。", INSURANCE_ZH),
    ("参加城乡居民医保、持有本市户籍的居民，住院费用报销比例为70%。", INSURANCE_ZH),
    ("Flooding closed the coastal railway line for two days.", FLOODING),  # one grade describes, it does not limit
])
def test_the_evidence_s_grade_or_part_kept_passes(answer: str, source: str) -> None:
    assert verify(answer, [source])["publishable"]


def test_a_group_is_read_with_both_requirements() -> None:
    (found,) = joined_requirements("持有本市户籍且参加城乡居民医保的居民，住院费用报销比例为70%。")
    assert (found.second_text, found.group) == ("参加城乡居民医保", "居民")
