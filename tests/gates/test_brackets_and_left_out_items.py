"""A person's body written in brackets after the name ("Oscar Lindqvist (Bramhall Juniors)") is theirs (FN011);
a thing the evidence says a fee leaves out ("does not include repairs such as replacing broken strings") told as one
it covers, in a list after "covers", is a negation turned round (FP001)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

MARBLES = "Junior title: Oscar Lindqvist (Bramhall Juniors), who beat Ruby Achebe (St Anne's) 14-11 in the final."
TUNING = ("Our £90 tuning fee covers one full tuning and a check of the pedals and hammers. It does not include "
          "repairs such as replacing broken strings, which are quoted separately.")

CASES = [
    ("Oscar Lindqvist of St Anne's won the junior title, beating Ruby Achebe 14-11 in the final.", MARBLES, "FN011"),
    ("Oscar Lindqvist of Bramhall Juniors won the junior title, beating Ruby Achebe 14-11 in the final.", MARBLES,
     None),
    ("The £90 fee covers a full tuning, a check of the pedals and hammers, and repairs such as replacing broken "
     "strings.", TUNING, "FP001"),
    ("The £90 fee covers a full tuning and a check of the pedals and hammers, but not repairs such as replacing "
     "broken strings.", TUNING, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_brackets_and_left_out(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
