""""As long as six weeks", "as high as 40%" state the most a figure reaches, as "up to" does ("as low as £5" the
least); a round figure given as approximate is at most a quarter of itself from what it rounds: "about 100 feet"
holds 118, not 148, though 148 rounds to 100 at the hundreds."""

from __future__ import annotations

import pytest

from report_workflow import verify

REPAIRS = "Due to high demand, repairs may take up to six weeks from receipt."
SUBMARINE = "The overall length was 12.6 meters and it displaced 6 tonnes."
GEYSER = "It erupts every 95 minutes, sending water up to 45 metres high."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("Repairs could take as long as six weeks.", REPAIRS, True),
    ("Repairs could take as long as eight weeks.", REPAIRS, False),
    ("The submarine was about 10 meters long.", SUBMARINE, False),
    ("The submarine was about 13 meters long.", SUBMARINE, True),
    ("The geyser throws water up to about 100 feet.", GEYSER, False),
    ("The geyser throws water up to about 150 feet.", GEYSER, True),
    ("The hall seats about 1,000 people.", "The hall seats 1,380 people.", False),
    ("The hall seats about 1,000 people.", "The hall seats 1,180 people.", True),
    ("The hall seats about 100 people.", "The hall seats 118 people.", True),
    ("Day tickets can be had for as little as £5.", "Day tickets cost from £5.", True),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, source)["publishable"]) is passes
