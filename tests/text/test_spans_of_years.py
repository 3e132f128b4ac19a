"""A decade or century written as a whole is a span of years: "the 1890s" and "the mid-1890s" 1890 to 1899, "the
1700s", "the 18th century", "an 18th-century chest", "the eighteenth century", 十八世纪 and 18世纪 1700 to 1799; "the
1900s" is read as the decade. An ordinal before "century" stays one for a cricketer's hundreds ("his third
century") and for a century before the common era ("the 3rd century BC", 公元前三世纪)."""

from __future__ import annotations

import pytest

from report_workflow.text import find_quantities


def spans_in(text: str) -> list[tuple[float, float | None]]:
    return [(quantity.value, quantity.high) for quantity in find_quantities(text) if quantity.kind == "year"]


@pytest.mark.parametrize(("text", "spans"), [
    ("It dates from the 1890s.", [(1890, 1899)]),
    ("It dates from the mid-1890s.", [(1890, 1899)]),
    ("It dates from the 1700s.", [(1700, 1799)]),
    ("It was common in the early 1900s.", [(1900, 1909)]),
    ("It dates from the late 18th century.", [(1700, 1799)]),
    ("An 18th-century oak chest was sold.", [(1700, 1799)]),
    ("It dates from the eighteenth century.", [(1700, 1799)]),
    ("It is a building of the twenty-first century.", [(2000, 2099)]),
    ("木料年代属十八世纪后期。", [(1700, 1799)]),
    ("这件罗盘制作于18世纪。", [(1700, 1799)]),
])
def test_a_decade_or_century_is_a_span_of_years(text: str, spans: list[tuple[float, float]]) -> None:
    assert spans_in(text) == spans


@pytest.mark.parametrize("text", [
    "Harlow scored his third century of the season.",
    "The coin dates from the 3rd century BC.",
    "这枚钱币铸造于公元前三世纪。",
])
def test_no_span_of_years_where_century_counts_runs_or_runs_backwards(text: str) -> None:
    assert spans_in(text) == []
