"""Two figures counting different things (一座粮仓, 十二个场景) are no list a rank could be read from: "是全市规模最大的
鬼屋" over a notice that ranks nothing blocks (FE043 took the two counts as rankable); two figures counting one
thing, a range, and a rank the evidence words still let a superlative pass."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("由老城区一座废弃粮仓改建的沉浸式鬼屋“槐荫旧宅”本周六开业，是全市规模最大的鬼屋[1]。",
     "位于老城区的沉浸式鬼屋“槐荫旧宅”本周六开业。该项目由一座废弃粮仓改建而成，以民国时期大宅院为背景，设有十二个场景，全程约二十分钟。",
     "FE043"),
    ("“槐荫旧宅”设有十二个场景[1]。",
     "位于老城区的沉浸式鬼屋“槐荫旧宅”本周六开业。该项目由一座废弃粮仓改建而成，以民国时期大宅院为背景，设有十二个场景，全程约二十分钟。",
     None),
    ("The cheapest stalls seat costs £42 this winter [1].",
     "Seat prices for the winter season: stalls seats cost £42-£68 and balcony seats £20-£35.",
     None),
    ("The new rock pool holds about 60 bathers and will be the resort's largest [1].",
     "The resort will open a new rock pool on 1 July. The pool holds about 60 guests, more than any of the resort's other pools.",
     None),
    ("Hall A is the largest of the halls [1].",
     "Hall A seats 400 people and Hall B seats 250 people.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
