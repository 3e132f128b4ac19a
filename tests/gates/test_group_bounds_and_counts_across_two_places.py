"""FE037 reads a bound on the group a grant is made to (对网箱养殖面积在20亩以上的黄鳝养殖户): a sentence granting it to the
whole group drops the limit; one keeping the bound, in words or as "at most", keeps it. A count spread across two
places the evidence gives a figure each ("across the northern blowout and the southern frontage") is their sum, a
bound on it too."""

from __future__ import annotations

import pytest

from report_workflow import verify
from tests.support import sentence_rules

SUBSIDY = ("县财政安排专项资金200万元，对网箱养殖面积在20亩以上的黄鳝养殖户，按每亩300元给予一次性补贴，单户补贴最高不超过3万元。")
HOUSING = "对在本市首次购买家庭唯一住房且建筑面积在90平方米及以下的，按购房款的1%给予补贴，单套最高不超过2万元。"


@pytest.mark.parametrize(("answer", "source", "blocked_by"), [
    ("县里安排二百万元，对黄鳝网箱养殖户按每亩三百元发放一次性补贴[1]。", SUBSIDY, ["FE037"]),
    ("县里安排二百万元，对网箱养殖面积在二十亩以上的黄鳝养殖户按每亩三百元发放一次性补贴[1]。", SUBSIDY, []),
    ("在本市首次购买家庭唯一住房、建筑面积不超过90平方米的，可按房款1%获得补贴[1]。", HOUSING, []),
])
def test_against_the_evidence(answer: str, source: str, blocked_by: list[str]) -> None:
    assert sentence_rules(verify(answer, [source])) == blocked_by


DUNES = ("Volunteers planted 12,400 marram grass culms on the northern blowout and 8,900 on the southern frontage "
         "between November and February.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("They planted more than 21,000 marram culms across the northern blowout and the southern frontage [1].", True),
    ("They planted more than 25,000 marram culms across the northern blowout and the southern frontage [1].", False),
    ("Volunteers planted 21,300 marram culms across the northern blowout and the southern frontage [1].", True),
])
def test_a_count_spread_across_two_places(answer: str, passes: bool) -> None:
    assert bool(verify(answer, [DUNES])["publishable"]) is passes
