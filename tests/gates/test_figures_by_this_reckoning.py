"""A figure worked out "by this reckoning" (照此计算, "on that basis") is a larger amount the sentence states times a
percent of the evidence: 150万元 at the notice's 40% gives 60万元; 70万元, or 60万元 with no word of working it out,
blocks (FE001)."""

from __future__ import annotations

import pytest

from report_workflow import verify
from tests.support import fired

_RULE = "可按修缮工程造价的40%给予补助，单个院落补助上限为80万元。"
_CASE = "王先生告诉记者，他家院落的修缮工程造价约150万元，目前正在办理补助申请手续。"
_GRANT = "The scheme pays 40% of the cost of eligible repairs. The church's roof repair is costed at £15,000."


@pytest.mark.parametrize(("answer", "sources", "passes"), [
    ("王先生家院落造价一百五十万元，照此计算可申请六十万元，未超上限[1][2]。", {"1": _RULE, "2": _CASE}, True),
    ("王先生家院落造价一百五十万元，照此计算可申请七十万元，未超上限[1][2]。", {"1": _RULE, "2": _CASE}, False),
    ("王先生家院落造价一百五十万元，可申请六十万元[1][2]。", {"1": _RULE, "2": _CASE}, False),
    ("The roof repair is costed at £15,000, so on that basis the grant would be £6,000 [1].", {"1": _GRANT}, True),
    ("The roof repair is costed at £15,000, so on that basis the grant would be £7,500 [1].", {"1": _GRANT}, False),
])
def test_verdicts(answer: str, sources: dict[str, str], passes: bool) -> None:
    result = verify(answer, sources)
    assert bool(result["publishable"]) is passes
    assert passes or "FE001" in fired(result)
