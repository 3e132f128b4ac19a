"""A Chinese organisation is often named by a short form that keeps some of its characters in order: 最高法 for
最高人民法院, 最高检 for 最高人民检察院, 北大 for 北京大学. A short form counts as the name the evidence states when
it starts with that name's first character, keeps every character in order and ends in its kind of body; a short
form of another organisation still blocks under FE021."""

from __future__ import annotations

import pytest

from report_workflow.gates.names import shortens
from report_workflow.verify import verify
from tests.support import fired

NAME_NOT_IN_EVIDENCE = "FE021"
COURT = "最高人民法院指出，该合同条款\"显失公平\"，应认定无效。"


@pytest.mark.parametrize(("short", "name"), [
    ("最高法", "最高人民法院"),
    ("最高检", "最高人民检察院"),
    ("北大", "北京大学"),
    ("人大", "人民代表大会"),
    ("发改委", "发展和改革委员会"),
    ("证监会", "证券监督管理委员会"),
    ("国资委", "国有资产监督管理委员会"),
])
def test_a_short_form_keeps_the_first_character_and_the_kind_of_body_in_order(short: str, name: str) -> None:
    assert shortens(short, name)


@pytest.mark.parametrize(("short", "name"), [
    ("最高检", "最高人民法院"),  # 检 is not in the court's name
    ("清华", "北京大学"),  # another university
    ("高法", "最高人民法院"),  # does not start where the name starts
    ("北京", "北京大学"),  # keeps no character of the kind of body: a place, not the university
    ("最", "最高人民法院"),  # one character shortens nothing
    ("最高人民法院", "最高人民法院"),  # the name itself, not a short form
])
def test_other_characters_are_no_short_form(short: str, name: str) -> None:
    assert not shortens(short, name)


@pytest.mark.parametrize(("answer", "source"), [
    ("最高法认为该合同条款“显失公平”，应属无效。", COURT),
    ("最高检表示将依法从严惩处此类犯罪。", "最高人民检察院表示，将依法从严惩处此类犯罪。"),
    ("据最高法介绍，今年受理案件增长12%。", "据最高人民法院介绍，今年受理案件增长12%。"),
    ("中金公司表示，预计明年GDP增长5%。", "中国国际金融股份有限公司表示，预计明年GDP增长5%。"),
])
def test_a_short_form_of_an_organisation_the_evidence_names_passes(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert result["publishable"], fired(result)


@pytest.mark.parametrize(("answer", "source"), [
    ("最高检认为该合同条款“显失公平”，应属无效。", COURT),  # the procuratorate, where the court ruled
    ("高院认为该合同条款“显失公平”，应属无效。", COURT),  # 高院 is a provincial high court
    ("最高法认为该合同条款“显失公平”，应属无效。", "北京市高级人民法院认为，该合同条款\"显失公平\"，应认定无效。"),
    ("高伟表示，预计明年GDP增长5%。", "高新技术研究院表示，预计明年GDP增长5%。"),  # a person, not the institute
])
def test_a_short_form_of_another_organisation_blocks(answer: str, source: str) -> None:
    result = verify(answer, [source])
    assert NAME_NOT_IN_EVIDENCE in fired(result)
