"""Chinese names: time words, counts, kinds of organisation and role nouns are not names; real names still are.

Chinese has no capitals and no spaces, so the name finders read a name off the word after it (公司, 表示). The
words before such a word are often not a name at all: a time phrase (报告期内公司), a count (两家公司), a kind of
organisation (控股子公司) or a role (董秘表示). Those must not block an honest sentence under FE021, while a
swapped organisation or person must still block.
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
    "报告期内公司实现营业收入12.35亿元，同比增长8.6%。",
    "目前公司在手订单充足，产能利用率保持在90%以上。",
    "今年公司加大研发投入，研发费用达到3.2亿元。",
    "同期公司净利润下降12%。",
    "本年度公司完成对两家企业的收购。",
    "上半年公司营业收入同比增长15%。",
    "2023年公司经营活动现金流量净额为8.1亿元。",
    "2023年度公司新增专利授权45项。",
    "截至报告期末公司总资产为120亿元。",
    "与上年同期相比公司毛利率提升2个百分点。",
    "近年来公司持续推进数字化转型。",
    "前三季度公司累计实现营收30亿元。",
    "期间公司新增专利授权45项。",
    "此外公司还获得了高新技术企业认定。",
])
def test_a_time_word_or_connective_before_an_organisation_word_is_not_a_name(sentence: str) -> None:
    assert _names(sentence) == []


@pytest.mark.parametrize("sentence", [
    "两家公司签署了战略合作协议。",
    "多家银行下调了存款利率。",
    "各大银行纷纷推出新产品。",
    "这家公司成立于2008年。",
    "公司控股子公司完成了增资。",
    "上市公司应当按时披露年度报告。",
])
def test_a_count_or_a_kind_of_organisation_is_not_a_name(sentence: str) -> None:
    assert _names(sentence) == []


@pytest.mark.parametrize("sentence", [
    "公司方面表示，新工厂将于明年投产。",
    "高管表示，公司将继续加大海外市场布局。",
    "公司高层认为，行业竞争将进一步加剧。",
    "董秘表示，公司目前经营情况正常。",
    "董事长表示，公司将坚持长期主义。",
    "董事会认为，本次交易有利于公司长远发展。",
    "程序员说，新系统已经上线。",
    "他马上表示同意。",
    "该公司周一表示，将裁员10%。",
])
def test_a_role_noun_or_time_word_before_a_reporting_verb_is_not_a_person(sentence: str) -> None:
    assert _names(sentence) == []


@pytest.mark.parametrize("sentence", [
    "公司于今年成立了研发中心。",
    "年度股东大会于近日召开。",
])
def test_a_time_word_before_a_verb_of_holding_is_not_a_place(sentence: str) -> None:
    assert _names(sentence) == []


@pytest.mark.parametrize(("sentence", "names"), [
    ("西门子公司宣布在中国新建工厂。", ["西门子公司"]),
    ("阿里巴巴集团发布了第二季度财报。", ["阿里巴巴集团"]),
    ("中国银行公告称，将下调存款利率。", ["中国银行"]),
    ("北京大学和上海交通大学联合发布了报告。", ["北京大学", "上海交通大学"]),
    ("报告期内中兴公司实现营业收入12.35亿元。", ["中兴公司"]),
    ("2023年招商银行净利润为1466亿元。", ["招商银行"]),
    ("据中兴公司公告，其中标金额为3.2亿元。", ["中兴公司"]),
    ("今年清华大学新设了两个研究中心。", ["清华大学"]),
    ("公司董事长张伟表示，公司将坚持长期主义。", ["张伟"]),
    ("常务副总经理李强主持了会议。", ["李强"]),
    ("王建国表示，公司业绩超出预期。", ["王建国"]),
    ("会议于近日在杭州召开。", ["杭州"]),
])
def test_real_names_are_still_found_without_the_words_around_them(sentence: str, names: list[str]) -> None:
    assert _names(sentence) == names


@pytest.mark.parametrize(("answer", "source"), [
    ("报告期内公司实现营业收入12.35亿元。", "报告期内，公司实现营业收入12.35亿元，同比增长8.6%。"),
    ("目前公司在手订单充足。", "公司目前在手订单充足，产能利用率保持在90%以上。"),
    ("上半年公司营业收入同比增长15%。", "2024年上半年，公司营业收入同比增长15%。"),
    ("截至报告期末公司总资产为120亿元。", "截至报告期末，公司总资产为120亿元。"),
    ("这家公司成立于2008年。", "该公司成立于2008年，总部位于苏州。"),
    ("多家银行下调了存款利率。", "工商银行、建设银行等大型银行下调了存款利率。"),
    ("而中兴公司则选择了自主研发芯片。", "与之不同，中兴公司选择了自主研发芯片。"),
    ("公司方面表示，新工厂将于明年投产。", "公司表示，新工厂将于明年投产。"),
    ("高管表示，公司将继续加大海外市场布局。", "公司管理层表示，将继续加大海外市场布局。"),
    ("董秘表示，公司目前经营情况正常。", "公司董事会秘书称，公司目前经营情况正常。"),
])
def test_an_honest_chinese_restatement_is_not_blocked_for_a_name(answer: str, source: str) -> None:
    result = verify(answer, source)
    assert NAME_NOT_IN_EVIDENCE not in fired(result), result["sentence_results"]
    assert result["publishable"], result["sentence_results"]


@pytest.mark.parametrize(("answer", "source"), [
    ("中兴公司发布了新一代5G基站。", "华为公司发布了新一代5G基站。"),
    ("报告期内中兴公司实现营业收入12.35亿元。", "报告期内，华为公司实现营业收入12.35亿元。"),
    ("今年复旦大学新设了两个研究中心。", "今年，清华大学新设了两个研究中心。"),
    ("李强表示，项目进展顺利。", "张伟表示，项目进展顺利。"),
    ("公司董事长李强表示，公司将坚持长期主义。", "公司董事长张伟表示，公司将坚持长期主义。"),
])
def test_a_swapped_chinese_name_still_blocks(answer: str, source: str) -> None:
    result = verify(answer, source)
    assert NAME_NOT_IN_EVIDENCE in fired(result), result["sentence_results"]
    assert not result["publishable"]
