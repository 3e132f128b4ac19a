"""A month and its year written with a slash (expiry 08/2026, card valid to 11/2027) is a date of that month: August
2026 restates it, September 2026 does not. A ratio with a one-digit part (1/2000 births) is not read so."""

from __future__ import annotations

import pytest

from report_workflow.text import find_quantities
from tests.support import verdict_of


def dates_in(text: str) -> list[float]:
    return [quantity.value for quantity in find_quantities(text) if quantity.kind == "date"]


@pytest.mark.parametrize(("text", "dates"), [
    ("Affected lots: B-1142 and B-1147 (expiry 08/2026).", [20260800]),
    ("Die Karte ist gültig bis 11/2027.", [20271100]),
    ("批号A2231，有效期至03/2027。", [20270300]),
])
def test_a_slashed_month_and_year_is_a_date_of_that_month(text: str, dates: list[float]) -> None:
    assert dates_in(text) == dates


@pytest.mark.parametrize("text", [
    "The condition affects about 1/2000 births.",
    "The survey scored 13/2025 on the index.",
    "Lot 08/1875 was withdrawn from the auction.",
])
def test_a_ratio_or_a_lot_number_is_no_month(text: str) -> None:
    assert dates_in(text) == []


RECALL = ("Class 2 Medicines Recall. Brightwell Labs is recalling three batches of Cetirizine 10 mg tablets after a "
          "labelling error. Affected batches: CZ-4410, CZ-4411 and CZ-4415 (expiry 05/2027).")


@pytest.mark.parametrize(("answer", "publishable"), [
    ("Brightwell Labs is recalling three batches of Cetirizine 10 mg tablets, which expire in May 2027 [1].", True),
    ("Brightwell Labs is recalling three batches of Cetirizine 10 mg tablets, which expire in June 2027 [1].", False),
    ("Brightwell Labs is recalling three batches of Cetirizine 10 mg tablets, which expire in May 2028 [1].", False),
])
def test_an_expiry_month_restated_with_its_name(answer: str, publishable: bool) -> None:
    verdict, findings = verdict_of(answer, RECALL)
    assert verdict == publishable, findings
