"""FE047: a record of all time claimed where the evidence's extreme holds only over a stretch ("on record" over "the
highest total since 2011", 历史最高 over 2015年以来最多); "and up" before a movement ("since 2011 and up from 187") is no
bound; FE041 reads a pair counted as two (在北港、南湾两个基地开展试种) against 只在北港基地."""

from __future__ import annotations

import pytest

from report_workflow import verify
from report_workflow.text import find_quantities
from tests.support import sentence_rules

SEALS = "Rangers counted 212 harbour seal pups, the highest total since 2011 and up from 187 in 2023."
CAMELS = "保护区今年共救助伤病野骆驼21峰，为2015年以来最多。"
ASPARAGUS = "芦笋新品种“绿剑3号”今年在北港、南湾两个基地开展试种，两地平均亩产分别为820公斤和760公斤。"


@pytest.mark.parametrize(("answer", "source", "blocked_by"), [
    ("Rangers counted 212 pups, the highest total on record [1].", SEALS, ["FE047"]),
    ("Rangers counted 212 pups, the highest total ever [1].", SEALS, ["FE047"]),
    ("Rangers counted 212 pups, the highest total since 2011 [1].", SEALS, []),
    ("今年共救助伤病野骆驼二十一峰，为历史最高[1]。", CAMELS, ["FE047"]),
    ("今年共救助伤病野骆驼二十一峰，为2015年以来最多[1]。", CAMELS, []),
    ("Rangers counted 212 pups, the highest total on record [1].",
     "Rangers counted 212 pups, the highest total since 2011 and a record for the colony.", []),
    ("推广站今年只在北港基地试种了绿剑3号[1]。", ASPARAGUS, ["FE041"]),
    ("推广站今年在北港、南湾两个基地试种了绿剑3号[1]。", ASPARAGUS, []),
])
def test_against_the_evidence(answer: str, source: str, blocked_by: list[str]) -> None:
    assert sentence_rules(verify(answer, [source])) == blocked_by


def test_and_up_before_a_movement_is_no_bound() -> None:
    first = find_quantities(SEALS)[1]
    assert (first.kind, first.value) == ("year", 2011.0)
    assert find_quantities("open to ages 12 and up")[0].bound == "ge"
