"""A run of one-character names of provinces or cities (京津, 江浙沪) names the places the evidence names in full
(北京、天津); a run naming one the evidence does not (京沪 over 北京、天津), or a region named by its bearing the evidence
never names (华东地区), before the word for a region (两地, 地区), blocks (FE021)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

GREENS = "基地日均采收油麦菜12500公斤，通过冷链车当天直送北京、天津的46家超市门店。"
TOURS = "该航线游客主要来自江苏、浙江和上海三地。"

CASES = [
    ("基地每天采收油麦菜一万二千五百公斤，当天直送京津两地的四十六家超市门店。", GREENS, True),
    ("基地每天采收油麦菜一万二千五百公斤，当天直送京沪两地的四十六家超市门店。", GREENS, False),
    ("该航线游客主要来自江浙沪地区。", TOURS, True),
    ("该航线游客主要来自川渝地区。", TOURS, False),
    ("该批次产品主要销往华东地区，已责令召回。", "该批次产品已责令召回。", False),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_province_short_names(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FE021" in fired(result)) is not publishable
