"""A clause after a semicolon naming a table row of its own is about that row: the row its lead names is no
owner of its figures, so a figure moved to it from the lead's row blocks (FN001)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("三季度督查中，宏达砖厂被查出脱硫设施未正常运行，被责令限期整改；鑫源砖厂因原料堆场未覆盖被罚款十二万元[1]。",
     "市生态环境局通报第三季度砖瓦行业专项督查结果：\n\n| 企业 | 发现问题 | 处理结果 |\n|---|---|---|\n| 宏达砖厂 | 脱硫设施未正常运行 | 罚款12万元，限期整改 |\n| 鑫源砖厂 | 原料堆场未覆盖 | 罚款3万元 |\n| 三合砖厂 | 未发现问题 | — |",
     "FN001"),
    ("三季度督查中，宏达砖厂被查出脱硫设施未正常运行，被罚款十二万元；鑫源砖厂因原料堆场未覆盖被罚款三万元[1]。",
     "市生态环境局通报第三季度砖瓦行业专项督查结果：\n\n| 企业 | 发现问题 | 处理结果 |\n|---|---|---|\n| 宏达砖厂 | 脱硫设施未正常运行 | 罚款12万元，限期整改 |\n| 鑫源砖厂 | 原料堆场未覆盖 | 罚款3万元 |\n| 三合砖厂 | 未发现问题 | — |",
     None),
    ("North Depot handled most of the parcels; South Depot took 410 [1].",
     "| Depot | Parcels |\n|---|---|\n| North Depot | 880 |\n| South Depot | 410 |",
     None),
    ("North Depot handled most of the parcels; South Depot took 880 [1].",
     "| Depot | Parcels |\n|---|---|\n| North Depot | 880 |\n| South Depot | 410 |",
     "FN001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
