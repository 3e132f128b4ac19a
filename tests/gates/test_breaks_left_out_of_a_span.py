"""A span of times holding a break ("from 7.45pm to 10.10pm, including a 20-minute interval") gives a length less
the break to a sentence leaving the break out ("not counting the 20-minute interval"), and the whole span to one
keeping it in."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

SHOW = "The Houdini Nights escapology show runs from 7.45pm to 10.10pm, including a 20-minute interval."

CASES = [
    ("Houdini Nights offers two hours and 25 minutes of escapology, not counting the 20-minute interval.", SHOW, "FE001"),
    ("Houdini Nights offers two hours and five minutes of escapology, not counting the 20-minute interval.", SHOW, None),
    ("Houdini Nights runs for two hours and 25 minutes, including the 20-minute interval.", SHOW, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
