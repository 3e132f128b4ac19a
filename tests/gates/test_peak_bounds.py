"""FE004: a bound that gives the highest a figure reaches ("up to", "as many as", 最多) restates the evidence's
highest, not any lower figure; a label's "Do not take more than 8 tablets" is at most 8."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

STADIUM = "The ground was rebuilt in 2019 and now has a capacity of 6,900 spectators."
LABEL = "Adults: 1 to 2 tablets every 4 to 6 hours. Do not take more than 8 tablets in 24 hours."
SYRUP = "儿童用量：每次5毫升，每日最多服用3次。"


@pytest.mark.parametrize(("answer", "source"), [
    ("The ground can hold up to 6,900 spectators [1].", STADIUM),
    ("Adults should take no more than 8 tablets in 24 hours [1].", LABEL),
    ("Adults may take up to 8 tablets in 24 hours [1].", LABEL),
    ("儿童每日合计最多服用15毫升[1]。", SYRUP),
])
def test_the_evidences_own_highest_passes(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("answer", "source"), [
    ("The ground can hold up to 7,000 spectators [1].", STADIUM),
    ("Adults may take up to 10 tablets in 24 hours [1].", LABEL),
    ("儿童每日合计最多服用20毫升[1]。", SYRUP),
])
def test_a_higher_peak_than_the_evidence_gives_blocks(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert not publishable
    assert {finding["rule"] for finding in findings} & {"FE001", "FE004"}
