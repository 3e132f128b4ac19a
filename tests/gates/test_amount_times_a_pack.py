"""An amount given for each thing ("Each pie … contains 410 kcal") times the things of a pack ("packs of three")
works out what a sentence naming the pack gives for it ("A whole pack holds 1,230 kcal")."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("A whole pack of the pork pies holds 1,230 kcal and 72 g of fat [1].",
     "Product information: Classic Pork Pie. Each pie weighs 140 g and contains 410 kcal and 24 g of fat. Sold chilled in packs of three for £4.50.",
     None),
    ("A whole pack of the pork pies holds 1,640 kcal [1].",
     "Product information: Classic Pork Pie. Each pie weighs 140 g and contains 410 kcal and 24 g of fat. Sold chilled in packs of three for £4.50.",
     "FE001"),
    ("The pork pies hold 1,230 kcal [1].",
     "Product information: Classic Pork Pie. Each pie weighs 140 g and contains 410 kcal and 24 g of fat. Sold chilled in packs of three for £4.50.",
     "FE001"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
