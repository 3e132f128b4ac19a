"""或与…有关 ("may be related to") is a hedge; 或与 as "or with" is not."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text.hedges import find_hedges

DECLINE = "2022年夏季覆盖度出现短暂下降，可能与当年8月持续高温导致的水温异常升高有关。"


@pytest.mark.parametrize(("text", "hedges"), [
    ("覆盖度下滑或与当年8月持续高温有关。", ["或与"]),
    ("该药可单独或与其他药物联合使用。", []),
    ("覆盖度下滑与当年8月持续高温有关。", []),
])
def test_maybe_related(text: str, hedges: list[str]) -> None:
    assert find_hedges(text) == hedges


@pytest.mark.parametrize(("answer", "passes"), [
    ("2022年夏季覆盖度一度下滑，或与当年8月持续高温引起的水温异常偏高有关。", True),
    ("2022年夏季覆盖度一度下滑，与当年8月持续高温引起的水温异常偏高有关。", False),
])
def test_the_hedge_kept(answer: str, passes: bool) -> None:
    assert bool(verify(answer, [DECLINE])["publishable"]) is passes
