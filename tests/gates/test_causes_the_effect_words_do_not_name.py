"""A cause is named by the evidence through its own words: those the effect holds too (柿子 of 由于今年柿子大丰收, what
the price is of) and a head character the effect holds (中 of 上市量集中, in 11月中旬) name nothing, so a cause whose own
words no source holds blocks (FE023); one the evidence gives passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

PRICES = ("据临溪湾果品市场监测，11月中旬火晶柿子产地收购价为每斤1.2元，较去年同期下降约三成。部分果农选择将鲜柿加工成"
          "柿饼以延长销售期。")
GLUT = "据监测，11月中旬火晶柿子收购价为每斤1.2元，较去年同期下降约三成，主要原因是今年柿子大丰收、上市量集中。"

CASES = [
    ("11月中旬火晶柿子产地收购价为每斤1.2元，由于今年柿子大丰收、上市量集中，价格比去年同期下降约三成。", PRICES, False),
    ("11月中旬火晶柿子收购价为每斤1.2元，由于今年柿子大丰收、上市量集中，价格比去年同期下降约三成。", GLUT, True),
    ("11月中旬火晶柿子产地收购价为每斤1.2元，比去年同期下降约三成。", PRICES, True),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_causes_the_effect_words_do_not_name(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE023" in fired(result)) is not publishable
