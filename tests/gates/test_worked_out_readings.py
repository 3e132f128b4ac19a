"""How a sentence ties a figure it works out to the evidence figures it works it out from: the nearest word of
rise or fall, a span of years the passage dates both ends to, points after a share, a share of a whole given
before, a total of the sentence's own figures, an amount for a longer period, and a difference between two
named things."""

from __future__ import annotations

import pytest

from report_workflow.verify import verify


def _rules(result: dict) -> list[str]:
    return [item["rule"] for item in result["sentence_results"] if item["rule"]]


def _passes(answer: str, sources: list[str]) -> None:
    result = verify(answer, sources)
    assert result["publishable"], (_rules(result), result["sentence_results"])


def _blocks_as_unstated(answer: str, sources: list[str]) -> None:
    result = verify(answer, sources)
    assert not result["publishable"] and "FE001" in _rules(result), result["sentence_results"]


HOUSE_PRICES = "The average house price in the county rose from £250,000 in 2020 to £280,000 in 2022."
INCOME = "居民人均可支配收入由2020年的5万元增至2022年的5.6万元。"


@pytest.mark.parametrize(("answer", "source"), [
    ("The average house price in the county climbed 12% between 2020 and 2022, to £280,000, as mortgage "
     "approvals declined.", HOUSE_PRICES + " Mortgage approvals declined."),
    ("居民人均可支配收入增长12%，达到5.6万元，而储蓄率有所下降。", INCOME + "储蓄率有所下降。"),
])
def test_the_direction_of_a_change_is_the_word_nearest_its_figure(answer: str, source: str) -> None:
    _passes(answer, [source])


@pytest.mark.parametrize(("answer", "source"), [
    ("The average house price in the county fell 12% between 2020 and 2022, to £280,000, as mortgage "
     "approvals rose.", HOUSE_PRICES + " Mortgage approvals rose."),
    ("The average house price in the county climbed 15% between 2020 and 2022, to £280,000, as mortgage "
     "approvals declined.", HOUSE_PRICES + " Mortgage approvals declined."),
])
def test_a_change_of_the_wrong_direction_or_size_still_blocks(answer: str, source: str) -> None:
    _blocks_as_unstated(answer, [source])


TURNOUT = "Turnout in local elections was 38% in 2022, down from 44% in 2014."
SMOKING = "成年人吸烟率2022年为24.1%，2015年为27.7%。"


@pytest.mark.parametrize(("answer", "source"), [
    ("Turnout in local elections fell six percentage points between 2014 and 2022.", TURNOUT),
    ("Turnout in local elections fell six percentage points from 2014 to 2022.", TURNOUT),
    ("成年人吸烟率2015年至2022年下降3.6个百分点。", SMOKING),
])
def test_a_change_over_the_years_the_passage_dates_its_ends_to_is_worked_out(answer: str, source: str) -> None:
    _passes(answer, [source])


@pytest.mark.parametrize(("answer", "source"), [
    ("Turnout in local elections fell six percentage points between 2010 and 2022.", TURNOUT),  # not 2010
    ("Turnout in local elections fell six percentage points.", TURNOUT + " It was 50% in 2010."),  # no years
    ("成年人吸烟率2015年至2022年下降4.6个百分点。", SMOKING),
])
def test_a_change_over_other_years_or_none_still_blocks(answer: str, source: str) -> None:
    _blocks_as_unstated(answer, [source])


RENEWABLES = "Renewables' share of power generation rose from 18% to 31% over the decade."


def test_points_after_a_share_are_percentage_points() -> None:
    _passes("Renewables raised their share of power generation by 13 points, to 31%.", [RENEWABLES])


@pytest.mark.parametrize("answer", [
    "Renewables raised their share of power generation by 15 points, to 31%.",
    "Renewables raised their share of power generation by 72%, to 31%.",  # 13 points is not 72%
])
def test_points_that_the_shares_do_not_make_block(answer: str) -> None:
    _blocks_as_unstated(answer, [RENEWABLES])
