"""An English number word is no bare figure a percent may be read from ("flocks of five Call ducks" states no
5%); a cause opened in the passage of the sentence's cause, with none of its words, is the cause of that cause, no
link to the sentence's effect (FE023); a list in order after a colon (依次为：…) gives places (FP008); "the first woman
ever" over "the first woman since 2011" (FE022)."""

from __future__ import annotations

import pytest

from tests.support import assert_verdict

HANDLERS = "Novice handlers made up 30% of the field, compared with 25% last year. The trials use flocks of five Call ducks."
TOFFEE = "Sales fell 8% to £3.1 million in the year to 31 March 2025. In October 2024 the company raised its wholesale prices by an average of 6% after sugar and butter costs increased. A new slab toffee range will launch in the spring."
TOFFEE_LINKED = "Sales fell 8% to £3.1 million in the year to 31 March 2025, which the board put down to its October price rise. In October 2024 the company raised its wholesale prices by an average of 6% after sugar and butter costs increased."
PROFIT = "净利润2.05亿元，同比下降3.1%。公司表示，利润下滑主要由于原材料价格上涨及新产线折旧增加。"
STANDINGS = "总决赛团体总分前三名依次为：金虎道馆（186分）、青松跆拳道俱乐部（172分）、飞燕武道馆（165分）。"
SINCE_2011 = "Wenna Tregear became the first woman since 2011 to win the open category at the Hollins Cross Toe Wrestling Open."
FIRST_WOMAN = "Wenna Tregear became the first woman to win the open category at the Hollins Cross Toe Wrestling Open."

CASES = [
    ("Novice handlers rose by 5%, to 30% of the field.", HANDLERS, "FE001"),
    ("Novice handlers rose by 5 percentage points, to 30% of the field.", HANDLERS, None),
    ("The company's sales fell 8% to £3.1 million in the year to March 2025 as a result of its October price rise.", TOFFEE, "FE023"),
    ("The company's sales fell 8% to £3.1 million in the year to March 2025 as a result of its October price rise.", TOFFEE_LINKED, None),
    ("公司称受原材料涨价和新产线折旧增加影响，净利润同比减少3.1%，降至2.05亿元。", PROFIT, None),
    ("在总决赛中，金虎道馆夺得团体冠军，飞燕武道馆位列第二，青松跆拳道俱乐部排名第三。", STANDINGS, "FP008"),
    ("在总决赛中，金虎道馆夺得团体冠军，青松跆拳道俱乐部位列第二，飞燕武道馆排名第三。", STANDINGS, None),
    ("Wenna Tregear became the first woman ever to win the open category at the Hollins Cross Toe Wrestling Open.", SINCE_2011, "FE022"),
    ("Wenna Tregear became the first woman in more than a decade to win the open category at the Hollins Cross Toe Wrestling Open.", SINCE_2011, None),
    ("Wenna Tregear became the first woman ever to win the open category at the Hollins Cross Toe Wrestling Open.", FIRST_WOMAN, None),
]


@pytest.mark.parametrize(("answer", "source", "rule"), CASES)
def test_reading(answer: str, source: str, rule: str | None) -> None:
    assert_verdict(answer, source, rule)
