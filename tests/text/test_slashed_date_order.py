"""A slashed date whose day and month could be either way round (01/09/2025) takes the order another slashed date of
the same text can be read in only one way: beside 15/10/2025 the day comes first, beside 10/15/2025 the month. When
nothing in the text fixes the order, or the text writes both, only the year is kept."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from report_workflow.text import find_quantities
from tests.support import verdict_of


def dates_in(text: str) -> list[float]:
    return [quantity.value for quantity in find_quantities(text) if quantity.kind == "date"]


@pytest.mark.parametrize(("text", "dates"), [
    ("Tickets bought between 03/02/2024 and 28/02/2024 are refunded.", [20240203, 20240228]),
    ("Tickets bought between 02/03/2024 and 02/28/2024 are refunded.", [20240203, 20240228]),
    ("Applications open 04/05/2025; the deadline is 19/06/2025.", [20250504, 20250619]),
    ("申请时间为04/05/2025至19/06/2025。", [20250504, 20250619]),
])
def test_an_unambiguous_slashed_date_fixes_the_order_of_the_others(text: str, dates: list[float]) -> None:
    assert dates_in(text) == dates


@pytest.mark.parametrize(("text", "dates"), [
    ("The offer ends 03/02/2024.", [20240000]),
    ("Shipped 03/02/2024, returned 28/02/2024 and refunded 02/29/2024.", [20240000, 20240228, 20240229]),
    ("Builds 2024/10/15 and 03/02/2024 were withdrawn.", [20241015, 20240000]),
])
def test_without_one_order_only_the_year_of_an_ambiguous_date_is_kept(text: str, dates: list[float]) -> None:
    assert dates_in(text) == dates


@given(st.integers(min_value=1, max_value=12), st.integers(min_value=1, max_value=12),
       st.integers(min_value=13, max_value=28))
def test_day_first_and_month_first_texts_read_the_same_date(day: int, month: int, later_day: int) -> None:
    day_first = dates_in(f"from {day:02d}/{month:02d}/2025 to {later_day}/{month:02d}/2025")
    month_first = dates_in(f"from {month:02d}/{day:02d}/2025 to {month:02d}/{later_day}/2025")
    assert day_first == month_first == [20250000 + month * 100 + day, 20250000 + month * 100 + later_day]


NOTICE = ("Greenfield Dairy is recalling two batches of semi-skimmed milk because of a sealing fault: batch L12, "
          "use by 03/02/2025, and batch L19, use by 17/02/2025.")


@pytest.mark.parametrize(("answer", "publishable"), [
    ("Batch L12 of the recalled Greenfield Dairy milk carries a use-by date of 3 February 2025 [1].", True),
    ("Batch L12 of the recalled Greenfield Dairy milk carries a use-by date of 2 March 2025 [1].", False),
    ("Greenfield Dairy's milk batch L12 has to be used by February 3, 2025 [1].", True),
])
def test_a_day_first_date_restated_with_its_month_named(answer: str, publishable: bool) -> None:
    verdict, findings = verdict_of(answer, NOTICE)
    assert verdict == publishable, findings
