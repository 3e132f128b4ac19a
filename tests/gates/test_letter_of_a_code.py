"""A name of one capital letter is mentioned by a code the evidence writes with a digit after it: "a D minor scale"
over "a D3 minor scale"; a letter the evidence never writes so is still a name it lacks."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("The handpan is tuned to a D minor scale [1].",
     "This handpan is tuned to a D3 minor scale (D3 A3 C4 D4 E4 F4 G4 A4). Price £1,450.",
     None),
    ("The handpan is tuned to a B minor scale [1].",
     "This handpan is tuned to a D3 minor scale (D3 A3 C4 D4 E4 F4 G4 A4). Price £1,450.",
     "FE021"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
