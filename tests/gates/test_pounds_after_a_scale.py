""""Pounds" after a scale word is money ("just over a third of a million pounds" over £340,000); after a bare
figure it may be a weight and stays unread as money."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("The ghost train is running again after a restoration costing just over a third of a million pounds [1].",
     "The Phantom Express, the ghost train on Gorsley Sands seafront, reopened on Friday after a £340,000 restoration.",
     None),
    ("The ghost train is running again after a restoration costing just over half a million pounds [1].",
     "The Phantom Express, the ghost train on Gorsley Sands seafront, reopened on Friday after a £340,000 restoration.",
     "FE"),
    ("The new stand cost two million pounds [1].",
     "The new stand cost £2 million and seats 1,800.",
     None),
    ("The new stand cost three million pounds [1].",
     "The new stand cost £2 million and seats 1,800.",
     "FE"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
