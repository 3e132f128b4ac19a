"""Readings that let a sentence's arithmetic be checked: a bare figure paired with a measured one shares its unit, a
figure close to a bound ("just over 14.6 million") names the one it rounds, a bound is kept or not however it is
rounded, and a yield or a concentration is a mass over an area or a volume (5.5 tonnes a hectare, 亩产600公斤)."""

from __future__ import annotations

import pytest

from tests.support import assert_blocked_as_unstated, assert_publishable, sentence_rules
from report_workflow.verify import verify

PORT = ["Port of Greyhaven, traffic bulletin for January to June 2025. Total throughput: 14.62 million tonnes "
        "(H1 2024: 13.90 million). Containers: 612,400 TEU."]
AIR = ["At the Elm Park site, annual mean PM2.5 rose slightly to 9.1 µg/m³ from 8.7, which the report attributes "
       "partly to wildfire smoke."]
ORDERS = ["In the 2023 financial year, customers placed 1.2 million orders, of which 216,000 were returned."]
VINEYARD = ["Picking ran from 2 to 19 September across our 26 hectares. Total yield: 143 tonnes."]
RICE = ["今年合作社共种植优质水稻800亩，秋收实测总产量96万斤，较去年增产约8%。"]


@pytest.mark.parametrize(("answer", "sources"), [
    ("Greyhaven handled 14.62 million tonnes in the first half of 2025, 720,000 tonnes more than a year "
     "earlier [1].", PORT),
    ("Greyhaven handled just over 14.6 million tonnes in the first half of 2025, about 720,000 tonnes more than a "
     "year earlier [1].", PORT),
    ("Just under one in five orders in the 2023 financial year was returned, 216,000 out of 1.2 million [1].",
     ORDERS),
    ("The estate picked 143 tonnes from its 26 hectares, or 5.5 tonnes a hectare [1].", VINEYARD),
    ("合作社800亩水稻平均亩产600公斤[1]。", RICE),
])
def test_arithmetic_over_paired_near_and_per_area_figures_passes(answer: str, sources: list[str]) -> None:
    assert_publishable(answer, sources)


@pytest.mark.parametrize(("answer", "sources"), [
    ("Greyhaven handled 14.62 million tonnes in the first half of 2025, 820,000 tonnes more than a year "
     "earlier [1].", PORT),
    ("Greyhaven handled just over 14.6 million tonnes in the first half of 2025, about 620,000 tonnes more than a "
     "year earlier [1].", PORT),
    ("Just over one in five orders in the 2023 financial year was returned, 216,000 out of 1.2 million [1].", ORDERS),
    ("The estate picked 143 tonnes from its 26 hectares, or 5.8 tonnes a hectare [1].", VINEYARD),
    ("合作社800亩水稻平均亩产650公斤[1]。", RICE),
])
def test_a_wrong_result_still_blocks(answer: str, sources: list[str]) -> None:
    assert_blocked_as_unstated(answer, sources)


def test_a_movement_against_a_paired_bare_figure_is_read():
    answer = "Fine-particle levels at Elm Park edged down to 9.1 µg/m³ from 8.7 [1]."
    assert "FP004" in sentence_rules(verify(answer, AIR))
    assert_publishable("Fine-particle levels at Elm Park edged up to 9.1 µg/m³ from 8.7 [1].", AIR)


def test_a_bound_restated_with_exceed_passes():
    assert_publishable("The release fixes sync failures for attachments larger than 25 MB [1].",
                       ["Fixed: sync failures when attachments exceed 25 MB."])
