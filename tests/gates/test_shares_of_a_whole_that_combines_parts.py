"""A whole a passage writes as combining, comprising or made up of the parts after it ("each 500 g batch combines
300 g Assam, 125 g Kenyan and 75 g Ceylon") gives each named part its share of it."""

from __future__ import annotations

import pytest

from report_workflow import verify

MIX = ("Seed mix notes. Each 2 kg bag combines 1.2 kg perennial ryegrass, 0.5 kg red fescue and 0.3 kg white clover. "
       "Sow at 35 g per square metre.")


@pytest.mark.parametrize(("answer", "passes"), [
    ("Perennial ryegrass makes up three-fifths of the seed mix.", True),
    ("Perennial ryegrass makes up 60% of the seed mix.", True),
    ("Red fescue makes up a quarter of the seed mix.", True),
    ("White clover makes up 15% of the seed mix.", True),
    ("Perennial ryegrass makes up 70% of the seed mix.", False),
    ("White clover makes up a quarter of the seed mix.", False),
])
def test_verdicts(answer: str, passes: bool) -> None:
    assert verify(answer, [MIX])["publishable"] is passes
