"""A place the evidence states (越南以1.26万吨居首) given to another name of its list of figures (马来西亚8900吨次之)
blocks (FP008), as it does when the evidence states no place: the list puts a name with a larger figure ahead of it.
The name the evidence gives the place passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

IMPORTS = ("琼南港海关消息：2024年琼南港共进口菠萝蜜鲜果约2.7万吨。其中越南以1.26万吨居首，马来西亚8900吨次之，"
           "泰国5300吨排名第三。")
GRAIN = "全县粮食作物中，玉米以21万吨居首位，水稻18万吨，小麦6万吨。"

CASES = [
    ("其中马来西亚以8900吨位居首位，泰国进口量为5300吨。", IMPORTS, False),
    ("其中越南以1.26万吨位居首位，泰国进口量为5300吨。", IMPORTS, True),
    ("水稻以18万吨居各粮食作物首位。", GRAIN, False),
    ("玉米以21万吨居各粮食作物首位。", GRAIN, True),
]


@pytest.mark.parametrize(("answer", "source", "publishable"), CASES)
def test_places_given_to_another_listed_name(answer: str, source: str, publishable: bool) -> None:
    result = verify(answer, source)
    assert result["publishable"] is publishable
    assert ("FP008" in fired(result)) is not publishable
