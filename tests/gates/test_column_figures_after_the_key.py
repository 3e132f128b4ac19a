"""A table row's cells repeat its key ("1号棚 存栏量（只）: 12000"): a number in the key (1号棚) is no figure of the
column, so a column's total is the sum of its cells alone."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.columns import table_columns
from report_workflow.gates.inputs import Passage

FARM = """盘石蝎子养殖场10月生产月报

| 养殖棚 | 存栏量（只） | 本月产仔窝数 |
|---|---|---|
| 1号棚 | 12000 | 310 |
| 2号棚 | 8000 | 205 |
| 3号棚 | 15000 | 390 |"""


@pytest.mark.parametrize(("answer", "passes"), [
    ("三个养殖棚本月合计产仔905窝[1]。", True),
    ("三个养殖棚本月合计产仔911窝[1]。", False),
    ("三个养殖棚目前共存栏蝎子三万五千只，存栏规模最大的是3号棚[1]。", True),
])
def test_against_the_evidence(answer: str, passes: bool) -> None:
    assert bool(verify(answer, [FARM])["publishable"]) is passes


def test_a_number_of_the_key_is_no_cell() -> None:
    row = Passage("养殖棚: 1号棚; 1号棚 存栏量（只）: 12000; 1号棚 本月产仔窝数: 310", source_id="1",
                  source_text="| 1号棚 | 12000 | 310 |")
    other = Passage("养殖棚: 2号棚; 2号棚 存栏量（只）: 8000; 2号棚 本月产仔窝数: 205", source_id="1",
                    source_text="| 2号棚 | 8000 | 205 |")
    columns = dict(table_columns([row, other]))
    assert [figure.value for _, figure, _ in columns["存栏量（只）"]] == [12000, 8000]
