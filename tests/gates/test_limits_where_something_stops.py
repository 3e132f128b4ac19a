"""FE004: where something stops is the limit it works up to: "assistance stops above 25 km/h" and 超过25公里/小时后停止
助力 restate "assists up to 25 km/h", at that limit only; a figure above a limit without a word of stopping does not."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

BIKE = "The motor provides assistance up to 25 km/h, in line with EU regulations."
PUMP = "The booster pump maintains pressure up to 6 bar."
CHINESE_BIKE = "电机仅在车速不超过25公里/小时时提供助力，符合国家标准。"


@pytest.mark.parametrize(("answer", "source"), [
    ("Pedal assistance stops above 25 km/h [1].", BIKE),
    ("The motor cuts out at speeds above 25 km/h [1].", BIKE),
    ("The booster pump switches off above 6 bar [1].", PUMP),
    ("车速超过25公里/小时后电机停止助力。[1]", CHINESE_BIKE),
])
def test_the_limit_something_stops_at_restates_the_one_it_works_up_to(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("answer", "source"), [
    ("Pedal assistance stops above 32 km/h [1].", BIKE),
    ("Pedal assistance continues above 25 km/h [1].", BIKE),
    ("The booster pump switches off above 4 bar [1].", PUMP),
    ("车速超过30公里/小时后电机停止助力。[1]", CHINESE_BIKE),
])
def test_another_limit_or_no_word_of_stopping_blocks(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert not publishable
    assert {finding["rule"] for finding in findings} & {"FE001", "FE004"}
