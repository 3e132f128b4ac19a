"""An amount the evidence gives for each of a thing, times the count of those things it gives, passes for a sentence
that states the count and names the thing ("240 goats produce around 600 litres a day between them" over "240 …
goats, which average about 2.5 litres of milk per goat per day"; 320头奶牛…约9吨 over 每头奶牛日均产奶28公斤). A wrong
product, or a total of a thing the sentence never counts, blocks (FE001)."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify
from tests.support import fired

GOATS = ("Owners Jess and Aled Parry milk 240 Saanen and Toggenburg goats, which average about 2.5 litres of milk per "
         "goat per day in the main season (March to October).")
COWS = "牧场存栏奶牛320头，每头奶牛日均产奶28公斤。"
TURNS = "The ferry makes 14 crossings a day, each carrying up to 60 cars. Fares are £4 a head for foot passengers."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("In the main season its 240 goats produce around 600 litres a day between them [1].", GOATS, True),
    ("In the main season its 240 goats produce around 700 litres a day between them [1].", GOATS, False),
    ("In the main season the farm produces around 600 litres a day [1].", GOATS, False),
    ("牧场320头奶牛每天共产奶约9吨[1]。", COWS, True),
    ("牧场320头奶牛每天共产奶约12吨[1]。", COWS, False),
    ("牧场每天产奶约9吨[1]。", COWS, False),
    ("The 14 crossings earn £56 a day [1].", TURNS, False),
])
def test_an_amount_for_each_times_the_count(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, {"1": source})
    assert bool(result["publishable"]) is passes, result["sentence_results"][0]["reason"]
    assert passes or "FE001" in fired(result)
