"""A change of a price the evidence gives per a measure in the clause after the price (每公斤13元，比去年同期低1元) is
per that measure too, so it is restated per another (每斤便宜五角); a wrong one blocks (FE003, more precise than
the evidence's), and the evidence's change stated per another measure blocks as a basis changed (FE026)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

PLUMS = "7月第一周，巫山脆李批发均价为每公斤13元，比去年同期低1元。"
SQUID = "本周鱿鱼批发价每公斤46元，较上周上涨4元。"

CASES = [
    ("当周其批发均价折合每斤6.5元，比去年同期每斤便宜五角。", PLUMS, True),
    ("当周其批发均价比去年同期每斤低0.6元。", PLUMS, False),
    ("本周鱿鱼批发价每斤比上周贵2元。", SQUID, True),
    ("本周鱿鱼批发价每斤比上周贵3元。", SQUID, False),
    ("本周鱿鱼批发价每斤比上周贵4元。", SQUID, False),
    ("本周鱿鱼批发价每公斤比上周贵4元。", SQUID, True),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_price_changes_per_another_measure(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert bool({"FE001", "FE003", "FE026"} & set(fired(result))) is not publishable
