"""A Chinese list of things each with its figure right after it (其中蛐蛐罐128件、鸣虫葫芦47件, 水稻200万亩、玉米
150万亩) gives each figure to its own thing: a sentence giving one to another thing of the list moves it (FN001)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

CASES = [
    ("特展展出鸣虫葫芦128件[1]。",
     "特展展出藏品共210件，其中蛐蛐罐128件、鸣虫葫芦47件。",
     "FN001"),
    ("特展展出蛐蛐罐128件、鸣虫葫芦47件[1]。",
     "特展展出藏品共210件，其中蛐蛐罐128件、鸣虫葫芦47件。",
     None),
    ("特展共展出210件藏品，其中鸣虫葫芦128件、蛐蛐罐47件[1]。",
     "特展展出藏品共210件，其中蛐蛐罐128件、鸣虫葫芦47件。",
     "FN001"),
    ("今年种植玉米200万亩[1]。",
     "今年全市种植水稻200万亩、玉米150万亩。",
     "FN001"),
    ("今年种植玉米150万亩[1]。",
     "今年全市种植水稻200万亩、玉米150万亩。",
     None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str | list[str], rule: str | None) -> None:
    assert_verdict(answer, source, rule)
