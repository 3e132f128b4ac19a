"""Figures worked out in one step: a bound share of a count the sentence states ("more than half of the 40 sites"
over 23); a limit shared out equally, kept a limit of the same size ("average no more than 80 kg each" over at most 640
kg for eight); a mass as a yield times its area (四千六百亩 at 亩产1.5吨, 六千九百吨); an amount given per year by a
period before what it measures (年产能4800吨) restated per month."""

from __future__ import annotations

import pytest

from report_workflow import verify

MARTENS = "Hair tubes were deployed at 40 sites across the forest. Pine marten hair was recovered from 23 sites."
PULLERS = ("Tug of War Championships - Rules for the 640 kg Class. Teams consist of eight pullers. The combined body "
           "weight of the eight pullers, measured at the official weigh-in, must not exceed 640 kg.")
LILIES = "今年全镇采挖面积4600亩，平均亩产鲜百合约1500公斤，鲜百合主要销往长三角。"
POPCORN = "公司微波爆米花新生产线于2025年9月18日正式投产，总投资1.2亿元，设计年产能4800吨。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Pine martens turned up at more than half of the 40 hair-tube sites [1].", MARTENS, True),
    ("Pine martens turned up at more than two-thirds of the 40 hair-tube sites [1].", MARTENS, False),
    ("In the 640 kg class the eight pullers may average no more than 80 kg each [1].", PULLERS, True),
    ("In the 640 kg class the eight pullers may average no more than 90 kg each [1].", PULLERS, False),
    ("In the 640 kg class the eight pullers may average no more than 70 kg each [1].", PULLERS, False),
    ("今年全镇采挖四千六百亩，平均亩产鲜百合约一点五吨，据此推算总产量约六千九百吨[1]。", LILIES, True),
    ("今年全镇采挖四千六百亩，平均亩产鲜百合约一点五吨，据此推算总产量约七千九百吨[1]。", LILIES, False),
    ("新生产线设计产能折合每月约四百吨[1]。", POPCORN, True),
    ("新生产线设计产能折合每月约五百吨[1]。", POPCORN, False),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes


def test_a_years_own_output_is_no_rate() -> None:
    """2023年产量 is the output of 2023, not an amount per year: no monthly figure is worked from it."""
    assert not verify("该厂折合每月生产约四百吨[1]。", ["该厂2023年产量4800吨。"])["publishable"]
