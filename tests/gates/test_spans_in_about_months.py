"""A span the sentence gives as about so many months (为期约两个半月) is worked out from the two dates it runs between,
and rounded at the sentence's precision; a span in months not given as about, or another length, still blocks."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify

CLOSURE = "2025年景区步道封闭维护时间为3月10日至5月26日，其间游客不得进入。"


@pytest.mark.parametrize(("answer", "publishable"), [
    ("景区步道从三月十日封闭，到五月二十六日重新开放，为期约两个半月。", True),
    ("景区步道从三月十日封闭，到五月二十六日重新开放，为期约三个半月。", False),
    ("景区步道从三月十日封闭，到五月二十六日重新开放，为期两个半月。", False),  # not given as about: counted down
])
def test_a_span_of_about_so_many_months_is_rounded_from_its_dates(answer: str, publishable: bool) -> None:
    result = verify(answer, CLOSURE)
    assert result["publishable"] is publishable, result["sentence_results"][0]["reason"]
