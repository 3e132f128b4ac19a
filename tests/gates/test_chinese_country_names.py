"""A foreign country a Chinese sentence names (德国, 荷兰, 日本) is a name the evidence must write, from a closed list:
今日本市 holds no 日本 and 跨越南北 no 越南."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.inputs import Statement
from report_workflow.gates.names import names_of

DEAL = "县融媒体中心消息：10月15日，东庄竹编合作社与荷兰一家园艺用品采购商签署合作意向书，双方将就竹编花器开展打样合作。"


@pytest.mark.parametrize(("text", "countries"), [
    ("合作社与德国采购商签约。", {"德国"}),
    ("产品销往日本、韩国和意大利。", {"日本", "韩国", "意大利"}),
])
def test_countries_are_names(text: str, countries: set[str]) -> None:
    assert countries <= set(names_of(Statement(text)))


@pytest.mark.parametrize(("text", "word"), [("今日本市气温回升。", "日本"), ("这条高速跨越南北两岸。", "越南")])
def test_words_holding_a_country_are_no_name(text: str, word: str) -> None:
    assert word not in names_of(Statement(text))


@pytest.mark.parametrize(("answer", "passes"), [
    ("东庄竹编合作社与荷兰采购商签署了合作意向书[1]。", True),
    ("东庄竹编合作社与德国采购商签署了合作意向书[1]。", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify(answer, [DEAL])["publishable"] is passes
