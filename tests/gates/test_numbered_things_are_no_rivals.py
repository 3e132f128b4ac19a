"""A figure numbering a thing (3号展厅, 5号线) counts nothing, so it is no rival figure of a count the sentence gives
to the thing its clause names (FN001): 126件 told of the exhibition stays with the exhibition."""

from __future__ import annotations

import pytest

from report_workflow import verify

NOTICE = ("市工艺美术馆公告：“方寸乾坤——桃坞核雕精品展”定于2024年5月18日至6月30日在本馆二楼3号展厅展出，"
          "集中展示橄榄核、桃核、核桃雕刻作品126件。展览免费参观，每周一闭馆。")
EXHIBITIONS = "城东展厅展出作品86件。城西展厅展出作品126件。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("桃坞核雕精品展共展出126件核雕作品[1]。", NOTICE, True),
    ("桃坞核雕精品展共展出一百二十六件核雕作品，免费参观[1]。", NOTICE, True),
    ("城东展厅展出作品126件[1]。", EXHIBITIONS, False),  # a count of another hall still blocks
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert verify(answer, [source])["publishable"] is passes
