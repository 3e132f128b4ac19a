"""A denial with an exception ("No team was disqualified, except for Team Borealis", 除四号摊位外…均未) affirms of the
thing excepted what it denies of the rest: a sentence naming that thing ("only Team Borealis was disqualified")
agrees with it (no FP001)."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.gates.polarity import _excepted

RESULTS = ("Twenty-two teams from nine countries carved 2.5-tonne blocks over 48 hours. No team was disqualified, "
           "except for Team Borealis, whose piece collapsed before the jury's inspection.")


@pytest.mark.parametrize(("text", "terms"), [
    ("No team was disqualified, except for Team Borealis.", {"borealis"}),
    ("No stall failed the test apart from the bakery.", {"bakery"}),
    ("All teams, except for Team Borealis, finished.", set()),  # no denial to except from
])
def test_excepted(text: str, terms: set[str]) -> None:
    assert _excepted(text) == terms


MARKET = "市场监管所抽检了十二个摊位的豆制品，除四号摊位的豆腐干外，其余样品均未发现问题。"


@pytest.mark.parametrize(("answer", "source"), [
    ("Of the twenty-two teams, only Team Borealis was disqualified, after its piece collapsed before the "
     "inspection [1].", RESULTS),
    ("只有四号摊位的豆腐干被抽检出问题[1]。", MARKET),
])
def test_naming_the_exception_passes(answer: str, source: str) -> None:
    assert verify(answer, [source])["publishable"] is True


def test_a_denial_without_exception_still_blocks() -> None:
    result = verify("The jury disqualified Team Borealis [1].", ["No team was disqualified by the jury."])
    assert result["sentence_results"][0]["rule"] == "FP001"
