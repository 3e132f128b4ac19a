"""后 or 后来 opening a clause after one told with 先 orders two events as "then" does: telling first what the evidence
dates later blocks (FP009); the evidence's order passes; 后者, 后期 and 后续 order nothing."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

FLORIST = ("“青禾花艺”创始人林晓在接受采访时回顾：2019年她在大学城开出第一家实体门店，2021年才上线小程序开通线上预订。"
           "如今线上订单已占店铺总销量的一半左右。")

CASES = [
    ("林晓是先上线小程序开展线上预订、后在大学城开出第一家实体门店的。", FLORIST, False),
    ("林晓先上线了小程序，后来才在大学城开出第一家实体门店。", FLORIST, False),
    ("林晓先在大学城开出第一家实体门店，后上线小程序开通线上预订。", FLORIST, True),
    ("林晓先在大学城开出第一家实体门店，后来又上线小程序开通线上预订。", FLORIST, True),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_order_told_with_hou(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FP009" in fired(result)) is not publishable
