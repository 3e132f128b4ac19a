"""A Chinese organisation's name starts at a word and holds no verb, adverb or pronoun.

The organisation pattern counts up to six characters before 公司, 银行 or 医院, so in 远程办公并未覆盖公司 it would
read 办公并未覆盖公司 as a company. The words jieba cuts and tags say where a name may start: never inside a word,
never before a verb (覆盖, 来自), an adverb or negation (并未, 已经) or a pronoun. A sentence that merely mentions
"the company" after such words names no organisation, while a real name after a verb is still read and checked.
"""

from __future__ import annotations

import pytest

from report_workflow.gates.names import find_names
from report_workflow.verify import verify
from tests.support import fired

NAME_NOT_IN_EVIDENCE = "FE021"


def _names(text: str) -> list[str]:
    return [name for _, _, name in find_names(text)]


@pytest.mark.parametrize("sentence", [
    "远程办公并未覆盖公司全部岗位。",
    "新的考勤办法尚未覆盖公司所有部门。",
    "自动化改造已经覆盖银行八成网点。",
    "共有三家医院参与了这项试点。",
])
def test_words_before_an_organisation_word_that_end_in_a_verb_or_adverb_name_nothing(sentence: str) -> None:
    assert _names(sentence) == []


@pytest.mark.parametrize(("sentence", "names"), [
    ("员工大多来自腾讯公司。", ["腾讯公司"]),
    ("甲科技公司宣布以18亿元收购乙医疗公司全部股权。", ["甲科技公司", "乙医疗公司"]),
    ("2023年招商银行净利润为1466亿元。", ["招商银行"]),
])
def test_a_name_after_a_verb_is_read_without_the_verb(sentence: str, names: list[str]) -> None:
    assert _names(sentence) == names


@pytest.mark.parametrize(("answer", "source"), [
    ("弹性工作制并未覆盖公司全部岗位，一线生产岗位依然实行固定班次[1]。",
     "公司并非所有岗位都实行弹性工作制，一线生产岗位仍执行固定班次。"),
    ("新考勤办法并未覆盖公司全部部门，生产车间仍实行打卡制度[1]。",
     "公司并非所有部门都适用新考勤办法，生产车间仍实行打卡制度。"),
])
def test_a_sentence_saying_what_the_company_does_not_cover_is_not_blocked_for_a_name(answer: str, source: str) -> None:
    result = verify(answer, source)
    assert NAME_NOT_IN_EVIDENCE not in fired(result), result["sentence_results"]
    assert result["publishable"], result["sentence_results"]


@pytest.mark.parametrize(("answer", "source"), [
    ("远程办公政策已经覆盖中兴公司全部研发岗位[1]。", "远程办公政策已经覆盖华为公司全部研发岗位。"),
    ("员工大多来自腾讯公司[1]。", "员工大多来自阿里巴巴公司。"),
])
def test_a_swapped_organisation_after_a_verb_still_blocks(answer: str, source: str) -> None:
    assert NAME_NOT_IN_EVIDENCE in fired(verify(answer, source))
