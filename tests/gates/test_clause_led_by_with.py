"""A clause led by "with" gives its figure to the clause before it: "Ground beetles were the most numerous
family, with 120 individuals, followed by rove beetles with 96" tells 120 of ground beetles, so "one in four of the
480 beetles" is their share, and no longer taken for the rove beetles' (96, 20%)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Ground beetles accounted for one in four of the 480 beetles identified at Brindle Heath [1].",
     "In total, 480 beetles were identified to family level at Brindle Heath. Ground beetles were the most numerous family, with 120 individuals, followed by rove beetles with 96.",
     None),
    ("Rove beetles accounted for one in four of the 480 beetles identified at Brindle Heath [1].",
     "In total, 480 beetles were identified to family level at Brindle Heath. Ground beetles were the most numerous family, with 120 individuals, followed by rove beetles with 96.",
     "FE001"),
    ("Ground beetles accounted for one in five of the 480 beetles identified at Brindle Heath [1].",
     "In total, 480 beetles were identified to family level at Brindle Heath. Ground beetles were the most numerous family, with 120 individuals, followed by rove beetles with 96.",
     "FE001"),
    ("Rove beetles accounted for one in five of the 480 beetles identified at Brindle Heath [1].",
     "In total, 480 beetles were identified to family level at Brindle Heath. Ground beetles were the most numerous family, with 120 individuals, followed by rove beetles with 96.",
     None),
    ("Oak made up 30% of the 800 trees surveyed in Harl Wood [1].",
     "The survey counted 800 trees in Harl Wood. Oak was the commonest species, with 240 trees, followed by beech with 160.",
     None),
    ("Beech made up 30% of the 800 trees surveyed in Harl Wood [1].",
     "The survey counted 800 trees in Harl Wood. Oak was the commonest species, with 240 trees, followed by beech with 160.",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
