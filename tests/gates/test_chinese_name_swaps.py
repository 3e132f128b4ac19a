"""Chinese terms and names under FE020 and FE021.

A faithful Chinese paraphrase shares the evidence's content words, not its function words or the bigrams
between two words, so FE020 lets it pass. A place, person or organisation the segmenter tags as a name blocks
under FE021 when the evidence names another one in its place; a common word the tagger takes for a name (上市,
城市) and a name the evidence words otherwise (华东地区 for 华东) do not block.
"""

from __future__ import annotations

import pytest

from report_workflow.gates.names import tagged_names
from report_workflow.verify import verify
from tests.support import fired

TERMS_NOT_IN_EVIDENCE = "FE020"
NAME_NOT_IN_EVIDENCE = "FE021"


@pytest.mark.parametrize(("answer", "source"), [
    ("事故发生于2022年3月21日下午[1]。",
     "2022-03-21 14:38，东方航空MU5735航班在执行昆明至广州航班任务时，在广西梧州市上空失联并坠毁。"),
    ("该省稻谷与小麦合计产量为300万吨[1]。", "2023年全省粮食总产量500万吨，其中玉米200万吨，水稻180万吨，小麦120万吨。"),
    ("这件青铜鼎为西周时期器物，通高约54厘米[1]。", "名称：兽面纹铜鼎。年代：西周早期。尺寸：通高53.8厘米，口径41厘米。"),
    ("做这道红烧肉需要五花肉500克，也就是一斤[1]。", "主料：五花肉500g；辅料：冰糖30g、生抽2勺、老抽1勺。"),
    ("月球绕地球一周大约需要27天[1]。", "月球的恒星周期为27.32天，朔望月周期为29.53天。"),
])
def test_a_faithful_chinese_paraphrase_covers_its_evidence(answer: str, source: str) -> None:
    assert TERMS_NOT_IN_EVIDENCE not in fired(verify(answer, {"1": source}))


def test_a_chinese_sentence_about_something_else_still_blocks() -> None:
    result = verify("图书馆聘请了十二名员工，获得政府拨款资助，并开设了咖啡馆[1]。", {"1": "图书馆延长了工作日的开放时间。"})
    assert TERMS_NOT_IN_EVIDENCE in fired(result)


@pytest.mark.parametrize(("answer", "source"), [
    ("受台风影响，上海—青岛航线自9月14日起停航[1]。", "通知：受台风“梅花”影响，上海—宁波航线自9月14日起停航，预计9月16日恢复。"),
    ("杭州的房价上涨了3%[1]。", "南京的房价上涨了3%。"),
    ("深圳至广州的高铁票价为75元[1]。", "深圳至长沙的高铁票价为75元。"),
    ("广东省GDP达到13.5万亿元[1]。", "江苏省GDP达到13.5万亿元。"),
    ("本次地震发生在四川省[1]。", "本次地震发生在云南省。"),
    ("长江流域降水偏多[1]。", "黄河流域降水偏多。"),
])
def test_a_chinese_name_swapped_for_the_evidences_blocks(answer: str, source: str) -> None:
    assert NAME_NOT_IN_EVIDENCE in fired(verify(answer, {"1": source}))


@pytest.mark.parametrize(("answer", "source"), [
    ("受台风影响，上海—宁波航线自9月14日起停航[1]。", "通知：受台风“梅花”影响，上海—宁波航线自9月14日起停航。"),
    ("2023年华东地区营业收入为6.1亿元[1]。", "地区,2023年营业收入\n华东,6.1亿元\n华南,2.95亿元"),
    ("苏州市GDP增长5%[1]。", "苏州GDP增长5%。"),
    ("该城市的人口增长了2%[1]。", "该市人口增长2%。"),
    ("央行宣布下调存款准备金率0.5个百分点[1]。", "中国人民银行宣布下调存款准备金率0.5个百分点。"),
    ("新冠疫情期间，武汉封城76天[1]。", "武汉在新冠疫情期间封城76天。"),
    ("浦东新区GDP增长6%[1]。", "上海浦东GDP增长6%。"),
    ("华为公司发布新手机[1]。", "华为技术有限公司发布新手机。"),
    ("美方表示将继续谈判[1]。", "美国表示将继续谈判。"),
])
def test_an_honest_chinese_sentence_names_nothing_missing(answer: str, source: str) -> None:
    assert NAME_NOT_IN_EVIDENCE not in fired(verify(answer, {"1": source}))


def test_a_common_word_the_tagger_takes_for_a_place_has_no_rival_and_passes() -> None:
    answer, source = "该公司股票于2020年上市[1]。", "该公司股票于2020年在深圳证券交易所挂牌交易。"
    assert [name for _, _, name in tagged_names(answer)] == ["上市"]
    assert NAME_NOT_IN_EVIDENCE not in fired(verify(answer, {"1": source}))


def test_tagged_names_carry_their_spans() -> None:
    text = "上海—宁波航线停航"
    assert [(text[start:end], name) for start, end, name in tagged_names(text)] == [("上海", "上海"), ("宁波", "宁波")]


def test_english_text_has_no_tagged_names() -> None:
    assert tagged_names("Shanghai and Ningbo") == ()
