"""A count of things each of which holds a count of others (每套…共4件) times the count of them another source gives
(发放开业用品860套) works out the count of the others (折合三千四百四十件), the passage giving each found in any cited source."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("今年以来城北政务服务中心已发放开业用品860套，折合三千四百四十件[1][2]。",
     ["市场监管局通知：自今年起，新开办的个体工商户可免费领取一套开业用品，每套包括营业执照框、价目牌、消防提示牌和垃圾桶共4件。", "记者了解到，今年以来城北政务服务中心已向新开办的个体户发放开业用品860套。"],
     None),
    ("今年以来城北政务服务中心已发放开业用品860套，折合三千四百件[1][2]。",
     ["市场监管局通知：自今年起，新开办的个体工商户可免费领取一套开业用品，每套包括营业执照框、价目牌、消防提示牌和垃圾桶共4件。", "记者了解到，今年以来城北政务服务中心已向新开办的个体户发放开业用品860套。"],
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
