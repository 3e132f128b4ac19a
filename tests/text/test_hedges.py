"""Hedge words are whole words: a word that only contains one, or joins one in a hyphenated compound, is no hedge.

The ledger grades a passage by these words and the strength gate reads the same words, so both must agree.
"""

from __future__ import annotations

import pytest

from report_workflow.gates.lexicon import hedge_cues
from report_workflow.text.hedges import find_hedges


@pytest.mark.parametrize("text", [
    "The comet re-appeared in 2021.",
    "Costs were under-estimated by the first survey.",
    "The long-suggested bypass opened in March.",
    "The non-preliminary figures were published on Friday.",
    "Sales rose in May 2025.",
])
def test_a_compound_or_the_month_is_no_hedge(text):
    assert find_hedges(text) == []
    assert hedge_cues(text) == ()


@pytest.mark.parametrize("text, hedges", [
    ("The seal may fail above 80 °C.", ["may"]),
    ("Results suggest a re-appeared fault.", ["suggest"]),
    ("It is possible that the pre-estimated cost was low.", ["it is possible"]),
    ("原材料价格上涨可能使毛利率承压。", ["可能"]),
])
def test_the_ledger_and_the_gates_find_the_same_hedges(text, hedges):
    assert find_hedges(text) == hedges
    assert list(hedge_cues(text)) == hedges
