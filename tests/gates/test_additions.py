"""An item the sentence adds to a list the evidence gives (FE025)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from report_workflow.gates.additions import listed_items
from report_workflow.verify import verify
from tests.support import fired

RELEASE = "v2.5.0（2024-01-15）\n新功能：\n- 支持暗色模式\n修复：\n- 修复登录页面闪退问题"
RELEASE_WITH_LANGUAGES = "v2.5.0（2024-01-15）\n新功能：\n- 支持暗色模式\n- 支持多种语言\n修复：\n- 修复登录页面闪退问题"
WATCHES = "公司推出了智能手表和无线耳机。"
SIDE_EFFECTS = "该药物常见的副作用有头痛和恶心。"
TABLE = [
    # (answer, source, blocked)
    ("2.5.0版本于2024年1月15日发布，新增了暗色模式和多语言支持。", RELEASE, True),
    ("公司推出了智能手表、无线耳机及平板电脑。", WATCHES, True),
    ("该药物常见副作用包括头痛、恶心和失眠。", SIDE_EFFECTS, True),
    ("课程涵盖物理、化学和天文学。", "该课程涵盖物理和化学两门学科。", True),
    # every item stated
    ("2.5.0版本于2024年1月15日发布，新增了暗色模式，并修复了登录页面闪退问题。", RELEASE, False),
    ("2.5.0版本新增了暗色模式和多语言支持。", RELEASE_WITH_LANGUAGES, False),
    ("公司推出了智能手表和无线耳机。", WATCHES, False),
    ("该药物常见副作用包括头痛、恶心和呕吐。", "该药物常见的副作用有头痛、恶心、呕吐。", False),
    # items worded otherwise, in part or by a synonym of a thing the evidence lists
    ("公司推出了智能手表和蓝牙耳机。", WATCHES, False),
    ("公司推出了手表和电脑。", "公司推出了手表和计算机。", False),
    ("会议讨论了预算和人事安排。", "会议讨论了明年的预算以及人员调整。", False),
    ("新增了深色模式和多语言界面。", "v3.0新增暗色模式，并支持中文、英文和日文三种界面语言。", False),
    ("小区配有健身房和游泳池。", "小区配有健身中心和游泳馆。", False),
]


@pytest.mark.parametrize(("answer", "source", "blocked"), TABLE)
def test_an_item_added_to_a_list_the_evidence_gives_blocks(answer: str, source: str, blocked: bool) -> None:
    result = verify(answer, [source])
    assert ("FE025" in fired(result)) == blocked, result["sentence_results"]


def test_the_finding_names_the_added_item_and_the_stated_ones() -> None:
    result = verify("公司推出了智能手表、无线耳机及平板电脑。", [WATCHES])
    (finding,) = [finding for sentence in result["sentence_results"] for finding in sentence["findings"]
                  if finding["rule"] == "FE025"]
    assert finding["reason"] == ("the sentence lists \u201c平板电脑\u201d with \u201c智能手表\u201d, \u201c无线耳机\u201d; "
                                 "the evidence states \u201c智能手表\u201d, \u201c无线耳机\u201d, not \u201c平板电脑\u201d")


@pytest.mark.parametrize(("text", "items"), [
    ("新增了暗色模式和多语言支持。", ["暗色模式", "多语言支持"]),
    ("副作用包括头痛、恶心和失眠。", ["头痛", "恶心", "失眠"]),
    ("暗色模式、多语言支持等功能。", ["暗色模式", "多语言支持"]),  # 等 ends the last item
    ("北京、上海和广州的房价上涨。", ["北京", "上海", "广州"]),  # 的 ends it where the list meets its head
])
def test_the_items_of_a_chinese_list_are_read(text: str, items: list[str]) -> None:
    (read,) = listed_items(text)
    assert [item.text for item in read] == items


@pytest.mark.parametrize("text", [
    "张三和李四获得了金奖。",  # the last stretch is a clause (了), not an item
    "The firm added dark mode and multi-language support.",  # English "and" joins verbs and clauses as often
    "The conversation is lighthearted in tone and includes tangents about personal experiences.",
])
def test_stretches_that_are_not_lists_of_things_are_not_read(text: str) -> None:
    assert listed_items(text) == ()


def test_a_listed_year_is_left_to_the_date_gate() -> None:
    result = verify("2022年和2024年的营收均有增长。", ["2024年营收有所增长。"])
    assert "FE025" not in fired(result) and "FE006" in fired(result)


@given(st.text(alphabet="暗色模式和多语言支持、及以及的了等新增包括 ,。，ab12", max_size=40))
def test_every_item_read_is_a_piece_of_the_text(text: str) -> None:
    for items in listed_items(text):
        assert len(items) > 1
        assert all(item.text and item.text in text for item in items)
