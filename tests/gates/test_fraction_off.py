"""A rate off a price in words ("a quarter off", "a third off") is a discount as "25% off" is, and a sentence naming
the thing and the discount's time may state the price after it without the full price: "During March, a spa
pedicure costs £36" over "Spa pedicure | £48" and "Throughout March, all spa pedicures are a quarter off" (FE001); a
wrong price (FB001: no passage works it out), or a discount given only to a group the sentence does not name, still
blocks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("During March, a spa pedicure costs £36 [1][2].",
     ["| Service | Duration | Price |\n|---|---|---|\n| Classic pedicure | 45 min | £32 |\n| Spa pedicure | 75 min | £48 |", "Willow Nail Studio - March offer. Throughout March, all spa pedicures are a quarter off the usual price. Booking is essential."],
     None),
    ("During March, a spa pedicure costs £38 [1][2].",
     ["| Service | Duration | Price |\n|---|---|---|\n| Classic pedicure | 45 min | £32 |\n| Spa pedicure | 75 min | £48 |", "Willow Nail Studio - March offer. Throughout March, all spa pedicures are a quarter off the usual price. Booking is essential."],
     "FB001"),
    ("A spa pedicure costs £36 [1].",
     "A spa pedicure costs £48. Members get a quarter off every treatment.",
     "FE001"),
    ("With the winter offer, a season pass costs £60 [1].",
     "A season pass costs £90. Under the winter offer, season passes are a third off.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
