"""A price after a discount the evidence gives passes where the sentence names the discount: by its rate (九折, "20%
member discount", 半价, "half price") or by the full price and whom the discount is for; the full price told as the
discounted one, a condition dropped, or a wrong sum blocks (FE001)."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.discounts import _zhe_left
from tests.support import fired

_HUT = ("Half board costs CHF 78 for adults and CHF 52 for children under 14; Alpine Club members receive a CHF 10 "
        "discount on adult half board.")
_SHAOMAI = "招牌烧卖每笼4只，售价18元。早市（6:00—9:30）期间，所有烧卖均享九折优惠。"
_TICKETS = "Tickets cost £15. Members get a 20% discount."
_RAFT = "成人单程每人60元；身高1.2米至1.4米儿童半价，1.2米以下儿童免票。"
_TOUR = "Adult tickets for the tour cost £12; children go half price."


@pytest.mark.parametrize(("rate", "left"), [("九", 0.9), ("八五", 0.85), ("7.5", 0.75), ("85", 0.85), ("8", 0.8)])
def test_rates_in_zhe(rate: str, left: float) -> None:
    assert _zhe_left(rate) == pytest.approx(left)


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Adult half board costs CHF 78, or CHF 68 for Alpine Club members [1].", _HUT, True),
    ("Adult half board costs CHF 78, or CHF 66 for Alpine Club members [1].", _HUT, False),
    ("Adult half board costs CHF 68 [1].", _HUT, False),
    ("早市时段九折，招牌烧卖一笼只需十六元二角[1]。", _SHAOMAI, True),
    ("早市时段九折，招牌烧卖一笼只需十五元二角[1]。", _SHAOMAI, False),
    ("招牌烧卖一笼只需十六元二角[1]。", _SHAOMAI, False),
    ("With the 20% member discount, a ticket costs £12 [1].", _TICKETS, True),
    ("A ticket costs £12 [1].", _TICKETS, False),
    ("成人单程六十元，身高一点二米至一点四米的儿童只需三十元[1]。", _RAFT, True),
    ("成人单程六十元，身高一点二米至一点四米的儿童只需二十元[1]。", _RAFT, False),
    ("成人单程三十元[1]。", _RAFT, False),
    ("Children pay half price, £6, for the tour [1].", _TOUR, True),
    ("Adults pay £12 and children £6 for the tour [1].", _TOUR, True),
    ("Adults pay £12 and children £4 for the tour [1].", _TOUR, False),
    ("Adults pay £6 for the tour [1].", _TOUR, False),
    ("The plan costs $190 per month [1].", "The plan costs $200 per month. We offer a discount of 5% if you pay "
     "annually.", False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, {"1": source})
    assert bool(result["publishable"]) is passes
    assert passes or "FE001" in fired(result)


_AUCTION = ("Lot 214, George III 1817 gold sovereign: hammer price £4,200. All hammer prices are subject to a buyer's "
            "premium of 20% (plus VAT on the premium only).")
_SET_MEAL = "套餐价格128元，另收取10%服务费。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The sovereign sold for £4,200, or £5,040 once the 20% buyer's premium is added [1].", _AUCTION, True),
    ("The sovereign sold for £4,200, or £5,140 once the 20% buyer's premium is added [1].", _AUCTION, False),
    ("The sovereign sold for £5,040 [1].", _AUCTION, False),
    ("这份套餐128元，加上10%的服务费共140.8元[1]。", _SET_MEAL, True),
    ("这份套餐128元，加上10%的服务费共148元[1]。", _SET_MEAL, False),
])
def test_a_rate_added_to_a_price(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, {"1": source})
    assert bool(result["publishable"]) is passes
    assert passes or "FE001" in fired(result)
