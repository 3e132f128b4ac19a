"""A level before an addition and the addition give the level after it; a total reached less the addition gives the
level before it, for a sentence that says so (see ``gates.extensions``)."""

from __future__ import annotations

import pytest

from tests.support import verdict_of

LANES = "The centre previously had 12 lanes; the refurbishment adds eight more in a former storage hall."
PLACES = "2024年，全区新增普惠性托位1200个，全区普惠托位总数达到4600个。"


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("After its refurbishment the centre will have 20 lanes.", LANES, True),
    ("After its refurbishment the centre will have 22 lanes.", LANES, False),
    ("新增之前全区普惠托位为三千四百个。", PLACES, True),
    ("新增之前全区普惠托位为三千六百个。", PLACES, False),
    ("全区普惠托位为三千四百个。", PLACES, False),  # not given as the level before the addition
])
def test_a_level_around_an_addition_is_worked_out(answer: str, source: str, passes: bool) -> None:
    assert verdict_of(answer, source)[0] is passes
