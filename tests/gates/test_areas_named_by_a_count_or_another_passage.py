"""FE036 reads a part named by a count of its places (在三河、柳塘两个镇) and an area "within the X and Y Z area"; where the
passage the sentence's clause aligns with names no part, another passage restating the clause names it."""

from __future__ import annotations

import pytest

from report_workflow import verify

FIELDS = "今年，丰湖县在三河、柳塘两个镇推广“稻田+泥鳅”综合种养模式，示范面积3000亩。县农业农村局计划明年将示范范围扩大到五个镇。"
LOFT = ("Notice — Tidewater Sail Loft, Porthallow. From 1 May we will offer free collection and delivery for sail repairs "
        "within the Porthallow and St Merryn Creek area. Customers elsewhere in the county can still use our postal "
        "service at standard rates.")


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("丰湖县今年在全县推广“稻田+泥鳅”综合种养，示范面积三千亩[1]。", FIELDS, False),
    ("丰湖县今年在三河、柳塘两个镇推广“稻田+泥鳅”综合种养，示范面积三千亩[1]。", FIELDS, True),
    ("From 1 May, Tidewater Sail Loft will collect and return sails for repair free of charge anywhere in the county "
     "[1].", LOFT, False),
    ("From 1 May, Tidewater Sail Loft will collect and return sails for repair free of charge around Porthallow and St "
     "Merryn Creek [1].", LOFT, True),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
