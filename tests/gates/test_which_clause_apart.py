"""A clause after ", which" tells more of what it names and is a statement of its own: its "raised £3,400" gives
no rise to the share before it ("won half of the six races …, which raised £3,400")."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Jasper won half of the six races at the Sandholme Donkey Derby, which raised £3,400 towards a new hay barn [1][2].",
     ["Sandholme Donkey Derby, Sunday 3 August. Six races, the first at 2pm and then every half hour.", "Jasper was the star of Sunday's Sandholme Donkey Derby, winning three of the day's races. Sanctuary manager Linda Corr said the event had raised £3,400 towards a new hay barn."],
     None),
    ("Jasper won a third of the six races at the Sandholme Donkey Derby, which raised £3,400 towards a new hay barn [1][2].",
     ["Sandholme Donkey Derby, Sunday 3 August. Six races, the first at 2pm and then every half hour.", "Jasper was the star of Sunday's Sandholme Donkey Derby, winning three of the day's races. Sanctuary manager Linda Corr said the event had raised £3,400 towards a new hay barn."],
     "FE"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
