"""FE040: a change the sentence gives a figure must be the one the evidence's two readings of it give, even where a
figure of another thing in the evidence rounds to it; a change the evidence states as a change itself passes."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import assert_publishable, fired

CARS = ["The company delivered 27,000 cars in the first half, against 18,000 a year earlier. SUVs made up about 58% "
        "of deliveries."]
CARS_ZH = ["上半年公司累计交付新车2.7万辆，去年同期为1.8万辆。公司旗下SUV车型交付量占比约58%。"]
STATED = ["The company delivered 27,000 cars in the first half (H1 2023: 18,000), up 58% on a like-for-like basis."]
WALNUTS = ["The cooperative harvested 40 tonnes of walnuts in 2023, compared with 50 tonnes in 2022. About 20% of "
           "members sold to the mill."]


@pytest.mark.parametrize(("answer", "sources"), [
    ("The company delivered 27,000 cars in the first half, about 60% more than a year earlier [1].", CARS),
    ("The company delivered 27,000 cars in the first half, 58% more than a year earlier [1].", CARS),
    ("远航新能源上半年累计交付新车2.7万辆，比去年同期增长约六成[1]。", CARS_ZH),
    ("The cooperative's walnut harvest of 40 tonnes in 2023 was 25% below 2022's [1].", WALNUTS),
])
def test_a_change_the_pair_does_not_give_blocks(answer: str, sources: list[str]) -> None:
    assert "FE040" in fired(verify(answer, sources))


@pytest.mark.parametrize(("answer", "sources"), [
    ("The company delivered 27,000 cars in the first half, 50% more than a year earlier [1].", CARS),
    ("The company delivered 27,000 cars in the first half, 9,000 more than a year earlier [1].", CARS),
    ("远航新能源上半年累计交付新车2.7万辆，比去年同期增长五成[1]。", CARS_ZH),
    ("The company delivered 27,000 cars in the first half, up 58% on a year earlier [1].", STATED),
    ("The cooperative's walnut harvest of 40 tonnes in 2023 was 20% below 2022's [1].", WALNUTS),
])
def test_the_change_the_pair_gives_or_one_the_evidence_states_passes(answer: str, sources: list[str]) -> None:
    assert_publishable(answer, sources)
