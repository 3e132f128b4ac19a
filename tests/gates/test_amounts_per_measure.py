"""An amount over a measure of another dimension, in the unit the sentence gives it per ("for every litre", 亩产, 每亩
in the clause before for the next item of a list, or the measure of the figure it is set against), and a change
measured "against" the figure before."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

STILL = "Over the summer the still processed 2,400 kg of rose petals, producing 60 litres of rose water."
TEA = "全县茶园面积8.5万亩，其中今年采摘面积6万亩。预计全年干茶产量1.2万吨。"
PERFUME = "The eau de parfum launches in 50 ml (€145) and 100 ml (€210) bottles."
FISH = "合作社在320亩稻田中放养禾花鲤，共收获成鱼2.4万公斤，鱼类销售收入57.6万元。"
MAZE = "The maize maze welcomed 21,600 visitors this season, against 18,000 last season."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The still needed 40 kg of rose petals for every litre of rose water.", STILL, True),
    ("The still needed 40 kg of rose petals per litre of rose water.", STILL, True),
    ("The still needed 48 kg of rose petals for every litre of rose water.", STILL, False),
    ("按预计产量计算，采摘茶园平均亩产约零点二吨。", TEA, True),
    ("按预计产量计算，采摘茶园平均亩产约零点三吨。", TEA, False),
    ("It works out at €2.10 per millilitre in the larger bottle against €2.90 in the 50 ml size.", PERFUME, True),
    ("It works out at €2.10 per millilitre in the larger bottle against €3.90 in the 50 ml size.", PERFUME, False),
    ("稻田养鱼平均每亩收鱼七十五公斤，卖鱼收入约一千八百元。", FISH, True),
    ("稻田养鱼平均每亩收鱼七十五公斤，卖鱼收入约两千八百元。", FISH, False),
    ("稻田养鱼平均每亩收鱼七十五公斤，而全年卖鱼收入约一千八百元。", FISH, False),
    ("稻田养鱼平均每亩收鱼七十五公斤，全年卖鱼收入约一千八百元。", FISH, False),
])
def test_an_amount_per_another_measure(answer: str, source: str, passes: bool) -> None:
    assert verdict_of(answer, source)[0] is passes


@pytest.mark.parametrize(("answer", "passes"), [
    ("Visitors to the maze rose by a fifth on last season.", True),
    ("Visitors to the maze rose by 20% on last season.", True),
    ("Visitors to the maze rose by a quarter on last season.", False),
])
def test_a_change_measured_against_the_figure_before(answer: str, passes: bool) -> None:
    assert verdict_of(answer, MAZE)[0] is passes
