"""The share left once a share the passage gives is taken, which its sentence names as the rest ("Sales to outdoor
shops accounted for 55% of revenue, with the rest coming from direct orders", 线下门店占55%，其余来自线上), for a
figure the sentence names by a word of that rest: 45%, "just under half"."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Just under half of revenue came from direct orders and country shows rather than outdoor shops [1].",
     "Sales to outdoor shops accounted for 55% of revenue, with the rest coming from direct orders and country shows.",
     None),
    ("About 45% of revenue came from direct orders [1].",
     "Sales to outdoor shops accounted for 55% of revenue, with the rest coming from direct orders and country shows.",
     None),
    ("About 35% of revenue came from direct orders [1].",
     "Sales to outdoor shops accounted for 55% of revenue, with the rest coming from direct orders and country shows.",
     "FE001"),
    ("About 45% of revenue came from outdoor shops [1].",
     "Sales to outdoor shops accounted for 55% of revenue, with the rest coming from direct orders and country shows.",
     "FE001"),
    ("线上渠道约占该店销售额的45%[1]。",
     "该店线下门店销售额占55%，其余来自线上渠道。",
     None),
    ("线上渠道约占该店销售额的40%[1]。",
     "该店线下门店销售额占55%，其余来自线上渠道。",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
