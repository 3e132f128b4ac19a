"""只 after 每 or a numeral counts (每只要四十五元 is "each costs 45 yuan"), no 只要 ("as long as") making what follows a
condition (FD002); and a multiple said of 价格 is of the thing named in the clause before (价格是普通蝈蝈的三倍 after
精选蝈蝈每只四十五元), 价格 naming neither side (FE001 found no 三倍); a wrong multiple still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("精选蝈蝈的价格是普通蝈蝈的三倍[1]。",
     "记者走访发现，一只普通蝈蝈售价十五元，精选的“铁皮”蝈蝈每只要四十五元。",
     None),
    ("精选“铁皮”蝈蝈每只四十五元，价格是普通蝈蝈的三倍[1]。",
     "记者走访发现，一只普通蝈蝈售价十五元，精选的“铁皮”蝈蝈每只要四十五元。",
     None),
    ("精选“铁皮”蝈蝈每只四十五元，价格是普通蝈蝈的四倍[1]。",
     "记者走访发现，一只普通蝈蝈售价十五元，精选的“铁皮”蝈蝈每只要四十五元。",
     "FE009"),
    ("市民可以免费领取一只蝈蝈[1]。",
     "活动通知：只要在周五前报名，就能免费领取一只蝈蝈。",
     "FD002"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
