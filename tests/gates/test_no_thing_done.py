"""A denial opening with "no" runs on to the act done to what it names: "No other batches or flavours are affected"
denies the affecting, as "Other batches and flavours are not affected" does (FP001 read it as denying the batches
only); a sentence affirming the act still contradicts the denial, and "no … has been fixed yet" restates a thing still
being settled, whatever verb of settling it uses."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("No other batches or flavours are affected [1].",
     "Fizzwick is recalling its Lemon Sherbet Dip, batch L2407. Other batches and flavours are not affected.",
     None),
    ("No other cages or pens were damaged [1].",
     "Storm report. The aviary roof was torn off. The other cages and pens were not damaged.",
     None),
    ("Other batches and flavours are also affected [1].",
     "Fizzwick is recalling its Lemon Sherbet Dip, batch L2407. Other batches and flavours are not affected.",
     "FP001"),
    ("No London date has been fixed yet, though producers say one is under discussion [1].",
     "Producers said a London date was 'under discussion' but had not been confirmed.",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
