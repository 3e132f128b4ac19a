"""The quantity parser reads "minus" as a figure's sign (not in "10 minus 3" or "plus or minus 3.5"), "4 ft 6 in" as
one length, and a 24-hour time written with a full stop after a word of when or in a range ("at 14.00",
"10.00–16.00"), never a rate ("from 3.25 to 3.50 per cent")."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities


@pytest.mark.parametrize(("text", "reading"), [
    ("three minutes at minus 110 degrees Celsius", ("value", "temperature", 163.15)),
    ("Each wheel is 4 ft 6 in in diameter", ("value", "length", 1.3716)),
    ("He is 5 ft 10 in tall", ("value", "length", 1.778)),
    ("Saturday: procession at 14.00.", ("clock", "", 14 * 3600)),
    ("dancing from 11.00 outside the town hall", ("clock", "", 11 * 3600)),
])
def test_one_reading(text: str, reading: tuple[str, str, float]) -> None:
    found = [item for item in find_quantities(text) if item.kind != "date"]
    assert [(item.kind, item.dimension if item.kind == "value" else "", item.value) for item in found][-1:] == [reading]


@pytest.mark.parametrize("text", ["10 minus 3 is 7", "a margin of plus or minus 3.5 points"])
def test_minus_between_figures_is_no_sign(text: str) -> None:
    assert not any(item.negative for item in find_quantities(text))


def test_a_dotted_range_of_times() -> None:
    assert [(item.kind, item.value) for item in find_quantities("open 10.00–16.00 daily")] == [
        ("clock", 10 * 3600), ("clock", 16 * 3600)]


@pytest.mark.parametrize("text", ["rates rose from 3.25 to 3.50 per cent", "it costs 14.00 in all"])
def test_a_dotted_figure_without_a_word_of_when_is_no_time(text: str) -> None:
    assert all(item.kind == "value" for item in find_quantities(text))


PROGRAMME = ("Saturday 28 June: Rushbearing weekend, Castleshaw, procession at 14.00. Sunday 13 July: Scarsby "
             "Regatta. Email, 2 June: the Castleshaw procession has been moved to start at 15.00.")
TRIAL = "We randomised 64 runners to whole-body cryotherapy (three minutes at −110 °C) or passive rest."
WHEEL = "Each wheel is 4 ft 6 in in diameter, with an elm nave and 14 oak spokes."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("The Castleshaw procession now starts at 3pm rather than 2pm [1].", PROGRAMME, True),
    ("The Castleshaw procession now starts at 4pm rather than 2pm [1].", PROGRAMME, False),
    ("Runners were given three minutes at minus 110 degrees Celsius [1].", TRIAL, True),
    ("Runners were given three minutes at 110 degrees Celsius [1].", TRIAL, False),
    ("Each wheel is about 1.37 metres across [1].", WHEEL, True),
    ("Each wheel is about 1.47 metres across [1].", WHEEL, False),
])
def test_against_the_evidence(answer: str, source: str, passes: bool) -> None:
    assert bool(verify(answer, [source])["publishable"]) is passes
