"""A bare figure of the sentence read against a temperature of the evidence is read in its unit from the scale's zero
(二十五度组 against 25℃组, "the 25 group" against "the 25 °C group"); a bare figure of the evidence is no temperature
(比1日早晨的5.3℃低了1.2℃ is not "more precise" than the 1 of 1日)."""

from __future__ import annotations

import pytest

from report_workflow import verify

ABSTRACT = "结果显示，25℃组红色斑纹色度值最高，28℃组存活率最低。"
COLD = "据市气象台观测，12月3日清晨城区最低气温-4.1℃，为入冬以来最低。1日早晨城区气温为5.3℃。"


@pytest.mark.parametrize(("answer", "passes"), [
    ("二十五度组的色度最高[1]。", True),
    ("二十八度组存活率最低[1]。", True),
    ("二十六度组的色度最高[1]。", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify(answer, [ABSTRACT])["publishable"] is passes


def test_a_bare_evidence_figure_is_no_temperature() -> None:
    result = verify("12月3日清晨城区最低气温为零下4.1℃，比1日早晨的5.3℃低了1.2℃[1]。", [COLD])
    assert result["sentence_results"][0]["rule"] == "FE001"
