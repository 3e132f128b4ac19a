"""Figures worked out plainly that a careful reader accepts, and their wrong twins (FE001, FE004):

- 加高, 加宽, 加长, 加深, 增高, 拓宽 and 压缩 give a figure as the size of a change (塘顶将加高1.4米 over 由5.8米加高至7.2米);
- a change the passage writes as one movement (估价由80万元下调至6万元) has its size however far apart its ends are;
- the whole a share is of may be owned by a name of several words ("of Dunford Korfball Club's 180 members");
- a total may be followed by its parts after a break, with no word of summing ("Twenty teams have entered, twelve in
  the men's event and eight in the women's", 二十支队伍参赛，其中男子十二支、女子八支), unless the words between set them
  against it ("up from twelve and eight");
- "over" after a verb of spreading gives an extent, not a bound ("takes place over four Saturdays");
- "up to" after a verb of adding gives a sum, not a bound ("two jumps added up to 265.5 metres");
- a count past a word of running order counts the plural after it ("five consecutive Saturdays" is no bare figure);
- 角 after a yuan amount in Chinese numerals is its tenths (四元五角 is 4.5元; 三元二角五分 3.25元).
"""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities
from tests.support import fired


@pytest.mark.parametrize(("text", "value"), [("四元五角", 4.5), ("十六元二角", 16.2), ("三元二角五分", 3.25),
                                             ("3元2角5分", 3.25)])
def test_yuan_and_jiao_in_numerals(text: str, value: float) -> None:
    assert [(item.value, item.unit) for item in find_quantities(f"只需{text}")] == [(value, "CNY")]

_JUMPS = "Tomas Rieder won the large-hill event with jumps of 134.5 m and 131 m, totalling 287.4 points."
_SEAWALL = "现有塘顶高程将由5.8米加高至7.2米，防潮标准由50年一遇提高至100年一遇。"
_ESTIMATE = "本公司已据此将该拍品估价由80万元下调至6万元。"
_CLUB = ("Dunford Korfball Club — Annual report. The club now has 180 playing members, of whom 99 are women and girls "
         "and 81 are men and boys.")
_TEAMS = "Twelve men's and eight women's regu teams have entered."
_TEAMS_ZH = "男子组十二支队伍、女子组八支队伍报名参赛。"
_PRICES = "招牌烧卖每笼4只，售价18元；糯米烧卖每笼6只，售价21元。"
_COURSE = "Our spring course runs on four Saturdays, from 5 April to 26 April 2025."


@pytest.mark.parametrize(("answer", "source", "passes"), [
    ("塘顶将加高1.4米[1]。", _SEAWALL, True),
    ("塘顶将加高1.6米[1]。", _SEAWALL, False),
    ("The estimate was cut by $74,000 [1].", "The house cut the estimate from $80,000 to $6,000.", True),
    ("拍卖行将估价下调了七十四万元[1]。", _ESTIMATE, True),
    ("拍卖行将估价下调了七十二万元[1]。", _ESTIMATE, False),
    ("Sales rose by $74,000 [1].", "Sales were $80,000 and profit was $6,000.", False),
    ("Women and girls make up 55% of Dunford Korfball Club's 180 playing members [1].", _CLUB, True),
    ("Women and girls make up 56% of Dunford Korfball Club's 180 playing members [1].", _CLUB, False),
    ("Twenty regu teams have entered, twelve in the men's event and eight in the women's [1].", _TEAMS, True),
    ("Twenty-one regu teams have entered, twelve in the men's event and eight in the women's [1].", _TEAMS, False),
    ("Twenty teams entered, up from twelve and eight [1].", _TEAMS, False),
    ("二十支队伍参赛，其中男子十二支、女子八支[1]。", _TEAMS_ZH, True),
    ("二十二支队伍参赛，其中男子十二支、女子八支[1]。", _TEAMS_ZH, False),
    ("The course takes place over four consecutive Saturdays in April 2025 [1].", _COURSE, True),
    ("The course lasts over four Saturdays [1].", _COURSE, False),
    ("The course takes place on five consecutive Saturdays [1].", _COURSE, False),
    ("His two jumps added up to 265.5 metres [1].", _JUMPS, True),
    ("His two jumps added up to 266.5 metres [1].", _JUMPS, False),
    ("His two jumps went up to 265.5 metres [1].", _JUMPS, False),
    ("招牌烧卖每只合四元五角[1]。", _PRICES, True),
    ("招牌烧卖每只合四元八角[1]。", _PRICES, False),
])
def test_verdicts(answer: str, source: str, passes: bool) -> None:
    result = verify(answer, {"1": source})
    assert bool(result["publishable"]) is passes
    assert passes or fired(result) & {"FE001", "FE004"}
