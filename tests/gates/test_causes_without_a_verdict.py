"""Evidence saying no verdict on a cause has been reached (原因尚无定论, 原因目前尚无结论) leaves the cause open: a
sentence giving one blocks (FE023); the same figures without a cause pass."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

PINE_NUTS = ("长岗县林业局通报，今年全县红松籽产量约为380吨，比去年减少约三成。林业局表示，减产原因尚无定论，目前林业工作站正在"
             "组织专家调查。另据县气象局数据，今年6至8月全县降水量较常年偏少两成。")
OYSTERS = "今年蚝场死亡率约为15%，高于往年。死亡原因目前尚无结论，水产站已送样检测。"

CASES = [
    ("长岗县今年红松籽产量约380吨，受夏季降水偏少影响，比去年减少约三成。", PINE_NUTS, False),
    ("长岗县今年红松籽产量约380吨，比去年减少约三成，原因仍在调查。", PINE_NUTS, True),
    ("长岗县今年6至8月降水量较常年偏少两成。", PINE_NUTS, True),
    ("由于水温偏高，今年蚝场死亡率约为15%。", OYSTERS, False),
    ("今年蚝场死亡率约为15%，高于往年。", OYSTERS, True),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_causes_without_a_verdict(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE023" in fired(result)) is not publishable
