"""A figure given to a quarter the passage compares its level with is that level less the change (第三季度时为15132台 over
"共14,820台…与第三季度相比，全区总数减少312台"), read across the sentence that opens with the comparison (与…相比) and past
a part given between the whole and its change (其中…9,633台); another figure still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("第三季度时全区的数量为15132台[1]。",
     "截至2023年第四季度末，全区在营角子机共14,820台，其中位于路凼区的为9,633台。与第三季度相比，全区总数减少312台。",
     None),
    ("第三季度时全区的数量为15232台[1]。",
     "截至2023年第四季度末，全区在营角子机共14,820台，其中位于路凼区的为9,633台。与第三季度相比，全区总数减少312台。",
     "FE001"),
    ("二季度末全市共有充电桩5400个[1]。",
     "截至三季度末，全市共有公共充电桩6,000个，与二季度末相比增加600个。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
