"""Gallons written as US or imperial gallons are read in their own size: "1,850 US gallons" is about 7,000 litres,
"20 imperial gallons" about 91."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities

SYRUP = "We tapped 3,400 trees and produced 1,850 US gallons of syrup this season."


@pytest.mark.parametrize(("text", "litres"), [
    ("1,850 US gallons", 7003.0), ("1,850 U.S. gallons", 7003.0), ("1,850 gallons", 7003.0),
    ("20 imperial gallons", 90.9),
])
def test_gallons(text: str, litres: float) -> None:
    [quantity] = find_quantities(text)
    assert round(quantity.value * 1000, 1) == litres


@pytest.mark.parametrize(("answer", "passes"), [
    ("The sugarhouse made about 7,000 litres of syrup from 3,400 tapped trees this season.", True),
    ("The sugarhouse made about 8,000 litres of syrup from 3,400 tapped trees this season.", False),
])
def test_against_the_evidence(answer: str, passes: bool) -> None:
    assert bool(verify(answer, [SYRUP])["publishable"]) is passes
