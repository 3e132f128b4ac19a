"""A number in words that goes on after its scale word, an amount for one thing named with "a" or "an", a table
column summed over the rows a sentence lists, a month of a year keyed as a row of a table titled with that year,
and the months a sentence lists referred back to by their count."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities

RENTALS = """Loch Carran Kayak Hire - summer 2024 rentals

| Month | Single kayaks | Tandem kayaks |
|---|---|---|
| June | 412 | 138 |
| July | 655 | 241 |
| August | 702 | 260 |

September figures will be published in October."""
GIFT = "The school has received 12 new xylophones. The instruments, worth £3,600 in total, go to four classes."


def _passes(answer: str, source: str) -> bool:
    return bool(verify(answer, [source])["publishable"])


@pytest.mark.parametrize(("text", "value"), [
    ("three thousand six hundred pounds", 3600),
    ("one thousand and twelve people", 1012),
    ("two million four hundred thousand people", 2_400_000),
    ("five thousand a year", 5000),
])
def test_a_number_in_words_goes_on_after_its_scale(text: str, value: float) -> None:
    assert find_quantities(text)[0].value == value


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The school got xylophones valued at three thousand six hundred pounds altogether.", GIFT, True),
    ("The school got xylophones valued at three thousand five hundred pounds altogether.", GIFT, False),
    ("The school got 12 xylophones worth £3,600, or £300 an instrument.", GIFT, True),
    ("The school got 12 xylophones worth £3,600, or £250 an instrument.", GIFT, False),
    ("Loch Carran let out 1,769 single kayaks over June, July and August.", RENTALS, True),
    ("Loch Carran let out 1,767 single kayaks over June, July and August.", RENTALS, False),
    ("In August 2024 Loch Carran let out 702 single kayaks.", RENTALS, True),
    ("In August 2023 Loch Carran let out 702 single kayaks.", RENTALS, False),
    ("Loch Carran hired out boats in June, July and August, and of those three months August was the busiest.",
     RENTALS, True),
    ("Loch Carran hired out boats in June, July and August, and of those four months August was the busiest.",
     RENTALS, False),
])
def test_listed_rows_and_amounts_for_one_thing(answer: str, source: str, passes: bool) -> None:
    assert _passes(answer, source) is passes
