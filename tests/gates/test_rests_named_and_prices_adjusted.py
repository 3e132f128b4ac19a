"""A rest the evidence names after its parts (其余为合作社和家庭农场) is the whole less those parts, and a figure adjusted
from one value to another (由每碗12元调整为14元) moves it up or down by the two values, with the start read past
what it is per."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.lexicon import direction_cues

TEA = ("2023年全县共有茶叶生产经营主体980家。其中，个体茶坊588家，规模以上企业27家，其余为合作社和家庭农场。"
       "全年茶叶产业实现总产值6.1亿元。")
NOODLES = "自2024年6月1日起，老街面馆牛肉面售价由每碗12元调整为14元，素面价格维持每碗8元不变。"
SHOW = ("The county show drew 12,400 visitors. Of these, 7,300 held weekend passes and 2,100 were exhibitors; "
        "the rest were day visitors.")


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("全县茶叶经营主体中，个体茶坊占了六成，合作社和家庭农场一共有365家。", TEA, True),
    ("全县茶叶经营主体中，个体茶坊占了六成，合作社和家庭农场一共有392家。", TEA, False),
    ("Day visitors numbered 3,000.", SHOW, True),
    ("Exhibitors numbered 3,000.", SHOW, False),
    ("老街面馆从六月起把牛肉面的价格提高了两元，素面仍卖八元。", NOODLES, True),
    ("老街面馆从六月起把牛肉面的价格降低了两元。", NOODLES, False),
])
def test_rests_and_adjusted_prices(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes


@pytest.mark.parametrize(("text", "sign"), [
    ("售价由每个2.5元调整为3元", 1),
    ("票价从80元调至60元", -1),
])
def test_a_figure_adjusted_from_one_value_to_another_has_a_direction(text: str, sign: int) -> None:
    assert [cue.sign for cue in direction_cues(text) if cue.axis == "magnitude"] == [sign]
