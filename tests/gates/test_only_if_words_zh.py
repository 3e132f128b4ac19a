"""只有…才能, 到 and 凡是 are function words: "只有身高在一百三十厘米到一百九十五厘米之间的游客才能乘坐" restates
"乘客身高须在一点三米至一点九五米之间" (FE020 counted them as content the evidence lacks); a sentence of other
content still blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("只有身高在一百三十厘米到一百九十五厘米之间的游客才能乘坐[1]。",
     "过山车“雷霆”轨道全长一千二百米，最高时速达一百零八公里。乘客身高须在一点三米至一点九五米之间。",
     None),
    ("只有持年卡的游客才能免费乘坐夜间加开的观光小火车[1]。",
     "过山车“雷霆”轨道全长一千二百米，最高时速达一百零八公里。乘客身高须在一点三米至一点九五米之间。",
     "FA002"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
