"""FP005: a figure placed above or below a year's level must be on that side of the level's own figure."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

SOLAR = "Solar capacity additions in 2023 were 2.1 GW, slightly below the 2.3 GW added in 2022."
SOLAR_ZH = "2023年光伏新增装机210万千瓦，略低于上年的230万千瓦。"


@pytest.mark.parametrize(("answer", "source"), [
    ("Solar capacity additions reached 2.1 GW in 2023, slightly above the previous year's level.", SOLAR),
    ("Solar capacity additions reached 2.1 GW in 2023, above the 2022 level.", SOLAR),
    ("2023年光伏新增装机210万千瓦，高于上年水平。", SOLAR_ZH),
    ("2023年光伏新增装机210万千瓦，超过2022年水平。", SOLAR_ZH.replace("上年", "2022年")),
])
def test_a_figure_on_the_wrong_side_of_the_years_level_blocks(answer: str, source: str) -> None:
    assert "FP005" in fired(verify(answer, [source]))


@pytest.mark.parametrize(("answer", "source"), [
    ("Solar capacity additions reached 2.1 GW in 2023, slightly below the previous year's level.", SOLAR),
    ("2023年光伏新增装机210万千瓦，低于上年水平。", SOLAR_ZH),
    # the level of another year than the one the evidence gives a figure for is not read against it
    ("Solar capacity additions reached 2.1 GW in 2023, above the 2021 level.", SOLAR),
    # a passage with more figures of the kind does not say which is the level's
    ("Solar capacity additions reached 2.1 GW in 2023, above the previous year's level.",
     "Solar capacity additions were 2.1 GW in 2023, against 2.3 GW in 2022 and 1.8 GW in 2021."),
])
def test_a_figure_the_levels_figure_agrees_with_or_cannot_decide_passes(answer: str, source: str) -> None:
    assert "FP005" not in fired(verify(answer, [source]))
