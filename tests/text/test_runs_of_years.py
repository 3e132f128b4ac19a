"""An ordinal that counts a run of years ("for the third year running", "a third straight year", 连续第三年) is read
as that many years, as "three years in a row" and 连续三年 are; another ordinal stays one."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities

YEAR = 31_557_600.0
COUNT = "Small tortoiseshell numbers fell for the third year running. The red admiral was the most recorded species."


@pytest.mark.parametrize(("text", "surface", "years"), [
    ("fell for the third year running", "third year running", 3), ("the 3rd consecutive year", "3rd consecutive year", 3),
    ("for a fifth straight year", "fifth straight year", 5), ("for the fourth year in a row", "fourth year in a row", 4),
    ("产量连续第三年下降", "第三年", 3),
])
def test_an_ordinal_counting_a_run(text: str, surface: str, years: int) -> None:
    [quantity] = find_quantities(text)
    assert (quantity.surface, quantity.kind, quantity.value) == (surface, "value", years * YEAR)


@pytest.mark.parametrize("text", ["the third year of the plan", "第三年的计划"])
def test_other_ordinals_stay_ordinals(text: str) -> None:
    assert [quantity.kind for quantity in find_quantities(text)] == ["ordinal"]


@pytest.mark.parametrize(("answer", "passes"), [
    ("Small tortoiseshell numbers have now fallen three years in a row.", True),
    ("Small tortoiseshell numbers have now fallen for three consecutive years.", True),
    ("Small tortoiseshell numbers have now fallen four years in a row.", False),
    ("Small tortoiseshell numbers have now fallen for the fourth year running.", False),
])
def test_against_the_evidence(answer: str, passes: bool) -> None:
    assert bool(verify(answer, [COUNT])["publishable"]) is passes
