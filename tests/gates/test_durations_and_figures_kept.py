"""A duration that shortened or lengthened (缩短/延长, "shortened"/"lengthened") has a direction, and a figure that
stayed where it was (仍为50万元, 维持在3%, "remains at £50", "stayed at 4.25%") did not move.

Each row: the answer, its source, and whether the polarity gate must block it (FP002) or let it pass. Every
blocking row has an honest restatement of the same source beside it.
"""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

DELIVERY = "第三季度重点地区快递全程时限为55.12小时，较上年同期缩短1.86小时。"
CHECK_IN = "Average check-in time at the terminal lengthened by 6 minutes compared with last summer."
HOUSING_FUND = ("自2025年7月1日起，购买首套住房的，公积金贷款最高额度由60万元提高至80万元；"
                "购买第二套住房的，最高额度仍为50万元。")
FINES = ("From April the council raised the fine for parking on a red route from £60 to £80. "
         "The fine for an expired permit stays at £50.")
DEPOSIT_RATE = "央行将一年期贷款利率下调0.1个百分点至3.35%，五年期以上贷款利率维持在3.85%。"
BANK_RATE = "The committee raised the deposit rate to 4.5% and the lending rate remained at 5.25%."

FLIPS = [
    ("第三季度重点地区快递全程时限约为55小时，比上年同期延长近2小时。", DELIVERY),
    ("Average check-in time at the terminal shortened by 6 minutes.", CHECK_IN),
    ("首套住房最高额度提高至80万元，第二套住房最高额度也上调至50万元。", HOUSING_FUND),
    ("The fine for an expired permit was raised to £50.", FINES),
    ("五年期以上贷款利率下调至3.85%。", DEPOSIT_RATE),
    ("The lending rate was raised to 5.25%.", BANK_RATE),
    ("The deposit rate stayed at 4.5%.", "The committee raised the deposit rate by a quarter point to 4.5%."),
]
HONEST = [
    ("第三季度重点地区快递全程时限约为55小时，比上年同期缩短近2小时。", DELIVERY),
    ("Average check-in time at the terminal lengthened by 6 minutes.", CHECK_IN),
    ("首套住房最高额度提高至80万元，第二套住房最高额度仍为50万元。", HOUSING_FUND),
    ("The fine for an expired permit remains at £50, while the red-route fine rose to £80.", FINES),
    ("五年期以上贷款利率保持在3.85%不变。", DEPOSIT_RATE),
    ("The lending rate stayed at 5.25%.", BANK_RATE),
    ("The deposit rate was raised to 4.5%.", BANK_RATE),
    # a name written shorter is no duration
    ("Muhammad al-Ghazali, shortened as Ghazali, was a Persian jurist.",
     "Abu Hamid Muhammad al-Ghazali, shortened as Ghazali in Persian, was a Persian jurist and theologian."),
]


def _polarity_rules(answer: str, source: str) -> set[str]:
    return fired(verify(answer, [source]), "FP")


@pytest.mark.parametrize(("answer", "source"), FLIPS)
def test_a_duration_or_a_kept_figure_told_the_other_way_blocks(answer, source):
    assert _polarity_rules(answer, source) == {"FP002"}


@pytest.mark.parametrize(("answer", "source"), HONEST)
def test_a_duration_or_a_kept_figure_told_as_the_source_tells_it_passes(answer, source):
    assert _polarity_rules(answer, source) == set()
