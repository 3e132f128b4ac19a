"""An age group naming the subject an evidence part opens on limits what the part grants or requires (FE037):
"Drivers aged under 16 must also wear a neck brace" is not every driver's rule. A group within it, or an age in it
told with a word of age, keeps the limit; a part about others with an age group later in it is no such limit."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

RACEWAY = ("All drivers must wear a helmet, gloves and overalls supplied by the track. Drivers aged under 16 must "
           "also wear a neck brace and rib protector.")
CENTRE = ("Adult day passes cost £14, concessions £11. Under-14s must be accompanied by a supervising adult at all "
          "times.")
PRICES = "Adults pay £10 and children under 12 pay £5."

CASES = [
    ("Every driver must wear a neck brace and rib protector.", RACEWAY, "FE037"),
    ("Drivers under 16 must also wear a neck brace and rib protector.", RACEWAY, None),
    ("Climbers must be accompanied by a supervising adult at all times.", CENTRE, "FE037"),
    ("A concession pass costs three pounds less than the £14 adult pass, and climbers under fourteen must be "
     "accompanied by a supervising adult throughout their visit.", CENTRE, None),
    ("Adults pay £10.", PRICES, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_age_limit(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
