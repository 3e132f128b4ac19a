"""An area is the product of a length and a width a passage gives one after the other ("4.2 m long and 1.5 m wide",
"40 m by 25 m", 长4.2米、宽1.5米); a wrong area still blocks."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.inputs import Passage
from report_workflow.gates.totals import area_of_sides
from report_workflow.text import find_quantities

SCROLL = "长卷《麦浪千里》日前完成。作品长4.2米、宽1.5米，使用麦秆约3.6万根。"
HALL = "The new sports hall measures 40 m by 25 m and opens in May."


def test_the_product_of_the_sides() -> None:
    [area] = find_quantities("about 6.3 square metres")
    passage = Passage("The scroll is 4.2 m long and 1.5 m wide.")
    assert [round(item.value, 2) for item in area_of_sides(area, [passage])] == [6.3]


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("长卷《麦浪千里》画面面积约6.3平方米，用了三万六千根左右麦秆[1]。", SCROLL, True),
    ("长卷《麦浪千里》画面面积约8.4平方米，用了三万六千根左右麦秆[1]。", SCROLL, False),
    ("The new sports hall, opening in May, covers 1,000 square metres [1].", HALL, True),
    ("The new sports hall, opening in May, covers 1,200 square metres [1].", HALL, False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert verify(answer, [source])["publishable"] is passes
