"""A bare Chinese hour is a time of day at either end of a span whose other end is one (七点到八点半, 五点半营业到十点),
and 一天 before an adverb of amount or a verb of opening or working is a rate per day (一天大约用掉, 一天营业四个半小时), not a
span of one day."""

from __future__ import annotations

import pytest

from report_workflow.text import find_quantities
from report_workflow.text.dates import days_across_year_end


def _kinds(text: str) -> list[tuple[str, str]]:
    return [(quantity.surface, quantity.kind) for quantity in find_quantities(text)]


@pytest.mark.parametrize(("text", "expected"), [
    ("七点到八点半最忙", [("七点", "clock"), ("八点半", "clock")]),
    ("从早上五点半营业到十点", [("五点半", "clock"), ("十点", "clock")]),
    ("三点到五点", []),
])
def test_a_bare_hour_in_a_span_of_times(text: str, expected: list[tuple[str, str]]) -> None:
    assert [(surface, kind) for surface, kind in _kinds(text) if kind == "clock"] == expected


@pytest.mark.parametrize(("text", "spans_a_day"), [
    ("店里一天大约用掉0.35吨面粉", False),
    ("一天能卖三百碗", False),
    ("一天之内完成", True),
    ("前一天晚上", False),
    ("一天营业四个半小时", False),  # a rate per day before a verb of opening or working
    ("一周开放5天", False),
])
def test_one_day_as_a_rate(text: str, spans_a_day: bool) -> None:
    assert any(surface == "一天" for surface, _ in _kinds(text)) is spans_a_day


@pytest.mark.parametrize(("text", "seconds"), [
    ("The dive lasts three-quarters of an hour.", 2_700),
    ("It takes half an hour.", 1_800),
    ("Allow a quarter of an hour.", 900),
])
def test_a_part_of_an_hour_is_a_length_of_time(text: str, seconds: float) -> None:
    found = [item for item in find_quantities(text) if item.dimension == "time"]
    assert [item.value for item in found] == [seconds]


@pytest.mark.parametrize(("text", "value"), [
    ("the thirty-eighth classic", 38),
    ("her twenty-first century", 21),
    ("the fifteenth heat", 15),
    ("the ninetieth anniversary", 90),
])
def test_ordinals_in_words_beyond_twelve(text: str, value: int) -> None:
    found = find_quantities(text)
    assert [(item.kind, item.value) for item in found] == [("ordinal", value)]


@pytest.mark.parametrize(("first", "second", "days"), [
    (1128.0, 302.0, (94, 95)),  # 28 November to 2 March, with or without a leap day
    (1230.0, 102.0, (3,)),
    (302.0, 1128.0, ()),  # in calendar order: not across the year's end
])
def test_days_across_a_year_end(first: float, second: float, days: tuple[int, ...]) -> None:
    assert days_across_year_end(first, second) == days
