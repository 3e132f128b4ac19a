"""An amount Chinese gives for each area, naming the area before the figure (每亩, 亩产, 每公顷), restated for another
area: 每公顷约7.5吨 over 亩产500公斤, as a hectare holds fifteen 亩. A misconverted figure, or one of no area, blocks."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

RICE = "今年全镇早稻种植面积3.2万亩，经测产验收，平均亩产520公斤，比上年增加18公斤。"
SOYBEAN = "示范基地大豆平均每公顷产量3.3吨，较全省平均水平高出约两成。"


@pytest.mark.parametrize(("answer", "source"), [
    ("全镇早稻平均亩产520公斤，折合每公顷约7.8吨[1]。", RICE),
    ("全镇早稻每公顷产量约7.8吨[1]。", RICE),
    ("示范基地大豆平均每亩产量220公斤[1]。", SOYBEAN),
])
def test_an_amount_per_area_restated_for_another_area(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("answer", "source"), [
    ("全镇早稻平均亩产520公斤，折合每公顷约5.2吨[1]。", RICE),
    ("全镇早稻每公顷产量约7.2吨[1]。", RICE),
    ("示范基地大豆平均每亩产量330公斤[1]。", SOYBEAN),
    ("全镇早稻总产量约7.8吨[1]。", RICE),
])
def test_a_misconverted_yield_or_one_of_no_area_blocks(answer: str, source: str) -> None:
    publishable, _ = verdict_of(answer, source)
    assert not publishable
