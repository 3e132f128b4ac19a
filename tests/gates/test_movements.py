"""FP004: a rise or a fall must go the way of the start and end figures the sentence gives it."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

INCOME = "Net income was $950 million in 2023 and $1.2 billion in 2024."
INCOME_ZH = "2023年净利润9.5亿元，2024年净利润12亿元。"


@pytest.mark.parametrize(("answer", "source"), [
    ("Net income fell to $1.2 billion from $950 million a year earlier.", INCOME),
    ("净利润由9.5亿元下降至12亿元。", INCOME_ZH),
    ("净利润由2023年的9.5亿元下降至2024年的12亿元。", INCOME_ZH),  # each figure with its period before it
])
def test_a_movement_against_its_own_figures_blocks(answer: str, source: str) -> None:
    passed, findings = verdict_of(answer, source)
    assert not passed and "FP004" in {finding["rule"] for finding in findings}


@pytest.mark.parametrize(("answer", "source"), [
    ("Net income rose to $1.2 billion from $950 million a year earlier.", INCOME),
    ("净利润由9.5亿元增至12亿元。", INCOME_ZH),
    ("净利润由2023年的9.5亿元增至2024年的12亿元。", INCOME_ZH),
    ("The rate fell from 5.2% to 4.1%.", "The rate was 5.2% in 2019 and 4.1% in 2023."),
    ("Losses rose to $5m from $2m.", "Losses were $2m in 2022 and $5m in 2023."),
])
def test_a_movement_with_its_figures_passes(answer: str, source: str) -> None:
    assert verdict_of(answer, source)[0]


def test_the_finding_names_the_word_and_both_figures() -> None:
    findings = verdict_of("Net income fell to $1.2 billion from $950 million a year earlier.", INCOME)[1]
    reason = next(finding["reason"] for finding in findings if finding["rule"] == "FP004")
    assert reason == "the sentence says “fell”, but the figures go from “$950 million” to “$1.2 billion”"
