"""Sums and products a sentence names by its words: a clause "across" two parts sums them ("Across its spring and
autumn sessions the group finished 40 rugs"); a measure written before the things a count counts ("2,000 of its
450-gram rings") is for each of them, as the evidence's "sold in 450 g rings" beside "2,000 rings" is."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

RUGS = "Members completed 17 rugs during the spring sessions and 23 in the autumn sessions."
PUDDING = "It is sold in 450 g rings, and the firm currently makes around 2,000 rings a week at its Mill Lane unit."

CASES = [
    ("Across its spring and autumn sessions the group finished 40 rugs.", RUGS, None),
    ("Across its spring and autumn sessions the group finished 42 rugs.", RUGS, "FE001"),
    ("The firm makes roughly 2,000 of its 450-gram rings every week, which works out at about 900 kg.", PUDDING, None),
    ("The firm makes roughly 2,000 of its 450-gram rings every week, which works out at about 1,200 kg.", PUDDING,
     "FE001"),
    ("The firm makes roughly 2,000 rings a week, about 900 kg of black pudding.", PUDDING, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_worked(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
