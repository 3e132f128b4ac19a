"""A grant to a group the next part sets those outside it against ("会员…可享受半价优惠；非会员购买不参与本活动",
"Members pay £5 a session; non-members pay £8") is limited to that group: a sentence granting it to everyone drops
the limit (FE037); one naming the group keeps it."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

OFFER = "门店通知：即日起至12月31日，会员在门店购买卤猪肚满2斤，第二斤可享受半价优惠；非会员购买不参与本活动。"
FEES = "Members pay £5 a session; non-members pay £8."

CASES = [
    ("即日起至12月31日，顾客在门店买满两斤卤猪肚，第二斤可享半价。", OFFER, "FE037"),
    ("即日起至12月31日，会员在门店买满两斤卤猪肚，第二斤可享半价。", OFFER, None),
    ("Swimmers pay £5 a session.", FEES, "FE037"),
    ("Members pay £5 a session.", FEES, None),
    ("Non-members pay £8 a session.", FEES, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_group_limit(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)