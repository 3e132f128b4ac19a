"""A span of days within one month writes the month once, at its start (11月12日至17日, 5月1日-5日): the day that
ends it is a date of that month, not a count of days."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from report_workflow.text.quantities import find_quantities
from report_workflow.verify import verify


def _figures(text: str) -> list[tuple[str, float, str]]:
    return [(item.kind, item.value, text[item.start:item.end]) for item in find_quantities(text)]


@pytest.mark.parametrize(("text", "last_day"), [
    ("全国两会于2025年3月4日至11日在北京召开。", ("date", 311, "11日")),
    ("劳动节假期为5月1日-5日，共五天。", ("date", 505, "5日")),
    ("展览8月20日到26号在上海举办。", ("date", 826, "26号")),
])
def test_the_day_that_ends_a_span_is_a_date_of_the_month_it_opens_in(text: str, last_day: tuple) -> None:
    assert last_day in _figures(text)


@pytest.mark.parametrize("text", [
    "会议定于3日召开。",  # a day with no span before it
    "5月20日至3日",  # an end before the start is no span within one month
    "合同签订后15日内付款。",  # 日 counting days
    "11月12日开幕，17日闭幕。",  # two events, not one span
])
def test_a_day_that_ends_no_span_within_a_month_is_not_made_a_date(text: str) -> None:
    assert [figure for kind, _, figure in _figures(text) if kind == "date" and "月" not in figure] == []


@given(month=st.integers(1, 12), first=st.integers(1, 27), length=st.integers(1, 3))
def test_any_span_within_a_month_ends_on_a_later_day_of_it(month: int, first: int, length: int) -> None:
    text = f"活动于{month}月{first}日至{first + length}日举行。"
    assert _figures(text)[-1] == ("date", month * 100 + first + length, f"{first + length}日")


SHOW = {"1": "2025年中国国际服务贸易交易会9月10日在北京开幕。", "2": "本届服贸会为期5天，于9月14日闭幕。"}


@pytest.mark.parametrize(("answer", "passes"), [
    ("2025年服贸会于9月10日至14日在北京举行，为期5天[1][2]。", True),
    ("2025年服贸会于9月10日至15日在北京举行，为期5天[1][2]。", False),
    ("2025年服贸会于9月11日至14日在北京举行，为期5天[1][2]。", False),
])
def test_a_span_is_checked_day_by_day_against_the_dates_the_evidence_gives(answer: str, passes: bool) -> None:
    assert verify(answer, SHOW)["publishable"] is passes


@pytest.mark.parametrize(("text", "first_day"), [
    ("Gearbox work is planned for the weather window 3–21 August.", ("date", 803, "3")),
    ("The library is shut from 3 to 16 March 2025 inclusive.", ("date", 20250303, "3")),
    ("Voting runs between 3 and 21 August 2025.", ("date", 20250803, "3")),
])
def test_the_day_that_opens_a_span_is_a_date_of_the_month_written_after_it(text: str, first_day: tuple) -> None:
    assert first_day in _figures(text)


@pytest.mark.parametrize("text", ["Children aged 3 to 17 may enter.", "See pages 3-21 of the report."])
def test_a_span_without_a_month_is_no_date(text: str) -> None:
    assert all(kind != "date" for kind, _, _ in _figures(text))


def test_a_span_of_days_restated_as_its_length() -> None:
    source = "Eastfield library will close from 3 March to 16 March 2025 for roof repairs."
    assert verify("Eastfield library is shut for two weeks, from 3 to 16 March 2025 inclusive.", source)["publishable"]
    assert not verify("Eastfield library is shut from 3 to 18 March 2025.", source)["publishable"]
