"""FE: a figure in brackets right after another, converting it to other units ("up to 25 km/h (about 15.5 mph)",
不得超过2.5米（约8.2英尺）), restates that figure, bound and all: it stands or falls with it; a wrong conversion
is judged on its own and blocks."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

BIKE = "The motor provides assistance up to 25 km/h, in line with EU regulations."
BRIDGE = "The underpass has a clearance of at least 4.2 m."
CHINESE_GATE = "地下车库入口限高：车辆高度不得超过2.5米。"


@pytest.mark.parametrize(("answer", "source"), [
    ("The motor assists up to 25 km/h (about 15.5 mph) [1].", BIKE),
    ("Pedal assistance stops above 25 km/h (about 15.5 mph) [1].", BIKE),
    ("The underpass clears at least 4.2 m (13.8 ft) [1].", BRIDGE),
    ("进入地下车库的车辆高度不得超过2.5米（约8.2英尺）。[1]", CHINESE_GATE),
])
def test_a_conversion_in_brackets_restates_the_figure_before_it(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("answer", "source"), [
    ("The motor assists up to 25 km/h (about 18 mph) [1].", BIKE),
    ("The motor assists up to 32 km/h (about 20 mph) [1].", BIKE),
    ("进入地下车库的车辆高度不得超过2.5米（约9英尺）。[1]", CHINESE_GATE),
])
def test_a_wrong_conversion_or_a_wrong_figure_before_it_blocks(answer: str, source: str) -> None:
    publishable, _ = verdict_of(answer, source)
    assert not publishable
