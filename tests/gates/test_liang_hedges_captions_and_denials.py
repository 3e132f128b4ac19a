"""三两半 weighs three and a half liang; 推断 (inferred), "unsure" and "not sure" hedge; a table caption may give its
unit after a clause of its own (（本场共上拍3件，单位：万元）); a negation is looked for in the sentence of the source that
negates a word the answer negates ("No injuries were reported" for "no one was reported hurt")."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities
from report_workflow.text.hedges import find_hedges
from report_workflow.text.written_units import caption_unit

STORM = ("Residents reported water in their homes early on Tuesday, and the fire brigade answered 31 calls, mostly "
         "about flooded cellars. No injuries were reported. Forecasters said more rain was possible later in the week.")
DIG = "摘要：对遗址灰坑出土木炭进行了碳十四测年，最早样品年代约为1.25万年前。据此推测，该遗址有人居住的时间应不晚于1.2万年前。"
SALE = ("2024年秋季书画拍卖会成交情况（本场共上拍3件，单位：万元）\n\n| 拍品 | 作者 | 成交价 |\n|---|---|---|\n"
        "| 《秋山图》 | 李明 | 86 |\n| 《春江图》 | 王芳 | 52 |\n| 《竹石图》 | 赵强 | 37 |\n")


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


@pytest.mark.parametrize(("text", "kilograms"), [("约三两半", 0.175), ("三两", 0.15), ("二两半", 0.125)])
def test_liang_with_a_half(text: str, kilograms: float) -> None:
    [quantity] = find_quantities(text)
    assert quantity.dimension == "mass" and quantity.value == pytest.approx(kilograms)


@pytest.mark.parametrize(("text", "hedged"), [
    ("研究人员据此推断，遗址已有人居住", True),
    ("The team is unsure how well they work", True),
    ("We are not sure the effect lasts", True),
    ("The team measured how well they work", False),
])
def test_doubt_words(text: str, hedged: bool) -> None:
    assert bool(find_hedges(text)) is hedged


@pytest.mark.parametrize(("caption", "unit"), [
    ("2024年秋季书画拍卖会成交情况（本场共上拍3件，单位：万元）", "万元"),
    ("表3 分地区营业收入（单位：万元）", "万元"),
    ("Sales by market (units: £m)", "£m"),
    ("Table 3 (2023, provisional)", None),
])
def test_caption_units(caption: str, unit: str | None) -> None:
    assert caption_unit(caption) == unit


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The fire brigade answered 31 calls, mostly about flooded cellars, and no one was reported hurt.", STORM, True),
    ("The fire brigade answered 31 calls, mostly about flooded cellars, and injuries were reported.", STORM, False),
    ("研究人员据此推断，这处遗址最迟在一万两千年前已有人居住。", DIG, True),
    ("这处遗址在一万两千年前已有人居住。", DIG, False),
    ("李明的《秋山图》以86万元成交，为全场最高价。", SALE, True),
    ("李明的《秋山图》以96万元成交，为全场最高价。", SALE, False),
    ("这家店的肉夹馍每个约三两半。", "店家介绍，肉夹馍每个净重约350克，售价12元。", False),
    ("这家店的肉夹馍每个约三两半。", "店家介绍，肉夹馍每个净重约175克，售价12元。", True),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes
