"""An amount of data over a second is a data rate, whichever way the second is written: "12.5 megabytes per
second" is 12.5 MB/s, which is 100 Mbit/s."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from report_workflow.text import find_quantities
from tests.support import verdict_of


def only_measurement(text: str):
    found = [quantity for quantity in find_quantities(text) if quantity.is_measurement]
    assert len(found) == 1, found
    return found[0]


@pytest.mark.parametrize(("written", "symbol"), [
    ("12.5 megabytes per second", "12.5 MB/s"),
    ("40 megabits per second", "40 Mbit/s"),
    ("2 gigabytes per second", "2 GB/s"),
    ("500 kilobits every second", "500 kbit/s"),
    ("3 gigabits/second", "3 Gbit/s"),
    ("300 MB每秒", "300 MB/s"),
])
def test_data_per_second_is_the_rate_its_symbol_writes(written: str, symbol: str) -> None:
    words, symbols = only_measurement(f"The link carries {written}."), only_measurement(f"The link carries {symbol}.")
    assert (words.dimension, words.unit, words.value) == ("data_rate", symbols.unit, symbols.value)
    assert words.surface == written


@pytest.mark.parametrize("text", [
    "The archive holds 12.5 megabytes.",
    "It downloads 12.5 megabytes in a second attempt.",
    "The clip is 12.5 megabytes, second only to the trailer in size.",
])
def test_data_not_over_a_second_stays_an_amount(text: str) -> None:
    assert only_measurement(text).dimension == "data"


@given(st.integers(min_value=1, max_value=10_000))
def test_a_rate_in_bytes_per_second_is_eight_times_its_bits(figure: int) -> None:
    bytes_rate = only_measurement(f"up to {figure} megabytes per second")
    bits_rate = only_measurement(f"up to {figure * 8} megabits per second")
    assert bytes_rate.value == bits_rate.value


PLAN = "Fibre 500: average download speed 500 Mbit/s, average upload speed 70 Mbit/s."
CHINESE_PLAN = "千兆套餐：下行速率1000 Mbps，上行速率50 Mbps。"


@pytest.mark.parametrize(("answer", "source"), [
    ("Downloads average 500 Mbit/s, or roughly 62.5 megabytes per second [1].", PLAN),
    ("Uploads average about 8.75 megabytes per second [1].", PLAN),
    ("该套餐下行速率约为125 MB每秒。[1]", CHINESE_PLAN),
])
def test_a_rate_restated_in_bytes_per_second_passes(answer: str, source: str) -> None:
    publishable, findings = verdict_of(answer, source)
    assert publishable, findings


@pytest.mark.parametrize(("answer", "source"), [
    ("Downloads average 500 Mbit/s, or roughly 500 megabytes per second [1].", PLAN),
    ("该套餐下行速率约为1000 MB每秒。[1]", CHINESE_PLAN),
])
def test_bits_read_as_bytes_per_second_block(answer: str, source: str) -> None:
    publishable, _ = verdict_of(answer, source)
    assert not publishable
