""""Slips" and "drops" after an article, a possessive or what they are made of are nouns ("the paper slips inside
its cookies", "eye drops"), not a fall, so a rise of their share does not contradict them."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("The share of Lucky Lantern's fortune slips printed on recycled paper rose by 25 percentage points between 2022 and 2024, to 60% [1].",
     "Lucky Lantern Bakery said 60% of the paper slips inside its cookies were printed on recycled stock in 2024, compared with 35% in 2022.",
     None),
    ("Sales of the clinic's eye drops rose in 2024 [1].",
     "Sales of its eye drops rose in 2024, the clinic said.",
     None),
    ("Sales of eye drops fell by 5% [1].",
     "Sales of eye drops rose by 5%.",
     "FP002"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
