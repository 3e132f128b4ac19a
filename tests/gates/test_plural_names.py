"""A name whose last word is plural is mentioned by the evidence's singular, written as it is ("Chipotle Bean
Burritos" over "Chipotle Bean Burrito"); the singular must stand as a word of its own ("Nations" is not found in
"national")."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("Casa Verde Kitchens has recalled 400-gram Chipotle Bean Burritos marked use by 14/06/2024 because they might contain milk that isn't declared on the label [1].",
     "Product recall — Casa Verde Kitchens Ltd. Casa Verde Kitchens is recalling its Chipotle Bean Burrito (400g) with a use-by date of 14 June 2024, because the product may contain milk, which is not mentioned on the label.",
     None),
    ("The kiosk on the quay sells Cornish Pasties for £3 each [1].",
     "The kiosk on the quay sells the Cornish Pasty, £3 each, and hot drinks.",
     None),
    ("Casa Verde Kitchens has recalled its Chipotle Bean Tacos [1].",
     "Casa Verde Kitchens is recalling its Chipotle Bean Burrito (400g) because the product may contain milk.",
     "FE021"),
    ("Employees of the United Nations Commission must delete the app from their work phones [1].",
     "Employees of the European Commission must delete the app from their work phones, a matter of national security.",
     "FE021"),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
