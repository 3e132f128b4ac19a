"""A sentence clause that restates two passages equally well is contradicted only if neither moves it its way.

"even as the number of sales declined" shares one word, "sales", with "The median sale price ... rose" and with
"The number of sales fell" alike: the first of two passages on such a tie is no better a restatement than the
second, and the evidence is read as a union. A clause whose figure the aligned passage states still restates that
passage, and a clause no passage moves its way still blocks.
"""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

DIRECTION_MISMATCH = "FP002"
HOMES = "The median sale price of a home rose to $460,000. The number of sales fell over the same period."
RENTS = ("Average rents in the city rose 8% last year, from $1,500 to $1,620 a month. The number of new listings fell "
         "over the same period.")
ORDERS_ZH = "今年一季度，公司产品平均售价上涨6%。同期订单数量下降。"


@pytest.mark.parametrize(("answer", "source"), [
    ("The median sale price rose, while the number of sales declined [1].", HOMES),
    ("The city's median home price rose to $460,000, even as the number of sales declined [1].", HOMES),
    ("Average rents in the city rose 8% last year, even as the number of new listings declined [1].", RENTS),
    ("一季度公司产品平均售价上涨6%，订单数量则有所减少[1]。", ORDERS_ZH),
])
def test_a_clause_moving_its_way_in_a_passage_it_restates_as_well_passes(answer: str, source: str) -> None:
    result = verify(answer, {"1": source})
    assert DIRECTION_MISMATCH not in fired(result), result["sentence_results"]
    assert result["publishable"], result["sentence_results"]


@pytest.mark.parametrize(("answer", "source"), [
    ("The median sale price fell, while the number of sales declined [1].", HOMES),
    ("Average rents in the city rose 8% last year, even as the number of new listings grew [1].", RENTS),
    ("一季度公司产品平均售价下降6%，订单数量也有所减少[1]。", ORDERS_ZH),
])
def test_a_clause_no_passage_moves_its_way_still_blocks(answer: str, source: str) -> None:
    assert DIRECTION_MISMATCH in fired(verify(answer, {"1": source}))


def test_a_clause_whose_figure_one_passage_states_restates_that_passage() -> None:
    source = "一季度营业收入同比增长12.3%。归属于上市公司股东的净利润同比下降4.5%。"
    assert DIRECTION_MISMATCH in fired(verify("公司一季度归母净利润约9.88亿元，同比增长4.5%[1]。", {"1": source}))
