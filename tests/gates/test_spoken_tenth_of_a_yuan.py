"""A tenth of a yuan spoken as one digit after 块 with nothing after it (三十九块八, 两块五) is part of the amount:
39.8 yuan; 块 before a noun still counts pieces."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("蓉城记冒菜的荤菜每斤三十九块八[1]。",
     "蓉城记冒菜自10月1日起执行新价目：荤菜每500克39.8元，素菜每100克3.6元。",
     None),
    ("蓉城记冒菜的荤菜每斤三十八块九[1]。",
     "蓉城记冒菜自10月1日起执行新价目：荤菜每500克39.8元，素菜每100克3.6元。",
     "FE001"),
    ("蓉城记冒菜的荤菜每斤四十九块八[1]。",
     "蓉城记冒菜自10月1日起执行新价目：荤菜每500克39.8元，素菜每100克3.6元。",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
