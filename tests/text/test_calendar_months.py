"""The calendar months between two dates are counted down, whole months first, the days left over as a share of
the month they run into."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from report_workflow.text.dates import months_between


def _value(day: date) -> int:
    return day.year * 10_000 + day.month * 100 + day.day


@pytest.mark.parametrize(("first", "second", "months"), [
    (19111010, 19120101, 2 + 22 / 31),  # 10 October to 10 December, then 22 of December's 31 days
    (20240131, 20240229, 1),  # a month from the 31st ends on the last day of a shorter month
    (20230315, 20230315, 0),
    (20240101, 20281231, 59 + 30 / 31),
])
def test_months_between_dates_are_counted_down(first: int, second: int, months: float) -> None:
    assert months_between(first, second) == pytest.approx(months)
    assert months_between(second, first) == pytest.approx(months)


@pytest.mark.parametrize(("first", "second"), [(20240500, 20240601), (1001, 20240101)])
def test_a_date_without_its_day_or_year_has_no_count_of_months(first: int, second: int) -> None:
    assert months_between(first, second) is None


@given(st.dates(date(1900, 1, 1), date(2099, 12, 31)), st.integers(0, 400))
def test_whole_months_fall_between_the_same_day_of_two_months(start: date, months: int) -> None:
    day = min(start.day, 28)
    first = start.replace(day=day)
    year, month = divmod(first.year * 12 + first.month - 1 + months, 12)
    assert months_between(_value(first), _value(date(year, month + 1, day))) == months


@given(st.dates(date(1900, 1, 1), date(2099, 12, 31)), st.integers(1, 27))
def test_days_short_of_a_whole_month_count_less_than_it(start: date, short: int) -> None:
    first = start.replace(day=min(start.day, 28))
    year, month = divmod(first.year * 12 + first.month, 12)
    later = date(year, month + 1, first.day) - timedelta(days=short)
    assert 0 < months_between(_value(first), _value(later)) < 1
